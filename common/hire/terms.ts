import { z } from 'zod';

/**
 * A time charter's hire terms and what happened under it, as the hire statement reads them. Money in minor units
 * (USD cents); instants with their offset, each place with its IANA time zone so the sheet shows its local clock.
 */

const instant = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0);
const decimals = (places: number) => (n: number) => Math.abs(n * 10 ** places - Math.round(n * 10 ** places)) < 1e-6;

/** Percentages to two decimals (3.75), so the sums work in basis points and never meet a binary fraction. */
const percent = z.number().min(0).max(100).refine(decimals(2), 'A percentage has at most 2 decimals');

/** Delivery or redelivery: when (UTC instant with offset) and where (shown in the place's own time zone). */
export const handoverSchema = z.object({
  at: instant,
  place: z.string().min(1),
  timeZone: z.string().min(1),
});
export type Handover = z.infer<typeof handoverSchema>;

export const hireTermsSchema = z.object({
  currency: z.literal('USD'),
  hirePerDay: z.number().int().positive(),
  delivery: handoverSchema,
  /** The actual redelivery on a statement; the expected one for the instalment schedule. */
  redelivery: handoverSchema,
  /** Address commission: the charterers' own, deducted from hire. */
  addressCommissionPercent: percent,
  /** Brokerage: owed by owners to the broker, deducted from hire by the charterers who pay it over. */
  brokeragePercent: percent,
  /** Communications, victualling and entertainment: a lump sum per 30 days, pro rata (0 when the charter has none). */
  cvePer30Days: cents,
  /** A lump sum to owners for the ballast leg to delivery; commissionable like hire. */
  ballastBonus: cents.optional(),
});
export type HireTerms = z.infer<typeof hireTermsSchema>;

export const bunkerGrades = ['VLSFO', 'LSMGO'] as const;
export type BunkerGrade = (typeof bunkerGrades)[number];

/** A quantity of one grade: tonnes to the kilogram (3 decimals), price per tonne in cents. */
export const bunkerLotSchema = z.object({
  grade: z.enum(bunkerGrades),
  tonnes: z.number().min(0).refine(decimals(3), 'Tonnes have at most 3 decimals'),
  pricePerTonne: cents,
});
export type BunkerLot = z.infer<typeof bunkerLotSchema>;

export const offHireSchema = z.object({
  from: instant,
  to: instant,
  /** As the claims manager writes it: "Main engine breakdown", "Crew illness, deviation to Colombo". */
  reason: z.string().min(1),
  /** Bunkers burnt while off hire: the charterers paid for them, so they are charged back to owners. */
  bunkersConsumed: z.array(bunkerLotSchema).default([]),
});
export type OffHire = z.infer<typeof offHireSchema>;

export const hireStatementInputSchema = z.object({
  terms: hireTermsSchema,
  offHires: z.array(offHireSchema),
  bunkersOnDelivery: z.array(bunkerLotSchema),
  bunkersOnRedelivery: z.array(bunkerLotSchema),
  /** One-off owners' expenses on charterers' account (e.g. "Hold cleaning by crew, Santos"). */
  expenses: z.array(z.object({ label: z.string().min(1), amount: cents })),
  /** Hire (and anything else) the charterers have already paid, by value date. */
  payments: z.array(z.object({ paidOn: z.iso.date(), amount: z.number().int().positive(), note: z.string().optional() })),
});
export type HireStatementInput = z.input<typeof hireStatementInputSchema>;
