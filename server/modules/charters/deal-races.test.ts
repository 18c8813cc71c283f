import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters } from '../../db/schema';
import { dealParties, firm, indication, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one ship, one set of dates', () => {
  it('lets exactly one of 200 concurrent acceptances of overlapping deals on one ship succeed', { timeout: 240_000 }, async () => {
    const p = await dealParties(t);
    // 200 deals on the same ship, laycans overlapping; each ends with the charterer's firm bid on a subject, for the
    // owner to accept: accepted on subjects, a deal holds the dates as firmly as a fixture.
    const subjects = [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 24 * 60) }];
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const terms = voyageTerms(t, { cargo: `Wheat lot ${i + 1}` });
      const id = await openDeal(t, p, terms);
      await p.owner.post(`/api/deals/${id}/offers`, indication(terms));
      const bid = await p.charterer.post(`/api/deals/${id}/offers`, firm(t, terms, { subjects }));
      if (bid.status !== 201) throw new Error(bid.text);
      ids.push(id);
    }
    const answers = await Promise.all(ids.map((id) => p.owner.post(`/api/deals/${id}/accept`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    expect(answers.find((a) => a.status === 409)?.json.error.message).toMatch(
      /^The ship is already held from .* by another deal on subjects or a fixture$/,
    );
    const held = await t.db
      .select()
      .from(charters)
      .where(and(inArray(charters.dealId, ids), inArray(charters.status, ['pending', 'confirmed'])));
    expect(held.map((c) => c.status)).toEqual(['pending']);
    // The 199 refused deals are still open, their bids still live: nothing half-written.
    const fixedOne = answers.findIndex((a) => a.status === 200);
    const other = (await p.owner.get(`/api/deals/${ids[(fixedOne + 1) % 200]}`)).json.deal;
    expect([other.stage, other.live.version]).toEqual(['negotiating', 3]);
  });

  it('gives an owner at most one live firm offer per ship for overlapping laycans', async () => {
    const p = await dealParties(t);
    const first = await openDeal(t, p);
    const second = await openDeal(t, p, voyageTerms(t, { cargo: 'Barley in bulk' }));
    expect((await p.owner.post(`/api/deals/${first}/offers`, firm(t, voyageTerms(t)))).status).toBe(201);
    const clash = await p.owner.post(`/api/deals/${second}/offers`, firm(t, voyageTerms(t, { cargo: 'Barley in bulk' })));
    expect([clash.status, clash.json.error.message]).toEqual([
      409,
      'You already have a live firm offer on this ship for overlapping dates: it must be answered, lapse or be withdrawn first',
    ]);
    // Later dates do not overlap, and an indication never binds.
    const later = voyageTerms(t, { laycanFrom: voyageTerms(t).laycanTo, laycanTo: voyageTerms(t).laycanTo });
    expect((await p.owner.post(`/api/deals/${second}/offers`, indication(voyageTerms(t)))).status).toBe(201);
    const third = await openDeal(t, p, later);
    expect((await p.owner.post(`/api/deals/${third}/offers`, firm(t, later))).status).toBe(409);
    const afterLaycan = voyageTerms(t, {
      laycanFrom: addDays(voyageTerms(t).laycanTo as string, 1),
      laycanTo: addDays(voyageTerms(t).laycanTo as string, 4),
    });
    const fourth = await openDeal(t, p, afterLaycan);
    expect((await p.owner.post(`/api/deals/${fourth}/offers`, firm(t, afterLaycan))).status).toBe(201);
    // Once the first is declined, the dates are the owner's to offer again.
    await p.charterer.post(`/api/deals/${first}/decline`);
    expect((await p.owner.post(`/api/deals/${second}/offers`, firm(t, voyageTerms(t)))).status).toBe(201);
    expect(await t.db.select().from(charters).where(eq(charters.vesselId, p.vesselId))).toHaveLength(0);
  });
});

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
