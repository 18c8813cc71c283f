import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, cargoOrders, deals, devMail, jobs, notifications, subjects } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom, firm, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #27: a deal made from a cargo order is fixed, and in the same transaction the order is fixed too: off the board,
// out of matching, not lapsed later. The owners of the other deals still being worked on the order are told once;
// their deals keep their stage. An order its poster withdrew meanwhile stays withdrawn, and the fixture stands.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
afterEach(() => t.close());

const TITLE = 'Cargo fixed with another ship';
const nextImo = imoSequence(951_201);
/** Each test's app starts on 1 June 2098, so the order's laycan (30–35 days out) reads "1 Jul to 6 Jul" in notices. */
const start = Date.parse('2098-06-01T00:00:00Z');
const LINE = '50,000 t 10% MOLOO wheat, Santos, Brazil to Qingdao, China, laycan 1 Jul to 6 Jul';
const toldText = (ship: string) =>
  `The charterer fixed the cargo ${LINE}, with another ship. Your deal for ${ship} on this cargo is unchanged: ` +
  'withdraw from it, or ask the charterer where it stands.';

type World = { charterer: Member; cargoId: string; owners: { owner: Member; vesselId: string }[] };

/** A charterer's open order (posted through the API, so its lapse job is queued) and owners with a ship each, open at Santos. */
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
  const res = await owner.post(`/api/cargoes/${w.cargoId}/offers`, { vesselId, terms: cargoTerms() });
  expect(res.status, res.text).toBe(201);
  return res.json.deal.id as string;
}

/** The charterer's enquiry on the owner's ship, sent from the order: a deal at enquiry. */
async function enquire(w: World, i: number): Promise<string> {
  const res = await w.charterer.post('/api/deals', { vesselId: w.owners[i].vesselId, terms: cargoTerms(), cargoOrderId: w.cargoId });
  expect(res.status, res.text).toBe(201);
  return res.json.deal.id as string;
}

/** The charterer bids firm with no subjects and the owner accepts: fixed, clean. */
async function fixClean(w: World, i: number, dealId: string) {
  expect((await w.charterer.post(`/api/deals/${dealId}/offers`, firm(t, cargoTerms()))).status).toBe(201);
  const res = await w.owners[i].owner.post(`/api/deals/${dealId}/accept`);
  expect(res.status, res.text).toBe(200);
  expect(res.json.deal.stage).toBe('fixed');
}

const statusOf = async (id: string) => (await t.db.select({ status: cargoOrders.status }).from(cargoOrders).where(eq(cargoOrders.id, id)))[0].status;
const stageOf = async (id: string) => (await t.db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, id)))[0].stage;
const noticesOf = (m: Member, title = TITLE) =>
  t.db
    .select({ message: notifications.message, linkPath: notifications.linkPath, category: notifications.category })
    .from(notifications)
    .where(and(eq(notifications.userId, m.id), eq(notifications.title, title)));
const mailsTo = (m: Member) =>
  t.db
    .select({ subject: devMail.subject })
    .from(devMail)
    .where(and(eq(devMail.to, m.email), eq(devMail.subject, `${TITLE} - Fairlead`)));
const boardIds = async () => (await t.agent().get('/api/cargoes')).json.items.map((c: { id: string }) => c.id);
const matchedIds = async (owner: Member, vesselId: string) => {
  const res = await owner.get(`/api/vessels/${vesselId}/matches`);
  expect(res.status, res.text).toBe(200);
  return res.json.items.map((m: { cargo: { id: string } }) => m.cargo.id);
};

