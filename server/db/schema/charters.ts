import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { charterStatuses } from '../../../common/charters/charter-process';
import { users } from './auth';
import { deals } from './deals';
import { vessels } from './vessels';

export const charters = pgTable(
  'charters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }), // money records outlive a vessel and its people
    chartererId: text('charterer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: charterStatuses }).notNull().default('pending'),
    // Money: integer minor units (cents) plus an ISO 4217 code.
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    cancelReason: text('cancel_reason'),
    // The deal that made this charter: dates held on subjects (pending), fixed (confirmed) and after.
    dealId: uuid('deal_id')
      .references(() => deals.id, { onDelete: 'restrict' })
      .unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('charters_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('charters_amount_check', sql`${t.totalAmount} >= 0`),
    check('charters_status_check', sql`${t.status} in (${sql.raw(charterStatuses.map((v) => `'${v}'`).join(', '))})`),
    index('charters_vessel_idx').on(t.vesselId),
    index('charters_charterer_idx').on(t.chartererId),
    index('charters_owner_idx').on(t.ownerId),
    index('charters_created_at_idx').on(t.createdAt),
  ],
);
