import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters } from '../../db/schema';
import { dayFrom, dealParties, firm, openDeal, timeTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { advanceCharters } from './charter-progress';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a fixture over time', () => {
  it('is confirmed until its first held day, active through its last, completed after', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p, timeTerms(t));
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, timeTerms(t)));
    await p.charterer.post(`/api/deals/${id}/accept`);
    const status = async () => (await t.db.select().from(charters).where(eq(charters.dealId, id)))[0].status;
    // Held from day 30 (laycan start) to day 33 + 90 + 15 (latest arrival, period, tolerance) = day 138.
    for (const [day, expected] of [
      [29, 'confirmed'],
      [30, 'active'],
      [138, 'active'],
      [139, 'completed'],
    ] as const) {
      await advanceCharters(t.db, dayFrom(t, day));
      expect(`day ${day}: ${await status()}`).toBe(`day ${day}: ${expected}`);
    }
  });
});
