import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoOrders, charters, deals, devMail, notifications, profiles, users, vessels, vesselBlocks } from '../../db/schema';
import { dayFrom, dealParties, indication, timeTerms, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// "Offer your ship": an owner answers a cargo order with a ship and an indication; the deal continues as any other.
// Cargo orders are written straight to their table here, so these tests read only the offer's own rules.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Parties = Awaited<ReturnType<typeof dealParties>>;
const nextImo = imoSequence(947_301);

/** An open voyage order of the charterer's: 50,000 t wheat, Santos to Qingdao, laycan 30–35 days out. */
async function cargoOf(posterId: string, overrides: Partial<typeof cargoOrders.$inferInsert> = {}) {
  const now = t.deps.clock.now();
  const [row] = await t.db
    .insert(cargoOrders)
    .values({
      posterId,
      status: 'open',
      commodity: 'wheat',
      quantityT: 50_000,
      tolerancePct: 10,
      toleranceOption: 'MOLOO',
      loadPlace: 'BRSSZ',
      dischargePlace: 'CNTAO',
      loadRegions: ['ECSA'],
      dischargeRegions: ['CJK'],
      laycanFrom: dayFrom(t, 30),
      laycanTo: dayFrom(t, 35),
      loadRateTpd: 10_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 8_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: 3_250,
      commissionPct: 3.75,
      gearNeeded: false,
      accountVisibility: 'everyone',
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row.id;
}

/** The owner's indication on the cargo's terms (voyage days 20: held 30 to 55 days out). */
const cargoTerms = (overrides: Record<string, unknown> = {}) =>
  voyageTerms(t, { cargo: 'Wheat', loadPort: 'BRSSZ', dischargePort: 'CNTAO', freightRate: 3_400, ...overrides });

async function parties(): Promise<Parties & { cargoId: string }> {
  const p = await dealParties(t);
  await t.db.update(profiles).set({ companyName: 'Kestrel Bulk Shipping' }).where(eq(profiles.id, p.owner.id));
  return { ...p, cargoId: await cargoOf(p.charterer.id) };
}

const offer = (p: Parties, cargoId: string, body: Record<string, unknown> = { vesselId: p.vesselId, terms: cargoTerms() }) =>
  p.owner.post(`/api/cargoes/${cargoId}/offers`, body);

describe('an owner offers a ship for a cargo order', () => {
  it('opens a deal in negotiation with the owner’s indication, linked to the order, and tells the charterer', async () => {
    const p = await parties();
    const res = await offer(p, p.cargoId);
    expect(res.status).toBe(201);
    const deal = res.json.deal;
    expect([deal.stage, deal.myParty, deal.awaiting, deal.vessel.id]).toEqual(['negotiating', 'owner', 'charterer', p.vesselId]);
    expect(deal.offers).toHaveLength(1);
    const [only] = deal.offers;
    expect([only.version, only.fromParty, only.kind, only.status, only.terms.freightRate]).toEqual([1, 'owner', 'indication', 'live', 3_400]);
    expect(deal.events.map((e: { event: string; actorRole: string; stageAfter: string }) => [e.event, e.actorRole, e.stageAfter])).toEqual([
      ['offer_ship', 'owner', 'negotiating'],
    ]);
    const [row] = await t.db.select().from(deals).where(eq(deals.id, deal.id));
    expect([row.cargoOrderId, row.chartererId, row.ownerId, row.charterType]).toEqual([p.cargoId, p.charterer.id, p.owner.id, 'voyage']);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, p.charterer.id));
    expect(told.map((n) => [n.title, n.message])).toEqual([
      [
        'Ship offered for your cargo',
        'Kestrel Bulk Shipping offered Aegean Spirit for your 50,000 t wheat Santos → Qingdao, with an indication. Counter it, ask for firm terms, or decline.',
      ],
    ]);
    const [{ email }] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, p.charterer.id));
    const mails = await t.db.select({ subject: devMail.subject }).from(devMail).where(eq(devMail.to, email));
    expect(mails.map((m) => m.subject).filter((s) => s.startsWith('Ship offered'))).toEqual(['Ship offered for your cargo - Fairlead']);

    // From here it is the deal flow as ever: the charterer sees it, counters, and the owner is told.
    const seen = await p.charterer.get(`/api/deals/${deal.id}`);
    expect([seen.status, seen.json.deal.myParty, seen.json.deal.actions.includes('offer')]).toEqual([200, 'charterer', true]);
    const counter = await p.charterer.post(`/api/deals/${deal.id}/offers`, indication(cargoTerms({ freightRate: 3_100 })));
    expect(counter.status).toBe(201);
    expect(counter.json.deal.offers.map((o: { version: number; status: string }) => `${o.version} ${o.status}`)).toEqual(['1 superseded', '2 live']);
    const ownerTold = await t.db.select().from(notifications).where(eq(notifications.userId, p.owner.id));
    expect(ownerTold.map((n) => n.title)).toEqual(['Counter received']);
  });

  it('offers time terms for a trip time charter order, and refuses terms of the other kind with the field’s message', async () => {
    const p = await parties();
    const trip = await cargoOf(p.charterer.id, { charterType: 'tct', freightBasis: 'per_day', freightIdea: 1_450_000 });
    const wrong = await offer(p, trip);
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toEqual({ 'terms.charterType': 'This cargo order is for a trip time charter: offer time terms' });
    const voyageWrong = await offer(p, p.cargoId, { vesselId: p.vesselId, terms: timeTerms(t) });
    expect(voyageWrong.json.error.fields).toEqual({ 'terms.charterType': 'This cargo order is for a voyage charter: offer voyage terms' });
    const right = await offer(p, trip, {
      vesselId: p.vesselId,
      terms: timeTerms(t, { deliveryPort: 'BRSSZ', redeliveryPort: 'CNTAO', periodDays: 45 }),
    });
    expect([right.status, right.json.deal.charterType, right.json.deal.stage]).toEqual([201, 'time', 'negotiating']);
  });
});

