import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cargoOrders, vessels } from '../../../db/schema';
import type { CurrentUser } from '../../../lib/context';
import { AppError } from '../../../lib/errors';
import { loadCurrentUser } from '../../accounts/service';
import { dayFrom } from '../../../test/deal-input';
import { createTestApp, type TestApp } from '../../../test/harness';
import { imoSequence, validVessel } from '../../../test/vessel-input';
import { publishDrafts } from './service';
import { cargoDraft, newShipForm, positionDraft } from './test-drafts';

// Publishing reviewed circular drafts (#28): ships matched by IMO, then by name and particulars; another company's
// ship refused; a ship or cargo circulated again updates its listing; one bad field writes nothing.

let t: TestApp;
const nextImo = imoSequence(731_000);
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function member(role: 'owner' | 'charterer') {
  const agent = await t.signedIn(role, { verified: true });
  return { agent, user: (await loadCurrentUser(t.db, agent.id)) as CurrentUser };
}

/** A vessel listed through the vessel form, with a name no other test uses. */
async function listed(owner: Awaited<ReturnType<typeof member>>, overrides: Record<string, unknown> = {}) {
  const name = `Orchid ${++serial}`;
  const imo = nextImo();
  const res = await owner.agent.post('/api/vessels', validVessel({ name, imo, ...overrides }));
  expect(res.status).toBe(201);
  return { id: res.json.vessel.id as string, name, imo };
}

const vesselRow = async (id: string) => (await t.db.select().from(vessels).where(eq(vessels.id, id)))[0];
const publish = (user: CurrentUser, drafts: Parameters<typeof publishDrafts>[2]) => publishDrafts(t.db, user, drafts, t.deps.clock.now());

