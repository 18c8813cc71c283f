import { z } from 'zod';
import { evidenceSchema, markStateSchema } from './evidence';
import { bankTransferViewSchema, fundingMethods } from './funding';
import { instalmentKinds, paymentActions, paymentEventKinds, paymentStates, releaseRules } from './payment-process';
import { payoutHeldSchema } from './payout-flags';
import { ledgerAccountKinds, transferStatuses } from './ledger-kinds';
import { redeliveryViewSchema } from './redelivery';

export const paymentEventSchema = z.object({
  kind: z.enum(paymentEventKinds),
  actorRole: z.enum(['owner', 'charterer', 'admin', 'system']),
  actorName: z.string().nullable(),
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  dealId: z.uuid(),
  seq: z.number().int(),
  kind: z.enum(instalmentKinds),
  label: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  dueOn: z.string(),
  releaseRule: z.enum(releaseRules),
  status: z.enum(paymentStates),
  releasedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  ownerDoneAt: z.string().nullable(),
  chartererConfirmedAt: z.string().nullable(),
  autoReleaseAt: z.string().nullable(),
  holdReason: z.string().nullable(),
  /** Why the last charge failed, in the provider's words. */
  lastFailure: z.string().nullable(),
  events: z.array(paymentEventSchema),
  /** The documents the owner's mark rests on (#25), for both parties and admins. */
  evidence: z.array(evidenceSchema),
  /** Whether the owner may mark it now and on what evidence; null when nothing is marked (hire released as its period starts). */
  mark: markStateSchema,
  /** The instalment's bank transfer, if the charterer chose to fund it that way (#25). */
  bankTransfer: bankTransferViewSchema.nullable(),
  /** What the caller may do to it now (the server's answer from the lifecycle table): the screen's buttons. */
  actions: z.array(z.enum(paymentActions)),
});
export type Payment = z.infer<typeof paymentSchema>;

export const dealPaymentsSchema = z.object({
  /** Empty until both sides have signed the charter party. */
  payments: z.array(paymentSchema),
  /** What escrow holds for this deal now, from the ledger. */
  escrow: z.object({ held: z.number().int(), currency: z.string() }).nullable(),
  /** Days after the owner marks an instalment done before its money goes, if no claim is raised. */
  autoReleaseDays: z.number().int(),
  /** Of the released money, what has been paid out to the owner's bank account. */
  paidOut: z.number().int(),
  /** To the owner and admins: whether a review holds the owner's payouts, and why in words fit for the owner (#25). */
  payoutHeld: payoutHeldSchema,
  /** Time charters: the delivery, whether the owner may record the redelivery, and the final hire statement (#25). */
  redelivery: redeliveryViewSchema,
  /** The most the provider takes by card in one charge, in minor units; null: no limit. Above it, bank transfer only. */
  cardLimit: z.number().int().nullable(),
  /** The payment provider: 'simulated' is test mode, where an admin records the escrow bank's receipts. */
  provider: z.enum(['simulated', 'stripe']),
});
export type DealPayments = z.infer<typeof dealPaymentsSchema>;

/** A fresh key per click of Pay: the same key sent twice starts one charge. */
export const checkoutInputSchema = z.object({
  idempotencyKey: z
    .string({ error: 'An idempotency key is required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The idempotency key must be 16 to 64 letters, digits, - or _'),
  /** Card through the provider's checkout, or bank transfer to the escrow account (the answer then carries its instructions). */
  method: z.enum(fundingMethods, { error: 'Choose card or bank transfer' }).default('card'),
});
export const checkoutSchema = z.object({ checkoutUrl: z.string(), payment: paymentSchema });

export const claimInputSchema = z.object({
  reason: z
    .string({ error: 'Say what the claim is about' })
    .trim()
    .min(10, 'Say what the claim is about (at least 10 characters)')
    .max(1000, 'Keep the claim under 1,000 characters'),
});

export const adminRefundInputSchema = z.object({
  reason: z.string().trim().min(5, 'Give a reason of at least 5 characters').max(500, 'Keep the reason under 500 characters'),
  /** Minor units to return to the charterer; the rest of what escrow holds for the instalment goes to the owner. Absent: all of it. */
  amount: z
    .number({ error: 'The refund must be an amount' })
    .int('The refund must be a whole number of minor units')
    .min(1, 'The refund must be above zero')
    .optional(),
});

export const ledgerSchema = z.object({
  accounts: z.array(
    z.object({ id: z.uuid(), kind: z.enum(ledgerAccountKinds), currency: z.string(), posted: z.number().int(), pending: z.number().int() }),
  ),
  transfers: z.array(
    z.object({
      id: z.uuid(),
      debit: z.enum(ledgerAccountKinds),
      credit: z.enum(ledgerAccountKinds),
      amount: z.number().int(),
      currency: z.string(),
      status: z.enum(transferStatuses),
      pendingId: z.uuid().nullable(),
      memo: z.string(),
      paymentId: z.uuid().nullable(),
      at: z.string(),
    }),
  ),
});
export type Ledger = z.infer<typeof ledgerSchema>;

/** The simulated provider's hosted checkout, as its page shows it. */
export const simulatedChargeSchema = z.object({
  ref: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'failed', 'expired']),
  returnUrl: z.string(),
  failure: z.string().nullable(),
});
export const simulatedCardInputSchema = z.object({
  number: z
    .string({ error: 'Enter the card number' })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'Enter the 16 digits of a test card')),
});
export const simulatedAuthInputSchema = z.object({ approve: z.boolean() });