describe('a deal made from a cargo order is fixed', () => {
  it('fixes the order, takes it off the board and out of matching, tells the other live deals’ owners once, and is not lapsed', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader', 'Ocean Pride', 'Brisk Wind']);
    const [fixedDeal, offered, enquired, withdrawn] = [await offerShip(w, 0), await offerShip(w, 1), await enquire(w, 2), await offerShip(w, 3)];
    expect((await w.owners[3].owner.post(`/api/deals/${withdrawn}/withdraw`)).status).toBe(200);
    expect(await boardIds()).toEqual([w.cargoId]);
    expect(await matchedIds(w.owners[1].owner, w.owners[1].vesselId)).toEqual([w.cargoId]);

    await fixClean(w, 0, fixedDeal);
    expect(await statusOf(w.cargoId)).toBe('fixed');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.cargoId), eq(auditLog.action, 'cargo.fixed')));
    expect(audit.map((a) => [a.actorId, (a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      [null, 'open', 'fixed'],
    ]);
    expect(await boardIds()).toEqual([]);
    expect(await matchedIds(w.owners[1].owner, w.owners[1].vesselId)).toEqual([]);
    const page = await w.owners[1].owner.get(`/api/cargoes/${w.cargoId}`);
    expect(page.status).toBe(404); // a closed order is its poster's to read, no one else's

    // The other deals still being worked keep their stage; their owners are told, in the app and by e-mail.
    expect([await stageOf(offered), await stageOf(enquired), await stageOf(withdrawn)]).toEqual(['negotiating', 'enquiry', 'withdrawn']);
    expect(await noticesOf(w.owners[1].owner)).toEqual([
      { message: toldText('Santos Trader'), linkPath: `/app/deals/${offered}`, category: 'deals' },
    ]);
    expect(await noticesOf(w.owners[2].owner)).toEqual([{ message: toldText('Ocean Pride'), linkPath: `/app/deals/${enquired}`, category: 'deals' }]);
    expect((await mailsTo(w.owners[1].owner)).length).toBe(1);
    expect((await mailsTo(w.owners[2].owner)).length).toBe(1);
    // Not the owner who fixed, nor one who had withdrawn, nor the charterer.
    for (const m of [w.owners[0].owner, w.owners[3].owner, w.charterer]) expect(await noticesOf(m)).toEqual([]);

    // The order's lapse job comes due at the end of the laycan (6 Jul) and leaves a fixed order be.
    t.deps.clock.advance(Date.parse('2098-07-07T00:00:00Z') - t.deps.clock.now().getTime());
    await t.deps.jobs.runDue();
    const lapseJobs = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'cargoes.lapse'), sql`${jobs.payload}->>'cargoId' = ${w.cargoId}`));
    expect(lapseJobs.map((j) => [j.doneAt !== null, j.failedAt, j.lastError])).toEqual([[true, null, null]]); // it ran, and did nothing
    expect(await statusOf(w.cargoId)).toBe('fixed');
    expect(await noticesOf(w.charterer, 'Your cargo order lapsed')).toEqual([]);
    expect((await noticesOf(w.owners[1].owner)).length).toBe(1);
  });

  it('fixes the order when the last subject is lifted, not when terms are accepted on subjects', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader']);
    const [dealId, other] = [await offerShip(w, 0), await offerShip(w, 1)];
    const subject = { text: 'Charterers’ board approval', party: 'charterer', liftBy: new Date(start + 2 * 86_400_000).toISOString() };
    expect((await w.owners[0].owner.post(`/api/deals/${dealId}/offers`, firm(t, cargoTerms(), { subjects: [subject] }))).status).toBe(201);
    const accepted = await w.charterer.post(`/api/deals/${dealId}/accept`);
    expect([accepted.status, accepted.json.deal.stage]).toEqual([200, 'on_subjects']);
    expect(await statusOf(w.cargoId)).toBe('open');
    expect(await noticesOf(w.owners[1].owner)).toEqual([]);

    const [{ id: subjectId }] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.dealId, dealId));
    const lifted = await w.charterer.post(`/api/deals/${dealId}/subjects/${subjectId}/lift`);
    expect([lifted.status, lifted.json.deal.stage]).toEqual([200, 'fixed']);
    expect(await statusOf(w.cargoId)).toBe('fixed');
    expect(await boardIds()).toEqual([]);
    expect(await noticesOf(w.owners[1].owner)).toEqual([{ message: toldText('Santos Trader'), linkPath: `/app/deals/${other}`, category: 'deals' }]);
  });

  it('leaves an order its poster withdrew meanwhile withdrawn, and the fixture stands', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader']);
    const [dealId, other] = [await offerShip(w, 0), await offerShip(w, 1)];
    expect((await w.charterer.post(`/api/cargoes/${w.cargoId}/withdraw`)).status).toBe(200);
    await fixClean(w, 0, dealId);
    expect(await stageOf(dealId)).toBe('fixed');
    expect(await statusOf(w.cargoId)).toBe('withdrawn');
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, w.cargoId), eq(auditLog.action, 'cargo.fixed'))),
    ).toEqual([]);
    // The other deal outlived the order too: its owner still learns the cargo is fixed.
    expect(await noticesOf(w.owners[1].owner)).toEqual([{ message: toldText('Santos Trader'), linkPath: `/app/deals/${other}`, category: 'deals' }]);
  });

  it('keeps an order fixed once when a second ship is fixed for it', async () => {
    const w = await world(['Kestrel Star', 'Santos Trader']);
    const [first, second] = [await offerShip(w, 0), await offerShip(w, 1)];
    await fixClean(w, 0, first);
    await fixClean(w, 1, second);
    expect(await statusOf(w.cargoId)).toBe('fixed');
    const fixedAudits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.cargoId), eq(auditLog.action, 'cargo.fixed')));
    expect(fixedAudits).toHaveLength(1);
    // The first fixture told the second ship's owner; the second had no live deal left to tell.
    expect(await noticesOf(w.owners[1].owner)).toHaveLength(1);
    expect(await noticesOf(w.owners[0].owner)).toEqual([]);
  });
});
