import { date, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The dashboard's rollup of closed days (decision 041): for each UTC day before the server's today, the day's flows
 * as the dashboard counts them (figure, label such as a region or size class, currency, value: a count or a sum in
 * minor units). Filled lazily by the first request that needs a day, shared by every server; a day is never
 * rewritten, and `version` (a fingerprint of the SQL that computed it) makes a change of definition recompute.
 * A row of figure `_day` marks a day as filled, so a day without any activity is not computed again.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    version: text('version').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    figure: text('figure').notNull(),
    label: text('label').notNull(),
    currency: text('currency').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.day, t.figure, t.label, t.currency] })],
);
