import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDashboardWorld } from '../../test/dashboard-world';
import { createTestApp, type TestApp } from '../../test/harness';

// The dashboard over a small marketplace built at known times (server/test/dashboard-world.ts): every expected figure
// below is counted by hand from that file, for the 30 days ending today and the 30 days before them.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
let member: Awaited<ReturnType<TestApp['signedIn']>>;
let today: string;
const DAY = 86_400_000;
const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  member = await t.signedIn('charterer'); // a new member of this period too
  today = t.deps.clock.now().toISOString().slice(0, 10);
  await buildDashboardWorld(t.db, new Date(`${today}T00:00:00Z`));
});
afterAll(async () => t?.close());

describe('GET /api/admin/dashboard', () => {
  it('counts each figure in the last 30 days beside the 30 days before', async () => {
    const res = await admin.get('/api/admin/dashboard?period=30d');
    expect(res.status).toBe(200);
    expect(res.json.period).toEqual({
      period: '30d',
      from: dayBefore(29),
      to: today,
      previousFrom: dayBefore(59),
      previousTo: dayBefore(30),
      bucket: 'day',
    });
    expect(res.json.figures).toEqual({
      newMembers: { current: 2, previous: 1 },
      newCompanies: { current: 1, previous: 1 },
      listedShips: { current: 3, previous: 2 },
      openPositions: { current: 2, previous: null },
      cargoOrders: { current: 2, previous: 1 },
      enquiries: { current: 7, previous: 2 },
      offers: { current: 2, previous: 1 },
      fixtures: { current: 4, previous: 1 },
      medianHoursToFixture: { current: 36, previous: 120 },
      failedPayments: { current: 1, previous: 1 },
      openReports: { current: 2, previous: 1 },
      openVerificationCases: { current: 1, previous: 2 },
    });
  });

  it('gives the money by currency, USD first, from the charters and the ledger', async () => {
    const res = await admin.get('/api/admin/dashboard?period=30d');
    expect(res.json.money).toEqual([
      {
        currency: 'USD',
        fixed: { current: 8_000_000, previous: 2_000_000 },
        held: { current: 5_500_000, previous: 500_000 },
        released: { current: 0, previous: 2_000_000 },
        refunded: { current: 3_000_000, previous: 0 },
        inClaims: { current: 500_000, previous: 500_000 },
      },
      {
        currency: 'EUR',
        fixed: { current: 1_000_000, previous: 0 },
        held: { current: 1_000_000, previous: 0 },
        released: { current: 0, previous: 0 },
        refunded: { current: 0, previous: 0 },
        inClaims: { current: 1_000_000, previous: 0 },
      },
    ]);
  });

  it('draws every day of the period, empty days included, with the funnel, regions and size classes', async () => {
    const res = await admin.get('/api/admin/dashboard?period=30d');
    const series = res.json.series as { start: string; fixtures: number; money: unknown[] }[];
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ start: dayBefore(29), fixtures: 1, money: [] });
    expect(series[1]).toEqual({ start: dayBefore(28), fixtures: 0, money: [] });
    expect(series[21]).toEqual({ start: dayBefore(8), fixtures: 1, money: [{ currency: 'USD', fixed: 5_000_000, released: 0, refunded: 0 }] });
    expect(series[27]).toEqual({ start: dayBefore(2), fixtures: 1, money: [{ currency: 'EUR', fixed: 1_000_000, released: 0, refunded: 0 }] });
    expect(series[28]).toEqual({ start: dayBefore(1), fixtures: 0, money: [{ currency: 'USD', fixed: 0, released: 0, refunded: 3_000_000 }] });
    expect(series[29]).toEqual({ start: today, fixtures: 0, money: [] });
    expect(series.reduce((n, b) => n + b.fixtures, 0)).toBe(4);
    expect(res.json.funnel).toEqual([
      { stage: 'enquiry', deals: 7 },
      { stage: 'negotiating', deals: 5 },
      { stage: 'on_subjects', deals: 4 },
      { stage: 'fixed', deals: 3 },
    ]);
    expect(res.json.fixturesByLoadRegion).toEqual([
      { label: 'Not stated', fixtures: 2 },
      { label: 'Continent (Le Havre–Hamburg) and UK', fixtures: 1 },
      { label: 'Other ports', fixtures: 1 },
    ]);
    expect(res.json.fixturesBySizeClass).toEqual([
      { label: 'Handymax/Supramax', fixtures: 2 },
      { label: 'Aframax/LR2', fixtures: 1 },
      { label: 'Size not stated', fixtures: 1 },
    ]);
  });

  it('answers 7 days by the day and a custom period against the same number of days just before', async () => {
    const week = await admin.get('/api/admin/dashboard?period=7d');
    expect(week.json.period).toMatchObject({ from: dayBefore(6), to: today, previousFrom: dayBefore(13), previousTo: dayBefore(7), bucket: 'day' });
    expect(week.json.series.map((b: { fixtures: number }) => b.fixtures)).toEqual([0, 1, 0, 0, 1, 0, 0]);
    expect(week.json.figures.fixtures).toEqual({ current: 2, previous: 1 });

    const custom = await admin.get(`/api/admin/dashboard?period=custom&from=${dayBefore(9)}&to=${dayBefore(7)}`);
    expect(custom.status).toBe(200);
    expect(custom.json.period).toEqual({
      period: 'custom',
      from: dayBefore(9),
      to: dayBefore(7),
      previousFrom: dayBefore(12),
      previousTo: dayBefore(10),
      bucket: 'day',
    });
    expect(custom.json.figures.fixtures).toEqual({ current: 1, previous: 0 });
    expect(custom.json.figures.enquiries).toEqual({ current: 0, previous: 1 });
  });

  it('groups longer periods by weeks from Monday and by calendar months, the first bucket from the first day', async () => {
    const weeks = await admin.get('/api/admin/dashboard?period=custom&from=2026-01-01&to=2026-03-31');
    expect(weeks.json.period.bucket).toBe('week');
    const starts = weeks.json.series.map((b: { start: string }) => b.start);
    expect(starts.slice(0, 3)).toEqual(['2026-01-01', '2026-01-05', '2026-01-12']);
    expect(starts).toHaveLength(14);
    expect(starts[13]).toBe('2026-03-30');

    const months = await admin.get('/api/admin/dashboard?period=custom&from=2025-01-15&to=2025-12-31');
    expect(months.json.period.bucket).toBe('month');
    expect(months.json.series.map((b: { start: string }) => b.start)).toEqual([
      '2025-01-15',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
    ]);
    const year = await admin.get('/api/admin/dashboard?period=12m');
    expect(year.json.period.bucket).toBe('month');
    expect(year.json.figures.fixtures).toEqual({ current: 6, previous: 0 });
  });

  it('refuses a custom period it cannot answer with the field and the reason', async () => {
    const ask = (q: string) => admin.get(`/api/admin/dashboard?${q}`);
    const missing = await ask(`period=custom&from=${dayBefore(3)}`);
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({ to: 'Enter both the first and the last day' });
    const backwards = await ask('period=custom&from=2026-02-10&to=2026-02-01');
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields).toEqual({ to: 'The last day must not be before the first day' });
    const long = await ask('period=custom&from=2020-01-01&to=2023-12-31');
    expect(long.status).toBe(400);
    expect(long.json.error.fields).toEqual({ to: 'Choose a period of at most three years' });
    const garbled = await ask('period=custom&from=2026-02-01&to=tomorrow');
    expect(garbled.status).toBe(400);
    expect(garbled.json.error.fields).toEqual({ to: 'Enter a date as YYYY-MM-DD' });
    const unknown = await ask('period=5y');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ period: 'Choose 7 days, 30 days, 12 months or custom dates' });
  });

  it('is for admins only', async () => {
    expect((await member.get('/api/admin/dashboard')).status).toBe(403);
    expect((await t.agent().get('/api/admin/dashboard')).status).toBe(401);
  });
});
