// Load and discharge rates and the freight idea, "as written" (README 3.10): the value without its label and
// without the other end's rate; placeholders (TBA, -, "owners to propose") are no value.

/** Labels of a combined load/discharge value (`L/D: 10,000 SHINC / 8,000 SHEX`). */
const BOTH_LABELS = ['l/d', 'l/d rates', 'l/d rate', 'ld', 'rates', 'load/disch', 'load/discharge', 'ldg/dischg', 'ldg/dsch'];
/** Labels of a load rate. */
const LOAD_LABELS = ['load', 'loading', 'load rate', 'loading rate', 'loadrate', 'l/r', 'lr', 'ldg', 'ldg rate', 'l/rate'];
/** Labels of a discharge rate. */
const DISCH_LABELS = [
  'disch',
  'discharge',
  'discharging',
  'disch rate',
  'discharge rate',
  'dischrate',
  'd/r',
  'dr',
  'dis',
  'dschg',
  'dischg',
  'dischrge',
  'dischge',
  'd/rate',
];
/** Labels of a freight idea. */
const FREIGHT_LABELS = [
  'frt idea',
  'frt ideas',
  'freight idea',
  'freight ideas',
  'fr idea',
  'frt',
  'freight',
  'idea',
  'ideas',
  'rate idea',
  'frt basis',
];
/** Values that say none is given yet. */
const PLACEHOLDERS = ['tba', 'tbc', 'tbd', 'tbn', '-', '--', 'n/a', 'na', '?', 'open', 'pls advise', 'pls propose'];
const placeholderRe = /^(?:owners?|ows|pls|please|kindly)\b.*\b(?:propose|offer|idea|advise|suggest|indicate)/i;

const alternation = (labels: readonly string[]) =>
  [...labels]
    .sort((a, b) => b.length - a.length)
    .map((l) => l.replace(/[/]/g, '\\/').replace(/ /g, '\\s+'))
    .join('|');
const labelRe = (labels: readonly string[]) => new RegExp(String.raw`^\s*(?:${alternation(labels)})\s*(?:[:=–-]\s*|\s+(?=\S)|$)`, 'i');
const bothLabelRe = labelRe(BOTH_LABELS);
const loadLabelRe = labelRe(LOAD_LABELS);
const dischLabelRe = labelRe(DISCH_LABELS);
const freightLabelRe = labelRe(FREIGHT_LABELS);
// A discharge label inside a load/discharge value ("load 10,000 shinc, disch 8,000 shex").
const dischInsideRe = new RegExp(String.raw`(?:^|[\s,;/|])(?:${alternation(DISCH_LABELS)})\s*(?:[:=–-]\s*|\s+(?=\S))`, 'i');
// Two figures sharing their terms ("10,000/8,000 MT PWWD SHINC").
const sharedTermsRe = /^(\d[\d,.]*\s*k?)\s*\/\s*(\d[\d,.]*\s*k?)(\s.*)?$/i;
// What separates the two ends, tried in this order: a slash with a space beside it, a slash between a term and a
// figure (SHINC/25K), a dash between spaces, then a slash between two words (cqd/cqd). Never a slash inside a
// figure (10/15).
const endsSeparators = [/\s+\/\s*|\s*\/\s+/, /(?<=[a-z]{2,}|\))\/(?=\d)/i, /\s+[-–]\s+/, /(?<=[a-z]{2,})\/(?=[a-z]{2,})/i];
const edgeRe = /^[\s,;:|/–-]+|[\s,;:|/–-]+$/g;

function clean(value: string): string | null {
  const v = value.replace(edgeRe, '');
  const plain = v.toLowerCase().replace(/['’]/g, '').replace(/\s+/g, ' ');
  if (!v || PLACEHOLDERS.includes(plain) || placeholderRe.test(plain)) return null;
  return v;
}

/** One rate without its load or discharge label (`LOAD: 3,000 MT PWWD SHINC`, `D/R CQD`); null for a placeholder. */
export const readRate = (text: string): string | null => clean(text.replace(bothLabelRe, '').replace(loadLabelRe, '').replace(dischLabelRe, ''));

/**
 * A combined load/discharge value read into its two ends: `L/D: 10,000 MT PWWD SHINC / 8,000 MT PWWD SHEX`,
 * `Scale load / 30,000 mt SHINC`, `CQD / CQD`, `30K SHINC/25K SHINC`, `load 10,000 shinc, disch 8,000 shex`.
 * Two figures sharing terms (`10,000/8,000 MT PWWD SHINC`) give each the terms; one value under an L/D label is
 * both ends' rate.
 */
export function readRates(text: string): { load: string | null; discharge: string | null } {
  const combined = bothLabelRe.test(text);
  const value = text.replace(bothLabelRe, '');
  const inside = dischInsideRe.exec(value);
  if (inside && inside.index > 0) return { load: readRate(value.slice(0, inside.index)), discharge: readRate(value.slice(inside.index)) };
  const shared = sharedTermsRe.exec(value.trim());
  if (shared) {
    const terms = shared[3] ?? '';
    return { load: clean(shared[1].trim() + terms), discharge: clean(shared[2].trim() + terms) };
  }
  const split = endsSeparators.map((re) => re.exec(value)).find((m) => m !== null);
  if (split) {
    return {
      load: readRate(value.slice(0, split.index)),
      discharge: readRate(value.slice(split.index + split[0].length)),
    };
  }
  const one = readRate(value);
  return { load: one, discharge: combined ? one : null };
}

/** The freight idea without its label (`Frt idea: USD 14.50 PMT FIOS` → `USD 14.50 PMT FIOS`); null for TBA. */
export const readFreightIdea = (text: string): string | null => clean(text.replace(freightLabelRe, ''));
