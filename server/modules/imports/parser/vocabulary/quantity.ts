// A cargo's quantity and its tolerance as orders write them (README 3.9): `55K`, `55kt`, `55,000 MT`,
// `abt 25,000`, a range `30/33,000` (the larger), a COA `6 x 170,000` (per shipment); `10% MOLOO`,
// `5% MOLCHOPT`, `+/-10pct moloo`, `min/max`.

/** Units a quantity is written in: tonnes count; cubic metres, TEU and deadweight are not a cargo's tonnes. */
const tonneUnits = ['mts', 'mt', 'metric tonnes', 'metric tons', 'tonnes', 'tonne', 'tons', 'ton', 'ts', 't'];
const otherUnits = ['jas m3', 'cbm', 'm3', 'cubic meters', 'cubic metres', 'teu', 'dwt'];

// A number: 55,000 / 55.000 / 55'000 with thousands separators, or plain 55 / 2.5.
const NUM = String.raw`\d{1,3}(?:[,.']\d{3})+(?!\d)|\d+(?:\.\d+)?`;
const K = String.raw`k(?:t|mt|ts)?`;
const unitAlternatives = [...tonneUnits, ...otherUnits].sort((a, b) => b.length - a.length).map((u) => u.replace(/ /g, String.raw`\s*`));
const quantityRe = new RegExp(
  String.raw`(?:\d+\s*x\s*)?(${NUM})\s*(${K})?(?:\s*(?:/|-|to)\s*(${NUM})\s*(${K})?)?(?:\s*(${unitAlternatives.join('|')}))?(?![\p{L}\p{N}])`,
  'giu',
);
const percentAfter = /^\s*(?:%|pct\b|per\s*cent|percent)/i;
const tonneSet = new Set(tonneUnits);

const numberOf = (written: string) => (/^\d{1,3}(?:[,.']\d{3})+$/.test(written) ? Number(written.replace(/[,.']/g, '')) : Number(written));

/**
 * Metric tonnes per shipment in a quantity phrase, or null: none given, "full and complete cargo", or a
 * quantity in cubic metres (`36,000 JAS m3`). A bare figure counts from 1,000 (a year does not); with a unit or
 * `k` from 500, so a unit weight (`max 25T`) or a percentage is not read as the cargo.
 */
export function readQuantity(text: string): number | null {
  for (const m of text.matchAll(quantityRe)) {
    const [, first, k1, second, k2, unitWritten] = m;
    if (percentAfter.test(text.slice(m.index + m[0].length))) continue;
    const unit = unitWritten?.toLowerCase().replace(/\s+/g, ' ');
    if (unit && !tonneSet.has(unit)) {
      if (unit === 'dwt') continue;
      return null;
    }
    const scale2 = k2 ? 1000 : 1;
    const scale1 = k1 || (k2 && !/[,.']\d{3}/.test(first)) ? 1000 : 1;
    const value = Math.max(numberOf(first) * scale1, second ? numberOf(second) * scale2 : 0);
    const bare = !unit && !k1 && !k2;
    if (bare && (value < 1000 || (/^(?:19|20)\d\d$/.test(first) && !second))) continue;
    if (value < 500) continue;
    return Math.round(value);
  }
  return null;
}

export type Tolerance = { pct: number | null; option: 'moloo' | 'molchopt' | null };

/** Whose option the tolerance is, as written after the percentage. Charterers' forms are tried first. */
const optionWords: readonly [Tolerance['option'], readonly string[]][] = [
  [
    'molchopt',
    [
      'molchopt',
      'molchop',
      'molcopt',
      'molco',
      'chopt',
      'chrtrs opt',
      'chrts opt',
      'chtrs opt',
      'in charterers option',
      'charterers option',
      'chrtrs option',
      'in chopt',
    ],
  ],
  ['moloo', ['moloo', 'molowopt', 'moloopt', 'in owners option', 'owners option', 'owners opt', 'ows opt', 'oo']],
];
const optionRes = optionWords.map(
  ([option, words]) => [option, new RegExp(String.raw`\b(?:${words.map((w) => w.replace(/ /g, String.raw`\W*`)).join('|')})\b`, 'i')] as const,
);

// Percentages in a cargo line that are not its tolerance: commission, protein, moisture, an assay.
const notTolerance =
  /^\W*(?:add|addcom+|adcom+|address|comm?|commission|brok\w*|ttl|total|protein|moisture|fe|mn|ash|sulph?f?ur|tax|dem\w*|des\w*|max\s+moist)/i;
const percentRe = /(\d+(?:\.\d+)?)\s*(?:%|pct\b|per\s*cent\b|percent\b)/gi;
const minMaxRe = /\bmin(?:imum)?\s*[/-]?\s*max(?:imum)?\b/i;

/**
 * The tolerance of a quantity phrase (README 3.9): `10% MOLOO` → 10/moloo, `5% MOLCHOPT` or `10% chopt` →
 * molchopt, `10%` alone → 10/null, `min/max` → 0/null; `abt`, a range or nothing → null/null. An option word
 * with no percentage (`MOLCO`) gives the option alone.
 */
export function readTolerance(text: string): Tolerance {
  if (minMaxRe.test(text)) return { pct: 0, option: null };
  for (const m of text.matchAll(percentRe)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (notTolerance.test(after)) continue;
    return { pct: Number(m[1]), option: optionIn(after) };
  }
  return { pct: null, option: optionIn(text) };
}

function optionIn(text: string): Tolerance['option'] {
  const plain = text.replace(/['’]/g, '');
  for (const [option, re] of optionRes) if (re.test(plain)) return option;
  return null;
}
