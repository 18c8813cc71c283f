import { circularVesselTypes } from '../../../../../common/imports/reading';

// Size classes and ship types as circulars write them, and the deadweight bands that decide a class when none
// is written (README 3.2). The truth's vessel_type values are the enum below.

// The list is shared with the review page's schema (common/imports/reading.ts).
export const vesselClasses = circularVesselTypes;
export type VesselClass = (typeof vesselClasses)[number];

/**
 * Class words → class. A `null` class is a word that names a size between classes ("Baby cape", "Mini cape",
 * 100–120k): it decides nothing, the deadweight does, and it keeps "cape" in it from reading as capesize.
 * Typos seen in circulars (supramx) are spellings like any other.
 */
const classWords: Readonly<Record<string, VesselClass | null>> = {
  handy: 'handysize',
  handysize: 'handysize',
  handie: 'handysize',
  handies: 'handysize',
  handymax: 'handymax',
  hmax: 'handymax',
  supra: 'supramax',
  supramax: 'supramax',
  supramx: 'supramax',
  supras: 'supramax',
  smx: 'supramax',
  ultra: 'ultramax',
  ultramax: 'ultramax',
  ultramx: 'ultramax',
  ultras: 'ultramax',
  umx: 'ultramax',
  panamax: 'panamax',
  panamx: 'panamax',
  panamaxes: 'panamax',
  pmx: 'panamax',
  kamsarmax: 'kamsarmax',
  kamsar: 'kamsarmax',
  kmx: 'kamsarmax',
  'post panamax': 'post-panamax',
  postpanamax: 'post-panamax',
  ppmx: 'post-panamax',
  'baby cape': null,
  'baby capesize': null,
  'mini cape': null,
  'mini capesize': null,
  cape: 'capesize',
  capesize: 'capesize',
  capes: 'capesize',
  newcastlemax: 'capesize',
  'newcastle max': 'capesize',
  vloc: 'vloc',
  valemax: 'vloc',
  guaibamax: 'vloc',
  mpp: 'mpp',
  multipurpose: 'mpp',
  'multi purpose': 'mpp',
  hl: 'mpp',
  'heavy lift': 'mpp',
  heavylift: 'mpp',
  tweendecker: 'general-cargo',
  'tween decker': 'general-cargo',
  tweendeck: 'general-cargo',
  'twin decker': 'general-cargo',
  'general cargo': 'general-cargo',
  'gen cargo': 'general-cargo',
  mr: 'tanker-mr',
  mr1: 'tanker-mr',
  mr2: 'tanker-mr',
  lr1: 'tanker-lr1',
  'lr 1': 'tanker-lr1',
  lr2: 'tanker-lr2',
  'lr 2': 'tanker-lr2',
  afra: 'tanker-aframax',
  aframax: 'tanker-aframax',
  suezmax: 'tanker-suezmax',
  suez: 'tanker-suezmax',
  vlcc: 'tanker-vlcc',
  ulcc: 'tanker-vlcc',
  container: 'container',
  containership: 'container',
  boxship: 'container',
};

// Longest spellings first, so "post panamax" is one word and not "panamax", "baby cape" not "cape".
const spellings = Object.keys(classWords).sort((a, b) => b.length - a.length);
const classRe = new RegExp(String.raw`\b(?:${spellings.map((s) => s.replace(/ /g, '[\\s-]?')).join('|')})\b`, 'gi');

/**
 * The size class a phrase states (`Supra`, `SMX`, `58k Ultra`, `LR1`, `Newcastlemax`, `tweendecker`, `AFRAMAX`
 * section header), or null when it states none or several ("Supra/Ultra", "KMX/PMX": a list title spanning
 * classes decides no single ship). Pass the ship's particulars, not its name: "CAPE ORCHID" says cape.
 */
export function readVesselClass(text: string): VesselClass | null {
  let found: VesselClass | null | undefined;
  for (const m of text.matchAll(classRe)) {
    const word = m[0].toLowerCase().replace(/[\s-]+/g, ' ');
    const cls = classWords[word] ?? classWords[word.replace(/ /g, '')];
    if (cls === undefined) continue;
    if (found !== undefined && found !== cls) return null;
    found = cls;
  }
  return found ?? null;
}

/** Dry bulk deadweight bands (README 3.2 rule 2): the lower bound of each class, highest first. */
const dryBands: readonly [number, VesselClass][] = [
  [220_000, 'vloc'],
  [120_000, 'capesize'],
  [85_000, 'post-panamax'],
  [80_000, 'kamsarmax'],
  [67_000, 'panamax'],
  [60_000, 'ultramax'],
  [50_000, 'supramax'],
  [40_000, 'handymax'],
  [10_000, 'handysize'],
  [0, 'general-cargo'],
];

/**
 * Tanker bands (rule 3); 85,000–124,999 is LR2 for clean (product) ships and Aframax for dirty (crude, DPP).
 * Under 25,000 a tanker is no class the truth names: `other`.
 */
const tankerBands = (kind: 'clean' | 'dirty'): readonly [number, VesselClass][] => [
  [200_000, 'tanker-vlcc'],
  [125_000, 'tanker-suezmax'],
  [85_000, kind === 'clean' ? 'tanker-lr2' : 'tanker-aframax'],
  [55_000, 'tanker-lr1'],
  [25_000, 'tanker-mr'],
  [0, 'other'],
];
const cleanBands = tankerBands('clean');
const dirtyBands = tankerBands('dirty');

/** The class a deadweight gives when no class is written: dry bulk, or a clean or dirty tanker. */
export function typeByDeadweight(dwt: number, kind: 'dry' | 'clean' | 'dirty'): VesselClass | null {
  if (!Number.isFinite(dwt) || dwt <= 0) return null;
  const bands = kind === 'dry' ? dryBands : kind === 'clean' ? cleanBands : dirtyBands;
  return bands.find(([from]) => dwt >= from)![1];
}
