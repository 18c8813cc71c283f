import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { MailMessage } from './mail';

/** Every kind of job and its payload. A kind is added here, with its handler where the runner is built. */
export type JobKinds = {
  'mail.send': MailMessage;
  /** A firm offer's reply deadline: it lapses if still unanswered. */
  'deal.lapse-offer': { offerId: string };
  /** A subject's lift deadline: the deal fails if it is still open. */
  'deal.lapse-subject': { subjectId: string };
  /** A member's e-mail digest of what stayed unread (messages, and deal notices if they chose the digest). */
  'mail.digest': { userId: string };
  /** The simulated provider delivering one signed webhook event to the webhook endpoint. */
  'payments.simulated-webhook': { body: string };
  /** The simulated provider's checkout times out unpaid, as a Stripe Checkout Session expires after 24 hours. */
  'payments.simulated-expire': { ref: string };
  /** The owner marked an instalment done: at this time its money goes unless a claim was raised. */
  'payments.auto-release': { paymentId: string };
  /** A hire period starts: money held for it goes to the owner (once the ship is delivered). */
  'payments.period-start': { paymentId: string };
  /** Money the ledger already moved to `refunds` is returned through the provider (idempotency key: `key`). */
  'payments.refund': { paymentId: string; chargeRef: string; amount: number; currency: string; key: string };
  /** Money released to a deal's owner is paid out to their active bank account. */
  'payments.payout': { dealId: string };
  /** A confirmed change of an owner's payout bank details applies after its 48 hours, unless an admin blocked it. */
  'payouts.apply-change': { accountId: string };
  /** A photo stored before variants existed gets its AVIF, WebP and fallback renditions (queued by migration 0031). */
  'vessels.photo-variants': { photoId: string };
  /** A cargo order's laycan is over: it leaves the board if still open. */
  'cargoes.lapse': { cargoId: string };
  /** A new cargo order: the owners of the ships that fit it are told. */
  'matching.cargo-posted': { cargoId: string };
  /** A ship's open position was published or moved: the charterers whose orders it fits are told. */
  'matching.position-published': { vesselId: string };
  /** A new cargo order: the members whose saved board searches would list it are told. */
  'saved-searches.cargo-posted': { cargoId: string };
  /** A ship was created or its open position changed: the members whose saved vessel searches would now list it are told. */
  'saved-searches.vessel-changed': { vesselId: string };
  /** An e-mail that came to a company's import address: the circular parser reads it into drafts. */
  'imports.read': { importId: string };
  /** A company's verification: a notice 30 or 7 days before its first document expires, or (0) the lapse that day. */
  'verification.expiry': { submissionId: string; days: number };
  /** A sanctions list was loaded: every verified company and every ship is screened again against all lists. */
  'sanctions.rescreen': { listId: string };
  /** A verified ship certificate's reminder (30 or 7 days before its expiry) or its expiry day (0: off the market for P&I or class). */
  'vessels.certificate-expiry': { certificateId: string; daysBefore: 30 | 7 | 0 };
  /** Daily at 03:00 UTC: finished jobs, old events and expired sessions are removed (decision 045). */
  'housekeeping.prune': Record<string, never>;
  /** A fixture's review window closed: the reviews written are published, whether or not both sides wrote. */
  'reviews.publish': { charterId: string };
};
export type JobKind = keyof JobKinds;
export type JobHandlers = { [K in JobKind]: (payload: JobKinds[K]) => Promise<void> };
/**
 * Kinds that many of fall due at once (a deadline shared by many offers) may also be handled as a set: the runner hands
 * the claimed jobs of such a kind to it together, in one call. If the set fails, each job is run alone (as a set of
 * one), so one bad job is retried by itself and does not hold back the others.
 */
export type JobBatchHandlers = { [K in JobKind]?: (payloads: JobKinds[K][]) => Promise<void> };

/** Call inside the transaction of the change that causes the work: both commit, or neither (transactional outbox). */
export async function enqueue<K extends JobKind>(db: DbOrTx, kind: K, payload: JobKinds[K], opts: { runAt?: Date; maxAttempts?: number } = {}) {
  await db
    .insert(jobs)
    .values({ kind, payload, ...(opts.runAt ? { runAt: opts.runAt } : {}), ...(opts.maxAttempts ? { maxAttempts: opts.maxAttempts } : {}) });
}

/** Many jobs of one kind in one statement, due now. */
export async function enqueueMany<K extends JobKind>(db: DbOrTx, kind: K, payloads: JobKinds[K][]) {
  if (payloads.length) await db.insert(jobs).values(payloads.map((payload) => ({ kind, payload })));
}

