import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters, dealLog, notifications } from '../../db/schema';
import { dealParties, firm, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const lapses = async (dealId: string) => (await t.db.select().from(dealLog).where(eq(dealLog.dealId, dealId))).filter((e) => e.event.startsWith('lapse'));
const titles = async (userId: string, title: string) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.title === title);

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
