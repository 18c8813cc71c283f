import { z } from 'zod';

/**
 * The charter party's laytime terms and one port call's facts, as the laytime statement reads them. Words as the
 * BIMCO Laytime Definitions for Charter Parties 2013 use them; money in minor units (cents) per day.
 */

/** Which calendar time laytime leaves out: none (SHINC), Sundays and holidays (SHEX), and Saturday afternoons (SATPM) or whole Saturdays (SSHEX) too. */
export const laytimeRegimes = ['SHINC', 'SHEX', 'SATPM', 'SSHEX'] as const;
export type LaytimeRegime = (typeof laytimeRegimes)[number];

export const laytimeTermsSchema = z.object({
  regime: z.enum(laytimeRegimes),
  /** `unless_used`: excepted time counts for the hours the cargo was worked in it; `even_if_used`: it never counts. */
  excepted: z.enum(['unless_used', 'even_if_used']),
  /** Weather working days: time lost to rain (weather) during laytime does not count. */
  weatherWorkingDays: z.boolean(),
  /** Hours after the notice of readiness before laytime starts (e.g. 12); 0 for none. Calendar hours, not laytime. */
  turnTimeHours: z.number().min(0).max(72),
  /** Whether turn time runs from the notice's tender or its acceptance. */
  turnTimeFrom: z.enum(['tendered', 'accepted']),
  /** "Unless sooner commenced": work begun before laytime starts counts from when it began. */
  soonerCommencedCounts: z.boolean(),
  /** Whether shifting between berths counts as laytime (it counts on demurrage either way). */
  shiftingCounts: z.boolean(),
  /** Reversible: one allowance for all the ports together, time used at one carried to the next. */
  reversible: z.boolean(),
  demurragePerDay: z.number().int().min(0),
  /** Usually half the demurrage rate. */
  despatchPerDay: z.number().int().min(0),
  /** Despatch on all time saved (counting the weekends laytime would have skipped) or on working time saved. */
  despatchOn: z.enum(['all_time_saved', 'working_time_saved']),
});
export type LaytimeTerms = z.infer<typeof laytimeTermsSchema>;

/** What a statement of facts records as stopping or not counting: each with its rule in `compute.ts`. */
export const interruptionKinds = ['rain', 'breakdown', 'strike', 'waiting_berth', 'shifting', 'holiday'] as const;
export type InterruptionKind = (typeof interruptionKinds)[number];

const instant = z.iso.datetime({ offset: true });
export const portCallSchema = z.object({
  /** The port as shown on the sheet, e.g. "Santos (BR SSZ)". */
  port: z.string().min(1),
  /** The port's IANA time zone: weekends and holidays are the port's. */
  timeZone: z.string().min(1),
  allowance: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('rate'), quantityTonnes: z.number().positive(), tonnesPerDay: z.number().positive() }),
    z.object({ kind: z.literal('fixed'), hours: z.number().positive() }),
  ]),
  /** The port's public holidays, local dates. */
  holidays: z.array(z.iso.date()),
  /** When the ship arrived (at the port's pilot station or anchorage): on the record, though laytime reckons from the notice. */
  arrived: instant.optional(),
  norTendered: instant,
  norAccepted: instant.optional(),
  /** Moored at the berth ("all fast"), and the hatches opened (dry cargo) or the hoses connected (liquid): on the record. */
  allFast: instant.optional(),
  hatchesOpened: instant.optional(),
  commenced: instant,
  completed: instant,
  interruptions: z.array(z.object({ kind: z.enum(interruptionKinds), from: instant, to: instant, note: z.string().optional() })),
});
export type PortCall = z.infer<typeof portCallSchema>;
