// Does the ship take the cargo? A ship lifts the lesser of two figures: its deadweight less everything aboard that is
// not cargo (bunkers, fresh water, stores: the "constant"), and its cubic capacity divided by the cargo's stowage
// factor. Iron ore (0.4 m³/t) fills a Supramax by weight long before its holds; wood pellets (1.5 m³/t) fill the holds
// first. The verdict then reads the order's quantity with its tolerance. Pure, dependency-free, called for hundreds of
// candidates per request. See docs/decisions/023-voyage-estimate.md.

import { VoyageInputError } from './ballast';

/** Default constant (stores, spares, crew effects, fresh water, unpumpable ballast) when the ship gives none: 1% of DWT. */
export const DEFAULT_CONSTANT_PCT = 1;
/** Default bunkers on board on sailing when not given: 3% of DWT (about 1,700 t on a 58,000 dwt Supramax). */
export const DEFAULT_BUNKERS_PCT = 3;
/** A ship whose intake is this many times the order's maximum or more is flagged as far larger than needed. */
export const OVERSIZED_FACTOR = 1.5;

export type ToleranceOption = 'MOLOO' | 'MOLCHOPT';

export type IntakeInput = {
  deadweightT: number;
  /** Constant plus fresh water, tonnes; default DEFAULT_CONSTANT_PCT of DWT. */
  constantT?: number | null;
  /** Bunkers on board when loaded, tonnes; default DEFAULT_BUNKERS_PCT of DWT. */
  bunkersOnBoardT?: number | null;
  /** Grain cubic capacity, m³ (bulk cargo fills the holds' every corner). */
  grainCubicM?: number | null;
  /** Bale cubic capacity, m³ (packaged cargo cannot fill the space between frames). */
  baleCubicM?: number | null;
  /** Packaged cargo (steel coils, steel products, bagged cargo) is measured against bale cubic when the ship gives it. */
  packaged?: boolean;
  /** m³ per tonne. */
  stowageFactor: number;
  quantityT: number;
  tolerancePct: number;
  toleranceOption: ToleranceOption;
};

/** fits: takes the order within its tolerance; oversized: fits, but far larger than needed (a flag, not a fail). */
export type IntakeVerdict = 'fits' | 'oversized' | 'short';

export type IntakeFit = {
  /** DWT less constant and bunkers, whole tonnes. */
  byWeightT: number;
  deductionsT: number;
  /** Cubic / stowage factor, whole tonnes; null when the ship's cubic is not known (weight alone decides). */
  byCubicT: number | null;
  cubicM: number | null;
  cubicBasis: 'grain' | 'bale' | null;
  /** The lesser of the two: what the ship can lift of this cargo. */
  intakeT: number;
  limitedBy: 'weight' | 'cubic';
  /** The order's range: quantity less and plus its tolerance, whole tonnes. */
  minT: number;
  maxT: number;
  /** What the estimate should carry: see decision 023 (MOLOO: as much as fits up to the maximum; MOLCHOPT: the quantity). */
  loadT: number;
  verdict: IntakeVerdict;
  fits: boolean;
  /** Tonnes the ship falls short of what it must be able to lift; 0 when it fits. */
  shortByT: number;
  sentence: string;
};

const t = (n: number) => n.toLocaleString('en-US');
const positive = (value: number, field: string, message: string) => {
  if (!Number.isFinite(value) || value <= 0) throw new VoyageInputError(field, message);
};
const notNegative = (value: number, field: string, message: string) => {
  if (!Number.isFinite(value) || value < 0) throw new VoyageInputError(field, message);
};

/**
 * The ship's intake of this cargo and the verdict against the order. What "fits" means depends on whose option the
 * tolerance is. MOLOO (more or less in owner's option): the owner declares the quantity within the range, so the ship
 * fits when it lifts at least the minimum, and it loads as much as it can up to the maximum. MOLCHOPT (charterer's
 * option): the charterer may call for anything up to the maximum, so the ship fits only when it lifts the maximum;
 * the estimate carries the nominal quantity, the charterer's choice not being known.
 */
