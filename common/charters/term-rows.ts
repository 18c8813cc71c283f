import { formatMoney } from '../money';
import { charterPartyForm, commissionText, freightPaymentText, portName, type PortNames } from './agreed-text';
import type { Terms } from './terms';
import { utcText } from './time-text';

export type TermRow = { key: string; label: string; value: string };

const money = (minor: number, currency: string) => formatMoney(minor, currency, 'en-GB');
const num = (n: number) => n.toLocaleString('en-GB');
const date = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The terms written out line by line, as brokers write them in a recap: the same rows drive the side-by-side
 * comparison of two versions (a row whose value differs is a change) and the recap page. Ports are written by
 * name when `names` knows them (the server reads them from the ports table, the web app from the ports API).
 */
export function termRows(t: Terms, names?: PortNames): TermRow[] {
  const port = (code: string) => portName(code, names);
  const rows: TermRow[] = [
    { key: 'charterType', label: 'Charter', value: t.charterType === 'voyage' ? 'Voyage charter' : 'Time charter' },
    { key: 'laycan', label: 'Laycan', value: `${date(t.laycanFrom)} – ${date(t.laycanTo)}` },
  ];
  if (t.charterType === 'voyage') {
    rows.push(
      { key: 'cargo', label: 'Cargo', value: t.cargo },
      {
        key: 'quantity',
        label: 'Quantity',
        value: `${num(t.quantityT)} mt ${t.tolerancePct}% more or less in ${t.toleranceOption === 'MOLOO' ? 'owners’ option (MOLOO)' : 'charterers’ option (MOLCHOPT)'}`,
      },
      { key: 'loadPort', label: 'Load port', value: port(t.loadPort) },
      { key: 'dischargePort', label: 'Discharge port', value: port(t.dischargePort) },
      {
        key: 'freight',
        label: 'Freight',
        value: t.freightBasis === 'lump_sum' ? `${money(t.freightRate, t.currency)} lump sum` : `${money(t.freightRate, t.currency)} per mt`,
      },
      { key: 'freightPayment', label: 'Freight payment', value: freightPaymentText(t) },
      { key: 'laytime', label: 'Laytime', value: `Load ${num(t.loadRateTpd)} mt/day, discharge ${num(t.dischargeRateTpd)} mt/day ${t.laytimeTerms}` },
      {
        key: 'demurrage',
        label: 'Demurrage / despatch',
        value: `${money(t.demurragePerDay, t.currency)} per day pro rata / ${t.despatchPerDay ? `${money(t.despatchPerDay, t.currency)} per day` : 'free despatch'}`,
      },
      { key: 'voyageDays', label: 'Estimated voyage', value: `${num(t.voyageDays)} days after the laycan` },
    );
  } else {
    rows.push(
      { key: 'delivery', label: 'Delivery', value: port(t.deliveryPort) },
      { key: 'redelivery', label: 'Redelivery', value: port(t.redeliveryPort) },
      {
        key: 'period',
        label: 'Period',
        value: `${num(t.periodDays)} days${t.periodToleranceDays ? ` ± ${num(t.periodToleranceDays)} days in charterers’ option` : ''}`,
      },
      { key: 'hire', label: 'Hire', value: `${money(t.hirePerDay, t.currency)} per day pro rata, payable 15 days in advance` },
      { key: 'tradingLimits', label: 'Trading limits', value: t.tradingLimits },
    );
  }
  rows.push(
    { key: 'cpForm', label: 'Charter party', value: `${charterPartyForm(t)}, amended as agreed` },
    { key: 'law', label: 'Law and arbitration', value: t.law },
    {
      key: 'commission',
      label: 'Commission',
      value: commissionText(t) === 'None' ? 'None: fixed directly on Fairlead' : `${commissionText(t)}; Fairlead charges none`,
    },
  );
  if (t.remarks) rows.push({ key: 'remarks', label: 'Remarks', value: t.remarks });
  return rows;
}

/** The keys of the rows that differ between two versions (every row is new when there is no earlier one). */
export function changedTerms(previous: Terms | undefined, next: Terms): Set<string> {
  if (!previous) return new Set();
  const before = new Map(termRows(previous).map((r) => [r.key, r.value]));
  return new Set(
    termRows(next)
      .filter((r) => before.get(r.key) !== r.value)
      .map((r) => r.key),
  );
}

/** A subject as the comparison reads it. */
export type SubjectLine = { text: string; party: 'owner' | 'charterer'; liftBy: string };
export type SubjectChange = 'added' | 'changed' | 'removed';
export type SubjectRow = { key: string; label: string; value: string; was: string | null; change: SubjectChange | null };

/** The same subject in two versions is the one with the same words (case and spacing aside): its party or deadline may change. */
const subjectKey = (s: SubjectLine) => `subject:${s.text.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * The subjects of a version beside the one before it, as terms are compared: each row says whether the subject was
 * added, changed (its party or deadline) or removed. A subject whose words changed is the old one removed and a new
 * one added, since its words are what the parties agree to. No earlier version: nothing is marked.
 */
export function subjectRows(previous: SubjectLine[] | undefined, next: SubjectLine[], when: (iso: string) => string = utcText): SubjectRow[] {
  const text = (s: SubjectLine) => `${s.text}: ${s.party === 'owner' ? 'owners' : 'charterers'} to lift by ${when(s.liftBy)}`;
  const before = new Map((previous ?? []).map((s) => [subjectKey(s), s]));
  const rows: SubjectRow[] = next.map((s) => {
    const old = before.get(subjectKey(s));
    const change = !previous ? null : !old ? 'added' : text(old) !== text(s) ? 'changed' : null;
    return { key: subjectKey(s), label: 'Subject', value: text(s), was: old ? text(old) : null, change };
  });
  const kept = new Set(next.map(subjectKey));
  for (const [key, s] of before) if (!kept.has(key)) rows.push({ key, label: 'Subject', value: '', was: text(s), change: 'removed' });
  return rows;
}
