import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HireStatement } from '../../../common/payments/hire';
import { users } from './auth';
import { deals } from './deals';
import { payments } from './payments';

/**
 * The redelivery of a time-chartered ship as the owner recorded it (#25), with the final hire statement drawn up from
 * the sealed charter party at that moment and what it settled: the balance the charterers owe (an instalment), or the
 * excess hire refunded from escrow and what the owners still owe beyond it. One per deal; only grows (a trigger).
 * The redelivery certificate it rests on is kept with it (the file in storage, by its hash), so the document once shown
 * to the charterer cannot be swapped; it is null only on redeliveries recorded before it was required.
 */
export const hireRedeliveries = pgTable(
  'hire_redeliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .unique('hire_redeliveries_one_per_deal')
      .references(() => deals.id, { onDelete: 'restrict' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    redeliveredAt: timestamp('redelivered_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    /** The sealed terms the statement used, so it can be checked by hand later. */
    hirePerDay: bigint('hire_per_day', { mode: 'number' }).notNull(),
    periodDays: integer('period_days').notNull(),
    toleranceDays: integer('tolerance_days').notNull(),
    statement: jsonb('statement').$type<HireStatement>().notNull(),
    /** Of an excess the charterers paid, what was refunded from the hire escrow held, and what the owners still owe. */
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    owedByOwner: bigint('owed_by_owner', { mode: 'number' }).notNull().default(0),
    /** The final hire balance instalment, when the charterers owe one. */
    balancePaymentId: uuid('balance_payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    certificateName: text('certificate_name'),
    certificateContentType: text('certificate_content_type'),
    certificateSize: integer('certificate_size'),
    certificateSha256: text('certificate_sha256'),
    certificateKey: text('certificate_key'),
  },
  (t) => [
    check('hire_redeliveries_after_delivery_check', sql`${t.redeliveredAt} > ${t.deliveredAt}`),
    check('hire_redeliveries_amounts_check', sql`${t.refunded} >= 0 and ${t.owedByOwner} >= 0`),
    // The certificate's file and what is known of it come together, or not at all.
    check(
      'hire_redeliveries_certificate_check',
      sql`num_nulls(${t.certificateName}, ${t.certificateContentType}, ${t.certificateSize}, ${t.certificateSha256}, ${t.certificateKey}) in (0, 5)`,
    ),
  ],
);
