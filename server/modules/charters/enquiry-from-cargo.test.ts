import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryInputSchema } from '../../../common/charters/offers';
import { cargoOrders, deals, notifications, profiles } from '../../db/schema';
import { loadCurrentUser } from '../accounts/service';
import { sendEnquiry } from './deal-service';
import { validCargo } from '../../test/cargo-input';
import { dayFrom, dealParties, voyageTerms } from '../../test/deal-input';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';

// A charterer's "Send enquiry" on one of the ships matching their cargo order: the deal is linked to the order, as
// an owner's "Offer your ship" is, and its page names the order to both parties.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The order's own terms, as the enquiry form drafts them (voyage days 20). */
const cargoTerms = (app: TestApp) => voyageTerms(app, { cargo: 'Wheat', loadPort: 'BRSSZ', dischargePort: 'CNTAO', freightRate: 3_400 });

type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
type Parties = Awaited<ReturnType<typeof dealParties>>;

/** An open order of `poster`'s, posted through the API: 50,000 t wheat, Santos to Qingdao, laycan 30–35 days out. */
async function orderOf(poster: Agent) {
  const res = await poster.post('/api/cargoes', validCargo(t));
  expect(res.status, res.text).toBe(201);
  return res.json.cargo.id as string;
}

const enquire = (p: Parties, cargoOrderId: string | undefined, who: Agent = p.charterer) =>
  who.post('/api/deals', { vesselId: p.vesselId, terms: cargoTerms(t), ...(cargoOrderId ? { cargoOrderId } : {}) });

/** The deals written for the ship: a refused enquiry must leave none. */
const dealsOfShip = (vesselId: string) => t.db.select().from(deals).where(eq(deals.vesselId, vesselId));

describe('an enquiry sent from the charterer’s cargo order', () => {
  it('links the deal to the order, and shows the order to both parties and an admin', async () => {
    const p = await dealParties(t);
    const cargoId = await orderOf(p.charterer);
    const res = await enquire(p, cargoId);
    expect(res.status, res.text).toBe(201);
    const shown = {
      id: cargoId,
      title: '50,000 t wheat Santos → Qingdao',
      laycanFrom: dayFrom(t, 30),
      laycanTo: dayFrom(t, 35),
      pageShown: true,
    };
    expect([res.json.deal.stage, res.json.deal.cargoOrder]).toEqual(['enquiry', shown]);
    const rows = await dealsOfShip(p.vesselId);
    expect(rows.map((d) => [d.id, d.cargoOrderId, d.stage])).toEqual([[res.json.deal.id, cargoId, 'enquiry']]);

    const admin = await t.signedIn('admin');
    for (const reader of [p.owner, p.charterer, admin]) {
      const read = await reader.get(`/api/deals/${res.json.deal.id}`);
      expect([read.status, read.json.deal.cargoOrder]).toEqual([200, shown]);
    }
    // The deal read stays its parties' and admins': the order's line goes nowhere else.
    const outsider = await t.signedIn('owner', { verified: true });
    expect((await outsider.get(`/api/deals/${res.json.deal.id}`)).status).toBe(404);
  });

  it('leaves an enquiry made from the ship alone unlinked', async () => {
    const p = await dealParties(t);
    const res = await enquire(p, undefined);
    expect([res.status, res.json.deal.cargoOrder]).toEqual([201, null]);
    expect((await dealsOfShip(p.vesselId)).map((d) => d.cargoOrderId)).toEqual([null]);
  });

  it('keeps the order on the deal once it is closed: a link for its charterer, its line alone for the owner', async () => {
    const p = await dealParties(t);
    const cargoId = await orderOf(p.charterer);
    const dealId = (await enquire(p, cargoId)).json.deal.id;
    expect((await p.charterer.post(`/api/cargoes/${cargoId}/withdraw`)).status).toBe(200);
    const owner = await p.owner.get(`/api/deals/${dealId}`);
    const charterer = await p.charterer.get(`/api/deals/${dealId}`);
    expect([owner.json.deal.cargoOrder.pageShown, charterer.json.deal.cargoOrder.pageShown]).toEqual([false, true]);
    expect(owner.json.deal.cargoOrder.title).toBe('50,000 t wheat Santos → Qingdao');
  });
});

