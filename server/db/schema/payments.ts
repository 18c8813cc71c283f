import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fundingMethods, type BankTransferInstructions } from '../../../common/payments/funding';
import { instalmentKinds, paymentEventKinds, paymentStates, releaseRules } from '../../../common/payments/payment-process';
import { users } from './auth';
import { charters } from './charters';
import { deals } from './deals';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A payment is one instalment of a sealed charter party's schedule (hire for a period, freight or its balance,
 * demurrage), with the one state it is in (common/payments/payment-process.ts). The money itself is in the ledger.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    charterId: uuid('charter_id')
      .notNull()
      .references(() => charters.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: instalmentKinds }).notNull(),
    label: text('label').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    releaseRule: text('release_rule', { enum: releaseRules }).notNull(),
    status: text('status', { enum: paymentStates }).notNull().default('scheduled'),
    /** The provider's id of the latest charge (the spec's stripe_payment_intent). */
    providerIntentId: text('provider_intent_id'),
    releasedAmount: bigint('released_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    ownerDoneAt: timestamp('owner_done_at', { withTimezone: true }),
    chartererConfirmedAt: timestamp('charterer_confirmed_at', { withTimezone: true }),
    /** Set when the owner marks it done: the money goes then unless a claim is raised first. */
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }),
    holdReason: text('hold_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_out_of_escrow_check',
      sql`${t.releasedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.releasedAmount} + ${t.refundedAmount} <= ${t.amount}`,
    ),
    check('payments_status_check', sql`${t.status} in (${list(paymentStates)})`),
    check('payments_kind_check', sql`${t.kind} in (${list(instalmentKinds)})`),
    check('payments_release_rule_check', sql`${t.releaseRule} in (${list(releaseRules)})`),
    unique('payments_deal_seq').on(t.dealId, t.seq),
    // One demurrage claim open per deal (#24): another waits until the first is released, refunded or settled. A
    // cancelled one is not open: a reopened laytime sheet replaces its unpaid instalment by another (decision 038).
    uniqueIndex('payments_one_open_demurrage_idx')
      .on(t.dealId)
      .where(sql`${t.kind} = 'demurrage' and ${t.status} not in ('released', 'refunded', 'settled', 'cancelled')`),
    index('payments_charter_idx').on(t.charterId),
    index('payments_created_at_idx').on(t.createdAt),
    // What escrow holds now (decision 041): the few instalments in escrow, not every payment.
    index('payments_in_escrow_idx')
      .on(t.currency)
      .where(sql`${t.status} in ('held', 'on_hold')`),
  ],
);

export const chargeStatuses = ['pending', 'requires_action', 'succeeded', 'failed', 'expired'] as const;

/** One attempt to collect a payment through the provider, with the evidence of who started it. */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').unique(),
    /** Where the payer completes the charge (the provider's hosted checkout). */
    checkoutUrl: text('checkout_url'),
    /** The caller's idempotency key (per payment): a second click or a retried request starts no second charge. */
    idempotencyKey: text('idempotency_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: chargeStatuses }).notNull(),
    failureMessage: text('failure_message'),
    /** The pending ledger transfer into escrow this charge posts or voids. */
    pendingTransferId: uuid('pending_transfer_id').notNull(),
    /** Card (the provider's hosted checkout) or bank transfer to the escrow account with the instalment's reference. */
    method: text('method', { enum: fundingMethods }).notNull().default('card'),
    /** A bank transfer's instructions as the provider issued them (account, reference). */
    instructions: jsonb('instructions').$type<BankTransferInstructions>(),
    /** What the provider has matched to this charge so far, and what arrived beyond it (not held in escrow). */
    amountReceived: bigint('amount_received', { mode: 'number' }).notNull().default(0),
    amountExcess: bigint('amount_excess', { mode: 'number' }).notNull().default(0),
    /** The payer's account at the provider that receives this transfer's money (Stripe: its own customer). */
    providerCustomer: text('provider_customer'),
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** SHA-256 of the canonical JSON of what was agreed to pay (payment, amount, currency, contract hash). */
    evidenceHash: text('evidence_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_charges_status_check', sql`${t.status} in (${list(chargeStatuses)})`),
    index('payment_charges_provider_customer_idx').on(t.providerCustomer),
    check('payment_charges_method_check', sql`${t.method} in (${list(fundingMethods)})`),
    check('payment_charges_received_check', sql`${t.amountReceived} >= 0 and ${t.amountReceived} <= ${t.amount} and ${t.amountExcess} >= 0`),
    unique('payment_charges_key').on(t.paymentId, t.idempotencyKey),
  ],
);

/**
 * Money the provider received by bank transfer against a charge, one row per provider event: what arrived, what it
 * counted towards the instalment and what was beyond it. Append-only (a trigger refuses UPDATE and DELETE).
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => paymentCharges.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    applied: bigint('applied', { mode: 'number' }).notNull(),
    excess: bigint('excess', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'payment_receipts_amounts_check',
      sql`${t.amount} > 0 and ${t.applied} >= 0 and ${t.excess} >= 0 and ${t.applied} + ${t.excess} = ${t.amount}`,
    ),
    unique('payment_receipts_once').on(t.chargeId, t.providerEventId),
    index('payment_receipts_payment_idx').on(t.paymentId),
  ],
);

/** What happened to a payment, by whom, from where: append-only (a trigger refuses UPDATE and DELETE). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: paymentEventKinds }).notNull(),
    /** Null when the system acted (the provider's answer, an automatic release). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['owner', 'charterer', 'admin', 'system'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    evidenceHash: text('evidence_hash'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_events_kind_check', sql`${t.kind} in (${list(paymentEventKinds)})`),
    index('payment_events_payment_idx').on(t.paymentId, t.id),
    // Failed charges and claims over a period, for the back office's dashboard (decision 041).
    index('payment_events_failed_idx')
      .on(t.at)
      .where(sql`${t.kind} = 'charge_fail'`),
    index('payment_events_holds_idx')
      .on(t.at)
      .where(sql`${t.kind} in ('claim', 'admin_hold')`),
  ],
);

/** Every webhook delivery that passed its signature check, raw, once per provider event id: the first is processed. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    /** What processing did: applied, or why it changed nothing (a late event for a settled charge). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('payment_webhook_events_once').on(t.provider, t.eventId)],
);

/** The simulated provider's own books (the test-mode card processor Fairlead talks to when PAYMENTS_PROVIDER=simulated). */
export const simulatedCharges = pgTable('simulated_charges', {
  ref: text('ref').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'requires_action', 'succeeded', 'failed', 'expired'] }).notNull(),
  card: text('card'),
  /** A bank transfer awaits money quoting this reference at the simulated escrow account. */
  method: text('method', { enum: fundingMethods }).notNull().default('card'),
  reference: text('reference').unique(),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  excess: bigint('excess', { mode: 'number' }).notNull().default(0),
  failure: text('failure'),
  attempts: integer('attempts').notNull().default(0),
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Transfers the simulated escrow bank received (recorded by an admin or a test, as a bank statement line would be). */
export const simulatedBankReceipts = pgTable('simulated_bank_receipts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference')
    .notNull()
    .references(() => simulatedCharges.reference, { onDelete: 'restrict' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The simulated provider's refunds, one per idempotency key. */
export const simulatedRefunds = pgTable('simulated_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref')
    .notNull()
    .references(() => simulatedCharges.ref, { onDelete: 'restrict' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The simulated provider's payouts to bank accounts, one per idempotency key. */
export const simulatedPayouts = pgTable('simulated_payouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  ref: text('ref').notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
