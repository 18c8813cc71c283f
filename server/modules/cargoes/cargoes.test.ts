import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cargoOrders, jobs } from '../../db/schema';
import { CHECK_VIOLATION, refusalOf } from '../../test/db-refusal';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let poster: Awaited<ReturnType<TestApp['signedIn']>>;
let otherCharterer: Awaited<ReturnType<TestApp['signedIn']>>;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  poster = await t.signedIn('charterer', { verified: true });
  otherCharterer = await t.signedIn('charterer', { verified: true });
  owner = await t.signedIn('owner', { verified: true });
});
afterAll(() => t.close());

const post = async (overrides: Record<string, unknown> = {}) => {
  const res = await poster.post('/api/cargoes', validCargo(t, overrides));
  expect(res.status, res.text).toBe(201);
  return res.json.cargo as { id: string; status: string };
};
const stored = async (id: string) => (await t.db.select().from(cargoOrders).where(eq(cargoOrders.id, id)))[0];
/** Orders, lapse jobs and audit rows: what a refused post must leave as it found them. */
const written = async () => ({
  orders: (await t.db.select({ n: count() }).from(cargoOrders))[0].n,
  jobs: (await t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'cargoes.lapse')))[0].n,
  audit: (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'cargo_order')))[0].n,
});

describe('posting a cargo order', () => {
  it('stores the order, answers it with place names, and queues its lapse at the end of the laycan', async () => {
    const res = await poster.post('/api/cargoes', validCargo(t, { loadPlace: 'br ssz', dischargePlace: 'cjk', remarks: 'Two grades' }));
    expect(res.status, res.text).toBe(201);
    const cargo = res.json.cargo;
    expect(cargo).toMatchObject({
      status: 'open',
      commodity: 'wheat',
      commodityName: 'Wheat',
      stowageFactor: 1.3,
      quantityT: 50_000,
      tolerancePct: 10,
      toleranceOption: 'MOLOO',
      load: { code: 'BRSSZ', name: 'Santos, Brazil', kind: 'port' },
      discharge: { code: 'CJK', name: 'China, Japan, Korea (CJK)', kind: 'region' },
      laycanFrom: dayFrom(t, 30),
      laycanTo: dayFrom(t, 35),
      loadRateTpd: 10_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 8_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: 3_250,
      commissionPct: 3.75,
      gearNeeded: false,
      accountVisibility: 'everyone',
      account: { company: expect.stringMatching(/^charterer company \d+$/), verified: true },
      accountHidden: null,
      remarks: 'Two grades',
      mine: true,
    });
    const row = await stored(cargo.id);
    expect(row).toMatchObject({
      posterId: poster.id,
      status: 'open',
      loadPlace: 'BRSSZ',
      dischargePlace: 'CJK',
      loadRegions: ['ECSA'],
      dischargeRegions: ['CJK'],
      stowageFactor: null,
      freightIdea: 3_250,
      commissionPct: 3.75,
    });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'cargoes.lapse'), sql`${jobs.payload}->>'cargoId' = ${cargo.id}`));
    expect(job.runAt.toISOString()).toBe(`${dayFrom(t, 36)}T00:00:00.000Z`);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, cargo.id)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['cargo.created', poster.id]]);
  });

  it('keeps a region within wider ranges, and "other" with its own name and stowage factor', async () => {
    const cargo = await post({ commodity: 'other', commodityOther: 'Ferro chrome', stowageFactor: 0.55, loadPlace: 'CONT' });
    expect(cargo).toMatchObject({ commodityName: 'Ferro chrome', stowageFactor: 0.55, load: { name: 'Continent (Le Havre–Hamburg) and UK (CONT)' } });
    // Rotterdam loads are in CONT, and CONT lies within Skaw–Passero and Skaw–Gibraltar.
    expect((await stored(cargo.id)).loadRegions).toEqual(['CONT', 'SKAW-PASSERO', 'SKAW-GIB']);
  });

  it.each([
    ['the laycan starting yesterday', { laycanFrom: 'yesterday', laycanTo: 'in 3 days' }, 'laycanFrom', 'The laycan cannot start in the past'],
    [
      'the laycan ending before it starts',
      { laycanFrom: 'in 30 days', laycanTo: 'in 29 days' },
      'laycanTo',
      'The laycan cannot end before it starts',
    ],
    ['999 t', { quantityT: 999 }, 'quantityT', 'Quantity must be at least 1,000 t'],
    ['400,001 t', { quantityT: 400_001 }, 'quantityT', 'Quantity must be at most 400,000 t'],
    ['a 21% tolerance', { tolerancePct: 21 }, 'tolerancePct', 'Tolerance must be at most 20%'],
    ['a negative tolerance', { tolerancePct: -1 }, 'tolerancePct', 'Tolerance cannot be negative'],
    ['a LOCODE the ports table lacks', { loadPlace: 'BRXXX' }, 'loadPlace', 'Choose a port from the list or a region such as ECSA'],
    ['an unknown discharge port', { dischargePlace: 'CNQQQ' }, 'dischargePlace', 'Choose a port from the list or a region such as ECSA'],
    [
      'a region that does not exist',
      { loadPlace: 'WCNA' },
      'loadPlace',
      'Load port or region must be a port (UN/LOCODE such as NLRTM) or a region such as ECSA',
    ],
    [
      '"other" without a stowage factor',
      { commodity: 'other', commodityOther: 'Ferro chrome' },
      'stowageFactor',
      'Give the stowage factor of this commodity',
    ],
  ])('refuses %s with 400 and the field’s message, writing nothing', async (_name, change, field, message) => {
    const relative: Record<string, string> = {
      yesterday: dayFrom(t, -1),
      'in 3 days': dayFrom(t, 3),
      'in 30 days': dayFrom(t, 30),
      'in 29 days': dayFrom(t, 29),
    };
    const body = Object.fromEntries(Object.entries(change).map(([k, v]) => [k, typeof v === 'string' && relative[v] ? relative[v] : v]));
    const before = await written();
    const res = await poster.post('/api/cargoes', validCargo(t, body));
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toBe(message);
    expect(await written()).toEqual(before);
  });

  it('lets a laycan start today (the app clock’s UTC date)', async () => {
    await post({ laycanFrom: dayFrom(t, 0), laycanTo: dayFrom(t, 2) });
  });

  it('refuses an unverified charterer (403) and an owner (403), writing nothing', async () => {
    const before = await written();
    const unverified = await t.signedIn('charterer');
    const refused = await unverified.post('/api/cargoes', validCargo(t));
    expect([refused.status, refused.json.error.message]).toEqual([
      403,
      'Only verified companies may post cargo orders: finish your company verification first',
    ]);
    expect((await owner.post('/api/cargoes', validCargo(t))).status).toBe(403);
    expect((await t.agent().post('/api/cargoes', validCargo(t))).status).toBe(401);
    expect(await written()).toEqual(before);
  });
});

