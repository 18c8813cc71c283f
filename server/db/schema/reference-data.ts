import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of a list shipped with the code (the world's ports) the database was last brought up to. A start
 * whose list has the same fingerprint skips the load: upserting ten thousand ports took a few hundred milliseconds of
 * every start for nothing (#31: serving within a second of start).
 */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
