import { createHash, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import { clusterMetricsOf } from './cluster-metrics';
import { checkLedger, type LedgerCheck } from './ledger';
import type { Logger } from './logger';
import type { Mailer } from './mail';

/** What the scrape reads at its moment: the database and the process's own parts. */
export type MetricSources = {
  db: Database;
  clock: Clock;
  log: Logger;
  /** The database driver's pools (node-postgres: total, idle and waiting clients), or the embedded database's one connection. */
  poolStats: () => { pool: string; total: number; idle?: number; waiting?: number }[];
  openStreams: () => number;
};

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The ledger's check reads every transfer: it runs at most once a minute, whatever the scrape interval. */
export const LEDGER_CHECK_TTL_MS = 60_000;

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The Prometheus metrics of one app (a registry of its own, so that many apps in one process, as in the tests, never
 * clash on the global one). Counters move as things happen; the gauges of the database are read when scraped.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const labelNames = ['route', 'method', 'status'] as const;
  const httpRequests = new Counter({
    name: 'fairlead_http_requests_total',
    help: 'HTTP requests by route template, method and status',
    labelNames,
    registers,
  });
  const httpSeconds = new Histogram({
    name: 'fairlead_http_request_duration_seconds',
    help: 'HTTP request latency by route template, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const mailsSent = new Counter({ name: 'fairlead_mails_sent_total', help: 'E-mails handed to the transport', labelNames: ['transport'], registers });
  const mailsFailed = new Counter({
    name: 'fairlead_mails_failed_total',
    help: 'E-mails the transport refused',
    labelNames: ['transport'],
    registers,
  });

  const exposition = clusterMetricsOf(registry);
  return {
    registry,
    /** The text a scrape reads: with several server processes, all of theirs together (cluster-metrics.ts). */
    exposition,
    /** One answered request; `route` is the matched route's template (never the raw path with its ids). */
    observeRequest(route: string, method: string, status: number, seconds: number) {
      const labels = { route, method, status: String(status) };
      httpRequests.inc(labels);
      httpSeconds.observe(labels, seconds);
    },
    /** The mailer, counting what it sends and what fails. */
    countMails(mailer: Mailer): Mailer {
      return {
        kind: mailer.kind,
        send: async (message) => {
          try {
            await mailer.send(message);
          } catch (err) {
            mailsFailed.inc({ transport: mailer.kind });
            throw err;
          }
          mailsSent.inc({ transport: mailer.kind });
        },
      };
    },
    /** The gauges read at scrape time, once the app's parts exist. */
    watch(sources: MetricSources) {
      watchSources(registry, sources);
    },
  };
}

function watchSources(registry: Registry, s: MetricSources) {
  const registers = [registry];
  /**
   * One read shared by the gauges it fills: a scrape asks every gauge at once, so they all await the same read. A read
   * that fails (the database is down) is logged once and leaves its gauges empty; the others still answer.
   */
  function shared<T>(what: string, read: () => Promise<T>): () => Promise<T | null> {
    let inFlight: Promise<T | null> | null = null;
    return () =>
      (inFlight ??= read()
        .catch((err: unknown) => {
          s.log.warn({ err }, `metrics: reading ${what} failed`);
          return null;
        })
        .finally(() => {
          inFlight = null;
        }));
  }
  /**
   * A gauge filled at scrape time. A figure of the database is the same in every server process: with several, the
   * cluster's scrape takes one process's (`first`), where a process's own figure (its pool, its streams) adds up.
   */
  function gauge<T>(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<T | null>,
    fill: (g: Gauge, data: T) => void,
    aggregator: 'first' | 'sum' = 'first',
  ) {
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      aggregator,
      async collect() {
        const data = await read();
        this.reset();
        if (data !== null) fill(this, data);
      },
    });
  }

  gauge(
    'fairlead_db_pool_connections',
    'Database connections by pool and state (total, idle, waiting); the embedded database has one',
    ['pool', 'state'],
    async () => s.poolStats(),
    (g, pools) => {
      for (const p of pools) {
        g.set({ pool: p.pool, state: 'total' }, p.total);
        if (p.idle !== undefined) g.set({ pool: p.pool, state: 'idle' }, p.idle);
        if (p.waiting !== undefined) g.set({ pool: p.pool, state: 'waiting' }, p.waiting);
      }
    },
    'sum',
  );
  gauge(
    'fairlead_event_streams_open',
    'Event streams (SSE) this process holds open',
    [],
    async () => s.openStreams(),
    (g, n) => g.set(n),
    'sum',
  );

  type JobRow = { kind: string; queued: string; due: string; oldest: string | null; failed: string };
  const jobRows = shared('the job queue', () => {
    const now = s.clock.now().toISOString();
    // Not-done jobs only: the partial indexes (jobs_due_idx, jobs_failed_idx) hold them; done jobs are never read.
    return rowsOf<JobRow>(
      s.db,
      sql`select kind,
        count(*) filter (where failed_at is null) as queued,
        count(*) filter (where failed_at is null and run_at <= ${now}::timestamptz) as due,
        extract(epoch from ${now}::timestamptz - min(run_at) filter (where failed_at is null and run_at <= ${now}::timestamptz)) as oldest,
        count(*) filter (where failed_at is not null) as failed
      from jobs where done_at is null group by kind`,
    );
  });
  const byKind = (name: string, help: string, value: (r: JobRow) => number) =>
    gauge(name, help, ['kind'], jobRows, (g, rows) => {
      for (const r of rows) g.set({ kind: r.kind }, value(r));
    });
  byKind('fairlead_jobs_queued', 'Jobs waiting to run (due or later) by kind', (r) => Number(r.queued));
  byKind('fairlead_jobs_due', 'Jobs due now and not yet done by kind', (r) => Number(r.due));
  byKind('fairlead_jobs_oldest_due_age_seconds', 'How long the oldest due job of each kind has waited', (r) => Number(r.oldest ?? 0));
  byKind('fairlead_jobs_failed', 'Jobs out of attempts, waiting for an admin, by kind', (r) => Number(r.failed));

  gauge(
    'fairlead_payments',
    'Payments by state',
    ['state'],
    shared('payments', () => rowsOf<{ status: string; n: string }>(s.db, sql`select status, count(*) as n from payments group by status`)),
    (g, rows) => {
      for (const r of rows) g.set({ state: r.status }, Number(r.n));
    },
  );

  let last: { at: number; check: LedgerCheck } | null = null;
  const ledger = shared('the ledger check', async () => {
    const now = s.clock.now().getTime();
    if (!last || now - last.at >= LEDGER_CHECK_TTL_MS) last = { at: now, check: await checkLedger(s.db) };
    return { ...last, now };
  });
  gauge('fairlead_ledger_transfers', 'Ledger transfers counted by the last check', [], ledger, (g, l) => g.set(l.check.transfers));
  gauge(
    'fairlead_ledger_balanced',
    '1 when every currency’s posted and pending legs sum to zero and no guarded account is negative',
    [],
    ledger,
    (g, l) => g.set(l.check.currencies.every((c) => c.posted === 0 && c.pending === 0 && c.negativeGuarded === 0) ? 1 : 0),
  );
  gauge('fairlead_ledger_posted_sum', 'Sum of posted legs by currency (0 when balanced)', ['currency'], ledger, (g, l) => {
    for (const c of l.check.currencies) g.set({ currency: c.currency }, c.posted);
  });
  gauge('fairlead_ledger_negative_guarded_accounts', 'Accounts that must not go negative and did, by currency', ['currency'], ledger, (g, l) => {
    for (const c of l.check.currencies) g.set({ currency: c.currency }, c.negativeGuarded);
  });
  gauge('fairlead_ledger_check_age_seconds', 'Age of the ledger check shown (run at most once a minute)', [], ledger, (g, l) =>
    g.set((l.now - l.at) / 1000),
  );
}

/** Whether the Authorization header carries the metrics token, compared in constant time (hashes of equal length). */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
