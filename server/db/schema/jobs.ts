import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue: work that must happen later or outside a request (e-mail, deadlines). A job is written in
 * the same transaction as the change that causes it, claimed by one server process at a time (FOR UPDATE SKIP
 * LOCKED, with a lease so a crashed process's job is picked up again), retried with backoff, and kept when done (for 14 days; housekeeping removes older ones, decision 045).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    index('jobs_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.failedAt} is not null`),
    // Housekeeping removes finished jobs by age (decision 045).
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
    // Housekeeping runs at a fixed time: servers that start together queue each run once.
    uniqueIndex('jobs_housekeeping_once_idx')
      .on(t.kind, t.runAt)
      .where(sql`${t.kind} like 'housekeeping.%' and ${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
