import { AsyncResource } from 'node:async_hooks';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent by any process, delivered once its transaction commits).
   * PostgreSQL: one dedicated connection, outside the pool, reopened if it drops (then `onReconnect` runs, so the
   * caller can catch up on what it missed; `onLost` runs when it drops). PGlite: the one in-process instance.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void) => Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handed to its `onPayload` (true), or false
   * when the listening connection is down and some may be lost. PostgreSQL: a round trip on the listening connection,
   * shared by the callers that arrive while one is under way (a backend sends its pending notifications before it
   * answers). PGlite delivers them before the committing query returns: true at once.
   */
  caughtUp: () => Promise<boolean>;
  close: () => Promise<void>;
  /** The driver's pools for the metrics: node-postgres's clients (total, idle, waiting); the embedded database's one. */
  poolStats: () => { pool: string; total: number; idle?: number; waiting?: number }[];
};

/** By default a statement slower than this is reported to `onSlowQuery` (and logged at warn by bootstrap); SLOW_QUERY_MS sets it. */
export const SLOW_QUERY_MS = 200;
export type SlowQuery = { statement: string; ms: number };

/** A statement's name for the log: its prepared name, else its SQL text (placeholders only: values are never in it). */
function statementName(query: unknown): string {
  const q = typeof query === 'string' ? { text: query } : (query as { name?: string; text?: string } | null);
  return (q?.name ?? q?.text ?? '?').replace(/\s+/g, ' ').trim().slice(0, 160);
}

type Queryable = { query: (...args: unknown[]) => unknown };

