import { z } from 'zod';
import { calendarDate } from '../dates';
import { daysBetween, MAX_MINOR, toleranceOptions } from '../charters/terms';
import { placeSchema } from '../ports/place';
import { commodityCodes } from './commodities';

// A cargo order as a charterer posts it (/app/cargoes/new): the same schema checks the form and the API body.
// What depends on the time (laycan not in the past) and on the database (a LOCODE the ports table knows) is the
// server's check, with the same messages (cargoMessages).

/** Laytime terms a rate is quoted on: Sundays and holidays included or excluded, Saturdays too, Fridays likewise. */
export const cargoLaytimeTerms = ['SHINC', 'SHEX', 'SSHEX', 'FHINC', 'FHEX'] as const;
/** Voyage charter, or a trip time charter (the ship hired by the day for one trip). */
export const cargoCharterTypes = ['voyage', 'tct'] as const;
export const cargoCharterTypeLabels = { voyage: 'Voyage charter', tct: 'Trip time charter' } as const;
/** Per tonne or lump sum (voyage), per day (trip time charter), or open: owners to propose. */
export const freightIdeaBases = ['per_tonne', 'lump_sum', 'per_day', 'open'] as const;
/** Who sees the charterer's name: everyone, verified members, or only an owner whose enquiry they answered. */
export const accountVisibilities = ['everyone', 'verified', 'ok_account'] as const;
export const accountVisibilityLabels = {
  everyone: 'Everyone',
  verified: 'Verified members',
  ok_account: 'OK account (shown once we answer an owner’s enquiry)',
} as const;

/** Stages of a cargo order; only an open one is on the board and matched. */
export const cargoStatuses = ['open', 'withdrawn', 'fixed_elsewhere', 'lapsed', 'fixed'] as const;
export type CargoStatus = (typeof cargoStatuses)[number];

export const cargoMessages = {
  laycanPast: 'The laycan cannot start in the past',
  unknownPort: 'Choose a port from the list or a region such as ECSA',
  notFound: 'Cargo order not found',
  notOpen: 'This cargo order is no longer open',
  notVerified: 'Only verified companies may post cargo orders: finish your company verification first',
} as const;

const whole = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min > 0 ? `${label} must be at least ${min.toLocaleString('en-US')}${unit}` : `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}${unit}`);
const decimal = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}${unit}`)
    .max(max, `${label} must be at most ${max}${unit}`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals`);

export const cargoOrderInputSchema = z
  .object({
    commodity: z.enum(commodityCodes, { error: 'Choose the commodity' }),
    /** What "other" is (ferro chrome, sulphur …); required with "other". */
    commodityOther: z.string().trim().max(80, 'Commodity must be at most 80 characters').optional().default(''),
    /** m³ per tonne; required with "other", otherwise the commodity's own is used unless the poster states one. */
    stowageFactor: decimal('Stowage factor', 0.2, 5, ' m³/t').nullable().optional().default(null),
    quantityT: whole('Quantity', 1_000, 400_000, ' t'),
    tolerancePct: whole('Tolerance', 0, 20, '%'),
    toleranceOption: z.enum(toleranceOptions, { error: 'Choose whose option the tolerance is' }),
    loadPlace: placeSchema('Load port or region'),
    dischargePlace: placeSchema('Discharge port or region'),
    laycanFrom: calendarDate('Laycan start'),
    laycanTo: calendarDate('Laycan end'),
    loadRateTpd: whole('Load rate', 100, 200_000, ' t/day'),
    loadTerms: z.enum(cargoLaytimeTerms, { error: 'Choose the load terms (SHINC, SHEX …)' }),
    dischargeRateTpd: whole('Discharge rate', 100, 200_000, ' t/day'),
    dischargeTerms: z.enum(cargoLaytimeTerms, { error: 'Choose the discharge terms (SHINC, SHEX …)' }),
    charterType: z.enum(cargoCharterTypes, { error: 'Choose voyage or trip time charter' }),
    freightBasis: z.enum(freightIdeaBases, { error: 'Choose how the freight idea is given' }),
    /** USD in cents: per tonne, the lump sum or per day; null when open. */
    freightIdea: z
      .number({ error: 'Freight idea must be an amount' })
      .int('Freight idea must be a whole number of cents')
      .min(1, 'Freight idea must be above zero')
      .max(MAX_MINOR, 'Freight idea must be at most 100,000,000')
      .nullable()
      .optional()
      .default(null),
    commissionPct: decimal('Total commission', 0, 10, '%'),
    gearNeeded: z.boolean({ error: 'Say whether the cargo needs ship’s gear' }),
    accountVisibility: z.enum(accountVisibilities, { error: 'Choose who may see your company’s name' }),
    remarks: z.string().trim().max(1000, 'Remarks must be at most 1000 characters').optional().default(''),
  })
  .refine((c) => c.commodity !== 'other' || c.commodityOther.length >= 2, { path: ['commodityOther'], message: 'Name the commodity' })
  .refine((c) => c.commodity !== 'other' || c.stowageFactor !== null, {
    path: ['stowageFactor'],
    message: 'Give the stowage factor of this commodity',
  })
  .refine((c) => c.laycanTo >= c.laycanFrom, { path: ['laycanTo'], message: 'The laycan cannot end before it starts' })
  .refine((c) => daysBetween(c.laycanFrom, c.laycanTo) <= 60, { path: ['laycanTo'], message: 'The laycan may span at most 60 days' })
  .refine((c) => c.freightBasis !== 'per_day' || c.charterType === 'tct', {
    path: ['freightBasis'],
    message: 'A freight idea per day is for a trip time charter',
  })
  .refine((c) => c.charterType !== 'tct' || c.freightBasis === 'per_day' || c.freightBasis === 'open', {
    path: ['freightBasis'],
    message: 'A trip time charter is quoted per day, or left open',
  })
  .refine((c) => (c.freightBasis === 'open') === (c.freightIdea === null), {
    path: ['freightIdea'],
    message: 'Give the freight idea, or choose open',
  });

export type CargoOrderInput = z.input<typeof cargoOrderInputSchema>;
export type CargoOrderValues = z.output<typeof cargoOrderInputSchema>;
