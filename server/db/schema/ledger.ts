import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerAccountKinds, transferStatuses } from '../../../common/payments/ledger-kinds';
import { deals } from './deals';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An account of the double-entry ledger. Its balance is never stored: it is the sum of the transfers that name it.
 * Per deal: the charterer's funding, the escrow, the owner's payable and the refunds; per currency: provider fees
 * and Fairlead's operating account that bears them. Accounts reference deals with RESTRICT: money outlives people.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    dealId: uuid('deal_id').references(() => deals.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** TigerBeetle's debits_must_not_exceed_credits: escrow can never pay out more than it holds. */
    mustNotGoNegative: boolean('must_not_go_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_kind_check', sql`${t.kind} in (${list(ledgerAccountKinds)})`),
    unique('ledger_accounts_one_per_kind').on(t.kind, t.dealId, t.currency).nullsNotDistinct(),
  ],
);

/**
 * A transfer moves an amount from one account (debit) to another (credit), as in TigerBeetle: `posted` at once, or
 * `pending` (a hold) later resolved by a second transfer naming it, `posted` or `voided`. Rows are never updated or
 * deleted (a trigger refuses it); a resolution must repeat the pending transfer's accounts and amount (a foreign key
 * checks it) and each pending transfer is resolved at most once (unique).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's idempotency key: the same movement asked twice is written once. */
    key: text('key').notNull().unique(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: transferStatuses }).notNull(),
    pendingId: uuid('pending_id'),
    /** What the movement was for, in words, and the payment it belongs to. */
    memo: text('memo').notNull(),
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_status_check', sql`${t.status} in (${list(transferStatuses)})`),
    check(
      'ledger_transfers_resolution_check',
      sql`(${t.status} = 'voided') <= (${t.pendingId} is not null) and (${t.status} = 'pending') <= (${t.pendingId} is null)`,
    ),
    uniqueIndex('ledger_transfers_resolved_once').on(t.pendingId),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    index('ledger_transfers_payment_idx').on(t.paymentId),
    // Escrow's movements over a period, for the back office's dashboard (decision 041).
    index('ledger_transfers_created_at_idx').on(t.createdAt),
  ],
);
