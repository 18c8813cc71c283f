import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const vessels = pgTable(
  'vessels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['bulkCarrier', 'container', 'tanker', 'roro', 'passenger', 'general'],
    }).notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lengthM: numeric('length_m', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    capacity: integer('capacity').notNull(),
    buildYear: integer('build_year').notNull(),
    status: text('status', { enum: ['available', 'in-charter', 'maintenance', 'suspended'] })
      .notNull()
      .default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'vessels_type_check',
      sql`${t.type} in ('bulkCarrier', 'container', 'tanker', 'roro', 'passenger', 'general')`,
    ),
    check('vessels_status_check', sql`${t.status} in ('available', 'in-charter', 'maintenance', 'suspended')`),
    check('vessels_length_check', sql`${t.lengthM} > 0`),
    check('vessels_capacity_check', sql`${t.capacity} >= 0`),
    index('vessels_owner_idx').on(t.ownerId),
    index('vessels_created_at_idx').on(t.createdAt),
  ],
);
