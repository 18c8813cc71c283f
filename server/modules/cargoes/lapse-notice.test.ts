import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cargoOrders, devMail, notifications } from '../../db/schema';
import { enqueue } from '../../lib/jobs';
import { validCargo } from '../../test/cargo-input';
import { createTestApp, type TestApp } from '../../test/harness';

// #27: an order lapses by itself at the end of its laycan; its poster is told once, in the app and by e-mail (as
// their deal notices are), and not at all for an order they withdrew or fixed before.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;

const TITLE = 'Your cargo order lapsed';
/** Laycans in March 2099: each test moves its own app's clock past them (an app each: tests run in random order). */
const laycan = { laycanFrom: '2099-03-03', laycanTo: '2099-03-12' };
const after = Date.parse('2099-03-13T00:00:00Z');

afterEach(() => t.close());

const noticesOf = (m: Member) =>
  t.db
    .select({
      message: notifications.message,
      linkPath: notifications.linkPath,
      linkLabel: notifications.linkLabel,
      category: notifications.category,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, m.id), eq(notifications.title, TITLE)));
const mailsTo = (m: Member) =>
  t.db
    .select({ subject: devMail.subject })
    .from(devMail)
    .where(and(eq(devMail.to, m.email), eq(devMail.subject, `${TITLE} - Fairlead`)));
const statusOf = async (id: string) => (await t.db.select({ status: cargoOrders.status }).from(cargoOrders).where(eq(cargoOrders.id, id)))[0].status;
/** Moves the clock past the March laycans and runs what is due. */
async function pastTheLaycan() {
  t.deps.clock.advance(after - t.deps.clock.now().getTime());
  await t.deps.jobs.runDue();
}

describe('the lapse notice', () => {
  it('tells the poster once, naming the order and linking to it, even when the job runs twice', async () => {
    t = await createTestApp();
    const poster = await t.signedIn('charterer', { verified: true });
    const res = await poster.post('/api/cargoes', validCargo(t, { ...laycan, quantityT: 52_000 }));
    expect(res.status, res.text).toBe(201);
    const id = res.json.cargo.id as string;
    await pastTheLaycan();
    expect(await statusOf(id)).toBe('lapsed');
    // A second run of the job (a crash after the commit, say) tells no one again.
    await enqueue(t.db, 'cargoes.lapse', { cargoId: id });
    await t.deps.jobs.runDue();
    expect(await noticesOf(poster)).toEqual([
      {
        message:
          'Your cargo order 52,000 t 10% MOLOO wheat, Santos, Brazil to Qingdao, China, laycan 3 Mar to 12 Mar lapsed at the end of its laycan ' +
          'and is off the cargo board. If you still need a ship for it, post it again with new dates.',
        linkPath: `/cargoes/${id}`,
        linkLabel: 'See the cargo order',
        category: 'deals',
      },
    ]);
    expect(await mailsTo(poster)).toHaveLength(1);
  });

  it.each([
    ['withdraw', 'withdrawn'],
    ['fixed-elsewhere', 'fixed_elsewhere'],
  ])('says nothing of an order its poster chose to %s before its laycan ended', async (action, status) => {
    t = await createTestApp();
    const poster = await t.signedIn('charterer', { verified: true });
    const res = await poster.post('/api/cargoes', validCargo(t, laycan));
    expect(res.status, res.text).toBe(201);
    const id = res.json.cargo.id as string;
    expect((await poster.post(`/api/cargoes/${id}/${action}`)).status).toBe(200);
    await pastTheLaycan();
    await enqueue(t.db, 'cargoes.lapse', { cargoId: id });
    await t.deps.jobs.runDue();
    expect(await statusOf(id)).toBe(status);
    expect(await noticesOf(poster)).toEqual([]);
    expect(await mailsTo(poster)).toEqual([]);
  });

  it('follows the poster’s e-mail setting for deal notices: a digest, not a mail of its own', async () => {
    t = await createTestApp();
    const poster = await t.signedIn('charterer', { verified: true });
    expect((await poster.put('/api/notifications/mail-preferences', { deals: 'digest', messages: 'digest' })).status).toBe(200);
    const res = await poster.post('/api/cargoes', validCargo(t, { ...laycan, quantityT: 53_000 }));
    expect(res.status, res.text).toBe(201);
    await pastTheLaycan();
    expect(await noticesOf(poster)).toHaveLength(1);
    expect(await mailsTo(poster)).toEqual([]);
  });
});
