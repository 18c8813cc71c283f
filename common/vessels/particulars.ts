import { z } from 'zod';
import { calendarDate, optionalCalendarDate } from '../dates';
import { numberFromText } from '../number-text';
import { isLocode, normalizeLocode } from '../ports/locode';
import { isRegionCode, regionCodes } from '../ports/regions';

// The particulars matching needs (#27): where and when a ship opens, its cubic, gear, holds, ice class, speeds and
// consumptions, constants, and the ranges its owner prefers or will not trade. All optional: ships listed before
// them lack them, and a matcher treats a missing figure as unknown, never as zero. The same schemas check the form
// and the API; the database repeats the ranges as check constraints.

/** Finnish-Swedish ice classes, weakest to strongest; `none` is a ship known to have none (null: not given). */
export const iceClasses = ['none', '1C', '1B', '1A', '1A Super'] as const;
export type IceClass = (typeof iceClasses)[number];
export const iceClassLabels: Record<IceClass, string> = {
  none: 'No ice class',
  '1C': 'Ice class 1C',
  '1B': 'Ice class 1B',
  '1A': 'Ice class 1A',
  '1A Super': 'Ice class 1A Super',
};

/** The largest grain or bale cubic a form takes: the capacity's own cap, since one mirrors the other. */
export const MAX_CUBIC_M = 2_000_000;

type Range = { min: number; max: number; unit: string; whole?: boolean };
const figure = (n: number) => n.toLocaleString('en-US');

/**
 * An optional figure typed into a form: "" or null is not given; "58,000" reads as 58000. One message for the
 * range, so the form says what the figure may be rather than which bound it crossed. Refinements, not .int() or
 * a union, whose failures read "Invalid input".
 */
export const optionalFigure = (label: string, { min, max, unit, whole = false }: Range) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? numberFromText(v) : v),
    z
      .number({ error: `${label} must be a number` })
      .refine((n) => !whole || Number.isInteger(n), `${label} must be a whole number`)
      .refine((n) => n >= min && n <= max, `${label} must be between ${figure(min)} and ${figure(max)} ${unit}`)
      .nullable(),
  );

const regionList = (label: string) =>
  z
    .array(
      z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
        z.enum(regionCodes, { error: `${label}: choose regions from the list` }),
      ),
      { error: `${label}: choose regions from the list` },
    )
    .max(regionCodes.length, `${label}: choose regions from the list`)
    .transform((codes) => [...new Set(codes)])
    .optional()
    .default([]);

/**
 * Where and when the ship opens: a port (UN/LOCODE) or a region brokers name, never both, from `openDate` to
 * `openDateTo` (empty: from that day on); and the ranges the owner prefers or excludes.
 */
export const openPositionFields = {
  openPort: z
    .string({ error: 'Choose the open port' })
    .transform(normalizeLocode)
    .refine((v) => v === '' || isLocode(v), 'Choose the open port from the list (a UN/LOCODE such as NL RTM)')
    .optional()
    .default(''),
  openRegion: z
    .string({ error: 'Choose the open region from the list' })
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => v === '' || isRegionCode(v), 'Choose the open region from the list')
    .optional()
    .default(''),
  openDate: calendarDate('Open date'),
  openDateTo: optionalCalendarDate('Open until'),
  preferredRegions: regionList('Preferred regions'),
  excludedRegions: regionList('Excluded regions'),
};

export const positionMessages = {
  noPlace: 'Give the open port or the open region',
  bothPlaces: 'Give an open port or an open region, not both',
  dateOrder: 'Open until must be on or after the open date',
  both: (codes: string[]) => `A region cannot be both preferred and excluded: ${codes.join(', ')}`,
};

type PositionValues = {
  openPort: string;
  openRegion: string;
  openDate: string;
  openDateTo: string;
  preferredRegions: string[];
  excludedRegions: string[];
};

/** The rules across the position's fields, for every schema that carries them. */
export function checkOpenPosition(v: PositionValues, ctx: z.RefinementCtx) {
  if (!v.openPort && !v.openRegion) ctx.addIssue({ code: 'custom', path: ['openPort'], message: positionMessages.noPlace });
  if (v.openPort && v.openRegion) ctx.addIssue({ code: 'custom', path: ['openRegion'], message: positionMessages.bothPlaces });
  if (v.openDateTo && v.openDate && v.openDateTo < v.openDate)
    ctx.addIssue({ code: 'custom', path: ['openDateTo'], message: positionMessages.dateOrder });
  const clash = (v.preferredRegions ?? []).filter((c) => (v.excludedRegions ?? []).includes(c));
  if (clash.length) ctx.addIssue({ code: 'custom', path: ['excludedRegions'], message: positionMessages.both(clash) });
}

