import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { charters } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

// #26: when Fairlead cancelled a charter (fraud, a casualty), its instalments not yet paid stayed due, and the
// charterer was still asked to pay for a voyage that will not happen. Money already in escrow stays there for an
// admin to refund or settle by the charter party.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('cancels the instalments not paid when Fairlead cancels the charter, and leaves the money held in escrow', async () => {
  const {
    p,
    id,
    payments: [freight, balance],
  } = await sealedDeal(t);
  await payWithCard(p.charterer, freight.id, cards.ok);
  const [charter] = await t.db.select().from(charters).where(eq(charters.dealId, id));
  const admin = await t.signedIn('admin');
  const res = await admin.post(`/api/admin/charters/${charter.id}/cancel`, { reason: 'The ship was detained after a casualty' });
  expect(res.status).toBe(200);

  const after = (await p.charterer.get(`/api/deals/${id}/payments`)).json.payments as {
    id: string;
    status: string;
    events: { kind: string; reason: string | null; actorRole: string }[];
  }[];
  const byId = new Map(after.map((x) => [x.id, x]));
  expect([byId.get(freight.id)?.status, byId.get(balance.id)?.status]).toEqual(['held', 'cancelled']);
  expect(byId.get(balance.id)?.events.at(-1)).toMatchObject({
    kind: 'cancel',
    actorRole: 'admin',
    reason: 'Fairlead cancelled the charter: this instalment is not owed',
  });
  // USD 1,163,750.00: 95% of 50,000 t at USD 24.50, paid in before the cancellation, still held.
  expect((await balanceOf(t.db, { kind: 'escrow', dealId: id, currency: 'USD' })).posted).toBe(116_375_000);
});
