import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// These tests open an app of their own: migrating its database is most of their time on a busy machine.
const SETUP_MS = 120_000;

let t: TestApp;
let poster: Awaited<ReturnType<TestApp['signedIn']>>;
/** The board's orders by name: a to d open (posted in that order, a second apart), e withdrawn. */
const ids: Record<string, string> = {};

const orders: Record<string, Record<string, unknown>> = {
  a: { commodity: 'wheat', quantityT: 50_000, loadPlace: 'BRSSZ', dischargePlace: 'CNTAO', laycan: [30, 35] },
  b: { commodity: 'coal', quantityT: 70_000, loadPlace: 'NLRTM', dischargePlace: 'USHOU', laycan: [40, 45] },
  c: { commodity: 'wheat', quantityT: 30_000, loadPlace: 'ECSA', dischargePlace: 'CJK', laycan: [50, 55] },
  d: { commodity: 'corn', quantityT: 50_000, loadPlace: 'CONT', dischargePlace: 'JPCHB', laycan: [30, 35] },
  e: { commodity: 'wheat', quantityT: 50_000, loadPlace: 'BRSSZ', dischargePlace: 'CNTAO', laycan: [30, 35] },
};

beforeAll(async () => {
  t = await createTestApp();
  poster = await t.signedIn('charterer', { verified: true });
  for (const [name, { laycan, ...fields }] of Object.entries(orders)) {
    const [from, to] = laycan as number[];
    const res = await poster.post('/api/cargoes', validCargo(t, { ...fields, laycanFrom: dayFrom(t, from), laycanTo: dayFrom(t, to) }));
    if (res.status !== 201) throw new Error(res.text);
    ids[name] = res.json.cargo.id;
    t.deps.clock.advance(1_000);
  }
  await poster.post(`/api/cargoes/${ids.e}/withdraw`);
});
afterAll(() => t.close());

/** The board's answer as order names, newest first. */
const board = async (query: string) => {
  const res = await t.agent().get(`/api/cargoes?${query}`);
  expect(res.status, res.text).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return res.json.items.map((c: { id: string }) => byId[c.id] ?? c.id);
};

describe('the cargo board', () => {
  it('shows open orders only, newest first', async () => {
    expect(await board('')).toEqual(['d', 'c', 'b', 'a']);
  });

  it.each([
    ['commodity=wheat', ['c', 'a']],
    ['commodity=coal', ['b']],
    ['minSize=50000', ['d', 'b', 'a']],
    ['maxSize=50000', ['d', 'c', 'a']],
    ['minSize=40000&maxSize=60000', ['d', 'a']],
    // A port in the region and the region itself; a region held within the one asked for (CONT within Skaw–Passero).
    ['loadRegion=ECSA', ['c', 'a']],
    ['loadRegion=CONT', ['d', 'b']],
    ['loadRegion=SKAW-PASSERO', ['d', 'b']],
    ['loadRegion=USG', []],
    ['dischargeRegion=CJK', ['d', 'c', 'a']],
    ['dischargeRegion=USG', ['b']],
    ['commodity=wheat&loadRegion=ECSA&dischargeRegion=CJK&maxSize=40000', ['c']],
  ])('filters by %s', async (query, expected) => {
    expect(await board(query)).toEqual(expected);
  });

  it.each([
    [36, 39, []],
    [34, 41, ['d', 'b', 'a']],
    [45, 45, ['b']],
    [33, null, ['d', 'a']],
    [null, 52, ['c']],
  ])('shows laycans that overlap %s–%s days out', async (from, to, expected) => {
    const query = [from !== null && `from=${dayFrom(t, from)}`, to !== null && `to=${dayFrom(t, to)}`].filter(Boolean).join('&');
    expect(await board(query)).toEqual(expected);
  });

  it('refuses a bad filter with 400 and its message', async () => {
    const res = await t.agent().get('/api/cargoes?minSize=-1');
    expect([res.status, res.json.error.fields.minSize]).toEqual([400, 'Minimum size cannot be negative']);
  });

  // An app of its own: tests run in random order, and these orders would fill the others' pages.
  it('pages by twenty, newest first, saying whether another page follows', { timeout: SETUP_MS }, async () => {
    const own = await createTestApp();
    try {
      const charterer = await own.signedIn('charterer', { verified: true });
      const posted: string[] = [];
      for (let i = 0; i < 21; i++) {
        own.deps.clock.advance(1_000);
        const res = await charterer.post('/api/cargoes', validCargo(own, { quantityT: 10_000 + i }));
        expect(res.status).toBe(201);
        posted.push(res.json.cargo.id);
      }
      const first = (await own.agent().get('/api/cargoes')).json;
      expect([first.items.length, first.page, first.pageSize, first.hasMore]).toEqual([20, 1, 20, true]);
      expect(first.items.map((c: { id: string }) => c.id)).toEqual(posted.slice(1).reverse());
      const second = (await own.agent().get('/api/cargoes?page=2')).json;
      expect([second.items.map((c: { id: string }) => c.id), second.hasMore]).toEqual([[posted[0]], false]);
    } finally {
      await own.close();
    }
  });
});
