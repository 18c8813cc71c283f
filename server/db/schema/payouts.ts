import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutStatuses } from '../../../common/payments/bank-details';
import { users } from './auth';
import { deals } from './deals';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An owner's payout bank details, one row per version: the active one, a change waiting for its e-mail confirmation
 * or its 48 hours, and the history (superseded, blocked by an admin, cancelled). Kept with the person: money paid to
 * an account is traceable for good.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull(),
    /** SHA-256 of the e-mailed confirmation token (the token itself is never stored). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    appliesAt: timestamp('applies_at', { withTimezone: true }),
    blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    blockReason: text('block_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payout_accounts_status_check', sql`${t.status} in (${list(payoutStatuses)})`),
    // One active account and at most one change in flight per owner.
    uniqueIndex('payout_accounts_one_active')
      .on(t.ownerId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('payout_accounts_one_change')
      .on(t.ownerId)
      .where(sql`${t.status} in ('awaiting_confirmation', 'pending')`),
    index('payout_accounts_pending_idx').on(t.status, t.appliesAt),
  ],
);

export const payoutStatusesOfMoney = ['sending', 'sent', 'failed'] as const;

/**
 * Money paid out of a deal's owner-payable account to the owner's bank: always to the account active when it is sent
 * (a change still in its 48 hours is never used), through the provider with the payout's id as idempotency key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: payoutStatusesOfMoney }).notNull(),
    providerRef: text('provider_ref'),
    failure: text('failure'),
    pendingTransferId: uuid('pending_transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('payouts_amount_check', sql`${t.amount} > 0`),
    check('payouts_status_check', sql`${t.status} in (${list(payoutStatusesOfMoney)})`),
    index('payouts_deal_idx').on(t.dealId),
  ],
);