/** Times every query of a driver client (promise or callback form) and reports the slow ones. Streams and cursors pass untimed. */
function timeQueries(client: Queryable, onSlow: (q: SlowQuery) => void, slowMs: number) {
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | string | null;
    if (first && typeof first === 'object' && typeof first.submit === 'function') return query(...args);
    const started = performance.now();
    // Bound to the caller's context: the slow-query log reads the request's id from it, whatever calls back.
    const report = AsyncResource.bind(() => {
      const ms = performance.now() - started;
      if (ms > slowMs) onSlow({ statement: statementName(first), ms: Math.round(ms) });
    });
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        report();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(report, report);
    return result;
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * The connection options of the pool for named prepared statements (the vessel search, one per filter
 * shape): they always run their generic plan. The first five runs would otherwise be planned for their
 * values, and those custom plans misjudge the availability filter (a fleet's booked dates span the year, so
 * "free between" looks almost never true): 40-60 ms each on every new connection instead of 0.5 ms.
 * Only there: node-postgres sends every parameterized query as a prepared statement, and the admin tables
 * need plans made for their values (a status filter ran 4x slower on a generic plan).
 */
export const preparedStatementOptions = '-c plan_cache_mode=force_generic_plan';

export type NamedStatement = { name: string; text: string; values: unknown[] };
type StatementRunner = (statement: NamedStatement) => Promise<unknown[]>;
const statementRunners = new WeakMap<Database, StatementRunner>();

/**
 * Runs a statement straight through the driver, rows as it returns them. PostgreSQL: prepared by name on
 * the generic-plan pool above. PGlite (one process, no pool): the same SQL, unnamed.
 */
export async function runNamedStatement<Row>(db: Database, statement: NamedStatement): Promise<Row[]> {
  const run = statementRunners.get(db);
  if (!run) throw new Error('runNamedStatement needs a database opened by openDatabase');
  return (await run(statement)) as Row[];
}

/** LISTEN on one connection of its own, reopened with a growing pause when PostgreSQL drops it. */
function createListener(url: string, onLost?: (err: Error) => void, connectTimeoutMs?: number) {
  const channels = new Map<string, { onPayload: (payload: string) => void; onReconnect?: () => void; onLost?: () => void }>();
  let client: pg.Client | null = null;
  let closed = false;
  let connecting: Promise<void> | null = null;
  let retryMs = 250;

  async function connect(isReconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    next.on('notification', (n) => channels.get(n.channel)?.onPayload(n.payload ?? ''));
    next.on('error', (err) => {
      onLost?.(err);
      if (client === next) {
        for (const c of channels.values()) c.onLost?.();
        reopen();
      }
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
    client = next;
    retryMs = 250;
    if (isReconnect) for (const c of channels.values()) c.onReconnect?.();
  }

  function reopen() {
    client = null;
    if (closed) return;
    setTimeout(() => {
      connect(true).catch((err: Error) => {
        onLost?.(err);
        retryMs = Math.min(retryMs * 2, 10_000);
        reopen();
      });
    }, retryMs).unref();
  }

  // caughtUp: the round trip under way, and the one queued behind it for those who came after it started.
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  function roundTrip(): Promise<boolean> {
    const c = client;
    if (!c) return Promise.resolve(false);
    return c.query('select 1').then(
      () => client === c,
      () => false,
    );
  }
  function caughtUp(): Promise<boolean> {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    // The one under way may have been sent before the caller's moment: wait for it, then for one sent after.
    return (queued ??= inFlight.then(() => {
      queued = null;
      return caughtUp();
    }));
  }

  return {
    caughtUp,
    async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
      channels.set(channel, { onPayload, onReconnect, onLost });
      if (client) await client.query(`LISTEN "${channel}"`);
      else await (connecting ??= connect(false));
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Any constant every Fairlead process shares: the advisory lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 4_157_338_021;

/**
 * Several machines starting a release at once each migrate. drizzle's migrator takes no lock: two at once applied the
 * same migration twice over and the second failed on a duplicate key (docs/deploy.md). Under this lock the first
 * migrates and the others wait, then find nothing left to do. The lock is held on a connection of its own, outside
 * the pool, so that a pool of one connection cannot wait on itself.
 */
export async function migrateOnce(url: string, migrate: (client: pg.Client) => Promise<void>, connectTimeoutMs?: number): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(lock);
  } finally {
    await lock.end(); // ending the session releases its advisory lock, also when the migration failed
  }
}

/** The extensions the migrations create. PGlite must be handed them on every open, not only when they are created. */
export const pgliteExtensions = { btree_gist, citext, cube, pg_trgm };

/**
 * Opens PGlite when no URL is given (in memory when dataDir is null), PostgreSQL otherwise, and migrates.
 * `image`: an in-memory PGlite starts from this dump of a data folder (tests: one migrated once, with the ports).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  image?: Blob;
  poolSize?: number;
  onConnectionLost?: (err: Error) => void;
  onSlowQuery?: (query: SlowQuery) => void;
  /** Statements above this are logged as slow (default SLOW_QUERY_MS). */
  slowQueryMs?: number;
  /**
   * PostgreSQL: how long the app's statements may run before the server cancels them (SQLSTATE 57014), and how long
   * opening a connection may take. Unset: no limit, node-postgres's default. Migrations are never cut short: they run
   * on the migration lock's own connection, without the statement limit.
   */
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  const onSlow = opts.onSlowQuery;
  const slowMs = opts.slowQueryMs ?? SLOW_QUERY_MS;
  if (opts.url) {
    // Size it to the database's cores, not to the traffic: a few busy backends outrun dozens taking turns
    // on the same cores (measured in docs/decisions/003), and requests wait in the pool meanwhile.
    const max = opts.poolSize ?? 10;
    const limits = { statement_timeout: opts.statementTimeoutMs || undefined, connectionTimeoutMillis: opts.connectTimeoutMs };
    const pool = new pg.Pool({ connectionString: opts.url, max, ...limits });
    const prepared = new pg.Pool({ connectionString: opts.url, max, options: preparedStatementOptions, ...limits });
    // PostgreSQL closing an idle connection (a restart, a failover, an administrator) is an 'error' on the
    // pool that would crash the process if nobody listened. The pool drops that connection and opens
    // another when it needs one; we only say so.
    for (const p of [pool, prepared]) p.on('error', (err) => opts.onConnectionLost?.(err));
    if (onSlow) for (const p of [pool, prepared]) p.on('connect', (client) => timeQueries(client as unknown as Queryable, onSlow, slowMs));
    const db = drizzlePg(pool, { schema });
    await migrateOnce(opts.url, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }), opts.connectTimeoutMs);
    statementRunners.set(db as unknown as Database, async (statement) => (await prepared.query(statement)).rows);
    const listener = createListener(opts.url, opts.onConnectionLost, opts.connectTimeoutMs);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: listener.listen,
      caughtUp: listener.caughtUp,
      close: () => Promise.all([pool.end(), prepared.end(), listener.close()]).then(() => undefined),
      poolStats: () =>
        (
          [
            ['main', pool],
            ['prepared', prepared],
          ] as const
        ).map(([name, p]) => ({ pool: name, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount })),
    };
  }
  const client = await PGlite.create({
    dataDir: opts.dataDir ?? undefined,
    extensions: pgliteExtensions,
    ...(opts.image && !opts.dataDir ? { loadDataDir: opts.image } : {}),
  });
  // Only the client's own queries are timed: PGlite's transactions run on an object of their own.
  if (onSlow) timeQueries(client as unknown as Queryable, onSlow, slowMs);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  statementRunners.set(db as unknown as Database, async (statement) => (await client.query(statement.text, statement.values)).rows);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onPayload) => void (await client.listen(channel, onPayload)),
    caughtUp: async () => true,
    close: () => client.close(),
    poolStats: () => [{ pool: 'embedded', total: 1 }],
  };
}
