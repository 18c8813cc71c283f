import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { openDatabase } from './client';

// PostgreSQL only: PGlite lives in the process and has no connections to lose.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps serving when PostgreSQL closes the idle connections of both pools', async () => {
    // Open connections in the general pool and in the search's own pool.
    expect((await t.agent().get('/api/ports?q=rotterdam')).status).toBe(200);
    expect((await t.agent().get('/api/vessels?type=tanker&from=2027-01-01&to=2027-01-31')).status).toBe(200);
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      rows[0].name,
    ]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 200)); // let the closed connections' errors arrive

    // Without a listener those errors crash the process (vitest reports them); with one, the pools reconnect.
    expect((await t.agent().get('/api/ports?q=rotterdam')).status).toBe(200);
    expect((await t.agent().get('/api/vessels?type=tanker&from=2027-01-01&to=2027-01-31')).status).toBe(200);
  });
});

/**
 * An empty database of the block's own, created before its tests and dropped after them. Its URL is made when the
 * tests run, not when they are collected: on PGlite there is no URL and the block is skipped.
 */
function emptyDatabase(name: string) {
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  beforeAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
  });
  afterAll(() => admin(`drop database if exists ${name} with (force)`));
  return () => {
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    return u.toString();
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL migrations from several machines', () => {
  const url = emptyDatabase(`fairlead_migrate_${process.pid}`);

  it('lets three servers starting at once on an empty database each open it, the migrations applied once', async () => {
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url(), poolSize: 1 })));
    try {
      const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const { rows } = (await handles[0].db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as {
        rows: { applied: number }[];
      };
      expect(rows[0].applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL time limits (DATABASE_STATEMENT_TIMEOUT_SECONDS)', () => {
  const url = emptyDatabase(`fairlead_limits_${process.pid}`);

  it('cancels the app’s long statements but never a migration', async () => {
    // A limit of 20 ms on an empty database: the migrations (several statements of them longer) still apply in full.
    const handle = await openDatabase({ url: url(), poolSize: 2, statementTimeoutMs: 20, connectTimeoutMs: 5_000 });
    try {
      const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      // Counted on a connection without the limit, so that a busy machine cannot fail the count itself.
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      const { rows } = await c.query<{ applied: number }>('select count(*)::int as applied from drizzle.__drizzle_migrations');
      await c.end();
      expect(rows[0].applied).toBe(journal.entries.length);
      await expect(handle.db.execute(sql`select pg_sleep(0.5)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    } finally {
      await handle.close();
    }
  });
});

/**
 * Runs `fn` while another session holds the newsletter table in an exclusive lock (a subscription then waits on it),
 * and releases the lock after, whatever `fn` did.
 */
async function whileNewsletterIsLocked(t: TestApp, fn: () => Promise<void>) {
  const { rows } = (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  const holder = new pg.Client({ connectionString: url.toString() });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table newsletter_subscribers in access exclusive mode');
    await fn();
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('a request whose statement runs past the limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseStatementTimeoutSeconds: 1 });
  });
  afterAll(() => t.close());

  it('is answered 503 with a message, and the same request succeeds once the database answers', async () => {
    // The subscription waits on the lock until the limit cancels it.
    await whileNewsletterIsLocked(t, async () => {
      const started = Date.now();
      const res = await t.expectingServerError(() => t.agent().post('/api/site/newsletter', { email: 'ops.desk@chartering.example' }));
      expect(res.status).toBe(503);
      expect(res.json.error.message).toBe('The database took too long to answer. Please try again in a moment.');
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    });
    expect((await t.agent().post('/api/site/newsletter', { email: 'ops.desk@chartering.example' })).status).toBe(201);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a request that finds every database connection busy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databasePoolSize: 1, databaseConnectTimeoutSeconds: 1 });
    t.holdJobs(); // the harness's job run after each request would wait for the busy connection too
  });
  afterAll(() => t.close());

  it('is answered 503 with Retry-After and a message, not 500, and the same request succeeds once one is free', async () => {
    let waiting: Promise<{ status: number }> | undefined;
    // A first subscription waits on the lock, keeping the pool's one connection meanwhile.
    await whileNewsletterIsLocked(t, async () => {
      waiting = t.agent().post('/api/site/newsletter', { email: 'first.in.line@chartering.example' });
      await new Promise((r) => setTimeout(r, 300));
      const res = await t.expectingServerError(() => t.agent().post('/api/site/newsletter', { email: 'ops.desk@chartering.example' }));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.json.error.message).toBe('Fairlead is very busy right now. Please try again in a moment.');
    });
    expect((await waiting)?.status).toBe(201);
    expect((await t.agent().post('/api/site/newsletter', { email: 'ops.desk@chartering.example' })).status).toBe(201);
  });
});