/** PUT /api/vessels/{id}/position: the owner's daily update, without the rest of the particulars. */
export const vesselPositionSchema = z.object(openPositionFields).superRefine(checkOpenPosition);
export type VesselPositionInput = z.input<typeof vesselPositionSchema>;
export type VesselPositionValues = z.output<typeof vesselPositionSchema>;

export const SPEED = { min: 5, max: 25, unit: 'kn' } as const;
export const CONSUMPTION = { min: 1, max: 150, unit: 't/day' } as const;

/** Cubic, gear, holds, ice class, speeds and consumptions, constants. */
export const cargoParticularFields = {
  grainCubicM: optionalFigure('Grain capacity', { min: 1, max: MAX_CUBIC_M, unit: 'm³', whole: true }),
  baleCubicM: optionalFigure('Bale capacity', { min: 1, max: MAX_CUBIC_M, unit: 'm³', whole: true }),
  cranes: optionalFigure('Cranes', { min: 0, max: 12, unit: 'cranes', whole: true }),
  craneSwlT: optionalFigure('Crane SWL', { min: 1, max: 1_500, unit: 't' }),
  grabs: optionalFigure('Grabs', { min: 0, max: 12, unit: 'grabs', whole: true }),
  grabCubicM: optionalFigure('Grab capacity', { min: 1, max: 50, unit: 'm³' }),
  holds: optionalFigure('Holds', { min: 1, max: 30, unit: 'holds', whole: true }),
  hatches: optionalFigure('Hatches', { min: 1, max: 30, unit: 'hatches', whole: true }),
  iceClass: z
    .union([z.literal('').transform(() => null), z.enum(iceClasses)], { error: 'Choose the ice class from the list' })
    .nullable()
    .optional()
    .default(null),
  ladenSpeedKn: optionalFigure('Laden speed', SPEED),
  ladenConsumptionT: optionalFigure('Laden consumption', CONSUMPTION),
  ballastSpeedKn: optionalFigure('Ballast speed', SPEED),
  ballastConsumptionT: optionalFigure('Ballast consumption', CONSUMPTION),
  ecoLadenSpeedKn: optionalFigure('Eco laden speed', SPEED),
  ecoLadenConsumptionT: optionalFigure('Eco laden consumption', CONSUMPTION),
  ecoBallastSpeedKn: optionalFigure('Eco ballast speed', SPEED),
  ecoBallastConsumptionT: optionalFigure('Eco ballast consumption', CONSUMPTION),
  portConsumptionT: optionalFigure('Port consumption', { min: 0.5, max: 50, unit: 't/day' }),
  constantsT: optionalFigure('Constants', { min: 1, max: 10_000, unit: 't', whole: true }),
};

/** The particulars stored and served as they are given (cubic has its own rule: cubicColumns). */
const asGivenKeys = Object.keys(cargoParticularFields).filter((k) => k !== 'grainCubicM' && k !== 'baleCubicM') as Exclude<
  keyof typeof cargoParticularFields,
  'grainCubicM' | 'baleCubicM'
>[];
type AsGiven = (typeof asGivenKeys)[number];

/** Gear, holds, ice class, speeds, consumptions and constants copied from a form's values or a row, one list for both. */
export function particularsAsGiven<T extends Record<AsGiven, unknown>>(v: T): Pick<T, AsGiven> {
  return Object.fromEntries(asGivenKeys.map((k) => [k, v[k]])) as Pick<T, AsGiven>;
}

/** Each speed with the consumption it is burnt at: one without the other cannot be used in an estimate. */
export const speedPairs = [
  { speed: 'ladenSpeedKn', consumption: 'ladenConsumptionT', label: 'laden' },
  { speed: 'ballastSpeedKn', consumption: 'ballastConsumptionT', label: 'ballast' },
  { speed: 'ecoLadenSpeedKn', consumption: 'ecoLadenConsumptionT', label: 'eco laden' },
  { speed: 'ecoBallastSpeedKn', consumption: 'ecoBallastConsumptionT', label: 'eco ballast' },
] as const;

