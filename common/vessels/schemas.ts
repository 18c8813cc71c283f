import { z } from 'zod';
import { isLocode, normalizeLocode } from '../ports/locode';
import { isCountryCode, isValidImo, isValidShipMmsi, normalizeImo } from './identifiers';
import { vesselTypes, type VesselType } from './vessel-status';

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

const isoDate = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`);
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');
/** A positive number typed into a form: "" means not given. */
const measure = (label: string, max: number, unit: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be greater than 0`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} ${unit}`);

export const currentYear = () => new Date().getUTCFullYear();

export const vesselInputSchema = z.object({
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
  buildYear: z.coerce
    .number({ error: 'Year built must be a number' })
    .int('Year built must be a whole year')
    .min(1950, 'Year built must be 1950 or later')
    .refine((y) => y <= currentYear(), 'Year built cannot be in the future'),
  lengthM: measure('Length overall', 500, 'm'),
  beamM: measure('Beam', 80, 'm'),
  draughtM: measure('Summer draught', 30, 'm'),
  deadweightT: z.coerce
    .number({ error: 'Deadweight must be a number' })
    .int('Deadweight must be whole tonnes')
    .positive('Deadweight must be greater than 0')
    .max(600_000, 'Deadweight must be at most 600,000 t'),
  capacity: z.coerce
    .number({ error: 'Capacity must be a number' })
    .int('Capacity must be a whole number')
    .min(0, 'Capacity cannot be negative')
    .max(2_000_000, 'Capacity must be at most 2,000,000'),
  classSociety: optionalText(100, 'Class society'),
  piClub: optionalText(100, 'P&I club'),
  piExpiry: z.union([z.literal(''), isoDate('P&I cover expiry')]).optional().default(''),
  openPort: z
    .string({ error: 'Choose the open port' })
    .transform(normalizeLocode)
    .refine(isLocode, 'Choose the open port from the list (a UN/LOCODE such as NL RTM)'),
  openDate: isoDate('Open date'),
  charterTypes: z.array(z.enum(charterTypes)).min(1, 'Offer at least one charter type'),
  rateUsdPerDay: z.union([
    z.literal('').transform(() => null),
    z.coerce
      .number({ error: 'Rate must be a number' })
      .int('Rate must be whole dollars')
      .positive('Rate must be greater than 0')
      .max(1_000_000, 'Rate must be at most USD 1,000,000 per day'),
  ]).nullable().optional().default(null),
  description: optionalText(2000, 'Description'),
  status: z.enum(ownerSettableStatuses, { error: 'Status must be available or maintenance' }).optional().default('available'),
});
export type VesselInput = z.input<typeof vesselInputSchema>;
export type VesselValues = z.output<typeof vesselInputSchema>;

export const vesselSorts = ['newest', 'rate', 'size', 'year'] as const;

/** The public search. Every filter lives in the URL, so all values arrive as strings. */
export const vesselSearchSchema = z
  .object({
    q: z.string().trim().max(100).optional().default(''),
    type: z.union([z.literal(''), z.enum(vesselTypes)]).optional().default(''),
    sizeBy: z.enum(['dwt', 'capacity']).optional().default('dwt'),
    minSize: z.union([z.literal(''), z.coerce.number().min(0, 'Minimum size cannot be negative')]).optional().default(''),
    maxSize: z.union([z.literal(''), z.coerce.number().min(0, 'Maximum size cannot be negative')]).optional().default(''),
    port: z.string().trim().toUpperCase().optional().default(''),
    country: z.string().trim().toUpperCase().optional().default(''),
    location: z.string().trim().max(100).optional().default(''),
    from: z.union([z.literal(''), isoDate('From')]).optional().default(''),
    to: z.union([z.literal(''), isoDate('To')]).optional().default(''),
    charterType: z.union([z.literal(''), z.enum(charterTypes)]).optional().default(''),
    maxRate: z.union([z.literal(''), z.coerce.number().positive('Maximum rate must be greater than 0')]).optional().default(''),
    sort: z.enum(vesselSorts).optional().default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .refine((s) => !s.from || !s.to || s.to >= s.from, { path: ['to'], message: 'The end date must be on or after the start date' });
export type VesselSearch = z.output<typeof vesselSearchSchema>;
export const SEARCH_PAGE_SIZE = 12;
