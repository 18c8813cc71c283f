import { z } from 'zod';
import { isFinal, type InstalmentKind, type PaymentState, type ReleaseRule } from './payment-process';

/**
 * The documents an owner's mark rests on (#25): the trade's own papers, each stating the time of the event and, for
 * the bill of lading, the quantity shipped. One kind per release rule, so the charterer knows what to check.
 */
export const evidenceDocuments = ['bill_of_lading', 'delivery_certificate', 'notice_of_readiness'] as const;
export type EvidenceDocument = (typeof evidenceDocuments)[number];

export type MarkableRule = Exclude<ReleaseRule, 'period_start'>;

/**
 * Loading completed: the bill of lading (quantity and date shipped). Ship delivered on time charter: the delivery
 * certificate (time of delivery). Voyage completed: the notice of readiness tendered at the discharge port.
 */
export const evidenceFor: Record<MarkableRule, EvidenceDocument> = {
  loading: 'bill_of_lading',
  delivery: 'delivery_certificate',
  completion: 'notice_of_readiness',
};

export const evidenceLabels: Record<EvidenceDocument, string> = {
  bill_of_lading: 'Bill of lading',
  delivery_certificate: 'Delivery certificate',
  notice_of_readiness: 'Notice of readiness at the discharge port',
};

/** What the document's stated time means, for the form and the record. */
export const statedAtLabels: Record<EvidenceDocument, string> = {
  bill_of_lading: 'Date and time of shipment on the bill of lading',
  delivery_certificate: 'Time of delivery on the certificate',
  notice_of_readiness: 'Time the notice of readiness was tendered',
};

export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
export const evidenceMessages = {
  missing: (d: EvidenceDocument) => `Attach the ${evidenceLabels[d].toLowerCase()} as evidence`,
  wrongType: 'The evidence must be a PDF or a scan or photo (JPEG, PNG)',
  tooBig: 'The evidence file must be at most 10 MB',
  statedAt: 'Give the time the document states',
  future: 'The time the document states cannot be later than now',
  beforeWindow: (from: string) => `The time the document states is before ${from}, when the event could first happen`,
  quantity: 'Give the quantity the bill of lading states, in whole tonnes',
};

/** The form fields beside the file (multipart strings). */
export const markFieldsSchema = z.object({
  statedAt: z.iso.datetime({ offset: true, error: evidenceMessages.statedAt }),
  quantityT: z.coerce
    .number({ error: evidenceMessages.quantity })
    .int(evidenceMessages.quantity)
    .min(1, evidenceMessages.quantity)
    .max(1_000_000, evidenceMessages.quantity)
    .optional(),
});

export const evidenceSchema = z.object({
  id: z.uuid(),
  document: z.enum(evidenceDocuments),
  statedAt: z.string(),
  quantityT: z.number().int().nullable(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string().nullable(),
  at: z.string(),
  url: z.string(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** Whether the owner may mark now, and what: null for hire released when its period starts (nothing to mark). */
export const markStateSchema = z
  .object({
    document: z.enum(evidenceDocuments),
    /** The first day the event can have happened (the laycan's first day; on time charter, the delivery date). */
    from: z.string(),
    /** Why the mark is refused now, in the words the API answers; null when the owner may mark. */
    refusal: z.string().nullable(),
  })
  .nullable();
export type MarkState = z.infer<typeof markStateSchema>;

const eventWords: Record<MarkableRule, string> = {
  loading: 'Loading cannot be completed before the laycan opens',
  delivery: 'The ship cannot be delivered before the delivery date',
  completion: 'The voyage cannot be completed before the laycan opens',
};

/**
 * Why the owner may not mark an instalment's condition met now, or null. The money must be held (else a charterer
 * paying late finds the claim window already closed and the money gone at once), and the event must be possible:
 * on or after `from` (a calendar date, read in UTC).
 */
export function markRefusal(
  p: { kind?: InstalmentKind; status: PaymentState; releaseRule: ReleaseRule; ownerDoneAt: unknown },
  from: string,
  now: Date,
): string | null {
  // The owner's record of the redelivery is the event; the charterers confirm the statement's balance (#25).
  if (p.kind === 'hire_balance') return 'The final hire balance is released when the charterer confirms it: there is nothing to mark';
  if (p.releaseRule === 'period_start') return 'Hire for this period is released when the period starts: there is nothing to mark';
  if (p.ownerDoneAt) return 'You have already marked this instalment done';
  if (p.status === 'on_hold') return 'A claim on this instalment is open: it cannot be marked until Fairlead resolves it';
  if (isFinal(p.status)) return `This instalment is ${p.status}`;
  if (p.status !== 'held') return 'The money for this instalment is not in escrow yet: it can be marked once the charterer has paid it in';
  if (now.toISOString().slice(0, 10) < from) return `${eventWords[p.releaseRule]} on ${from}: mark it from that day`;
  return null;
}

/**
 * When the money goes if no claim is raised: `days` after the later of the payment into escrow and the owner's mark,
 * so the charterer always has the whole window with the money held and the evidence before them.
 */
export function claimWindowClosesAt(paidAt: Date, markedAt: Date, days: number): Date {
  return new Date(Math.max(paidAt.getTime(), markedAt.getTime()) + days * 86_400_000);
}
