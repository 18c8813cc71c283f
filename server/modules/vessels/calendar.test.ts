import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom, dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an owner’s calendar', () => {
  it('blocks dates with a note: they show as booked, leave the search, and no deal can hold them', async () => {
    const p = await dealParties(t);
    const block = await p.owner.post(`/api/vessels/${p.vesselId}/blocks`, {
      start: dayFrom(t, 40),
      end: dayFrom(t, 60),
      reason: 'drydock',
      note: 'Special survey at Chalkis',
    });
    expect(block.status).toBe(201);
    const page = (await p.charterer.get(`/api/vessels/${p.vesselId}`)).json;
    expect(page.booked).toEqual([{ start: dayFrom(t, 40), end: dayFrom(t, 60), state: 'unavailable' }]);
    expect(page.blocks).toEqual([]); // the reason is the owner's
    expect((await p.owner.get(`/api/vessels/${p.vesselId}`)).json.blocks.map((b: { note: string }) => b.note)).toEqual(['Special survey at Chalkis']);
    const search = async (from: number, to: number) =>
      (await t.agent().get(`/api/vessels?q=Aegean%20Spirit&from=${dayFrom(t, from)}&to=${dayFrom(t, to)}`)).json.items.map(
        (v: { id: string }) => v.id,
      );
    expect(await search(45, 50)).not.toContain(p.vesselId);
    expect(await search(61, 70)).toContain(p.vesselId);

    // The voyage would hold days 30 to 55: accepting it runs into the dry-dock.
    const id = await openDeal(t, p);
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
    const accept = await p.charterer.post(`/api/deals/${id}/accept`);
    expect([accept.status, accept.json.error.message]).toEqual([
      409,
      `The owner has blocked the ship from ${dayFrom(t, 40)} to ${dayFrom(t, 60)}: the agreed dates overlap them`,
    ]);
    expect((await p.charterer.get(`/api/deals/${id}`)).json.deal.stage).toBe('negotiating');

    // Unblocked, the same acceptance fixes; then the held days cannot be blocked.
    expect((await p.owner.del(`/api/vessels/${p.vesselId}/blocks/${block.json.block.id}`)).status).toBe(204);
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('fixed');
    const over = await p.owner.post(`/api/vessels/${p.vesselId}/blocks`, { start: dayFrom(t, 50), end: dayFrom(t, 52), reason: 'maintenance' });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toMatch(/^These dates overlap a deal holding the ship from/);
  });

  it('refuses dates in the past and strangers', async () => {
    const p = await dealParties(t);
    const past = await p.owner.post(`/api/vessels/${p.vesselId}/blocks`, { start: dayFrom(t, -3), end: dayFrom(t, 2), reason: 'maintenance' });
    expect([past.status, past.json.error.fields?.start]).toEqual([400, 'Blocked dates cannot start in the past']);
    const reversed = await p.owner.post(`/api/vessels/${p.vesselId}/blocks`, { start: dayFrom(t, 9), end: dayFrom(t, 2), reason: 'maintenance' });
    expect(reversed.json.error.fields?.end).toBe('The end date must be on or after the start date');
    const stranger = await t.signedIn('owner', { verified: true });
    expect(
      (await stranger.post(`/api/vessels/${p.vesselId}/blocks`, { start: dayFrom(t, 3), end: dayFrom(t, 5), reason: 'maintenance' })).status,
    ).toBe(404);
  });
});
