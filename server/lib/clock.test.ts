import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, vessels } from '../db/schema';
import { dayFrom, dealParties, firm, openDeal, voyageTerms } from '../test/deal-input';
import { createTestApp, type TestApp } from '../test/harness';
import { imoSequence, validVessel } from '../test/vessel-input';

// #26: the server reads the time only from the clock in its deps, so a test that moves the clock moves every time the
// server writes. Each test moves it TEN_DAYS ahead of the machine's clock and expects the record to carry the moved
// time: a `new Date()` left in a service writes the machine's time instead, ten days short.

const DAY = 86_400_000;
const TEN_DAYS = 10 * DAY;
const nextImo = imoSequence(941_201);

let t: TestApp;
/** How far the tests have moved the app's clock ahead of the machine's. */
let ahead = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const moveTenDays = () => {
  t.deps.clock.advance(TEN_DAYS);
  ahead += TEN_DAYS;
};

/** Runs `act`; answers the span the app clock's time was in meanwhile (the machine's time then, moved `ahead`). */
async function clockSpanOf(act: () => Promise<void>) {
  const from = Date.now() + ahead;
  await act();
  return { from, to: Date.now() + ahead };
}

// A time that was not written (null: the epoch; undefined: NaN) falls outside the span and fails here.
const expectWithin = (at: Date | string | null | undefined, span: { from: number; to: number }) => {
  const ms = at == null ? Number.NaN : new Date(at).getTime();
  expect(ms).toBeGreaterThanOrEqual(span.from);
  expect(ms).toBeLessThanOrEqual(span.to);
};

describe('the server writes the app clock’s time (#26)', () => {
  it('an admin’s cancellation enters the deal’s record at the clock’s time', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('fixed');
    const charterId = (await p.owner.get(`/api/deals/${id}`)).json.deal.charterId;
    const admin = await t.signedIn('admin');

    moveTenDays();
    const span = await clockSpanOf(async () => {
      expect((await admin.post(`/api/admin/charters/${charterId}/cancel`, { reason: 'Sanctions screening failed after fixture' })).status).toBe(200);
    });

    const events = (await p.owner.get(`/api/deals/${id}`)).json.deal.events as { event: string; at: string }[];
    expect(events.map((e) => e.event)).toEqual(['enquire', 'offer', 'accept', 'cancel']);
    expectWithin(events[3].at, span);
  });

  it('a vessel archived after the clock moved is archived (and updated) at the clock’s time', async () => {
    const p = await dealParties(t);
    moveTenDays();
    const span = await clockSpanOf(async () => {
      expect((await p.owner.post(`/api/vessels/${p.vesselId}/archive`)).status).toBe(200);
    });
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, p.vesselId));
    expectWithin(row.archivedAt, span);
    expectWithin(row.updatedAt, span);
  });

  it('erasing a member records the clock’s time on the account, its vessels and the audit', async () => {
    const p = await dealParties(t);
    await openDeal(t, p); // party to a deal: erased, not deleted
    const admin = await t.signedIn('admin');
    moveTenDays();
    const span = await clockSpanOf(async () => {
      expect((await admin.del(`/api/admin/users/${p.owner.id}`)).status).toBe(204);
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, p.owner.id));
    expectWithin(profile.erasedAt, span);
    const [vessel] = await t.db.select().from(vessels).where(eq(vessels.id, p.vesselId));
    expectWithin(vessel.archivedAt, span);
    const erased = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.owner.id))).filter((a) => a.action === 'user.erased');
    expect(erased).toHaveLength(1);
    expectWithin((erased[0].after as { erasedAt: string }).erasedAt, span);
  });

  it('a ship whose P&I cover ran out by the clock’s date is hidden from the public and told to its owner', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const created = await owner.post('/api/vessels', validVessel({ imo: nextImo(), piExpiry: dayFrom(t, 5) }));
    expect(created.status).toBe(201);
    const id = created.json.vessel.id as string;
    expect((await t.agent().get(`/api/vessels/${id}`)).status).toBe(200);

    moveTenDays(); // the cover ended five days ago by the app's clock, not yet by the machine's
    expect((await t.agent().get(`/api/vessels/${id}`)).status).toBe(404);
    const fleet = (await owner.get('/api/owner/vessels')).json.items as { id: string; hiddenReasons: string[] }[];
    expect(fleet.find((v) => v.id === id)?.hiddenReasons).toEqual(['Its P&I cover expired: enter the renewed expiry date.']);
  });
});
