import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { payoutAccounts } from './payouts';

/**
 * The Stripe adapter's own memory (as simulated_* tables are the simulated provider's): which connected account pays
 * each owner, and which external account at Stripe carries each version of their bank details. Written after Stripe
 * answers; its idempotency keys make a repeated create answer the same object, so a lost row costs nothing.
 */
export const stripeConnectedAccounts = pgTable('stripe_connected_accounts', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  accountId: text('account_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One row per version of an owner's bank details that money was sent to (payout_accounts rows are never edited). */
export const stripeExternalAccounts = pgTable('stripe_external_accounts', {
  payoutAccountId: uuid('payout_account_id')
    .primaryKey()
    .references(() => payoutAccounts.id, { onDelete: 'restrict' }),
  externalAccountId: text('external_account_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
