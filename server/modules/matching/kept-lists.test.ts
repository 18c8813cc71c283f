import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoOrders, profiles, vesselBlocks, vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// Match lists are kept in the server until the market changes (server/lib/market-cache.ts). Every change below is
// written straight to the database on a connection of the test's own, not through the service that would weigh the
// list: the list read at once afterwards must show it, on PGlite and on PostgreSQL (where the change reaches the
// server as a notification on another connection).

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let charterer: Member;
let owner: Member;
let otherOwner: Member;
let wheat: string;
let santos: string;
let paranagua: string;
const nextImo = imoSequence(931_700);

async function ship(by: Member, name: string, openPort: string) {
  const res = await by.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort, openDate: dayFrom(t, 28) }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel.id as string;
}

const shipsFor = async (who: Member, cargoId: string) => {
  const res = await who.get(`/api/cargoes/${cargoId}/matches`);
  expect(res.status, res.text).toBe(200);
  return (res.json.items as { vessel: { name: string; mine: boolean } }[]).map((m) => m.vessel);
};
const shipNames = async (who: Member, cargoId: string) => (await shipsFor(who, cargoId)).map((v) => v.name).sort();
const cargoIdsFor = async (vesselId: string) => {
  const res = await owner.get(`/api/vessels/${vesselId}/matches`);
  expect(res.status, res.text).toBe(200);
  return (res.json.items as { cargo: { id: string } }[]).map((m) => m.cargo.id);
};

beforeAll(async () => {
  t = await createTestApp();
  charterer = await t.signedIn('charterer', { verified: true });
  owner = await t.signedIn('owner', { verified: true });
  otherOwner = await t.signedIn('owner', { verified: true });
  // 50,000 t wheat 10% MOLOO Santos → Qingdao, laycan 30–35 days out.
  const res = await charterer.post('/api/cargoes', validCargo(t));
  expect(res.status, res.text).toBe(201);
  wheat = res.json.cargo.id;
  santos = await ship(owner, 'Kept Santos', 'BRSSZ');
  paranagua = await ship(otherOwner, 'Kept Paranagua', 'BRPNG');
});
afterAll(() => t.close());

describe('a kept match list', () => {
  it('is kept once weighed, and read the same again', async () => {
    const first = await shipNames(charterer, wheat);
    expect(first).toEqual(['Kept Paranagua', 'Kept Santos']);
    expect(t.deps.marketCache.size()).toBeGreaterThan(0);
    expect(await shipNames(charterer, wheat)).toEqual(first);
  });

  it('drops a ship the moment it is archived, and takes her back when restored', async () => {
    expect(await shipNames(charterer, wheat)).toContain('Kept Santos');
    await t.db.update(vessels).set({ archivedAt: new Date() }).where(eq(vessels.id, santos));
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Paranagua']);
    await t.db.update(vessels).set({ archivedAt: null }).where(eq(vessels.id, santos));
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Paranagua', 'Kept Santos']);
  });

  it('drops a ship held on the laycan by a block written a moment before', async () => {
    expect(await shipNames(charterer, wheat)).toContain('Kept Paranagua');
    const [block] = await t.db
      .insert(vesselBlocks)
      .values({ vesselId: paranagua, startDate: dayFrom(t, 31), endDate: dayFrom(t, 33), reason: 'drydock', createdBy: 'test' })
      .returning({ id: vesselBlocks.id });
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Santos']);
    await t.db.delete(vesselBlocks).where(eq(vesselBlocks.id, block.id));
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Paranagua', 'Kept Santos']);
  });

  it('drops the ships of an owner the moment the owner is suspended', async () => {
    expect(await shipNames(charterer, wheat)).toContain('Kept Paranagua');
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, otherOwner.id));
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Santos']);
    await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, otherOwner.id));
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Paranagua', 'Kept Santos']);
  });

  it('is never another viewer’s: an owner offering against the order sees only their own ships', async () => {
    expect(await shipNames(charterer, wheat)).toEqual(['Kept Paranagua', 'Kept Santos']);
    const own = await shipsFor(owner, wheat);
    expect(own.map((v) => v.name)).toEqual(['Kept Santos']);
    expect(own.map((v) => v.mine)).toEqual([true]);
    expect((await shipsFor(otherOwner, wheat)).map((v) => v.name)).toEqual(['Kept Paranagua']);
  });

  it('drops a cargo order from a ship’s list the moment it is withdrawn', async () => {
    expect(await cargoIdsFor(santos)).toEqual([wheat]);
    await t.db.update(cargoOrders).set({ status: 'withdrawn' }).where(eq(cargoOrders.id, wheat));
    expect(await cargoIdsFor(santos)).toEqual([]);
    await t.db.update(cargoOrders).set({ status: 'open' }).where(eq(cargoOrders.id, wheat));
    expect(await cargoIdsFor(santos)).toEqual([wheat]);
  });
});
