import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutFlagKinds } from '../../../common/payments/payout-flags';
import { users } from './auth';
import { payoutAccounts } from './payouts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A doubt about a payout account, raised when the details are saved and cleared only by an admin: while one is open,
 * no payout goes to the account. One open flag of each kind per account.
 */
export const payoutFlags = pgTable(
  'payout_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payoutAccountId: uuid('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: payoutFlagKinds }).notNull(),
    /** What raised it: the other owner, or the previous payee name or country. */
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: text('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearReason: text('clear_reason'),
  },
  (t) => [
    check('payout_flags_kind_check', sql`${t.kind} in (${list(payoutFlagKinds)})`),
    uniqueIndex('payout_flags_one_open')
      .on(t.payoutAccountId, t.kind)
      .where(sql`${t.clearedAt} is null`),
    index('payout_flags_open_idx')
      .on(t.createdAt)
      .where(sql`${t.clearedAt} is null`),
  ],
);
