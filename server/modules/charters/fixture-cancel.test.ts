import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, charters, devMail, notifications } from '../../db/schema';
import { dayFrom, dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, cardSizedTerms, payWithCard, sealedDeal } from '../../test/payment-input';
import { advanceCharters } from './charter-progress';

// #26: after fixture a party ends the deal only by cancelling it with a reason: recorded, both parties told, the
// ship's dates free again, unpaid instalments no longer owed. Not while money is in escrow, not once the charter began.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
type Parties = Awaited<ReturnType<typeof dealParties>>;
type LogEntry = { event: string; actorRole: string; actorCompany: string | null; note: string | null; stageAfter: string };

const reason = 'The shippers cancelled their sale contract: there is no cargo to load';
const moneyHeld =
  'Money is held in escrow for this fixture: ask Fairlead to cancel it, so that the money is returned or paid as the charter party says';
const begun = 'The charter has begun (the ship is delivered or its dates have started): it can no longer be cancelled by one side; ask Fairlead';
const tooShort = 'Give the reason for cancelling in at least 10 characters: it goes on the record and to the other side';

const cancel = (a: Agent, id: string, body: unknown = { reason }) => a.post(`/api/deals/${id}/cancel`, body);
const dealOf = async (a: Agent, id: string) => (await a.get(`/api/deals/${id}`)).json.deal;
const instalments = async (a: Agent, id: string) =>
  ((await a.get(`/api/deals/${id}/payments`)).json.payments as { status: string; events: { kind: string; reason: string | null }[] }[]).map((p) => ({
    status: p.status,
    last: p.events.at(-1),
  }));
const charterOf = async (id: string) => (await t.db.select().from(charters).where(eq(charters.dealId, id)))[0];
const titled = async (userId: string, title: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
  ).map((n) => n.message);
const mailed = async (email: string, subject: string) =>
  (
    await t.db
      .select()
      .from(devMail)
      .where(and(eq(devMail.to, email), eq(devMail.subject, subject)))
  ).length;

/** The owner's firm offer on these terms, no subjects, accepted by the charterer: fixed, clean. */
async function fixedDeal(p: Parties, terms = voyageTerms(t)) {
  const id = await openDeal(t, p, terms);
  await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms));
  expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('fixed');
  return id;
}

/** Nothing moved: still fixed, its record as it was, the dates held, nobody told of a cancellation. */
async function expectUnchanged(p: Parties, id: string, events: string[]) {
  const deal = await dealOf(p.owner, id);
  expect(deal.stage).toBe('fixed');
  expect(deal.events.map((e: LogEntry) => e.event)).toEqual(events);
  expect((await charterOf(id)).status).toBe('confirmed');
  expect([...(await titled(p.owner.id, 'Fixture cancelled')), ...(await titled(p.charterer.id, 'Fixture cancelled'))]).toEqual([]);
}

