import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limited thing (a bucket such as "password reset per address", and its key: the address or the
 * e-mail). A window opens with its first hit and ends at `window_ends_at`; rows whose window has ended are removed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_window_ends_at_idx').on(t.windowEndsAt)],
);
