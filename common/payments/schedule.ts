import { addDays, type Terms } from '../charters/terms';
import { freightSheet } from './freight';
import { hirePeriods } from './hire';
import type { InstalmentKind, ReleaseRule } from './payment-process';
import { paymentTermsOf } from './payment-terms';

export type Instalment = { seq: number; kind: InstalmentKind; label: string; amount: number; dueOn: string; releaseRule: ReleaseRule };

/** What is known after the charter party is sealed and changes the sums: the B/L quantity, the actual delivery. */
export type ScheduleFacts = { billOfLadingKg?: number | null; deliveredAt?: string | null };

const pct = (bp: number) => `${(bp / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
/** Tonnes as a bill of lading states them: to the kilogram when not whole (49,873.420 t). */
export const tonnes = (kg: number) =>
  `${(kg / 1000).toLocaleString('en-US', { minimumFractionDigits: kg % 1000 ? 3 : 0, maximumFractionDigits: 3 })} t`;
const withDetails = (base: string, details: (string | null)[]) => {
  const said = details.filter(Boolean);
  return said.length ? `${base}: ${said.join(', ')}` : base;
};

/**
 * The payment schedule of a sealed charter party, from its terms (the sealed version's, not the recap's) and the
 * facts recorded since. Amounts are what the charterers pay into escrow: gross less the address commission
 * (freight.ts, hire.ts say how it is rounded); the label says the basis, so a per-tonne freight on the nominal
 * quantity reads as the estimate it is until the bill-of-lading quantity is recorded.
 *
 * Voyage: the agreed share on loading (BBB: on signing/releasing the bills of lading), due from the laycan's first day;
 * the balance within the agreed days of discharge, due that many days after the estimated end of the voyage (the
 * laycan's last day plus the voyage days). Time charter: hire for each period in advance from delivery (the laycan's
 * first day until the actual delivery is known) to the end of the period, the last part-period pro rata.
 */
export function drawSchedule(terms: Terms, facts: ScheduleFacts = {}): Instalment[] {
  const payment = paymentTermsOf(terms);
  const adcom = payment.addressCommissionBp ? `less ${pct(payment.addressCommissionBp)} adcom` : null;
  if (terms.charterType === 'time') {
    const deliveredAt = facts.deliveredAt ?? `${terms.laycanFrom}T00:00:00.000Z`;
    const redeliveryAt = new Date(Date.parse(deliveredAt) + terms.periodDays * 86_400_000).toISOString();
    return hirePeriods({ hirePerDay: terms.hirePerDay, deliveredAt, redeliveryAt, payment }).map((p): Instalment => {
      const first = (p.seq - 1) * payment.hireAdvanceDays + 1;
      const last = first - 1 + Math.ceil(p.minutes / 1440);
      return {
        seq: p.seq,
        kind: 'hire',
        amount: p.net,
        dueOn: p.dueOn,
        releaseRule: p.seq === 1 ? 'delivery' : 'period_start',
        label: withDetails(`Hire, days ${first}–${last}${p.seq === 1 ? ', on delivery' : ', in advance'}`, [adcom]),
      };
    });
  }
  const sheet = freightSheet({
    basis: terms.freightBasis,
    rate: terms.freightRate,
    nominalQuantityT: terms.quantityT,
    billOfLadingKg: facts.billOfLadingKg ?? null,
    payment,
  });
  const basis =
    sheet.quantityKg === null
      ? null
      : sheet.estimate
        ? `estimate on the nominal ${tonnes(sheet.quantityKg)}`
        : `on ${tonnes(sheet.quantityKg)} per B/L`;
  const days = payment.balanceDaysAfterDischarge;
  return sheet.parts.map((p, i): Instalment =>
    p.part === 'on_bills'
      ? {
          seq: i + 1,
          kind: 'freight',
          label: withDetails(`Freight, ${p.pct}% on loading`, [basis, adcom]),
          amount: p.net,
          dueOn: terms.laycanFrom,
          releaseRule: 'loading',
        }
      : {
          seq: i + 1,
          kind: 'freight_balance',
          label: withDetails(`Freight balance, ${p.pct}% ${days ? `within ${days} days of discharge` : 'on completion'}`, [basis, adcom]),
          amount: p.net,
          dueOn: addDays(terms.laycanTo, terms.voyageDays + days),
          releaseRule: 'completion',
        },
  );
}
