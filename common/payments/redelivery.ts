import { z } from 'zod';

/**
 * Redelivery of a time-chartered ship (#25). The owner records it on the redelivery certificate, as they marked the
 * delivery on its certificate: the document and the time it states. The server then draws up the final hire statement
 * (hire.ts) from the sealed charter party.
 * Times are shown as the certificates state them: to the minute, UTC.
 */
export const certificateTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export const redeliveryMessages = {
  time: 'Give the time of redelivery the certificate states',
  /** Money moves on the redelivery, so it rests on the document, as every mark does (evidence.ts). */
  certificate: 'Attach the redelivery certificate as evidence',
  future: 'The time of redelivery cannot be later than now',
  beforeDelivery: (deliveredAt: string) => `The time of redelivery must be after the delivery, ${certificateTime(deliveredAt)}`,
  notTime: 'Only a time-chartered ship is redelivered: a voyage charter ends with the voyage',
  notSealed: 'The redelivery is recorded once the charter party is sealed and its schedule drawn up',
  notDelivered: 'Record the delivery first: the redelivery is recorded once the ship is marked delivered on its certificate',
  already: 'The redelivery of this ship is already recorded',
  pending: 'A payment of hire is in progress: record the redelivery once it has gone through or failed',
};

/** The form's field beside the file (`file`, the certificate: PDF, JPEG or PNG by content, at most 10 MB). */
export const redeliveryInputSchema = z.object({
  redeliveredAt: z.iso.datetime({ offset: true, error: redeliveryMessages.time }),
});
export type RedeliveryInput = z.infer<typeof redeliveryInputSchema>;

/**
 * Why the owner may not record the redelivery now, or null. The time itself is checked when it is given (after the
 * delivery, not in the future).
 */
export function redeliveryRefusal(s: { deliveredAt: string | null; recorded: boolean; hirePending: boolean }): string | null {
  if (s.recorded) return redeliveryMessages.already;
  if (!s.deliveredAt) return redeliveryMessages.notDelivered;
  if (s.hirePending) return redeliveryMessages.pending;
  return null;
}

/** The time given, checked against the delivery and the clock: the field's message, or null. */
export function redeliveryTimeProblem(redeliveredAt: string, deliveredAt: string, now: Date): string | null {
  const at = Date.parse(redeliveredAt);
  if (at > now.getTime()) return redeliveryMessages.future;
  if (at <= Date.parse(deliveredAt)) return redeliveryMessages.beforeDelivery(deliveredAt);
  return null;
}

const minor = z.number().int();

/**
 * The redelivery certificate the record rests on: who uploaded it and when are the statement's `recordedBy` and `at`,
 * the time it states is `redeliveredAt`. Null only on a redelivery recorded before the certificate was required.
 */
export const redeliveryCertificateSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  url: z.string(),
});
export type RedeliveryCertificate = z.infer<typeof redeliveryCertificateSchema>;

/** The final hire statement as both parties see it: the sealed terms it used, the sums (hire.ts), what it settled. */
export const hireStatementViewSchema = z.object({
  deliveredAt: z.string(),
  redeliveredAt: z.string(),
  currency: z.string(),
  hirePerDay: minor,
  periodDays: z.number().int(),
  toleranceDays: z.number().int(),
  addressCommissionBp: z.number().int(),
  brokerageBp: z.number().int(),
  brokerageDeducted: z.boolean(),
  minutesOnHire: z.number().int(),
  gross: minor,
  adcom: minor,
  brokerage: minor,
  net: minor,
  paid: minor,
  /** Positive: the charterers owe it (the final hire balance instalment); negative: the owners owe it back. */
  balance: minor,
  redelivery: z.enum(['within', 'early', 'late']),
  outsideMinutes: z.number().int(),
  /** Of an excess paid, what was refunded to the charterers from the hire escrow held, and what the owners still owe. */
  refunded: minor,
  owedByOwner: minor,
  balancePaymentId: z.uuid().nullable(),
  recordedBy: z.string().nullable(),
  at: z.string(),
  certificate: redeliveryCertificateSchema.nullable(),
});
export type HireStatementView = z.infer<typeof hireStatementViewSchema>;

/** A time charter's delivery and redelivery: null on a voyage charter or before the charter party is sealed. */
export const redeliveryViewSchema = z
  .object({
    /** The time the delivery certificate states, once the owner marked the ship delivered. */
    deliveredAt: z.string().nullable(),
    /** The period more or less its tolerance, in the charterers' option, from the delivery. */
    window: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
    /** Why the owner may not record the redelivery now (the words the API answers); null when they may. */
    refusal: z.string().nullable(),
    statement: hireStatementViewSchema.nullable(),
  })
  .nullable();
export type RedeliveryView = z.infer<typeof redeliveryViewSchema>;

/** Days, hours and minutes, as a statement states time on hire or outside the window (58 d 12 h 0 m). */
export const durationText = (minutes: number) => `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h ${minutes % 60} m`;
