import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import type { Clock } from './clock';
import type { Logger } from './logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long operational rows are kept (decision 045). Nothing here is a record: the deal log, contracts, signatures,
 * the ledger, payments and the audit log are never pruned. A finished job's outcome is in the record it changed;
 * the admin's job list keeps two weeks of them, and a failed one three months, for someone to look into.
 */
export const RETENTION = {
  doneJobsDays: 14,
  failedJobsDays: 90,
  /** A tab away for longer than this is told to read everything again (the stream's `reset`), not replayed. */
  eventsDays: 30,
  /** Sessions and one-time tokens past their expiry: a day's grace, so an expiry is still visible while it is news. */
  expiredDays: 1,
} as const;

/** Rows removed per statement: each is its own short transaction, so a large backlog never holds long locks. */
const BATCH = 5_000;

export type PruneResult = { doneJobs: number; failedJobs: number; events: number; sessions: number; verifications: number };

/** Deletes in batches until `statement` removes fewer than a batch; answers how many rows went. */
async function inBatches(db: DbOrTx, statement: (limit: number) => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(statement(BATCH))) as unknown as { rows: { n: number | string }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** The rows of `table` whose `column` is before `cutoff`, a batch at a time (the deleted count as `n`). */
const olderThan = (table: string, column: string, cutoff: string) => (limit: number) =>
  sql`with gone as (delete from ${sql.identifier(table)} where id in (
    select id from ${sql.identifier(table)} where ${sql.identifier(column)} < ${cutoff}::timestamptz limit ${limit}) returning 1)
  select count(*) as n from gone`;

/** Removes what has outlived its use, by the app's clock. Safe to run on several servers at once (each row goes once). */
export async function pruneOperationalRows(db: Database, now: Date): Promise<PruneResult> {
  const doneJobs = await inBatches(db, olderThan('jobs', 'done_at', before(now, RETENTION.doneJobsDays)));
  const failedJobs = await inBatches(db, olderThan('jobs', 'failed_at', before(now, RETENTION.failedJobsDays)));
  // Event ids grow with time: the old ones are the ids below the first young one, found by reading the primary key
  // from its start (only the old rows are read), so no index on created_at slows every event written. The newest
  // event always stays, even when old: the oldest id kept is how a reconnecting stream learns it missed a pruning.
  const events = await inBatches(
    db,
    (limit) => sql`with cutoff as (
      select coalesce((select min(id) from events where created_at >= ${before(now, RETENTION.eventsDays)}::timestamptz),
                      (select max(id) from events)) as id),
    gone as (delete from events where id in (
      select id from events where id < (select id from cutoff) order by id limit ${limit}) returning 1)
    select count(*) as n from gone`,
  );
  const expired = before(now, RETENTION.expiredDays);
  const sessions = await inBatches(db, olderThan('sessions', 'expires_at', expired));
  const verifications = await inBatches(db, olderThan('verifications', 'expires_at', expired));
  return { doneJobs, failedJobs, events, sessions, verifications };
}

/** The next run: 03:00 UTC after `now`, when the marketplace is quietest (Asia's evening, the Americas' night). */
export function nextHousekeepingAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3));
  return at > now ? at : new Date(at.getTime() + DAY_MS);
}

/**
 * Queues the next housekeeping run unless it is queued already. The run's time is fixed (03:00 UTC), and a unique
 * index on waiting housekeeping jobs by time (migration 0075) makes servers that start together queue it once.
 */
export async function scheduleHousekeeping(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload, run_at) values ('housekeeping.prune', '{}'::jsonb, ${nextHousekeepingAt(now).toISOString()}::timestamptz)
    on conflict do nothing`);
}

/** The job: prune, log what went, and queue tomorrow's run. */
export function housekeepingJobHandlers(deps: { db: Database; clock: Clock; log: Logger }) {
  return {
    'housekeeping.prune': async () => {
      const now = deps.clock.now();
      const removed = await pruneOperationalRows(deps.db, now);
      deps.log.info({ removed }, 'housekeeping: pruned operational rows');
      await scheduleHousekeeping(deps.db, now);
    },
  };
}
