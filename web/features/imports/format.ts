import type { ImportSummary } from '../../../common/imports/api';
import type { CargoReading, PositionReading } from '../../../common/imports/reading';
import type { BadgeTone } from '../../components/ui/feedback';

// The words the import pages use: what an e-mail became, where it came from, and each draft field's label.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * "28 Nov 2026, 09:15 UTC". In UTC, not the browser's zone: circulars are dated in GMT by the trade, and a broker
 * comparing the history with their mailbox sees the same clock whatever desk they sit at.
 */
export function whenText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 positions, 1 cargo order". */
export const countsText = (i: Pick<ImportSummary, 'positionCount' | 'cargoCount'>) =>
  [plural(i.positionCount, 'position', 'positions'), plural(i.cargoCount, 'cargo order', 'cargo orders')].join(', ');

/** What the e-mail became, in one short phrase, with the badge's tone. */
export function outcomeOf(i: ImportSummary): { label: string; tone: BadgeTone; detail: string | null } {
  switch (i.status) {
    case 'received':
      return { label: 'Waiting to be read', tone: 'blue', detail: null };
    case 'read': {
      const drafts = i.positionCount + i.cargoCount;
      const published = i.publishedCount ?? 0;
      if (published > 0 && published >= drafts) return { label: 'Published', tone: 'green', detail: `${countsText(i)}, all published` };
      return { label: 'Read', tone: 'blue', detail: published > 0 ? `${countsText(i)}, ${published} published` : countsText(i) };
    }
    case 'nothing':
      return { label: 'Nothing to import', tone: 'gray', detail: i.error };
    case 'failed':
      return { label: 'Failed', tone: 'red', detail: i.error ?? 'This e-mail could not be read.' };
  }
}

export const sourceLabels: Record<ImportSummary['source'], string> = { paste: 'Pasted', upload: 'Uploaded', email: 'By e-mail' };

/** "Pasted by Elena Marchetti", "Uploaded (orchid.eml) by …", "By e-mail to the import address". */
export function sourceText(i: ImportSummary): string {
  const file = i.fileName ? ` (${i.fileName})` : '';
  if (i.source === 'email') return 'By e-mail to the import address';
  return `${sourceLabels[i.source]}${file}${i.submittedBy ? ` by ${i.submittedBy.name}` : ''}`;
}

/** "SEA ORCHID <ops@brokers.example>", or the address or name alone, or a dash. */
export function fromText(from: ImportSummary['from']): string {
  if (from.name && from.address) return `${from.name} <${from.address}>`;
  return from.name ?? from.address ?? 'Unknown sender';
}

export const subjectText = (subject: string) => subject.trim() || '(no subject)';

type FieldKind = 'text' | 'number' | 'date';
export type FieldSpec<K extends string> = { key: K; label: string; kind: FieldKind; hint?: string };

export const positionFieldSpecs: FieldSpec<keyof PositionReading>[] = [
  { key: 'vessel_name', label: 'Ship name', kind: 'text' },
  { key: 'imo', label: 'IMO number', kind: 'text' },
  { key: 'vessel_type', label: 'Type and size', kind: 'text', hint: 'supramax, panamax, tanker-mr …' },
  { key: 'dwt', label: 'Deadweight (t)', kind: 'number' },
  { key: 'built', label: 'Built', kind: 'number' },
  { key: 'flag', label: 'Flag', kind: 'text' },
  { key: 'gear', label: 'Gear', kind: 'text' },
  { key: 'open_port', label: 'Open port', kind: 'text', hint: 'UN/LOCODE, like SGSIN' },
  { key: 'open_area', label: 'Open region', kind: 'text', hint: 'CJK, SEA, ECSA …' },
  { key: 'open_from', label: 'Open from', kind: 'date' },
  { key: 'open_to', label: 'Open to', kind: 'date' },
  { key: 'operator', label: 'Operator', kind: 'text' },
];

export const cargoFieldSpecs: FieldSpec<keyof CargoReading>[] = [
  { key: 'account', label: 'Account', kind: 'text' },
  { key: 'commodity', label: 'Commodity', kind: 'text' },
  { key: 'quantity_mt', label: 'Quantity (mt)', kind: 'number' },
  { key: 'tolerance_pct', label: 'Tolerance (%)', kind: 'number' },
  { key: 'tolerance_option', label: 'Tolerance option', kind: 'text', hint: 'moloo or molchopt' },
  { key: 'load_port', label: 'Load port', kind: 'text', hint: 'UN/LOCODE' },
  { key: 'load_area', label: 'Load region', kind: 'text' },
  { key: 'discharge_port', label: 'Discharge port', kind: 'text', hint: 'UN/LOCODE' },
  { key: 'discharge_area', label: 'Discharge region', kind: 'text' },
  { key: 'laycan_from', label: 'Laycan from', kind: 'date' },
  { key: 'laycan_to', label: 'Laycan to', kind: 'date' },
  { key: 'load_rate', label: 'Load rate', kind: 'text' },
  { key: 'discharge_rate', label: 'Discharge rate', kind: 'text' },
  { key: 'freight_idea', label: 'Freight idea', kind: 'text' },
  { key: 'commission_pct', label: 'Commission (%)', kind: 'number' },
];
