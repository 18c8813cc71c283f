import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { dayFrom, dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// #26: a fixture binds both sides. Withdrawing is for before fixture; once fixed, the deal ends only by a
// cancellation with a reason, recorded and told to both parties: a party's own (fixture-cancel.test.ts) or Fairlead's.
// A withdrawal let through here would release the ship's dates and leave the other side without its charter.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Parties = Awaited<ReturnType<typeof dealParties>>;

/** The owner's firm offer, no subjects, accepted by the charterer: fixed, clean. Laycan days 30-35, 20 voyage days. */
async function fixedDeal(p: Parties) {
  const id = await openDeal(t, p);
  await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
  const accepted = await p.charterer.post(`/api/deals/${id}/accept`);
  expect(accepted.json.deal.stage).toBe('fixed');
  return id;
}

/** What the owner's calendar holds for the ship (the owner sees the stage of each hold). */
const held = async (p: Parties) => (await p.owner.get(`/api/vessels/${p.vesselId}`)).json.booked;
const titled = async (userId: string, title: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
  ).map((n) => n.message);

describe('a fixed deal is not withdrawn (#26)', () => {
  it('refuses either party’s withdrawal with the reason, and the ship’s dates stay held', async () => {
    const p = await dealParties(t);
    const id = await fixedDeal(p);
    const heldDays = [{ start: dayFrom(t, 30), end: dayFrom(t, 55), state: 'fixed' }];
    expect(await held(p)).toEqual(heldDays);

    for (const party of [p.owner, p.charterer]) {
      // Cancelling, with a reason, is the only step left to a party (fixture-cancel.test.ts); withdrawing is not.
      expect((await party.get(`/api/deals/${id}`)).json.deal.actions).toEqual(['cancel']);
      const res = await party.post(`/api/deals/${id}/withdraw`);
      expect([res.status, res.json.error?.message]).toEqual([409, 'This deal is fixed: a party withdraws before fixture is not possible now']);
    }

    const deal = (await p.charterer.get(`/api/deals/${id}`)).json.deal;
    expect(deal.stage).toBe('fixed');
    expect(deal.events.map((e: { event: string }) => e.event)).toEqual(['enquire', 'offer', 'accept']);
    expect(await held(p)).toEqual(heldDays);
    expect([...(await titled(p.owner.id, 'Deal withdrawn')), ...(await titled(p.charterer.id, 'Deal withdrawn'))]).toEqual([]);
  });

  it('ends only by Fairlead’s cancellation: its reason on the deal’s record, both parties told, the dates released', async () => {
    const p = await dealParties(t);
    const id = await fixedDeal(p);
    const charterId = (await p.owner.get(`/api/deals/${id}`)).json.deal.charterId;
    const admin = await t.signedIn('admin');
    const reason = 'Charterers’ sanctions screening failed after fixture';
    expect((await admin.post(`/api/admin/charters/${charterId}/cancel`, { reason })).status).toBe(200);

    const deal = (await p.owner.get(`/api/deals/${id}`)).json.deal;
    expect(deal.stage).toBe('cancelled');
    expect(deal.events.map((e: { event: string; actorRole: string; note: string | null }) => [e.event, e.actorRole, e.note])).toEqual([
      ['enquire', 'charterer', null],
      ['offer', 'owner', null],
      ['accept', 'charterer', null],
      ['cancel', 'admin', reason],
    ]);
    for (const party of [p.owner, p.charterer]) {
      const told = await titled(party.id, 'Charter cancelled');
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(reason);
    }
    expect(await held(p)).toEqual([]);
  });
});
