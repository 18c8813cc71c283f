import { formatLocode } from '../ports/locode';
import type { Terms, VoyageTerms } from './terms';

/**
 * How the recap and the charter party word what was agreed, in one place so that the two cannot disagree: the form
 * that is signed, commissions, freight payment and port names.
 */

/** What is signed on Fairlead: always its own clauses; no standard form's text is printed or licensed. */
export const FAIRLEAD_FORM = { voyage: 'Fairlead voyage charter terms', time: 'Fairlead time charter terms' } as const;

/**
 * The charter party's form as the recap and the PDF name it. A deal made before the form field was limited may have
 * named a standard form (GENCON 1994, NYPE 2015 …): it is mentioned as the one the parties referred to, never as the
 * form signed, because its text is not part of the charter.
 */
export function charterPartyForm(t: Pick<Terms, 'charterType' | 'cpForm'>): string {
  const own = FAIRLEAD_FORM[t.charterType];
  const named = t.cpForm.trim();
  return !named || named.toLowerCase().startsWith('fairlead')
    ? own
    : `${own} (the parties referred to ${named}; its printed text is not part of this charter)`;
}

const pct = (n: number) => `${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/** Commissions as a recap writes them ("3.75% address commission, 1.25% brokerage"), or none. */
export function commissionText(t: Pick<Terms, 'addressCommissionPct' | 'brokeragePct' | 'charterType'>): string {
  const adcom = t.addressCommissionPct ?? 0;
  const brokerage = t.brokeragePct ?? 0;
  if (!adcom && !brokerage) return 'None';
  const on = t.charterType === 'voyage' ? 'freight' : 'hire';
  return (
    [adcom ? `${pct(adcom)} address commission` : null, brokerage ? `${pct(brokerage)} brokerage` : null].filter(Boolean).join(' and ') + ` on ${on}`
  );
}

/** The commission clause: says exactly the recap's figures, so that it never denies an agreed adcom. */
export function commissionClause(t: Pick<Terms, 'addressCommissionPct' | 'brokeragePct' | 'charterType'>): string {
  const adcom = t.addressCommissionPct ?? 0;
  const brokerage = t.brokeragePct ?? 0;
  const on = t.charterType === 'voyage' ? 'freight, deadfreight and demurrage' : 'hire';
  const parts = [
    'This charter was fixed directly between the parties on Fairlead, which charges no commission on it.',
    adcom
      ? `An address commission of ${pct(adcom)} on all ${on} is due to the Charterers and is deducted from each payment of ${t.charterType === 'voyage' ? 'freight' : 'hire'}.`
      : 'No address commission is payable.',
    brokerage
      ? `The Owners pay a brokerage of ${pct(brokerage)} on all ${on} to the brokers the parties named.`
      : 'No brokerage is payable to anyone.',
  ];
  return parts.join(' ');
}

/** Freight payment as agreed; deals made before these terms existed had the platform's 95%, balance 30 days. */
export const freightPayment = (t: Pick<VoyageTerms, 'freightBblPct' | 'freightBalanceDays'>) => ({
  bblPct: t.freightBblPct ?? 95,
  balanceDays: t.freightBalanceDays ?? 30,
});

/** The recap's line: "95% within 3 banking days after signing/releasing B/L (BBB), balance within 30 days of discharge". */
export function freightPaymentText(t: Pick<VoyageTerms, 'freightBblPct' | 'freightBalanceDays'>): string {
  const { bblPct, balanceDays } = freightPayment(t);
  const bbb = `${bblPct}% within 3 banking days after signing/releasing bills of lading (BBB)`;
  if (bblPct === 100) return bbb;
  return `${bbb}, balance within ${balanceDays} days of completion of discharge`;
}

/** A port with its country as people write it: "Rouen, France", but "Singapore" alone. */
export const placeName = (name: string, country: string) => (name === country ? name : `${name}, ${country}`);

/** UN/LOCODE -> the port's name ("Rouen, France"), as the ports table has it. */
export type PortNames = Readonly<Record<string, string>>;

/** A port as a person reads it: its name when known, else the code written "FR URO" (never the raw "FRURO"). */
export const portName = (code: string, names?: PortNames) => names?.[code] ?? formatLocode(code);

/** The UN/LOCODEs a charter's terms name, to look their names up. */
export const portsOf = (t: Terms): string[] => (t.charterType === 'voyage' ? [t.loadPort, t.dischargePort] : [t.deliveryPort, t.redeliveryPort]);
