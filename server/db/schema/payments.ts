import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { charters } from './charters';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    charterId: uuid('charter_id')
      .notNull()
      .references(() => charters.id, { onDelete: 'restrict' }),
    // The card payment provider's intent id (the spec's stripe_payment_intent).
    providerIntentId: text('provider_intent_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} >= 0`),
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`),
    index('payments_charter_idx').on(t.charterId),
    index('payments_created_at_idx').on(t.createdAt),
  ],
);
