import { z } from 'zod';
import { commodityCodes } from '../cargoes/commodities';
import { regionCodes } from '../ports/region-names';

// What the circular parser read from one e-mail, shared by the server (which stores and serves it) and the
// review page (which shows the e-mail's text beside the drafts, each field highlighted where it was read,
// uncertain fields marked). `reading` is the development corpus' format (parser corpus README, section 2).

/** The corpus' vessel_type values (README 3.2). */
export const circularVesselTypes = [
  'handysize',
  'handymax',
  'supramax',
  'ultramax',
  'panamax',
  'kamsarmax',
  'post-panamax',
  'capesize',
  'vloc',
  'general-cargo',
  'mpp',
  'tanker-mr',
  'tanker-lr1',
  'tanker-lr2',
  'tanker-aframax',
  'tanker-suezmax',
  'tanker-vlcc',
  'container',
  'other',
] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const region = z.enum(regionCodes).nullable();
const locode = z
  .string()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/)
  .nullable();

export const positionReadingSchema = z.object({
  vessel_name: z.string().nullable(),
  imo: z
    .string()
    .regex(/^\d{7}$/)
    .nullable(),
  vessel_type: z.enum(circularVesselTypes).nullable(),
  dwt: z.number().int().nullable(),
  built: z.number().int().nullable(),
  flag: z.string().nullable(),
  gear: z.string().nullable(),
  open_port: locode,
  open_area: region,
  open_from: isoDay.nullable(),
  open_to: isoDay.nullable(),
  operator: z.string().nullable(),
});

export const cargoReadingSchema = z.object({
  account: z.string().nullable(),
  commodity: z.enum(commodityCodes).nullable(),
  quantity_mt: z.number().int().nullable(),
  tolerance_pct: z.number().nullable(),
  tolerance_option: z.enum(['moloo', 'molchopt']).nullable(),
  load_port: locode,
  load_area: region,
  discharge_port: locode,
  discharge_area: region,
  laycan_from: isoDay.nullable(),
  laycan_to: isoDay.nullable(),
  load_rate: z.string().nullable(),
  discharge_rate: z.string().nullable(),
  freight_idea: z.string().nullable(),
  commission_pct: z.number().nullable(),
});

export const circularReadingSchema = z.object({
  kind: z.enum(['positions', 'cargoes', 'mixed', 'none']),
  positions: z.array(positionReadingSchema),
  cargoes: z.array(cargoReadingSchema),
});

/** Character offsets into the e-mail's text, end exclusive: `text.slice(start, end)` is the words read. */
export const textSpanSchema = z
  .object({ start: z.number().int().min(0), end: z.number().int().min(0) })
  .refine((s) => s.end > s.start, { message: 'A span holds at least one character.' });

/** Where each field of one item was read (null: no value, or not read from a place in the text) and which are uncertain. */
const itemSourcesSchema = <K extends string>(fields: readonly [K, ...K[]]) =>
  z.object({
    fields: z.partialRecord(z.enum(fields), textSpanSchema.nullable()),
    /** Field → a short reason a broker understands ("date resolved from 'early Dec' as 1–10 Dec"). */
    uncertain: z.partialRecord(z.enum(fields), z.string().min(1)),
  });

export const positionFields = Object.keys(positionReadingSchema.shape) as [keyof PositionReading, ...(keyof PositionReading)[]];
export const cargoFields = Object.keys(cargoReadingSchema.shape) as [keyof CargoReading, ...(keyof CargoReading)[]];

export const positionSourcesSchema = itemSourcesSchema(positionFields);
export const cargoSourcesSchema = itemSourcesSchema(cargoFields);

export const circularSourcesSchema = z.object({
  /** One per reading.positions item, same order. */
  positions: z.array(positionSourcesSchema),
  /** One per reading.cargoes item, same order. */
  cargoes: z.array(cargoSourcesSchema),
});

export const circularReadSchema = z.object({
  reading: circularReadingSchema,
  /** The e-mail's text as the parser read it (for HTML-only mail, the text made of the HTML); shown verbatim. */
  text: z.string(),
  sources: circularSourcesSchema,
});

export type PositionReading = z.infer<typeof positionReadingSchema>;
export type CargoReading = z.infer<typeof cargoReadingSchema>;
export type TextSpan = z.infer<typeof textSpanSchema>;
export type PositionSources = z.infer<typeof positionSourcesSchema>;
export type CargoSources = z.infer<typeof cargoSourcesSchema>;
export type CircularSources = z.infer<typeof circularSourcesSchema>;
export type CircularRead = z.infer<typeof circularReadSchema>;