export const particularMessages = {
  consumptionNeeded: (label: string) => `Give the ${label} consumption burnt at this speed`,
  speedNeeded: (label: string) => `Give the ${label} speed this consumption is burnt at`,
  ecoFaster: (label: string) => `Eco ${label} speed must be below the full ${label} speed`,
  swlNeeded: 'Give the cranes’ safe working load (SWL) in tonnes',
  cranesNeeded: 'Give the number of cranes this SWL is for',
  grabCubicNeeded: 'Give the grabs’ capacity in cubic metres',
  grabsNeeded: 'Give the number of grabs this capacity is for',
  baleOverGrain: 'Bale capacity cannot exceed grain capacity (bale is measured inside the frames and beams)',
  constantsOverDwt: 'Constants must be less than the deadweight',
  mirrored: (what: string) => `For this type the capacity above is the ${what}: leave this empty or give the same figure`,
};

type Figures = Partial<Record<keyof typeof cargoParticularFields, unknown>> & { deadweightT?: unknown; capacity?: unknown; type?: unknown };
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The rules across the particulars' fields; a figure that failed its own check is not compared. */
export function checkCargoParticulars(v: Figures, ctx: z.RefinementCtx) {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  for (const { speed, consumption, label } of speedPairs) {
    const [s, c] = [num(v[speed]), num(v[consumption])];
    if (s !== null && v[consumption] === null) add(consumption, particularMessages.consumptionNeeded(label));
    if (c !== null && v[speed] === null) add(speed, particularMessages.speedNeeded(label));
  }
  for (const leg of ['laden', 'ballast'] as const) {
    const [full, eco] = [num(v[`${leg}SpeedKn`]), num(v[`eco${leg === 'laden' ? 'Laden' : 'Ballast'}SpeedKn`])];
    if (full !== null && eco !== null && eco >= full) add(`eco${leg === 'laden' ? 'Laden' : 'Ballast'}SpeedKn`, particularMessages.ecoFaster(leg));
  }
  const [cranes, swl, grabs, grabCubic] = [num(v.cranes), num(v.craneSwlT), num(v.grabs), num(v.grabCubicM)];
  if (cranes && v.craneSwlT === null) add('craneSwlT', particularMessages.swlNeeded);
  if (swl !== null && !cranes) add('cranes', particularMessages.cranesNeeded);
  if (grabs && v.grabCubicM === null) add('grabCubicM', particularMessages.grabCubicNeeded);
  if (grabCubic !== null && !grabs) add('grabs', particularMessages.grabsNeeded);
  // A bulk carrier's capacity is its grain cubic, a general cargo ship's its bale: one figure, stored in both places.
  const capacity = num(v.capacity);
  if (v.type === 'bulkCarrier' && num(v.grainCubicM) !== null && num(v.grainCubicM) !== capacity)
    add('grainCubicM', particularMessages.mirrored('grain capacity'));
  if (v.type === 'general' && num(v.baleCubicM) !== null && num(v.baleCubicM) !== capacity)
    add('baleCubicM', particularMessages.mirrored('bale capacity'));
  const grain = v.type === 'bulkCarrier' ? capacity || null : num(v.grainCubicM);
  const bale = v.type === 'general' ? capacity || null : num(v.baleCubicM);
  // Said under the field the form shows: a general cargo ship's bale is its capacity, so there it is the grain.
  if (grain !== null && bale !== null && bale > grain) add(v.type === 'general' ? 'grainCubicM' : 'baleCubicM', particularMessages.baleOverGrain);
  const [constants, dwt] = [num(v.constantsT), num(v.deadweightT)];
  if (constants !== null && dwt !== null && constants >= dwt) add('constantsT', particularMessages.constantsOverDwt);
}

/**
 * The cubic a ship's type stores in `capacity` is mirrored into its own column, so matching reads grain and bale
 * from one place whatever the type (a bulk carrier's capacity is grain m³, a general cargo ship's bale m³).
 */
export function cubicColumns(type: string, capacity: number, grain: number | null, bale: number | null) {
  return {
    grainCubicM: type === 'bulkCarrier' ? capacity || null : grain,
    baleCubicM: type === 'general' ? capacity || null : bale,
  };
}
