// A ship's cargo gear as written (README 3.4): the description for that ship, its label and separators aside
// (`4x30T CR / 4x12CBM GRABS`, `C4x30/G4x12`, `geared`), and every spelling of no gear as "gearless".

/** The ways circulars say a ship has no gear; a whole value of `nil`/`none` under a gear label says so too. */
const GEARLESS = [
  'gearless',
  'gearles',
  'gls',
  'g/less',
  'g less',
  'gless',
  'no gear',
  'no cranes',
  'ungeared',
  'not geared',
  'non geared',
  'non-geared',
  'gearless/grabless',
];
const NO_GEAR_VALUES = new Set(['nil', 'none', 'no']);
const PLACEHOLDERS = new Set(['', '-', '--', 'n/a', 'na', 'tba', 'tbc', '?']);

const gearlessRe = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${GEARLESS.map((g) => g.replace(/[/-]/g, String.raw`\s*[/-]?\s*`).replace(/ /g, String.raw`\s*`)).join('|')})(?![\p{L}\p{N}])`,
  'iu',
);
// `geared` is a label only before the description ("gearred 4x30t crns"); alone it is the description.
const LABELS = ['cargo gear', 'gear', 'gears', 'gearing', 'geared', 'gearred', 'cranes/grabs', 'crane/grab'];
const labelRe = new RegExp(
  String.raw`^\s*(?:${LABELS.map((l) => l.replace(/[/]/g, '\\/').replace(/ /g, '\\s+')).join('|')})\s*(?:[:=–-]\s*|\s+(?=\d))`,
  'i',
);
const edgeRe = /^[\s,;:|–-]+|[\s,;:|–.-]+$/g;

/**
 * The gear of one ship from its gear text: `"gearless"` for any spelling of no gear (`gls`, `G/LESS`,
 * `Gear: nil`), otherwise the description as written without its label (`Gear: 4x30t cr/4x12cbm grabs` →
 * `4x30t cr/4x12cbm grabs`); null for no description or a placeholder.
 */
export function readGear(text: string): string | null {
  if (gearlessRe.test(text)) return 'gearless';
  const value = text.replace(labelRe, '').replace(edgeRe, '');
  const lower = value.toLowerCase();
  if (NO_GEAR_VALUES.has(lower)) return 'gearless';
  return PLACEHOLDERS.has(lower) ? null : value;
}
