import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { runInRequest } from './request-scope';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  // A data folder of its own: the uploads under it are broken on purpose below.
  dir = mkdtempSync(path.join(tmpdir(), 'fairlead-ready-'));
  t = await createTestApp({ dataDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const ready = () => t.agent().get('/api/ready');

describe('GET /api/ready', () => {
  it('answers 200 when the database, its migrations and the storage are all there; /api/health too', async () => {
    expect((await ready()).status).toBe(200);
    expect((await ready()).json).toEqual({ ok: true });
    expect((await t.agent().get('/api/health')).status).toBe(200);
  });

  it('answers 503 while the storage cannot be written, and 200 again once it can', async () => {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'a file where the data folder should be');
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('unavailable');
    expect(res.json.error.message).toBe('Not ready: the file storage cannot be reached');
    expect((await t.agent().get('/api/health')).status).toBe(200); // alive all the same
    rmSync(dir, { force: true });
    mkdirSync(dir);
    expect((await ready()).status).toBe(200);
  });

  it('recreates a removed uploads folder, as the first upload would, and stays ready', async () => {
    rmSync(dir, { recursive: true, force: true });
    expect((await ready()).status).toBe(200);
    expect(existsSync(dir)).toBe(true);
  });

  it('answers 503 while the database lacks a migration this build knows', async () => {
    const known = readdirSync(path.join(import.meta.dirname, '../db/migrations')).filter((f) => f.endsWith('.sql')).length;
    const removed = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.json.error.message).toBe(`Not ready: migrations are not complete (${known - 1} of ${known} applied)`);
    const [row] = removed.rows;
    await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
    expect((await ready()).status).toBe(200);
  });
});

describe('slow queries', () => {
  it('are logged at warn with their statement and the request id, never their values', async () => {
    const warn = vi.spyOn(t.deps.log, 'warn');
    try {
      await runInRequest('req-slow-1', async () => {
        await t.db.execute(sql`select pg_sleep(${0.25}), ${'secret-member@example.com'}::text as email`);
      });
      await t.db.execute(sql`select 1`);
      const slow = warn.mock.calls.filter((c) => c[1] === 'slow query');
      expect(slow).toHaveLength(1);
      const [fields] = slow[0] as unknown as [{ requestId: string; statement: string; ms: number }];
      expect(fields.requestId).toBe('req-slow-1');
      expect(fields.statement).toBe('select pg_sleep($1), $2::text as email');
      expect(fields.ms).toBeGreaterThanOrEqual(200);
      expect(JSON.stringify(slow)).not.toContain('secret-member');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('SLOW_QUERY_MS', () => {
  it('sets the threshold: a 250 ms statement is not slow for a server that logs from 1,000 ms', async () => {
    const patient = await createTestApp({ slowQueryMs: 1_000 });
    const warn = vi.spyOn(patient.deps.log, 'warn');
    try {
      await patient.db.execute(sql`select pg_sleep(${0.25})`);
      await patient.db.execute(sql`select pg_sleep(${1.05})`);
      const slow = warn.mock.calls.filter((c) => c[1] === 'slow query').map((c) => (c[0] as unknown as { ms: number }).ms);
      expect(slow).toHaveLength(1);
      expect(slow[0]).toBeGreaterThanOrEqual(1_000);
    } finally {
      warn.mockRestore();
      await patient.close();
    }
  });
});

/** Straight to the app: the harness's agent runs due jobs after each request, which needs the database. */
async function readyWithoutJobs() {
  const res = await t.app.request('/api/ready');
  return { status: res.status, json: (await res.json()) as { error: { message: string } } };
}

describe('GET /api/ready with the database gone', () => {
  it('answers 503 while the database cannot be reached', async () => {
    if (t.databaseUrl) {
      // PostgreSQL refuses new connections to the scratch database and drops the open ones, as a failover would.
      const name = new URL(t.databaseUrl).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        const res = await readyWithoutJobs();
        expect(res.status).toBe(503);
        expect(res.json.error.message).toBe('Not ready: the database cannot be reached');
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
      }
      await expect.poll(async () => (await readyWithoutJobs()).status, { timeout: 10_000 }).toBe(200);
    } else {
      // An app of its own (tests run in random order): its embedded database closed under it.
      const u = await createTestApp();
      try {
        await (u.db as unknown as { $client: { close: () => Promise<void> } }).$client.close();
        const res = await u.app.request('/api/ready');
        expect(res.status).toBe(503);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Not ready: the database cannot be reached');
      } finally {
        await u.close().catch(() => undefined); // closing it again may refuse
      }
    }
  });
});