export function intakeFit(input: IntakeInput): IntakeFit {
  const { deadweightT, stowageFactor, quantityT, tolerancePct, toleranceOption } = input;
  positive(deadweightT, 'deadweightT', 'The deadweight must be above 0 t');
  positive(stowageFactor, 'stowageFactor', 'The stowage factor must be above 0 m³/t');
  positive(quantityT, 'quantityT', 'The quantity must be above 0 t');
  notNegative(tolerancePct, 'tolerancePct', 'The tolerance cannot be negative');

  const constantT = input.constantT ?? Math.round((deadweightT * DEFAULT_CONSTANT_PCT) / 100);
  const bunkersT = input.bunkersOnBoardT ?? Math.round((deadweightT * DEFAULT_BUNKERS_PCT) / 100);
  notNegative(constantT, 'constantT', 'The constant cannot be negative');
  notNegative(bunkersT, 'bunkersOnBoardT', 'The bunkers on board cannot be negative');
  const deductionsT = constantT + bunkersT;
  const byWeightT = Math.max(0, Math.floor(deadweightT - deductionsT));

  // Bale for packaged cargo when the ship states it, else grain; none known: weight alone decides.
  const bale = input.packaged && input.baleCubicM ? input.baleCubicM : null;
  const cubicM = bale ?? input.grainCubicM ?? null;
  const cubicBasis = cubicM === null ? null : bale !== null ? 'bale' : 'grain';
  if (cubicM !== null) notNegative(cubicM, 'cubicM', 'The cubic capacity cannot be negative');
  // Whole tonnes, rounded down; the nudge keeps 65,000 m³ / 1.3 at 50,000 t, not 49,999.
  const byCubicT = cubicM === null ? null : Math.floor(cubicM / stowageFactor + 1e-6);

  const limitedBy = byCubicT !== null && byCubicT < byWeightT ? 'cubic' : 'weight';
  const intakeT = limitedBy === 'cubic' ? byCubicT! : byWeightT;

  const toleranceT = Math.round((quantityT * tolerancePct) / 100);
  const minT = quantityT - toleranceT;
  const maxT = quantityT + toleranceT;
  const mustLiftT = toleranceOption === 'MOLOO' ? minT : maxT;
  const shortByT = Math.max(0, mustLiftT - intakeT);
  const fits = shortByT === 0;
  const verdict: IntakeVerdict = !fits ? 'short' : intakeT >= OVERSIZED_FACTOR * maxT ? 'oversized' : 'fits';
  const loadT = toleranceOption === 'MOLOO' ? Math.min(intakeT, maxT) : Math.min(intakeT, quantityT);

  const how =
    limitedBy === 'cubic'
      ? `by cubic (${t(cubicM!)} m³ ${cubicBasis} at ${stowageFactor} m³/t)`
      : `by weight (${t(deadweightT)} dwt less ${t(deductionsT)} t bunkers and constant)`;
  const order = tolerancePct > 0 ? `${t(quantityT)} t ${tolerancePct}% ${toleranceOption}` : `${t(quantityT)} t`;
  const outcome =
    verdict === 'short'
      ? toleranceOption === 'MOLOO' || tolerancePct === 0
        ? `${t(shortByT)} t short of the ${t(minT)} t minimum of ${order}`
        : `${t(shortByT)} t short of the ${t(maxT)} t the charterer may call for (${order})`
      : verdict === 'oversized'
        ? `fits ${order}, but the ship is far larger than the cargo needs`
        : `fits ${order}`;

  return {
    byWeightT,
    deductionsT,
    byCubicT,
    cubicM,
    cubicBasis,
    intakeT,
    limitedBy,
    minT,
    maxT,
    loadT,
    verdict,
    fits,
    shortByT,
    sentence: `Intake ${t(intakeT)} t ${how}: ${outcome}`,
  };
}
