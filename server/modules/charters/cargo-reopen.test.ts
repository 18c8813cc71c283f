import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, cargoOrders, charters, devMail, notifications } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom, firm, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #27: a fixture made from a cargo order fixed the order; when that fixture is cancelled (by a party, or by Fairlead)
// the cargo still needs a ship. In the cancellation's transaction the order goes back on the board and into matching
// while its laycan runs, else it lapses; its poster is told. An order withdrawn before the fixture stays withdrawn,
// and an order another standing fixture holds stays fixed.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
afterEach(() => t.close());

const nextImo = imoSequence(952_401);
/** Each test's app starts on 1 June 2098, so the order's laycan (30–35 days out) reads "1 Jul to 6 Jul". */
const start = Date.parse('2098-06-01T00:00:00Z');
const LINE = '50,000 t 10% MOLOO wheat, Santos, Brazil to Qingdao, China, laycan 1 Jul to 6 Jul';
const REOPENED = 'Your cargo order is open again';
const OPEN_AGAIN = 'Cargo open again';
const FIXED_ELSEWHERE = 'Cargo fixed with another ship';
const LAPSED = 'Your cargo order lapsed';

type World = { charterer: Member; cargoId: string; owners: { owner: Member; vesselId: string }[] };

async function world(ships: string[]): Promise<World> {
  t = await createTestApp();
  t.deps.clock.advance(start - t.deps.clock.now().getTime());
  const charterer = await t.signedIn('charterer', { verified: true });
  const posted = await charterer.post('/api/cargoes', validCargo(t));
  expect(posted.status, posted.text).toBe(201);
  const owners = [];
  for (const name of ships) {
    const owner = await t.signedIn('owner', { verified: true });
    const res = await owner.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort: 'BRSSZ', openDate: dayFrom(t, 28) }));
    expect(res.status, res.text).toBe(201);
    owners.push({ owner, vesselId: res.json.vessel.id as string });
  }
  return { charterer, cargoId: posted.json.cargo.id as string, owners };
}

const cargoTerms = () => voyageTerms(t, { cargo: 'Wheat', loadPort: 'BRSSZ', dischargePort: 'CNTAO', freightRate: 3_400 });

/** The owner's "Offer your ship" on the order: a deal in negotiation. */
async function offerShip(w: World, i: number): Promise<string> {
  const { owner, vesselId } = w.owners[i];
  const offered = await owner.post(`/api/cargoes/${w.cargoId}/offers`, { vesselId, terms: cargoTerms() });
  expect(offered.status, offered.text).toBe(201);
  return offered.json.deal.id as string;
}

/** The charterer bids firm with no subjects and the owner accepts: fixed, clean. */
async function fix(w: World, i: number, dealId: string): Promise<string> {
  expect((await w.charterer.post(`/api/deals/${dealId}/offers`, firm(t, cargoTerms()))).status).toBe(201);
  const accepted = await w.owners[i].owner.post(`/api/deals/${dealId}/accept`);
  expect([accepted.status, accepted.json.deal.stage]).toEqual([200, 'fixed']);
  return dealId;
}
const fixShip = async (w: World, i: number) => fix(w, i, await offerShip(w, i));

const cancelByParty = async (m: Member, dealId: string) => {
  const res = await m.post(`/api/deals/${dealId}/cancel`, { reason: 'The shippers cancelled their sale of the cargo' });
  expect(res.status, res.text).toBe(200);
};
const cancelByFairlead = async (dealId: string) => {
  const [charter] = await t.db.select({ id: charters.id }).from(charters).where(eq(charters.dealId, dealId));
  const admin = await t.signedIn('admin');
  const res = await admin.post(`/api/admin/charters/${charter.id}/cancel`, { reason: 'The ship was detained after a casualty' });
  expect(res.status, res.text).toBe(200);
};

const statusOf = async (id: string) => (await t.db.select({ status: cargoOrders.status }).from(cargoOrders).where(eq(cargoOrders.id, id)))[0].status;
const noticesOf = (m: Member, title: string) =>
  t.db
    .select({ message: notifications.message, linkPath: notifications.linkPath })
    .from(notifications)
    .where(and(eq(notifications.userId, m.id), eq(notifications.title, title)));
const mailsTo = async (m: Member, title: string) =>
  (await t.db.select({ subject: devMail.subject }).from(devMail).where(eq(devMail.to, m.email))).filter((r) => r.subject === `${title} - Fairlead`);
const auditsOf = async (cargoId: string, action: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, cargoId), eq(auditLog.action, action)))
  ).map((a) => [a.actorId, (a.before as { status: string }).status, (a.after as { status: string }).status]);
const boardIds = async () => (await t.agent().get('/api/cargoes')).json.items.map((c: { id: string }) => c.id);
const matchedIds = async (owner: Member, vesselId: string) => {
  const res = await owner.get(`/api/vessels/${vesselId}/matches`);
  expect(res.status, res.text).toBe(200);
  return res.json.items.map((m: { cargo: { id: string } }) => m.cargo.id);
};

