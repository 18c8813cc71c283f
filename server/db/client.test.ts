import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

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