describe('the poster alone changes an order', () => {
  it('lets the poster change an open order, recomputing its regions and queuing the new lapse', async () => {
    const cargo = await post();
    const res = await poster.put(`/api/cargoes/${cargo.id}`, validCargo(t, { loadPlace: 'NLRTM', laycanTo: dayFrom(t, 40), quantityT: 60_000 }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.cargo).toMatchObject({ quantityT: 60_000, load: { code: 'NLRTM', name: 'Rotterdam, Netherlands' }, laycanTo: dayFrom(t, 40) });
    expect((await stored(cargo.id)).loadRegions).toEqual(['CONT', 'SKAW-PASSERO', 'SKAW-GIB']);
    const lapses = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'cargoes.lapse'), sql`${jobs.payload}->>'cargoId' = ${cargo.id}`))
      .orderBy(jobs.id);
    expect(lapses.map((j) => j.runAt.toISOString())).toEqual([`${dayFrom(t, 36)}T00:00:00.000Z`, `${dayFrom(t, 41)}T00:00:00.000Z`]);
  });

  it('tells another charterer the order does not exist (404), refuses owners (403) and strangers (401)', async () => {
    const cargo = await post();
    const calls = [
      (a: typeof poster) => a.put(`/api/cargoes/${cargo.id}`, validCargo(t, { quantityT: 1_000 })),
      (a: typeof poster) => a.post(`/api/cargoes/${cargo.id}/withdraw`),
      (a: typeof poster) => a.post(`/api/cargoes/${cargo.id}/fixed-elsewhere`),
    ];
    for (const call of calls) {
      const res = await call(otherCharterer);
      expect([res.status, res.json.error.message]).toEqual([404, 'Cargo order not found']);
      expect((await call(owner)).status).toBe(403);
      expect((await call(t.agent() as typeof poster)).status).toBe(401);
    }
    expect(await stored(cargo.id)).toMatchObject({ status: 'open', quantityT: 50_000 });
  });

  it.each([
    ['withdraw', 'withdrawn'],
    ['fixed-elsewhere', 'fixed_elsewhere'],
  ])('lets the poster %s an open order once; then every change is 409', async (action, status) => {
    const cargo = await post();
    const res = await poster.post(`/api/cargoes/${cargo.id}/${action}`);
    expect([res.status, res.json.cargo.status]).toEqual([200, status]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, cargo.id)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['cargo.created', `cargo.${status}`]);
    for (const again of [
      poster.post(`/api/cargoes/${cargo.id}/withdraw`),
      poster.post(`/api/cargoes/${cargo.id}/fixed-elsewhere`),
      poster.put(`/api/cargoes/${cargo.id}`, validCargo(t)),
    ]) {
      const refused = await again;
      expect([refused.status, refused.json.error.message]).toEqual([409, 'This cargo order is no longer open']);
    }
    expect((await stored(cargo.id)).status).toBe(status);
    // Off the board: its page is the poster's record only.
    expect((await t.agent().get(`/api/cargoes/${cargo.id}`)).status).toBe(404);
    expect((await otherCharterer.get(`/api/cargoes/${cargo.id}`)).status).toBe(404);
    expect((await poster.get(`/api/cargoes/${cargo.id}`)).json.cargo.status).toBe(status);
  });

  it('lists the poster’s own orders, open ones first', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    const first = (await charterer.post('/api/cargoes', validCargo(t))).json.cargo.id;
    const second = (await charterer.post('/api/cargoes', validCargo(t, { quantityT: 30_000 }))).json.cargo.id;
    await charterer.post(`/api/cargoes/${second}/withdraw`);
    const third = (await charterer.post('/api/cargoes', validCargo(t, { quantityT: 20_000 }))).json.cargo.id;
    const mine = await charterer.get('/api/cargoes/mine');
    expect(mine.json.items.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      [third, 'open'],
      [first, 'open'],
      [second, 'withdrawn'],
    ]);
  });
});