describe('who may offer which ship', () => {
  it('refuses an owner whose e-mail is not confirmed, and one whose company is not verified', async () => {
    const p = await parties();
    const unconfirmed = await t.signedIn('owner', { verified: true, confirmed: false });
    const res = await unconfirmed.post(`/api/cargoes/${p.cargoId}/offers`, { vesselId: p.vesselId, terms: cargoTerms() });
    expect([res.status, res.json.error.message]).toEqual([403, 'Confirm your e-mail address before contacting other members: we sent you a link.']);
    const unverified = await t.signedIn('owner');
    const refused = await unverified.post(`/api/cargoes/${p.cargoId}/offers`, { vesselId: p.vesselId, terms: cargoTerms() });
    expect([refused.status, refused.json.error.message]).toEqual([
      403,
      'Only verified companies can offer ships. Send your company’s registration and documents for review at /app/company/verification.',
    ]);
  });

  it('refuses another owner’s ship as if it did not exist, and opens no deal', async () => {
    const p = await parties();
    const rival = await t.signedIn('owner', { verified: true });
    const res = await rival.post(`/api/cargoes/${p.cargoId}/offers`, { vesselId: p.vesselId, terms: cargoTerms() });
    expect([res.status, res.json.error.message]).toEqual([404, 'Vessel not found']);
    expect(await t.db.select().from(deals).where(eq(deals.cargoOrderId, p.cargoId))).toEqual([]);
  });

  it('refuses a ship that is not on the market', async () => {
    const p = await parties();
    await t.db.update(vessels).set({ archivedAt: t.deps.clock.now() }).where(eq(vessels.id, p.vesselId));
    const res = await offer(p, p.cargoId);
    expect([res.status, res.json.error.message]).toEqual([
      409,
      'Aegean Spirit is not on the market (archived, suspended or its P&I cover expired): charterers cannot deal on it',
    ]);
  });

  it('refuses the order’s own poster', async () => {
    const p = await parties();
    const own = await cargoOf(p.owner.id);
    const res = await offer(p, own);
    expect([res.status, res.json.error.message]).toEqual([403, 'You cannot offer a ship for your own cargo order']);
  });
});