/** The refusal as the route answers it: status, message and fields. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message, fields: error.fields };
}

describe('ship matching', () => {
  it('matches by IMO before name: the IMO’s vessel is updated, the vessel of the same name is not', async () => {
    const owner = await member('owner');
    const byImo = await listed(owner);
    const byName = await listed(owner, { openPort: 'NLRTM', openDate: '2027-01-10' });
    const [result] = await publish(owner.user, [positionDraft({ vessel_name: byName.name, imo: byImo.imo, dwt: null, built: null })]);
    expect(result).toMatchObject({ action: 'updated', kind: 'position', listingId: byImo.id });
    const [a, b] = [await vesselRow(byImo.id), await vesselRow(byName.id)];
    expect([a.openRegion, a.openPort, a.openDate, a.openDateTo]).toEqual(['CJK', null, '2027-12-10', '2027-12-15']);
    expect([b.openRegion, b.openPort, b.openDate, b.openDateTo]).toEqual([null, 'NLRTM', '2027-01-10', null]);
  });

  it('matches by name whatever the prefix and spacing, when the DWT is within 2% and the year agrees', async () => {
    const owner = await member('owner');
    const ship = await listed(owner); // 58,000 dwt, built 2015
    const written = `M/V ${ship.name.toUpperCase().replace(' ', '  ')}`;
    const [result] = await publish(owner.user, [positionDraft({ vessel_name: written, dwt: 58900, built: 2015 })]);
    expect(result).toMatchObject({ action: 'updated', listingId: ship.id });
    expect((await vesselRow(ship.id)).openRegion).toBe('CJK');
    // 5% off is another ship of that name: new to Fairlead, so its particulars are asked for.
    const other = await refusal(publish(owner.user, [positionDraft({ vessel_name: ship.name, dwt: 61000, built: 2015 })]));
    expect(other.status).toBe(400);
    expect(other.message).toBe(
      `Draft 1 (MV ${ship.name}): MV ${ship.name} is not on Fairlead yet: to list it, add its IMO number, length overall, beam, summer draught and capacity`,
    );
    expect(other.fields).toMatchObject({ 'drafts.0.imo': 'IMO number is required', 'drafts.0.lengthM': 'Length overall must be a number' });
  });

  it('refuses a ship another company lists, by IMO or by name, and changes nothing', async () => {
    const [owner, rival] = [await member('owner'), await member('owner')];
    const ship = await listed(owner);
    const before = await vesselRow(ship.id);
    const byImo = await refusal(publish(rival.user, [positionDraft({ vessel_name: 'ORCHID RENAMED', imo: ship.imo })]));
    const message = 'MV ORCHID RENAMED is listed by another company on Fairlead; only its owner can publish its position';
    expect(byImo).toEqual({ status: 403, message: `Draft 1 (MV ORCHID RENAMED): ${message}`, fields: { 'drafts.0.imo': message } });
    const byName = await refusal(publish(rival.user, [positionDraft({ vessel_name: ship.name.toUpperCase(), dwt: 58000, built: 2015 })]));
    expect([byName.status, byName.fields]).toEqual([
      403,
      { 'drafts.0.name': `MV ${ship.name.toUpperCase()} is listed by another company on Fairlead; only its owner can publish its position` },
    ]);
    expect(await vesselRow(ship.id)).toEqual(before);
  });
});

describe('positions', () => {
  it('lists a ship new to Fairlead with the particulars the circular gives and its open position', async () => {
    const owner = await member('owner');
    const imo = nextImo();
    const [result] = await publish(owner.user, [positionDraft({ vessel_name: 'NEW PLOVER', imo, form: newShipForm })]);
    expect(result).toEqual({
      action: 'created',
      kind: 'position',
      listingId: result.listingId,
      message: 'Listed MV NEW PLOVER as a new vessel, open CJK 10-15 Dec',
    });
    const row = await vesselRow(result.listingId);
    expect(row).toMatchObject({
      ownerId: owner.user.id,
      name: 'NEW PLOVER',
      imo,
      type: 'bulkCarrier',
      flag: 'MH',
      deadweightT: 58000,
      buildYear: 2014,
      cranes: 4,
      craneSwlT: 30,
      grabs: 4,
      grabCubicM: 12,
      openRegion: 'CJK',
      openDate: '2027-12-10',
      openDateTo: '2027-12-15',
      charterTypes: ['voyage', 'time'],
    });
    const audits = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, result.listingId));
    expect(audits).toEqual([{ action: 'vessel.created' }]);
  });

  it('updates the position when the same ship is circulated again (another broker, no IMO): one vessel, new dates', async () => {
    const owner = await member('owner');
    const imo = nextImo();
    const [first] = await publish(owner.user, [positionDraft({ vessel_name: 'SILVER TERN', imo, form: newShipForm })]);
    const again = positionDraft({
      vessel_name: 'MV Silver Tern',
      dwt: 58100,
      open_area: null,
      open_port: 'SGSIN',
      open_from: '2027-12-18',
      open_to: '2027-12-20',
    });
    const [second] = await publish(owner.user, [again]);
    expect(second).toEqual({
      action: 'updated',
      kind: 'position',
      listingId: first.listingId,
      message: 'Updated the open position of MV SILVER TERN (was CJK 10-15 Dec, now Singapore 18-20 Dec)',
    });
    const rows = await t.db.select().from(vessels).where(eq(vessels.ownerId, owner.user.id));
    expect(rows.map((r) => [r.imo, r.openPort, r.openRegion, r.openDate, r.openDateTo])).toEqual([[imo, 'SGSIN', null, '2027-12-18', '2027-12-20']]);
    const audits = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, first.listingId));
    expect(audits.map((a) => a.action).sort()).toEqual(['vessel.created', 'vessel.position_updated']);
  });

  it('refuses a bad field with the form’s message and writes nothing of the batch', async () => {
    const owner = await member('owner');
    const ship = await listed(owner);
    const before = await vesselRow(ship.id);
    const drafts = [
      positionDraft({ vessel_name: 'GOOD GULL', imo: nextImo(), form: newShipForm }),
      positionDraft({ vessel_name: ship.name, imo: ship.imo, open_area: null, open_port: null }),
    ];
    const res = await refusal(publish(owner.user, drafts));
    expect(res).toEqual({
      status: 400,
      message: `Draft 2 (MV ${ship.name}): Give the open port or the open region`,
      fields: { 'drafts.1.openPort': 'Give the open port or the open region' },
    });
    const [{ n }] = await t.db.select({ n: count() }).from(vessels).where(eq(vessels.ownerId, owner.user.id));
    expect(n).toBe(1);
    expect(await vesselRow(ship.id)).toEqual(before);
    const [{ audits }] = await t.db
      .select({ audits: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.user.id), eq(auditLog.entity, 'vessel')));
    expect(audits).toBe(1); // the listing of `ship` through the form, nothing since
  });
});

describe('cargo orders', () => {
  const ordersOf = (id: string) => t.db.select().from(cargoOrders).where(eq(cargoOrders.posterId, id));

  it('posts a cargo, and updates it when the same cargo is circulated again', async () => {
    const charterer = await member('charterer');
    const [from, to] = [dayFrom(t, 30), dayFrom(t, 35)];
    const [first] = await publish(charterer.user, [cargoDraft(from, to)]);
    expect(first).toMatchObject({ action: 'created', kind: 'cargo' });
    const [row] = await ordersOf(charterer.user.id);
    expect(row).toMatchObject({
      id: first.listingId,
      quantityT: 50000,
      toleranceOption: 'MOLOO',
      loadRateTpd: 10000,
      loadTerms: 'SHINC',
      dischargeTerms: 'SHEX',
      freightBasis: 'per_tonne',
      freightIdea: 3800,
      commissionPct: 3.75,
      accountVisibility: 'ok_account',
    });
    const [from2, to2] = [dayFrom(t, 32), dayFrom(t, 38)];
    const [second] = await publish(charterer.user, [cargoDraft(from2, to2, { quantity_mt: 52000, freight_idea: 'USD 37.50 PMT' })]);
    expect(second.action).toBe('updated');
    expect(second.listingId).toBe(first.listingId);
    expect(second.message).toMatch(
      /^Updated your open cargo order of 52,000 t wheat from Santos, Brazil to Qingdao, China instead of posting it twice \(was 50,000 t, laycan /,
    );
    const rows = await ordersOf(charterer.user.id);
    expect(rows.map((r) => [r.quantityT, r.laycanFrom, r.laycanTo, r.freightIdea])).toEqual([[52000, from2, to2, 3750]]);
    // A laycan that does not overlap is another cargo.
    const [third] = await publish(charterer.user, [cargoDraft(dayFrom(t, 50), dayFrom(t, 55))]);
    expect(third.action).toBe('created');
    expect(await ordersOf(charterer.user.id)).toHaveLength(2);
  });

  it('refuses a bad field with the cargo form’s message and writes nothing', async () => {
    const charterer = await member('charterer');
    const drafts = [cargoDraft(dayFrom(t, 30), dayFrom(t, 35)), cargoDraft(dayFrom(t, 40), dayFrom(t, 45), { tolerance_pct: 25 })];
    const res = await refusal(publish(charterer.user, drafts));
    expect(res).toEqual({
      status: 400,
      message: 'Draft 2 (wheat cargo): Tolerance must be at most 20%',
      fields: { 'drafts.1.tolerancePct': 'Tolerance must be at most 20%' },
    });
    expect(await ordersOf(charterer.user.id)).toHaveLength(0);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, charterer.user.id), eq(auditLog.entity, 'cargo_order')));
    expect(n).toBe(0);
  });
});

describe('who publishes what', () => {
  it('refuses a cargo from an owner and a position from a charterer, naming the draft', async () => {
    const [owner, charterer] = [await member('owner'), await member('charterer')];
    const cargo = await refusal(
      publish(owner.user, [positionDraft({ imo: nextImo(), vessel_name: 'OK SHIP', form: newShipForm }), cargoDraft(dayFrom(t, 30), dayFrom(t, 35))]),
    );
    const notCharterer = 'Only charterers post cargo orders on Fairlead; as a ship owner, publish your ships’ open positions';
    expect(cargo).toEqual({ status: 403, message: `Draft 2 (wheat cargo): ${notCharterer}`, fields: { 'drafts.1.kind': notCharterer } });
    const [{ n }] = await t.db.select({ n: count() }).from(vessels).where(eq(vessels.ownerId, owner.user.id));
    expect(n).toBe(0); // the valid position before it was not written either
    const position = await refusal(publish(charterer.user, [positionDraft()]));
    expect([position.status, position.message]).toEqual([
      403,
      'Draft 1 (MV SEA ORCHID): Only ship owners publish open positions on Fairlead; as a charterer, publish your cargo orders',
    ]);
  });

  it('refuses an empty batch', async () => {
    const owner = await member('owner');
    expect(await refusal(publish(owner.user, []))).toEqual({ status: 400, message: 'Choose at least one draft to publish', fields: undefined });
  });
});