/** Seconds before the next try: 5, 10, 20 … doubling, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(5 * 2 ** (attempts - 1), 3600);

type Claimed = { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number };

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs due jobs. Every server process runs one: a job is claimed by one of them (FOR UPDATE SKIP LOCKED) with a
 * lease, so with WEB_CONCURRENCY > 1 none runs twice at once, and a job whose process died is claimed again once
 * its lease ends. A failed job is tried again later (backoff) until its attempts run out; then it waits for an admin.
 */
export function createJobRunner(opts: {
  db: Database;
  handlers: JobHandlers;
  batchHandlers?: JobBatchHandlers;
  log: Logger;
  clock: Clock;
  pollMs?: number;
  batch?: number;
  leaseSeconds?: number;
}) {
  const { db, handlers, batchHandlers = {}, log, clock, pollMs = 500, batch = 100, leaseSeconds = 120 } = opts;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let stopRequested = false;
  let inFlight: Promise<unknown> = Promise.resolve();

  // Due is judged by the server's clock (which tests move forward), the lease by the database's. The server's clock
  // counts milliseconds and the database microseconds: a job queued at now() is due within the same millisecond.
  async function claim(): Promise<Claimed[]> {
    const result = (await db.execute(sql`
      update ${jobs} set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from ${jobs}
        where done_at is null and failed_at is null and run_at < ${clock.now().toISOString()}::timestamptz + interval '1 millisecond' and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${batch}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`)) as unknown as { rows: Claimed[] };
    return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  const markDone = (ids: number[]) =>
    db
      .update(jobs)
      .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(inArray(jobs.id, ids));

  async function run(job: Claimed): Promise<void> {
    const asSet = batchHandlers[job.kind as JobKind] as ((payloads: unknown[]) => Promise<void>) | undefined;
    const handler = asSet
      ? (payload: unknown) => asSet([payload])
      : (handlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined);
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(job.payload);
      await markDone([job.id]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = !handler || job.attempts >= job.max_attempts;
      log.warn({ job: job.id, kind: job.kind, attempts: job.attempts, final, err: message }, 'job failed');
      await db
        .update(jobs)
        .set(
          final
            ? { failedAt: sql`now()`, lockedUntil: null, lastError: message }
            : { runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`, lockedUntil: null, lastError: message },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  /** Jobs of a kind with a set handler, grouped by kind; the rest under the key null, each run alone. */
  function groupForSets(claimed: Claimed[]): Map<JobKind | null, Claimed[]> {
    const groups = new Map<JobKind | null, Claimed[]>();
    for (const job of claimed) {
      const key = job.kind in batchHandlers ? (job.kind as JobKind) : null;
      groups.set(key, [...(groups.get(key) ?? []), job]);
    }
    return groups;
  }

  async function runSet(kind: JobKind, group: Claimed[]): Promise<void> {
    const asSet = batchHandlers[kind] as (payloads: unknown[]) => Promise<void>;
    try {
      await asSet(group.map((j) => j.payload));
      await markDone(group.map((j) => j.id));
    } catch (err) {
      log.info({ kind, jobs: group.length, err: err instanceof Error ? err.message : String(err) }, 'job set failed; running its jobs one by one');
      for (const job of group) await run(job);
    }
  }

  /**
   * Claims and runs every job that is due now, batch after batch; answers how many ran. Tests call it directly.
   * The runner's own loop stops claiming once told to stop, so a shutdown waits for one batch, not the whole queue.
   */
  async function runDue(opts: { untilStopped?: boolean } = {}): Promise<number> {
    let total = 0;
    for (;;) {
      if (opts.untilStopped && stopRequested) return total;
      const claimed = await claim();
      await Promise.all([...groupForSets(claimed)].map(([kind, group]) => (kind ? runSet(kind, group) : Promise.all(group.map(run)))));
      total += claimed.length;
      if (claimed.length < batch) return total;
    }
  }

  async function tick() {
    if (stopped) return;
    inFlight = runDue({ untilStopped: true }).catch((err) => log.error({ err }, 'job runner failed'));
    await inFlight;
    if (!stopped) timer = setTimeout(() => void tick(), pollMs);
  }

  return {
    runDue: () => runDue(),
    /** Starts at once (so work that fell due while the server was down runs right away), then polls. */
    start() {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
      void tick();
    },
    async stop() {
      stopped = true;
      stopRequested = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

/** A failed job, tried again from now with its attempts reset. Answers false when there is no such failed job. */
export async function retryJob(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ failedAt: null, attempts: 0, runAt: sql`now()`, lockedUntil: null })
    .where(and(eq(jobs.id, id), isNull(jobs.doneAt), sql`${jobs.failedAt} is not null`))
    .returning({ id: jobs.id });
  return rows.length === 1;
}
