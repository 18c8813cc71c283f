import type { PaymentTerms } from './payment-terms';
import { mulDivHalfUp, splitByCumulative } from './rounding';

/**
 * Voyage freight as the trade pays it (domain.md): on the bill-of-lading quantity once the B/L is signed, the
 * contract's nominal quantity only as the estimate until then; or a lump sum, whatever is loaded. The agreed share
 * is paid on signing/releasing the bills of lading (BBB), the balance after discharge. Address commission is
 * deducted from each instalment; brokerage is shown, and deducted only where the charter party says so.
 *
 * Rounding (one rule, rounding.ts): half-up to the minor unit, on the totals first: gross freight = rate x tonnes,
 * the first instalment = its share of that, the balance = the rest; the adcom and brokerage of each instalment are
 * cumulative differences. So the instalments always add up to the freight, the adcom and the brokerage exactly.
 */
export type FreightInput = {
  basis: 'per_tonne' | 'lump_sum';
  /** Minor units per metric tonne, or the lump sum. */
  rate: number;
  nominalQuantityT: number;
  /** The bill-of-lading quantity in kilograms (49,873.420 t = 49,873,420 kg), once recorded. */
  billOfLadingKg: number | null;
  payment: PaymentTerms;
};
export type FreightPart = {
  part: 'on_bills' | 'balance';
  pct: number;
  gross: number;
  adcom: number;
  brokerage: number;
  /** What the charterers pay into escrow: gross less adcom, less brokerage if they deduct it. */
  net: number;
};
export type FreightSheet = {
  /** The quantity freight is paid on, in kg; null for a lump sum. */
  quantityKg: number | null;
  /** True while a per-tonne freight rests on the nominal quantity because no B/L quantity is recorded yet. */
  estimate: boolean;
  gross: number;
  adcom: number;
  brokerage: number;
  net: number;
  parts: FreightPart[];
};

export function freightSheet(f: FreightInput): FreightSheet {
  const perTonne = f.basis === 'per_tonne';
  const quantityKg = perTonne ? (f.billOfLadingKg ?? f.nominalQuantityT * 1000) : null;
  const gross = quantityKg === null ? f.rate : mulDivHalfUp(f.rate, quantityKg, 1000);
  const pct = f.payment.freightOnBillsPct;
  const first = mulDivHalfUp(gross, pct, 100);
  const grossParts = [first, gross - first];
  const adcoms = splitByCumulative(grossParts, f.payment.addressCommissionBp);
  const brokerages = splitByCumulative(grossParts, f.payment.brokerageBp);
  const parts = grossParts
    .map((g, i): FreightPart => {
      const deducted = adcoms[i] + (f.payment.brokerageDeducted ? brokerages[i] : 0);
      return {
        part: i === 0 ? 'on_bills' : 'balance',
        pct: i === 0 ? pct : 100 - pct,
        gross: g,
        adcom: adcoms[i],
        brokerage: brokerages[i],
        net: g - deducted,
      };
    })
    .filter((p) => p.gross > 0);
  const sum = (k: 'adcom' | 'brokerage' | 'net') => parts.reduce((s, p) => s + p[k], 0);
  return {
    quantityKg,
    estimate: perTonne && f.billOfLadingKg === null,
    gross,
    adcom: sum('adcom'),
    brokerage: sum('brokerage'),
    net: sum('net'),
    parts,
  };
}

/**
 * The freight the instalments not yet paid should carry once the B/L quantity is known, given what was paid on the
 * estimate: the unpaid part takes the freight still owed (the sheet's net less what was paid), so an estimate paid
 * too high or too low is evened out on the balance. With nothing paid, the sheet's own parts. A result at or below
 * zero means the charterers paid more than the whole freight: no instalment can carry that, it is a refund.
 */
export function freightStillDue(
  sheet: FreightSheet,
  paid: Partial<Record<FreightPart['part'], number>>,
): { part: FreightPart['part']; net: number }[] {
  const unpaid = sheet.parts.filter((p) => paid[p.part] === undefined);
  const paidTotal = Object.values(paid).reduce((s, n) => s + (n ?? 0), 0);
  if (paidTotal === 0 || unpaid.length !== 1) return unpaid.map((p) => ({ part: p.part, net: p.net }));
  return [{ part: unpaid[0].part, net: sheet.net - paidTotal }];
}