describe('which orders and dates a ship may be offered for', () => {
  it('refuses an order that is no longer open, and one that does not exist', async () => {
    const p = await parties();
    for (const status of ['withdrawn', 'lapsed', 'fixed_elsewhere', 'fixed'] as const) {
      const closed = await cargoOf(p.charterer.id, { status });
      const res = await offer(p, closed);
      expect([status, res.status, res.json.error.message]).toEqual([status, 409, 'This cargo order is no longer open']);
    }
    const missing = await offer(p, '00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.json.error.message]).toEqual([404, 'Cargo order not found']);
  });

  it('answers an open order off the board (its poster unverified, suspended or erased) as not found, and writes nothing', async () => {
    const p = await parties();
    const standings = {
      unverified: { verified: false },
      suspended: { suspendedAt: t.deps.clock.now(), suspendedReason: 'Unpaid invoices' },
      erased: { verified: false, erasedAt: t.deps.clock.now() },
    };
    for (const [standing, change] of Object.entries(standings)) {
      const poster = await t.signedIn('charterer', { verified: true });
      const hidden = await cargoOf(poster.id);
      await t.db.update(profiles).set(change).where(eq(profiles.id, poster.id));
      const res = await offer(p, hidden);
      expect([standing, res.status, res.json.error.message]).toEqual([standing, 404, 'Cargo order not found']);
      expect(await t.db.select().from(deals).where(eq(deals.cargoOrderId, hidden))).toEqual([]);
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, poster.id))).toEqual([]);
    }
  });

  it('refuses dates the ship is held or blocked on, and a laycan in the past', async () => {
    const p = await parties();
    // Held 30 to 55 days out by the terms; a fixture from day 50 overlaps the voyage's end.
    await t.db.insert(charters).values({
      vesselId: p.vesselId,
      ownerId: p.owner.id,
      chartererId: p.charterer.id,
      startDate: dayFrom(t, 50),
      endDate: dayFrom(t, 70),
      status: 'confirmed',
      totalAmount: 100,
    });
    const held = await offer(p, p.cargoId);
    expect([held.status, held.json.error.message]).toEqual([
      409,
      `Aegean Spirit is already taken from ${dayFrom(t, 50)} to ${dayFrom(t, 70)}, which overlaps these dates: change the laycan or offer another ship`,
    ]);
    const shorter = await offer(p, p.cargoId, { vesselId: p.vesselId, terms: cargoTerms({ voyageDays: 14 }) });
    expect(shorter.status).toBe(201);

    const q = await parties();
    await t.db
      .insert(vesselBlocks)
      .values({ vesselId: q.vesselId, startDate: dayFrom(t, 28), endDate: dayFrom(t, 31), reason: 'drydock', note: '', createdBy: q.owner.id });
    const blocked = await offer(q, q.cargoId);
    expect([blocked.status, blocked.json.error.message]).toEqual([
      409,
      `Aegean Spirit is already taken from ${dayFrom(t, 28)} to ${dayFrom(t, 31)}, which overlaps these dates: change the laycan or offer another ship`,
    ]);
    const past = await offer(q, q.cargoId, { vesselId: q.vesselId, terms: cargoTerms({ laycanFrom: dayFrom(t, -1) }) });
    expect([past.status, past.json.error.fields]).toEqual([400, { 'terms.laycanFrom': 'The laycan cannot start in the past' }]);
  });

  it('keeps one open deal per ship and cargo: a repeat is refused until that deal ends', async () => {
    const p = await parties();
    const [first, second] = await Promise.all([offer(p, p.cargoId), offer(p, p.cargoId)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.json.error.message).toBe(
      'Aegean Spirit already has an open deal for this cargo order: carry on in that deal, or withdraw from it first',
    );
    const dealId = (first.status === 201 ? first : second).json.deal.id;

    // Another ship of the same owner is a deal of its own.
    const other = await p.owner.post('/api/vessels', validVessel({ imo: nextImo(), name: 'Boreal Wind' }));
    expect((await offer(p, p.cargoId, { vesselId: other.json.vessel.id, terms: cargoTerms() })).status).toBe(201);

    expect((await p.owner.post(`/api/deals/${dealId}/withdraw`)).status).toBe(200);
    const again = await offer(p, p.cargoId);
    expect([again.status, again.json.deal.id === dealId]).toEqual([201, false]);
    const open = await t.db
      .select()
      .from(deals)
      .where(and(eq(deals.cargoOrderId, p.cargoId), eq(deals.vesselId, p.vesselId)));
    expect(open.map((d) => d.stage).sort()).toEqual(['negotiating', 'withdrawn']);
  });
});