// Each test walks two or three deals to a fixture through the API: slow on PGlite when the machine is busy.
describe('a fixture made from a cargo order is cancelled', { timeout: 120_000 }, () => {
  it('puts the order back on the board and into matching when a party cancels during the laycan, and tells its poster once', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader']);
    const dealId = await fixShip(w, 0);
    expect(await statusOf(w.cargoId)).toBe('fixed');
    expect(await boardIds()).toEqual([]);

    await cancelByParty(w.charterer, dealId);
    expect(await statusOf(w.cargoId)).toBe('open');
    expect(await auditsOf(w.cargoId, 'cargo.reopened')).toEqual([[null, 'fixed', 'open']]);
    expect(await boardIds()).toEqual([w.cargoId]);
    expect(await matchedIds(w.owners[1].owner, w.owners[1].vesselId)).toEqual([w.cargoId]);
    expect(await noticesOf(w.charterer, REOPENED)).toEqual([
      {
        message: `Your cargo order ${LINE} is open again: the fixture with MV Kestrel Star was cancelled. It is back on the cargo board and in matching until the end of its laycan.`,
        linkPath: `/cargoes/${w.cargoId}`,
      },
    ]);
    expect(await mailsTo(w.charterer, REOPENED)).toHaveLength(1);
    expect(await noticesOf(w.owners[0].owner, REOPENED)).toEqual([]);

    // It may be fixed again on Fairlead, and it still lapses at the end of its laycan if it is not.
    const page = await w.owners[1].owner.get(`/api/cargoes/${w.cargoId}`);
    expect(page.status).toBe(200);
    t.deps.clock.advance(Date.parse('2098-07-07T00:00:00Z') - t.deps.clock.now().getTime());
    await t.deps.jobs.runDue();
    expect(await statusOf(w.cargoId)).toBe('lapsed');
    expect(await noticesOf(w.charterer, LAPSED)).toHaveLength(1);
  });

  it('lapses the order when Fairlead cancels the fixture after the laycan ended, telling its poster why', async () => {
    const w = await world(['Kestrel Star']);
    const dealId = await fixShip(w, 0);
    t.deps.clock.advance(Date.parse('2098-07-07T00:00:00Z') - t.deps.clock.now().getTime());

    await cancelByFairlead(dealId);
    expect(await statusOf(w.cargoId)).toBe('lapsed');
    expect(await auditsOf(w.cargoId, 'cargo.lapsed')).toEqual([[null, 'fixed', 'lapsed']]);
    expect(await boardIds()).toEqual([]);
    expect(await noticesOf(w.charterer, LAPSED)).toEqual([
      {
        message: `The fixture with MV Kestrel Star was cancelled after the laycan of your cargo order ${LINE} ended: the order lapsed and stays off the cargo board. If you still need a ship for it, post it again with new dates.`,
        linkPath: `/cargoes/${w.cargoId}`,
      },
    ]);
    expect(await noticesOf(w.charterer, REOPENED)).toEqual([]);
  });

  it('leaves an order its poster withdrew before the fixture withdrawn, and tells no one of it', async () => {
    const w = await world(['Kestrel Star']);
    const dealId = await offerShip(w, 0);
    expect((await w.charterer.post(`/api/cargoes/${w.cargoId}/withdraw`)).status).toBe(200);
    await fix(w, 0, dealId);

    await cancelByParty(w.owners[0].owner, dealId);
    expect(await statusOf(w.cargoId)).toBe('withdrawn');
    expect(await boardIds()).toEqual([]);
    expect([...(await noticesOf(w.charterer, REOPENED)), ...(await noticesOf(w.charterer, LAPSED))]).toEqual([]);
  });

  it('keeps the order fixed while another fixture made from it stands, and reopens it when the last one is cancelled', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader']);
    const [first, second] = [await offerShip(w, 0), await offerShip(w, 1)];
    await fix(w, 0, first);
    await fix(w, 1, second);

    await cancelByFairlead(first);
    expect(await statusOf(w.cargoId)).toBe('fixed');
    expect(await noticesOf(w.charterer, REOPENED)).toEqual([]);

    await cancelByParty(w.owners[1].owner, second);
    expect(await statusOf(w.cargoId)).toBe('open');
    expect((await noticesOf(w.charterer, REOPENED)).map((n) => n.message)).toEqual([
      `Your cargo order ${LINE} is open again: the fixture with MV Santos Trader was cancelled. It is back on the cargo board and in matching until the end of its laycan.`,
    ]);
  });

  it('tells the owners still working a deal on the order that it is open again, naming their ship', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader']);
    const working = await offerShip(w, 1);
    const fixed = await fixShip(w, 0);
    expect((await noticesOf(w.owners[1].owner, FIXED_ELSEWHERE)).map((n) => n.linkPath)).toEqual([`/app/deals/${working}`]);

    await cancelByParty(w.charterer, fixed);
    expect(await noticesOf(w.owners[1].owner, OPEN_AGAIN)).toEqual([
      {
        message: `The cargo ${LINE} is open again: the charterer's fixture with another ship was cancelled. Your deal for MV Santos Trader on this cargo stands where it was.`,
        linkPath: `/app/deals/${working}`,
      },
    ]);
    expect(await mailsTo(w.owners[1].owner, OPEN_AGAIN)).toHaveLength(1);
    // Not the owner whose fixture was cancelled: that deal is over.
    expect(await noticesOf(w.owners[0].owner, OPEN_AGAIN)).toEqual([]);
  });
});
