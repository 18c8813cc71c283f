import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters, dealLog, jobs, notifications } from '../../db/schema';
import { dealParties, firm, indication, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const lapses = async (dealId: string) =>
  (await t.db.select().from(dealLog).where(eq(dealLog.dealId, dealId))).filter((e) => e.event.startsWith('lapse'));
const titles = async (userId: string, title: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.title === title);

describe('deadlines apply themselves', () => {
  it('lapses an unanswered firm offer at its deadline, once, and tells both sides', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { replyInMinutes: 30 }));
    t.deps.clock.advance(29 * MINUTE);
    await t.deps.jobs.runDue();
    expect((await p.owner.get(`/api/deals/${id}`)).json.deal.offers[1].status).toBe('live');
    t.deps.clock.advance(2 * MINUTE);
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue();
    const deal = (await p.charterer.get(`/api/deals/${id}`)).json.deal;
    expect([deal.stage, deal.offers[1].status, deal.live]).toEqual(['negotiating', 'lapsed', null]);
    expect((await lapses(id)).map((e) => e.event)).toEqual(['lapse_offer']);
    expect(await titles(p.owner.id, 'Offer lapsed')).toHaveLength(1);
    expect(await titles(p.charterer.id, 'Offer lapsed')).toHaveLength(1);
  });

  it('lapses offers sharing a deadline together, each once, and leaves those answered in time', async () => {
    const deals = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const p = await dealParties(t);
        const id = await openDeal(t, p);
        await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { replyInMinutes: 45 }));
        return { p, id };
      }),
    );
    expect((await deals[2].p.charterer.post(`/api/deals/${deals[2].id}/accept`)).status).toBe(200);
    expect((await deals[3].p.charterer.post(`/api/deals/${deals[3].id}/offers`, indication(voyageTerms(t, { freightRate: 2_300 })))).status).toBe(
      201,
    );
    t.deps.clock.advance(46 * MINUTE);
    await t.deps.jobs.runDue();
    const read = async (d: (typeof deals)[number]) => (await d.p.owner.get(`/api/deals/${d.id}`)).json.deal;
    expect((await Promise.all(deals.map(read))).map((d) => [d.stage, d.offers[1].status])).toEqual([
      ['negotiating', 'lapsed'],
      ['negotiating', 'lapsed'],
      ['fixed', 'accepted'],
      ['negotiating', 'superseded'],
    ]);
    expect(await Promise.all(deals.map(async (d) => (await lapses(d.id)).length))).toEqual([1, 1, 0, 0]);
    // Every deadline job is done, none left failing (an answered offer is no error, just nothing to do).
    const firmIds = new Set((await Promise.all(deals.map(read))).map((d) => d.offers[1].id));
    const deadlineJobs = (await t.db.select().from(jobs).where(eq(jobs.kind, 'deal.lapse-offer'))).filter((j) =>
      firmIds.has((j.payload as { offerId: string }).offerId),
    );
    expect(deadlineJobs.map((j) => [j.doneAt !== null, j.lastError])).toEqual([
      [true, null],
      [true, null],
      [true, null],
      [true, null],
    ]);
    for (const d of deals.slice(0, 2)) {
      expect(await titles(d.p.owner.id, 'Offer lapsed')).toHaveLength(1);
      expect(await titles(d.p.charterer.id, 'Offer lapsed')).toHaveLength(1);
    }
  });

  it('fails the deal when a subject is not lifted in time, and frees the ship’s dates', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const subjects = [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 6 * 60) }];
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { replyInMinutes: 60, subjects }));
    await p.charterer.post(`/api/deals/${id}/accept`);
    t.deps.clock.advance(6 * 60 * MINUTE + 1000);
    await t.deps.jobs.runDue();
    const deal = (await p.owner.get(`/api/deals/${id}`)).json.deal;
    expect([deal.stage, deal.offers[1].subjects[0].status]).toEqual(['failed', 'lapsed']);
    const [held] = await t.db.select().from(charters).where(eq(charters.dealId, id));
    expect(held.status).toBe('cancelled');
    const lift = await p.charterer.post(`/api/deals/${id}/subjects/${deal.offers[1].subjects[0].id}/lift`);
    expect(lift.status).toBe(409);
    expect(await titles(p.owner.id, 'Deal failed')).toHaveLength(1);
    expect(await titles(p.charterer.id, 'Deal failed')).toHaveLength(1);
  });

  it('applies a deadline that passed while the server was stopped within five seconds of the next start', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { replyInMinutes: 20 }));
    await t.deps.jobs.stop();
    t.deps.clock.advance(3 * 60 * MINUTE); // the server was down for three hours
    const started = Date.now();
    t.deps.jobs.start();
    try {
      while ((await lapses(id)).length === 0 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await t.deps.jobs.stop();
    }
    expect((await lapses(id)).map((e) => e.event)).toEqual(['lapse_offer']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
