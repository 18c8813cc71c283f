import { z } from 'zod';
import { optionalCalendarDate } from '../dates';
import { withoutGrouping } from '../number-text';
import { isCountryCode, isValidImo, isValidShipMmsi, normalizeImo } from './identifiers';
import { vesselTypes, type VesselType } from './vessel-status';
import { cargoParticularFields, checkCargoParticulars, checkOpenPosition, openPositionFields } from './particulars';

export const charterTypes = ['voyage', 'time', 'bareboat'] as const;
export const charterTypeLabels = { voyage: 'Voyage charter', time: 'Time charter', bareboat: 'Bareboat charter' } as const;

/** Capacity is given in the unit that matters for each type of ship. */
export const capacityUnits: Record<VesselType, { unit: string; label: string }> = {
  bulkCarrier: { unit: 'm³', label: 'Grain capacity (cubic metres)' },
  container: { unit: 'TEU', label: 'Container capacity (TEU)' },
  tanker: { unit: 'm³', label: 'Cargo tank capacity (cubic metres)' },
  roro: { unit: 'lane m', label: 'Lane metres' },
  passenger: { unit: 'passengers', label: 'Passengers' },
  general: { unit: 'm³', label: 'Bale capacity (cubic metres)' },
};

export const ownerSettableStatuses = ['available', 'maintenance'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** No listing is larger (capacity) or dearer (daily rate) than this, so neither is a search filter. */
const MAX_SEARCH_SIZE = 2_000_000;
const MAX_RATE_USD_PER_DAY = 1_000_000;

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');
/** A figure typed with thousands separators ("58,000") reads as the money fields read amounts (#25). */
const grouped = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' ? withoutGrouping(v) : v), schema);
/** A positive number typed into a form: "" means not given. */
const measure = (label: string, max: number, unit: string) =>
  grouped(
    z.coerce
      .number({ error: `${label} must be a number` })
      .positive(`${label} must be greater than 0`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')} ${unit}`),
  );

export const currentYear = () => new Date().getUTCFullYear();

export const vesselInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Vessel name is required').max(100, 'Vessel name must be at most 100 characters'),
    imo: z
      .string({ error: 'IMO number is required' })
      .transform(normalizeImo)
      .pipe(
        z
          .string()
          .regex(/^\d{7}$/, 'IMO number must be 7 digits')
          .refine(isValidImo, 'This IMO number fails its check digit: check it against the ship’s certificates'),
      ),
    mmsi: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidShipMmsi(v), 'MMSI must be 9 digits starting with the flag’s MID (2 to 7)')
      .optional()
      .default(''),
    callSign: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z0-9]{3,7}$/.test(v), 'Call sign must be 3 to 7 letters or digits')
      .optional()
      .default(''),
    flag: z.string({ error: 'Choose the flag state' }).refine(isCountryCode, 'Choose the flag state'),
    type: z.enum(vesselTypes, { error: 'Choose the vessel type' }),
    buildYear: grouped(
      z.coerce
        .number({ error: 'Year built must be a number' })
        .int('Year built must be a whole year')
        .min(1950, 'Year built must be 1950 or later')
        .refine((y) => y <= currentYear(), 'Year built cannot be in the future'),
    ),
    lengthM: measure('Length overall', 500, 'm'),
    beamM: measure('Beam', 80, 'm'),
    draughtM: measure('Summer draught', 30, 'm'),
    deadweightT: grouped(
      z.coerce
        .number({ error: 'Deadweight must be a number' })
        .int('Deadweight must be whole tonnes')
        .positive('Deadweight must be greater than 0')
        .max(600_000, 'Deadweight must be at most 600,000 t'),
    ),
    capacity: grouped(
      z.coerce
        .number({ error: 'Capacity must be a number' })
        .int('Capacity must be a whole number')
        .min(0, 'Capacity cannot be negative')
        .max(MAX_SEARCH_SIZE, 'Capacity must be at most 2,000,000'),
    ),
    classSociety: optionalText(100, 'Class society'),
    piClub: optionalText(100, 'P&I club'),
    piExpiry: optionalCalendarDate('P&I cover expiry'),
    charterTypes: z.array(z.enum(charterTypes)).min(1, 'Offer at least one charter type'),
    rateUsdPerDay: grouped(
      z
        .union([
          z.literal('').transform(() => null),
          z.coerce
            .number({ error: 'Rate must be a number' })
            .int('Rate must be whole dollars')
            .positive('Rate must be greater than 0')
            .max(MAX_RATE_USD_PER_DAY, 'Rate must be at most USD 1,000,000 per day'),
        ])
        .nullable(),
    )
      .optional()
      .default(null),
    description: optionalText(2000, 'Description'),
    status: z.enum(ownerSettableStatuses, { error: 'Status must be available or maintenance' }).optional().default('available'),
    ...openPositionFields,
    ...cargoParticularFields,
  })
  .superRefine(checkOpenPosition)
  .superRefine(checkCargoParticulars);
export type VesselInput = z.input<typeof vesselInputSchema>;
export type VesselValues = z.output<typeof vesselInputSchema>;

/**
 * A number filter from the URL, "" when not given. Capped, because 1e308 passed as a number and reached
 * PostgreSQL, which refused it with a server error.
 */
const searchNumber = (label: string, min: 'zero' | 'positive', max: number, whole = false) => {
  const number = z.coerce.number({ error: `${label} must be a number` });
  const floored = min === 'positive' ? number.positive(`${label} must be greater than 0`) : number.min(0, `${label} cannot be negative`);
  const capped = floored.max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);
  // Sizes are compared with whole-number columns, which refuse 0.5 as a value (a server error once). A refinement,
  // not .int(): a failed .int() aborts, and the union would then answer "Invalid input" instead of this message.
  return z
    .union([z.literal(''), whole ? capped.refine(Number.isInteger, `${label} must be a whole number`) : capped])
    .optional()
    .default('');
};

export const vesselSorts = ['newest', 'rate', 'size', 'year'] as const;

/** The public search. Every filter lives in the URL, so all values arrive as strings. */
export const vesselSearchSchema = z
  .object({
    q: z.string().trim().max(100).optional().default(''),
    type: z
      .union([z.literal(''), z.enum(vesselTypes)])
      .optional()
      .default(''),
    sizeBy: z.enum(['dwt', 'capacity']).optional().default('dwt'),
    minSize: searchNumber('Minimum size', 'zero', MAX_SEARCH_SIZE, true),
    maxSize: searchNumber('Maximum size', 'zero', MAX_SEARCH_SIZE, true),
    port: z.string().trim().toUpperCase().optional().default(''),
    country: z.string().trim().toUpperCase().optional().default(''),
    location: z.string().trim().max(100).optional().default(''),
    from: optionalCalendarDate('From'),
    to: optionalCalendarDate('To'),
    charterType: z
      .union([z.literal(''), z.enum(charterTypes)])
      .optional()
      .default(''),
    maxRate: searchNumber('Maximum rate', 'positive', MAX_RATE_USD_PER_DAY),
    sort: z.enum(vesselSorts).optional().default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .refine((s) => !s.from || !s.to || s.to >= s.from, { path: ['to'], message: 'The end date must be on or after the start date' });
export type VesselSearch = z.output<typeof vesselSearchSchema>;
export const SEARCH_PAGE_SIZE = 12;