describe('the database’s own guards', () => {
  it('has the lifecycle’s states in cargo_orders_status_check, and nothing else', async () => {
    const result = (await t.db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'cargo_orders_status_check'`,
    )) as unknown as { rows: { def: string }[] };
    expect(result.rows).toHaveLength(1);
    const inDatabase = [...result.rows[0].def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect(inDatabase).toEqual(['fixed', 'fixed_elsewhere', 'lapsed', 'open', 'withdrawn']);
  });

  it.each([
    ['cargo_orders_quantity_check', { quantityT: 999 }],
    ['cargo_orders_tolerance_check', { tolerancePct: 25 }],
    ['cargo_orders_laycan_check', { laycanTo: '2099-01-01' }],
    ['cargo_orders_freight_idea_check', { freightBasis: 'open' }],
    ['cargo_orders_freight_charter_check', { charterType: 'tct' }],
    ['cargo_orders_stowage_check', { commodity: 'other', commodityOther: 'Ferro chrome' }],
  ])('refuses a row the form would refuse (%s)', async (constraint, change) => {
    const cargo = await post({ laycanFrom: '2099-01-10', laycanTo: '2099-01-15' });
    const refusal = await refusalOf(
      t.db
        .update(cargoOrders)
        .set(change as Partial<typeof cargoOrders.$inferInsert>)
        .where(eq(cargoOrders.id, cargo.id)),
    );
    expect(refusal.code).toBe(CHECK_VIOLATION);
    expect(refusal.message).toContain(constraint);
  });
});

describe('lapsing at the end of the laycan', () => {
  it('takes an open order off the board once its laycan is over, once', async () => {
    const cargo = await post({ laycanFrom: dayFrom(t, 1), laycanTo: dayFrom(t, 2) });
    const endsAt = Date.parse(`${dayFrom(t, 3)}T00:00:00Z`);
    t.deps.clock.advance(endsAt - t.deps.clock.now().getTime() - 1_000);
    await t.deps.jobs.runDue();
    expect((await stored(cargo.id)).status).toBe('open');
    t.deps.clock.advance(1_000);
    await t.deps.jobs.runDue();
    expect((await stored(cargo.id)).status).toBe('lapsed');
    // A second run of the job (a crash after the commit, say) changes nothing.
    const { enqueue } = await import('../../lib/jobs');
    await enqueue(t.db, 'cargoes.lapse', { cargoId: cargo.id });
    await t.deps.jobs.runDue();
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, cargo.id)).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['cargo.created', poster.id],
      ['cargo.lapsed', null],
    ]);
    expect((await poster.post(`/api/cargoes/${cargo.id}/withdraw`)).status).toBe(409);
  });

  it('leaves an order whose laycan was moved later to the new end, and a withdrawn one as it is', async () => {
    const moved = await post({ laycanFrom: dayFrom(t, 1), laycanTo: dayFrom(t, 2) });
    const withdrawn = await post({ laycanFrom: dayFrom(t, 1), laycanTo: dayFrom(t, 2) });
    await poster.put(`/api/cargoes/${moved.id}`, validCargo(t, { laycanFrom: dayFrom(t, 1), laycanTo: dayFrom(t, 10) }));
    await poster.post(`/api/cargoes/${withdrawn.id}/withdraw`);
    t.deps.clock.advance(4 * 86_400_000);
    await t.deps.jobs.runDue();
    expect([(await stored(moved.id)).status, (await stored(withdrawn.id)).status]).toEqual(['open', 'withdrawn']);
    t.deps.clock.advance(7 * 86_400_000);
    await t.deps.jobs.runDue();
    expect((await stored(moved.id)).status).toBe('lapsed');
  });
});
