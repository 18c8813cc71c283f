import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDashboardWorld } from '../../test/dashboard-world';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from './dashboard-sql';
import { rollupVersion } from './dashboard-days';
import { adminDashboard } from './dashboard-service';

// The rollup of closed days (decision 041) over the marketplace of server/test/dashboard-world.ts: the expected
// figures are the hand-counted ones of dashboard.test.ts. Each test file starts with an empty rollup (a database
// of its own), built before the first request, so no day is rolled up before its records exist.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
let today: string;
const DAY = 86_400_000;
const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

type Row = { day: string; figure: string; label: string; currency: string; value: number };
const rollup = (version: string, day: string) =>
  rowsOf<Row>(
    t.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, figure, label, currency, value from dashboard_days
        where version = ${version} and day = ${day}::date order by figure, label, currency`,
  );
const filledDays = async (version: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from dashboard_days where version = ${version} and figure = '_day'`))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  // Midday: a day is rolled up only a quarter of an hour after it ended, and the counts below assume yesterday is.
  today = t.deps.clock.now().toISOString().slice(0, 10);
  t.deps.clock.advance(Date.parse(`${today}T12:00:00Z`) - t.deps.clock.now().getTime());
  admin = await t.signedIn('admin');
  await t.signedIn('charterer'); // a new member of today
  await buildDashboardWorld(t.db, new Date(`${today}T00:00:00Z`));
});
afterAll(async () => t?.close());

// In this order: the first test sees the rollup empty.
describe('the dashboard rollup of closed days', { shuffle: false }, () => {
  it('fills the closed days once and answers the same from them the second time', async () => {
    expect(await filledDays(rollupVersion)).toBe(0);
    const first = await admin.get('/api/admin/dashboard?period=30d');
    expect(first.status).toBe(200);
    // The 60 days of both periods but today: closed days only.
    expect(await filledDays(rollupVersion)).toBe(59);
    expect(await rollup(rollupVersion, today)).toEqual([]);
    expect(await rollup(rollupVersion, dayBefore(8))).toEqual([
      { day: dayBefore(8), figure: '_day', label: '', currency: '', value: 0 },
      { day: dayBefore(8), figure: 'fixed', label: '', currency: 'USD', value: 5_000_000 },
      { day: dayBefore(8), figure: 'fixtures', label: '', currency: '', value: 1 },
      { day: dayBefore(8), figure: 'region', label: 'Continent (Le Havre–Hamburg) and UK', currency: '', value: 1 },
      { day: dayBefore(8), figure: 'size', label: 'Handymax/Supramax', currency: '', value: 1 },
    ]);
    const second = await admin.get('/api/admin/dashboard?period=30d');
    expect(second.json).toEqual(first.json);
    expect(second.json.figures.fixtures).toEqual({ current: 4, previous: 1 });
    expect(await filledDays(rollupVersion)).toBe(59);
  });

  it("counts today's activity after its days were rolled up, and today once it has closed", async () => {
    const before = await admin.get('/api/admin/dashboard?period=7d');
    expect(before.json.figures.newMembers).toEqual({ current: 2, previous: 0 });
    await t.signedIn('owner'); // joins today, after the rollup was filled
    const after = await admin.get('/api/admin/dashboard?period=7d');
    expect(after.json.figures.newMembers).toEqual({ current: 3, previous: 0 });

    t.deps.clock.advance(DAY); // today closes: the next answer reads it from the rollup
    const tomorrow = await admin.get('/api/admin/dashboard?period=7d');
    expect(tomorrow.json.figures.newMembers).toEqual({ current: 3, previous: 0 });
    expect(await rollup(rollupVersion, today)).toContainEqual({ day: today, figure: 'newMembers', label: '', currency: '', value: 2 });
    t.deps.clock.advance(-DAY);
  });

  it('reads a closed day from its version only, so a changed definition computes the days again', async () => {
    const now = t.deps.clock.now();
    await adminDashboard(t.db, { period: '30d' }, now, rollupVersion);
    // A row as an older definition might have left it: the answer of that version shows it, so it is read from
    // the rollup and not recounted.
    await t.db.execute(
      sql`update dashboard_days set value = 40 where version = ${rollupVersion} and day = ${dayBefore(8)}::date and figure = 'fixtures'`,
    );
    const stale = await adminDashboard(t.db, { period: '30d' }, now, rollupVersion);
    expect(stale.figures.fixtures).toEqual({ current: 43, previous: 1 });

    const fresh = await adminDashboard(t.db, { period: '30d' }, now, 'next-definition');
    expect(fresh.figures.fixtures).toEqual({ current: 4, previous: 1 });
    expect(fresh.series[21]).toEqual({ start: dayBefore(8), fixtures: 1, money: [{ currency: 'USD', fixed: 5_000_000, released: 0, refunded: 0 }] });
    expect(await filledDays('next-definition')).toBe(59);
    expect(await rollup('next-definition', dayBefore(8))).toContainEqual({
      day: dayBefore(8),
      figure: 'fixtures',
      label: '',
      currency: '',
      value: 1,
    });
  });

  it('rolls a day up only a quarter of an hour after it ended, for the transactions begun before midnight', async () => {
    const midnight = Date.parse(`${today}T00:00:00Z`) + DAY;
    const marker = (day: string) => ({ day, figure: '_day', label: '', currency: '', value: 0 });
    await adminDashboard(t.db, { period: '7d' }, new Date(midnight + 5 * 60_000), 'grace-check');
    expect(await rollup('grace-check', dayBefore(1))).toContainEqual(marker(dayBefore(1)));
    expect(await rollup('grace-check', today)).toEqual([]); // ended five minutes ago: still answered live
    await adminDashboard(t.db, { period: '7d' }, new Date(midnight + 20 * 60_000), 'grace-check');
    expect(await rollup('grace-check', today)).toContainEqual(marker(today));
  });

  it("reads the rollup's first and last days into their periods, and no day outside them", async () => {
    // Three more cargo orders: at the previous period's first instant, a second before it, and late on the last
    // closed day. The world has two in this period and one in the previous one (dashboard-world.ts).
    for (const when of [`${dayBefore(59)}T00:00:00Z`, `${dayBefore(60)}T23:59:59Z`, `${dayBefore(1)}T23:59:00Z`])
      await t.db.execute(sql`insert into cargo_orders (poster_id, status, commodity, quantity_t, tolerance_pct, tolerance_option, load_place,
          discharge_place, load_regions, discharge_regions, laycan_from, laycan_to, load_rate_tpd, load_terms, discharge_rate_tpd, discharge_terms,
          charter_type, freight_basis, commission_pct, gear_needed, account_visibility, created_at, updated_at)
        values ('dash-charterer', 'open', 'coal', 50000, 10, 'MOLOO', 'NLRTM', 'CNTAO', '{CONT}', '{CJK}', '2027-01-01', '2027-01-10', 10000,
          'SHINC', 10000, 'SHINC', 'voyage', 'open', 2.5, false, 'everyone', ${when}::timestamptz, ${when}::timestamptz)`);
    const answer = await adminDashboard(t.db, { period: '30d' }, t.deps.clock.now(), 'edges');
    expect(await filledDays('edges')).toBe(59);
    expect(answer.figures.cargoOrders).toEqual({ current: 3, previous: 2 });
  });
});
