import type { PublishImportInput } from '../../../../common/imports/publish-api';
import type { FieldSpec } from '../format';
import { readingValue, type DraftValues } from './draft-values';

// Between the review page's drafts and the publish endpoint: what is sent, and where the server's field messages
// (`drafts.N.<field>`, in the vessel and cargo forms' terms) go back on the page.

export type DraftKind = 'position' | 'cargo';
export type DraftRef = { kind: DraftKind; index: number };
export const refKey = (r: DraftRef) => `${r.kind}-${r.index}`;

/** The forms' names for what the circular's fields hold: the message is shown beside the circular's field. */
const formToReading: Record<string, string> = {
  name: 'vessel_name',
  imo: 'imo',
  type: 'vessel_type',
  flag: 'flag',
  buildYear: 'built',
  deadweightT: 'dwt',
  openPort: 'open_port',
  openRegion: 'open_area',
  openDate: 'open_from',
  openDateTo: 'open_to',
  commodity: 'commodity',
  quantityT: 'quantity_mt',
  tolerancePct: 'tolerance_pct',
  toleranceOption: 'tolerance_option',
  loadPlace: 'load_port',
  dischargePlace: 'discharge_port',
  laycanFrom: 'laycan_from',
  laycanTo: 'laycan_to',
  freightIdea: 'freight_idea',
  commissionPct: 'commission_pct',
};

/** Labels for what the forms need that a circular never carries (a new ship's dimensions, say), asked for on refusal. */
export const extraLabels: Record<string, string> = {
  lengthM: 'Length overall (m)',
  beamM: 'Beam (m)',
  draughtM: 'Summer draught (m)',
  capacity: 'Capacity (m³ or TEU)',
  loadRateTpd: 'Load rate (t/day)',
  dischargeRateTpd: 'Discharge rate (t/day)',
  loadTerms: 'Load terms (SHINC, SHEX …)',
  dischargeTerms: 'Discharge terms (SHINC, SHEX …)',
  charterType: 'Charter type',
  freightBasis: 'Freight basis',
  gearNeeded: 'Gear needed',
  accountVisibility: 'Account shown to',
};

export type FieldMessages = Record<string, Record<string, string>>;

/** The server's `drafts.N.field` messages, by draft (refKey) and by the page's field key (reading key, or form key). */
export function messagesByDraft(sent: DraftRef[], fields: Record<string, string>): FieldMessages {
  const out: FieldMessages = {};
  for (const [path, message] of Object.entries(fields)) {
    const m = /^drafts\.(\d+)\.(.+)$/.exec(path);
    const ref = m ? sent[Number(m[1])] : undefined;
    if (!m || !ref) continue;
    const field = m[2].startsWith('fields.') ? m[2].slice('fields.'.length) : m[2].replace(/^form\./, '');
    const key = formToReading[field] ?? field;
    (out[refKey(ref)] ??= {})[key] = message;
  }
  return out;
}

/** A value typed into an extra (form) field: a number when it reads as one. */
const formValue = (text: string): string | number => {
  const n = Number(text.replace(/,/g, '').trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : text.trim();
};

/** One draft as the publish endpoint takes it: the reading's fields as edited, and the extra form values given. */
export function publishDraft(
  ref: DraftRef,
  specs: FieldSpec<string>[],
  values: DraftValues,
  extras: DraftValues,
): PublishImportInput['drafts'][number] {
  const fields = Object.fromEntries(specs.map((s) => [s.key, readingValue(s.kind, values[s.key] ?? '')]));
  const form = Object.fromEntries(
    Object.entries(extras)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, formValue(v)]),
  );
  // The shared draft schemas judge `fields` on the server; the page has already checked them against the same shapes.
  return { kind: ref.kind, index: ref.index, fields, form } as PublishImportInput['drafts'][number];
}
