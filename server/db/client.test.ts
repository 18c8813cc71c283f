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

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL migrations from several machines', () => {
  const name = `fairlead_migrate_${process.pid}`;
  // Made when the tests run, not when they are collected: on PGlite there is no URL and the block is skipped.
  const url = () => {
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
    await c.end();
  });
  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

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
