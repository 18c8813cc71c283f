import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #25: no doubled punctuation in generated texts. An admin's reason is often typed as a sentence with its own full
// stop; the texts that quote it must read ". " once, not ".." (and a reason typed without one still ends a sentence).

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const nextImo = imoSequence(951_301);
const messagesTo = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt))).map((n) => n.message);

describe('texts that quote an admin\u2019s reason (#25)', () => {
  it('a vessel suspended and reinstated: one full stop after the reason, whether typed or not', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const id = (await owner.post('/api/vessels', validVessel({ imo: nextImo(), name: 'Nordic Tern' }))).json.vessel.id as string;
    await admin.post(`/api/admin/vessels/${id}/suspend`, { reason: 'Class certificate expired last week.' });
    await admin.post(`/api/admin/vessels/${id}/reinstate`, { reason: 'Renewed certificate received' });
    const [suspended, reinstated] = await messagesTo(owner.id);
    expect(suspended).toBe(
      'Fairlead suspended Nordic Tern: Class certificate expired last week. It is hidden from search until reinstated. Contact support to resolve it.',
    );
    expect(reinstated).toMatch(/Note from Fairlead: Renewed certificate received\.$/);
    for (const m of [suspended, reinstated]) expect(m).not.toMatch(/\.\s*\./);
  });

  it('money put on hold: the reason ends its sentence once', async () => {
    const {
      p,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.ok);
    expect((await admin.post(`/api/admin/payments/${first.id}/hold`, { reason: 'Receivers report 300 t short-landed.' })).status).toBe(200);
    const told = (await messagesTo(p.owner.id)).filter((m) => m.includes('on hold'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/on hold: Receivers report 300 t short-landed\. The money stays in escrow until it is resolved\.$/);
  });
});
