import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the vessel page’s caching', () => {
  it('lets a shared cache keep a stranger’s page briefly, never a member’s, and never a hidden vessel’s', async () => {
    const p = await dealParties(t);
    const stranger = await t.agent().get(`/api/vessels/${p.vesselId}`);
    expect([stranger.status, stranger.headers.get('cache-control'), stranger.headers.get('vary')]).toEqual([200, 'public, max-age=30', 'Cookie']);

    // A member's page says what they may do (enquire, edit): it is theirs alone.
    for (const member of [p.charterer, p.owner]) {
      const page = await member.get(`/api/vessels/${p.vesselId}`);
      expect([page.status, page.headers.get('cache-control'), page.headers.get('vary')]).toEqual([200, 'private, no-store', 'Cookie']);
    }

    await p.owner.post(`/api/vessels/${p.vesselId}/archive`);
    const gone = await t.agent().get(`/api/vessels/${p.vesselId}`);
    expect([gone.status, gone.headers.get('cache-control')]).toEqual([404, null]);
    const own = await p.owner.get(`/api/vessels/${p.vesselId}`);
    expect([own.status, own.json.visibility.public, own.headers.get('cache-control')]).toEqual([200, false, 'private, no-store']);
  });
});
