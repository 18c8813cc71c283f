import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

// caughtUp() is what lets the match lists be kept (server/lib/market-cache.ts): once it answers true, every
// notification committed before the call has been handed over. On PostgreSQL the notification travels on a
// connection of its own; the sender here is yet another connection, as another server process would be.

const base = process.env.TEST_DATABASE_URL;
let handle: DatabaseHandle;
let url: string | undefined;
let sender: { notify: (payload: string) => Promise<void>; close: () => Promise<void> };

beforeAll(async () => {
  if (base) {
    const name = `fairlead_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
  }
  handle = await openDatabase({ url, poolSize: 2 });
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    sender = { notify: async (p) => void (await c.query(`select pg_notify('caught_up_test', $1)`, [p])), close: () => c.end() };
  } else {
    sender = { notify: async (p) => void (await handle.db.execute(sql`select pg_notify('caught_up_test', ${p})`)), close: async () => {} };
  }
}, 120_000);

afterAll(async () => {
  await sender.close();
  await handle.close();
  if (url && base) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
});

describe('caughtUp', () => {
  it('answers only once every notification committed before the call has arrived', async () => {
    const heard: string[] = [];
    await handle.listen('caught_up_test', (p) => heard.push(p));
    const sent: string[] = [];
    for (let i = 0; i < 40; i++) {
      await sender.notify(`n${i}`);
      sent.push(`n${i}`);
      expect(await handle.caughtUp()).toBe(true);
      // Not "eventually": at the moment caughtUp answers.
      expect(heard).toEqual(sent);
    }
  });

  it('answers every caller of a burst, each after what it could have seen', async () => {
    const heard: string[] = [];
    await handle.listen('caught_up_burst', (p) => heard.push(p));
    const callers = Array.from({ length: 12 }, async (_, i) => {
      if (url) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`select pg_notify('caught_up_burst', $1)`, [`b${i}`]);
        await c.end();
      } else await handle.db.execute(sql`select pg_notify('caught_up_burst', ${`b${i}`})`);
      const ok = await handle.caughtUp();
      return { ok, heardOwn: heard.includes(`b${i}`) };
    });
    expect(await Promise.all(callers)).toEqual(Array.from({ length: 12 }, () => ({ ok: true, heardOwn: true })));
  });

  it.runIf(!!base)('answers false while the listening connection is down, and says so', async () => {
    let lost = 0;
    let back = 0;
    await handle.listen(
      'caught_up_drop',
      () => {},
      () => back++,
      () => lost++,
    );
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    // The listening connection: the one whose last words were LISTEN or caughtUp's round trip.
    const { rows } = await killer.query(
      `select pg_terminate_backend(pid) as gone from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and (query ilike 'listen%' or query = 'select 1')`,
    );
    expect(rows.length).toBe(1);
    await killer.end();
    await expect.poll(() => lost, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await handle.caughtUp()).toBe(false);
    await expect.poll(() => back, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await handle.caughtUp()).toBe(true);
  });
});