describe('a party cancels a fixed deal, with its reason (#26)', () => {
  it('ends the deal: on the record with its reason, both told, the dates free, unpaid instalments not owed', async () => {
    const { p, id } = await sealedDeal(t);
    // Sealed on the default voyage terms: freight 95% on loading, the balance on discharge, nothing paid yet.
    expect((await instalments(p.charterer, id)).map((i) => i.status)).toEqual(['scheduled', 'scheduled']);
    for (const party of [p.owner, p.charterer]) expect((await dealOf(party, id)).actions).toEqual(['cancel']);

    const res = await cancel(p.charterer, id, { reason: `  ${reason}  ` });
    expect(res.status).toBe(200);
    expect(res.json.deal.stage).toBe('cancelled');
    expect(res.json.deal.actions).toEqual([]);

    const deal = await dealOf(p.owner, id);
    expect(deal.stage).toBe('cancelled');
    expect(deal.events.at(-1)).toMatchObject({ event: 'cancel_fixture', actorRole: 'charterer', note: reason, stageAfter: 'cancelled' });
    // The record names the charterer's company, as its own profile gives it.
    const company = (await p.charterer.get('/api/accounts/me')).json.profile.companyName;
    expect(company).toMatch(/^charterer company \d+$/);
    expect(deal.events.at(-1).actorCompany).toBe(company);

    // Both parties told, in the app and by e-mail, with the reason.
    await t.deps.jobs.runDue();
    for (const party of [p.owner, p.charterer]) {
      const told = await titled(party.id, 'Fixture cancelled');
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(reason);
      expect(await mailed(party.email, 'Fixture cancelled - Fairlead')).toBe(1);
    }

    // The ship's dates are free again: the charter is cancelled with the reason, the calendar holds nothing.
    const charter = await charterOf(id);
    expect([charter.status, charter.cancelReason]).toEqual(['cancelled', `Fixture cancelled by the charterers: ${reason}.`]);
    expect((await p.owner.get(`/api/vessels/${p.vesselId}`)).json.booked).toEqual([]);

    // Neither instalment is owed any more; each says why.
    expect(await instalments(p.owner, id)).toEqual([
      {
        status: 'cancelled',
        last: expect.objectContaining({ kind: 'cancel', reason: 'The fixture was cancelled by the charterers: this instalment is not owed' }),
      },
      {
        status: 'cancelled',
        last: expect.objectContaining({ kind: 'cancel', reason: 'The fixture was cancelled by the charterers: this instalment is not owed' }),
      },
    ]);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'deal.fixture_cancelled')));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(p.charterer.id);
    expect(audit[0].after).toMatchObject({ stage: 'cancelled', party: 'charterer', reason });

    // Cancelled is final: neither side cancels again.
    expect([(await cancel(p.owner, id)).status, (await cancel(p.owner, id)).json.error?.message]).toEqual([
      409,
      'This deal is cancelled: a party cancels the fixture, with its reason is not possible now',
    ]);
  });

  it('lets another charterer fix the same ship for the same dates afterwards', async () => {
    const p = await dealParties(t);
    const id = await fixedDeal(p);
    expect((await cancel(p.owner, id)).status).toBe(200);
    const next = { ...p, charterer: await t.signedIn('charterer', { verified: true }) };
    await fixedDeal(next);
    expect((await p.owner.get(`/api/vessels/${p.vesselId}`)).json.booked).toEqual([{ start: dayFrom(t, 30), end: dayFrom(t, 55), state: 'fixed' }]);
  });

  it('needs a reason, said the same way as in the form', async () => {
    const p = await dealParties(t);
    const id = await fixedDeal(p);
    for (const body of [{}, { reason: '' }, { reason: '   too short   ' }]) {
      const res = await cancel(p.owner, id, body);
      expect([res.status, res.json.error.fields?.reason]).toEqual([400, tooShort]);
    }
    const long = await cancel(p.owner, id, { reason: 'x'.repeat(1001) });
    expect([long.status, long.json.error.fields?.reason]).toEqual([400, 'Keep the reason under 1,000 characters']);
    await expectUnchanged(p, id, ['enquire', 'offer', 'accept']);
  });

  it('is for the two parties only: a stranger does not find the deal, an admin uses Fairlead’s own cancel', async () => {
    const p = await dealParties(t);
    const id = await fixedDeal(p);
    for (const role of ['owner', 'charterer'] as const) {
      const stranger = await t.signedIn(role, { verified: true });
      expect((await cancel(stranger, id)).status).toBe(404);
    }
    const admin = await t.signedIn('admin');
    expect((await cancel(admin, id)).status).toBe(403);
    expect((await dealOf(admin, id)).actions).toEqual([]);
    await expectUnchanged(p, id, ['enquire', 'offer', 'accept']);
  });

  it('is not for a deal that is not fixed', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const res = await cancel(p.charterer, id);
    expect([res.status, res.json.error?.message]).toEqual([
      409,
      'This deal is enquiry: a party cancels the fixture, with its reason is not possible now',
    ]);
  });

  it('is refused while money is held in escrow, and nothing changes', async () => {
    const { p, id, payments } = await sealedDeal(t, cardSizedTerms(t));
    await payWithCard(p.charterer, payments[0].id, cards.ok);
    expect((await instalments(p.owner, id)).map((i) => i.status)).toEqual(['held', 'scheduled']);
    for (const party of [p.owner, p.charterer]) expect((await dealOf(party, id)).actions).toEqual([]);

    for (const party of [p.owner, p.charterer]) {
      const res = await cancel(party, id);
      expect([res.status, res.json.error?.message]).toEqual([409, moneyHeld]);
    }
    await expectUnchanged(p, id, ['enquire', 'offer', 'accept', 'contract_draft', 'contract_sign', 'contract_sign', 'contract_seal']);
    expect((await instalments(p.owner, id)).map((i) => i.status)).toEqual(['held', 'scheduled']);
  });

  it('is refused once the charter has begun', async () => {
    const p = await dealParties(t);
    // Laycan from tomorrow: its first held day comes before any other deal's in this file (theirs are 30 days out).
    const id = await fixedDeal(p, voyageTerms(t, { laycanFrom: dayFrom(t, 1), laycanTo: dayFrom(t, 3) }));
    await advanceCharters(t.db, dayFrom(t, 1));
    expect((await charterOf(id)).status).toBe('active');
    expect((await dealOf(p.charterer, id)).actions).toEqual([]);
    const res = await cancel(p.charterer, id);
    expect([res.status, res.json.error?.message]).toEqual([409, begun]);
    expect((await dealOf(p.owner, id)).stage).toBe('fixed');
    expect((await charterOf(id)).status).toBe('active');
  });
});
