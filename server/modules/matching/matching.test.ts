import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, vesselBlocks, vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let charterer: Member;
let otherCharterer: Member;
let owner: Member;
let otherOwner: Member;
let unverifiedOwner: Member;
const nextImo = imoSequence(930_100);

/** A Supramax with her speeds, open `openDaysOut` from today at `openPort`; changes go straight to the row. */
async function ship(by: Member, name: string, openPort: string, openDaysOut: number, row: Partial<typeof vessels.$inferInsert> = {}) {
  const res = await by.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort, openDate: dayFrom(t, openDaysOut) }));
  expect(res.status, res.text).toBe(201);
  const id = res.json.vessel.id as string;
  await t.db
    .update(vessels)
    .set({
      ladenSpeedKn: 13.5,
      ladenConsumptionT: 28,
      ballastSpeedKn: 14,
      ballastConsumptionT: 25,
      portConsumptionT: 3,
      cranes: 4,
      craneSwlT: 30,
      ...row,
    })
    .where(eq(vessels.id, id));
  return id;
}

let wheat: string;
let atSantos: string;
let atRotterdam: string;
let archived: string;
let blocked: string;
let tanker: string;
let unverifiedShip: string;
let othersShip: string;

beforeAll(async () => {
  t = await createTestApp();
  charterer = await t.signedIn('charterer', { verified: true });
  otherCharterer = await t.signedIn('charterer', { verified: true });
  owner = await t.signedIn('owner', { verified: true });
  otherOwner = await t.signedIn('owner', { verified: true });
  unverifiedOwner = await t.signedIn('owner', { verified: false });
  // 50,000 t wheat 10% MOLOO Santos → Qingdao, laycan 30–35 days out.
  const res = await charterer.post('/api/cargoes', validCargo(t));
  expect(res.status, res.text).toBe(201);
  wheat = res.json.cargo.id;

  atSantos = await ship(owner, 'Santos Spirit', 'BRSSZ', 28);
  atRotterdam = await ship(owner, 'Rotterdam Trader', 'NLRTM', 28); // ~5,400 nm away: two weeks' ballast, late
  archived = await ship(owner, 'Old Timer', 'BRSSZ', 28, { archivedAt: new Date() });
  blocked = await ship(owner, 'Dry Docked', 'BRSSZ', 28);
  await t.db
    .insert(vesselBlocks)
    .values({ vesselId: blocked, startDate: dayFrom(t, 33), endDate: dayFrom(t, 40), reason: 'drydock', createdBy: 'test' });
  tanker = await ship(owner, 'Clean Product', 'BRSSZ', 28, { type: 'tanker' });
  unverifiedShip = await ship(unverifiedOwner, 'Not Yet Verified', 'BRSSZ', 28);
  othersShip = await ship(otherOwner, 'Paranagua Pride', 'BRPNG', 29);
});
afterAll(() => t.close());

type Row = {
  vessel: { id: string; name: string; mine: boolean };
  fits: boolean;
  checks: { key: string; level: string; text: string }[];
  laden: { nm: number; via: string[] };
};
const idsOf = (items: Row[]) => items.map((m) => m.vessel.id);

describe('matching ships for a cargo order', () => {
  it('ranks the ships that fit first, with why each fits or fails', async () => {
    const res = await charterer.get(`/api/cargoes/${wheat}/matches`);
    expect(res.status, res.text).toBe(200);
    const items = res.json.items as Row[];
    expect(idsOf(items).slice(0, 2).sort()).toEqual([atSantos, othersShip].sort());
    expect(items.slice(0, 2).map((m) => m.fits)).toEqual([true, true]);
    const rotterdam = items.find((m) => m.vessel.id === atRotterdam)!;
    expect(rotterdam.fits).toBe(false);
    expect(rotterdam.checks.find((c) => c.key === 'laycan')).toMatchObject({ level: 'fail' });
    expect(rotterdam.checks.find((c) => c.key === 'laycan')!.text).toMatch(/after the laycan closes$/);
    expect(idsOf(items).indexOf(atRotterdam)).toBe(2);
    // Santos–Qingdao round the Cape of Good Hope (Suez avoided by default): about 11,000 nm.
    expect(items[0].laden.via).toContain('Cape of Good Hope');
    expect(Math.abs(items[0].laden.nm - 11_000) / 11_000).toBeLessThan(0.05);
    expect(res.json.settings).toEqual({ bunkerPriceCentsPerT: 60_000, suez: false, panama: true, speed: 'full' });
  });

  it('never offers an archived ship, one blocked on the laycan, a tanker for grain, or an unverified owner’s ship', async () => {
    const res = await charterer.get(`/api/cargoes/${wheat}/matches`);
    const ids = idsOf(res.json.items as Row[]);
    expect(ids).toHaveLength(3);
    for (const hidden of [archived, blocked, tanker, unverifiedShip]) expect(ids).not.toContain(hidden);
  });

  it('shows an owner only their own ships, and refuses another charterer', async () => {
    const own = await owner.get(`/api/cargoes/${wheat}/matches`);
    expect(idsOf(own.json.items as Row[]).sort()).toEqual([atSantos, atRotterdam].sort());
    expect((own.json.items as Row[]).map((m) => m.vessel.mine)).toEqual([true, true]);
    const refused = await otherCharterer.get(`/api/cargoes/${wheat}/matches`);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Matching ships are shown to the cargo’s charterer, and to owners for their own ships');
  });

  it('uses Suez when the user allows it, and prices the bunkers as set', async () => {
    const res = await charterer.post('/api/cargoes', validCargo(t, { loadPlace: 'NLRTM', dischargePlace: 'SGSIN', commodity: 'steel coils' }));
    const cargo = res.json.cargo.id;
    const cape = (await charterer.get(`/api/cargoes/${cargo}/matches`)).json;
    const suez = (await charterer.get(`/api/cargoes/${cargo}/matches?suez=1&bunkerPrice=450`)).json;
    expect(cape.items[0].laden.via).toContain('Cape of Good Hope');
    expect(suez.items[0].laden.via).toContain('Suez');
    expect(suez.items[0].laden.nm).toBeLessThan(cape.items[0].laden.nm - 2_500);
    expect(suez.items[0].estimate.bunkers.priceCentsPerT).toBe(45_000);
    const bad = await charterer.get(`/api/cargoes/${cargo}/matches?bunkerPrice=0`);
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.bunkerPrice).toBe('Bunker price must be at least USD 1/t');
  });
});