describe('which order an enquiry may be linked to', () => {
  it('refuses another charterer’s open order on the field, and writes nothing', async () => {
    const p = await dealParties(t);
    const rival = await t.signedIn('charterer', { verified: true });
    const theirs = await orderOf(rival);
    const res = await enquire(p, theirs);
    expect([res.status, res.json.error.message, res.json.error.fields]).toEqual([
      400,
      'An enquiry can be sent only for a cargo order of your own',
      { cargoOrderId: 'An enquiry can be sent only for a cargo order of your own' },
    ]);
    expect(await dealsOfShip(p.vesselId)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, p.owner.id))).toEqual([]);
  });

  it('answers another charterer’s closed order, and an unknown one, as not found', async () => {
    const p = await dealParties(t);
    const rival = await t.signedIn('charterer', { verified: true });
    const theirs = await orderOf(rival);
    await t.db.update(cargoOrders).set({ status: 'withdrawn' }).where(eq(cargoOrders.id, theirs));
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const res = await enquire(p, id);
      expect([res.status, res.json.error.message]).toEqual([404, 'Cargo order not found']);
    }
    const malformed = await enquire(p, 'not-an-id');
    expect([malformed.status, malformed.json.error.fields]).toEqual([400, { cargoOrderId: 'Cargo order not found' }]);
    expect(await dealsOfShip(p.vesselId)).toEqual([]);
  });

  it('answers another charterer’s open order that is off the board as not found', async () => {
    const p = await dealParties(t);
    const rival = await t.signedIn('charterer', { verified: true });
    const theirs = await orderOf(rival);
    await t.db.update(profiles).set({ suspendedAt: t.deps.clock.now(), suspendedReason: 'Unpaid invoices' }).where(eq(profiles.id, rival.id));
    const res = await enquire(p, theirs);
    expect([res.status, res.json.error.message]).toEqual([404, 'Cargo order not found']);
    expect(await dealsOfShip(p.vesselId)).toEqual([]);
  });

  it('refuses the charterer’s own order off the board: at the door while unverified, and in the deal’s transaction', async () => {
    const p = await dealParties(t);
    const cargoId = await orderOf(p.charterer);
    const verified = (await loadCurrentUser(t.db, p.charterer.id))!;
    await t.db.update(profiles).set({ verified: false }).where(eq(profiles.id, p.charterer.id));
    const res = await enquire(p, cargoId);
    expect([res.status, res.json.error.message]).toEqual([
      403,
      'Only verified companies can send enquiries. Send your company’s registration and documents for review at /app/company/verification.',
    ]);
    // The company's verification withdrawn while its enquiry was on its way: the caller was read as verified, but the
    // door reads the company's standing from the database (#29), so a stale session is refused there too.
    const input = enquiryInputSchema.parse({ vesselId: p.vesselId, cargoOrderId: cargoId, terms: cargoTerms(t) });
    const raced = sendEnquiry({ db: t.db, clock: t.deps.clock, appUrl: ORIGIN }, verified, input);
    await expect(raced).rejects.toMatchObject({ code: 'forbidden' });
    expect(await dealsOfShip(p.vesselId)).toEqual([]);
  });

  it('refuses the charterer’s own order once it is no longer open', async () => {
    const p = await dealParties(t);
    for (const status of ['withdrawn', 'lapsed', 'fixed_elsewhere', 'fixed'] as const) {
      const cargoId = await orderOf(p.charterer);
      await t.db.update(cargoOrders).set({ status }).where(eq(cargoOrders.id, cargoId));
      const res = await enquire(p, cargoId);
      expect([status, res.status, res.json.error.message]).toEqual([status, 409, 'This cargo order is no longer open']);
    }
    expect(await dealsOfShip(p.vesselId)).toEqual([]);
  });
});

describe('one open deal per ship and cargo order, whichever side opened it', () => {
  const repeat = 'Aegean Spirit already has an open deal for this cargo order: carry on in that deal, or withdraw from it first';

  it('refuses a second enquiry on the same ship for the same order until the first deal ends', async () => {
    const p = await dealParties(t);
    const cargoId = await orderOf(p.charterer);
    const [a, b] = await Promise.all([enquire(p, cargoId), enquire(p, cargoId)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((a.status === 409 ? a : b).json.error.message).toBe(repeat);
    const first = (a.status === 201 ? a : b).json.deal.id;
    const again = await enquire(p, cargoId);
    expect([again.status, again.json.error.message]).toEqual([409, repeat]);
    // Unlinked, the same ship may still be enquired on: the rule is about the order.
    expect((await enquire(p, undefined)).status).toBe(201);

    expect((await p.charterer.post(`/api/deals/${first}/withdraw`)).status).toBe(200);
    const after = await enquire(p, cargoId);
    expect([after.status, after.json.deal.id === first]).toEqual([201, false]);
    const linked = await t.db
      .select()
      .from(deals)
      .where(and(eq(deals.cargoOrderId, cargoId), eq(deals.vesselId, p.vesselId)));
    expect(linked.map((d) => d.stage).sort()).toEqual(['enquiry', 'withdrawn']);
  });

  it('refuses the enquiry when the owner already offered the ship for the order, and the offer after an enquiry', async () => {
    const p = await dealParties(t);
    const offered = await orderOf(p.charterer);
    const offer = await p.owner.post(`/api/cargoes/${offered}/offers`, { vesselId: p.vesselId, terms: cargoTerms(t) });
    expect(offer.status, offer.text).toBe(201);
    const res = await enquire(p, offered);
    expect([res.status, res.json.error.message]).toEqual([409, repeat]);

    const enquired = await orderOf(p.charterer);
    expect((await enquire(p, enquired)).status).toBe(201);
    const late = await p.owner.post(`/api/cargoes/${enquired}/offers`, { vesselId: p.vesselId, terms: cargoTerms(t) });
    expect([late.status, late.json.error.message]).toEqual([409, repeat]);
  });
});