describe('matching cargoes for a ship', () => {
  it('lists the open orders that suit the owner’s ship, with the estimate', async () => {
    const res = await owner.get(`/api/vessels/${atSantos}/matches`);
    expect(res.status, res.text).toBe(200);
    const first = res.json.items[0];
    expect(first.cargo.id).toBe(wheat);
    expect(first.fits).toBe(true);
    expect(first.ballast).toMatchObject({ nm: 0, status: 'early', byDays: 2 }); // opens 28 days out, laycan from day 30
    expect(first.estimate.tceCentsPerDay).toBeGreaterThan(0); // wheat at USD 32.50/t from her own load port earns
  });

  it('is the ship owner’s alone: another owner is told the ship does not exist', async () => {
    const res = await otherOwner.get(`/api/vessels/${atSantos}/matches`);
    expect(res.status).toBe(404);
  });
});

describe('telling both sides of a new match', () => {
  const noticesOf = (m: Member, title: string) =>
    t.db
      .select({ message: notifications.message, linkPath: notifications.linkPath })
      .from(notifications)
      .where(and(eq(notifications.userId, m.id), eq(notifications.title, title)));

  it('tells each owner whose ship fits a new cargo order, once, naming the ships; nobody else', async () => {
    await t.deps.jobs.runDue(); // what earlier posts queued
    const before = (await noticesOf(owner, 'A new cargo order fits your ship')).length;
    const res = await charterer.post('/api/cargoes', validCargo(t, { quantityT: 48_000, laycanFrom: dayFrom(t, 31), laycanTo: dayFrom(t, 36) }));
    expect(res.status, res.text).toBe(201);
    await t.deps.jobs.runDue();
    const mine = await noticesOf(owner, 'A new cargo order fits your ship');
    expect(mine).toHaveLength(before + 1);
    const latest = mine.find((n) => n.linkPath === `/cargoes/${res.json.cargo.id}`)!;
    // Santos Spirit fits; Rotterdam Trader is late, the tanker, the archived and the blocked ship are not offered.
    expect(latest.message).toMatch(/^48,000 t 10% MOLOO wheat, Santos, Brazil to Qingdao, China, laycan \d+ \w+ to \d+ \w+: fits Santos Spirit\. /);
    expect((await noticesOf(otherOwner, 'A new cargo order fits your ship')).some((n) => n.linkPath === `/cargoes/${res.json.cargo.id}`)).toBe(true);
    expect(await noticesOf(unverifiedOwner, 'A new cargo order fits your ship')).toEqual([]);
    expect(await noticesOf(otherCharterer, 'A new cargo order fits your ship')).toEqual([]);
  });

  it('tells the charterer when a ship is newly open where it fits their order, once', async () => {
    await t.deps.jobs.runDue();
    const before = (await noticesOf(charterer, 'A ship fits your cargo order')).length;
    const moved = await otherOwner.put(`/api/vessels/${othersShip}/position`, {
      openPort: 'BRSSZ',
      openDate: dayFrom(t, 30),
      openDateTo: dayFrom(t, 32),
    });
    expect(moved.status, moved.text).toBe(200);
    await t.deps.jobs.runDue();
    const after = await noticesOf(charterer, 'A ship fits your cargo order');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.message).toMatch(
      /^Paranagua Pride \(58,000 dwt\), open Santos, Brazil from \d+ \w+, fits your [\d,]+ t 10% MOLOO wheat, Santos, Brazil to Qingdao, China/,
    );
    // The same position again is no news.
    await otherOwner.put(`/api/vessels/${othersShip}/position`, { openPort: 'BRSSZ', openDate: dayFrom(t, 30), openDateTo: dayFrom(t, 32) });
    await t.deps.jobs.runDue();
    expect(await noticesOf(charterer, 'A ship fits your cargo order')).toHaveLength(before + 1);
    expect(await noticesOf(otherCharterer, 'A ship fits your cargo order')).toEqual([]);
  });
});
