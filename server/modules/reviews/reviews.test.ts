import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, profiles, reviewReplies, reviews } from '../../db/schema';
import { INSUFFICIENT_PRIVILEGE, refusalOf, UNIQUE_VIOLATION } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { completedFixture, complete, fixedFixture, ofCharterer, ofOwner } from '../../test/review-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const path = (dealId: string) => `/api/deals/${dealId}/reviews`;
const rating = async (id: string) =>
  (await t.db.select({ avg: profiles.ratingAverage, n: profiles.ratingCount }).from(profiles).where(eq(profiles.id, id)))[0];

describe('who may review, and when', () => {
  it('refuses a review before the fixture is completed and takes it after', async () => {
    const f = await fixedFixture(t);
    const early = await f.charterer.post(path(f.dealId), ofOwner());
    expect([early.status, early.json.error.message]).toEqual([409, 'You can review your counterparty once the fixture is completed']);
    expect((await f.charterer.get(path(f.dealId))).json.window).toBe('not_completed');
    await complete(t, f.charter);
    const res = await f.charterer.post(path(f.dealId), ofOwner());
    expect(res.status).toBe(201);
    expect(res.json.mine.ratings).toEqual([
      { key: 'vesselAsDescribed', label: 'Vessel as described', value: 5 },
      { key: 'performance', label: 'Performance', value: 4 },
      { key: 'communication', label: 'Communication', value: 3 },
    ]);
  });

  it('takes one review per side: a second is refused by the service and by the database', async () => {
    const f = await completedFixture(t);
    expect((await f.owner.post(path(f.dealId), ofCharterer())).status).toBe(201);
    const again = await f.owner.post(path(f.dealId), ofCharterer(2));
    expect([again.status, again.json.error.message]).toEqual([409, 'You have already reviewed this fixture']);
    const [first] = await t.db.select().from(reviews).where(eq(reviews.dealId, f.dealId));
    const { id: _id, ...copy } = first;
    const refused = await refusalOf(t.db.insert(reviews).values(copy));
    expect(refused.code).toBe(UNIQUE_VIOLATION);
    expect(refused.message).toContain('reviews_one_per_side');
  });

  it('asks each side the questions that fit the party reviewed', async () => {
    const f = await completedFixture(t);
    expect((await f.owner.get(path(f.dealId))).json.questions.map((q: { label: string }) => q.label)).toEqual([
      'Cargo and documents ready',
      'Payments on time',
      'Communication',
    ]);
    // An owner answering the questions asked of owners has not rated the charterer.
    const wrong = await f.owner.post(path(f.dealId), ofCharterer(5, { ratings: { vesselAsDescribed: 5, performance: 4, communication: 3 } }));
    expect([wrong.status, wrong.json.error.fields]).toEqual([400, { ratings: 'Rate each point from 1 to 5' }]);
  });

  it('answers 404 to members who are not parties and 403 to admins', async () => {
    const f = await completedFixture(t);
    const stranger = await t.signedIn('owner', { verified: true });
    const otherCharterer = await t.signedIn('charterer', { verified: true });
    expect((await stranger.get(path(f.dealId))).status).toBe(404);
    expect((await otherCharterer.post(path(f.dealId), ofOwner())).status).toBe(404);
    expect((await (await t.signedIn('admin')).post(path(f.dealId), ofOwner())).status).toBe(403);
    expect(await t.db.select().from(reviews).where(eq(reviews.dealId, f.dealId))).toEqual([]);
  });
});

describe('blind until both or the deadline', () => {
  it('shows the other side’s review only once both have written, and then counts both', async () => {
    const f = await completedFixture(t);
    await f.charterer.post(path(f.dealId), ofOwner(4));
    const before = (await f.owner.get(path(f.dealId))).json;
    expect([before.theirsSubmitted, before.theirs, before.actions]).toEqual([true, null, ['review']]);
    expect((await t.agent().get(`/api/companies/${f.owner.id}`)).json.reviews).toEqual([]);
    expect(await rating(f.owner.id)).toEqual({ avg: null, n: 0 });

    await f.owner.post(path(f.dealId), ofCharterer(5));
    const after = (await f.owner.get(path(f.dealId))).json;
    expect([after.theirs.overall, after.theirs.body, after.actions]).toEqual([4, ofOwner().body, ['reply']]);
    expect((await f.charterer.get(path(f.dealId))).json.theirs.overall).toBe(5);
    const page = (await t.agent().get(`/api/companies/${f.owner.id}`)).json;
    expect([page.reviews.length, page.rating, page.fixturesCompleted]).toEqual([1, { average: 4, count: 1 }, 1]);
    expect(await rating(f.owner.id)).toEqual({ avg: 4, n: 1 });
    expect(await rating(f.charterer.id)).toEqual({ avg: 5, n: 1 });
  });

  it('publishes a lone review when the 30 days are over, and takes no review after', async () => {
    const f = await completedFixture(t);
    await f.charterer.post(path(f.dealId), ofOwner(3));
    // The window closes 30 days after the day the fixture completed (its last held day + 1).
    const closes = Date.parse(`${f.charter.endDate}T00:00:00Z`) + 31 * DAY;
    expect((await f.owner.get(path(f.dealId))).json.windowClosesAt).toBe(new Date(closes).toISOString());
    t.deps.clock.advance(closes - 60_000 - t.deps.clock.now().getTime());
    await t.deps.jobs.runDue();
    expect((await f.owner.get(path(f.dealId))).json.theirs).toBe(null);
    t.deps.clock.advance(60_000);
    await t.deps.jobs.runDue();
    const after = (await f.owner.get(path(f.dealId))).json;
    expect([after.window, after.theirs?.overall, after.actions]).toEqual(['closed', 3, ['reply']]);
    expect(await rating(f.owner.id)).toEqual({ avg: 3, n: 1 });
    const late = await f.owner.post(path(f.dealId), ofCharterer());
    expect([late.status, late.json.error.message]).toEqual([409, 'The 30 days to review this fixture are over']);
  });
});

describe('replies', () => {
  it('lets the reviewed company reply once, to a published review only', async () => {
    const f = await completedFixture(t);
    const review = (await f.charterer.post(path(f.dealId), ofOwner())).json.mine.id;
    const reply = (by: typeof f.owner, body = 'Thank you: we look forward to the next cargo.') => by.post(`/api/reviews/${review}/reply`, { body });
    expect((await reply(f.owner)).status).toBe(404); // blind: not published yet
    await f.owner.post(path(f.dealId), ofCharterer());
    expect((await reply(f.charterer)).status).toBe(403);
    expect((await reply(await t.signedIn('owner', { verified: true }))).status).toBe(404);
    const first = await reply(f.owner);
    expect([first.status, first.json.review.reply.body]).toEqual([201, 'Thank you: we look forward to the next cargo.']);
    const second = await reply(f.owner, 'Changed my mind.');
    expect([second.status, second.json.error.message]).toEqual([409, 'You have already replied to this review']);
    expect((await t.agent().get(`/api/companies/${f.owner.id}`)).json.reviews[0].reply.body).toBe('Thank you: we look forward to the next cargo.');
  });
});

describe('hiding', () => {
  it('takes a review off the page and the rating, audited, and tells its author', async () => {
    const f = await completedFixture(t);
    await f.charterer.post(path(f.dealId), ofOwner(2));
    await f.owner.post(path(f.dealId), ofCharterer());
    const id = (await f.owner.get(path(f.dealId))).json.theirs.id;
    expect(await rating(f.owner.id)).toEqual({ avg: 2, n: 1 });
    const admin = await t.signedIn('admin');
    const hidden = await admin.post(`/api/admin/reviews/${id}/hide`, { reason: 'Names a crew member' });
    expect([hidden.status, hidden.json.review.hidden.reason]).toEqual([200, 'Names a crew member']);
    expect(await rating(f.owner.id)).toEqual({ avg: null, n: 0 });
    expect((await t.agent().get(`/api/companies/${f.owner.id}`)).json.reviews).toEqual([]);
    expect((await f.owner.get(path(f.dealId))).json.theirs).toBe(null);
    expect((await f.charterer.get(path(f.dealId))).json.mine.hidden.reason).toBe('Names a crew member');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['review.submit', f.charterer.id],
      ['review.hide', admin.id],
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, f.charterer.id));
    expect(told.filter((n) => n.title === 'Fairlead hid your review').map((n) => n.message)).toEqual([
      `Your review of ${(await f.owner.get('/api/accounts/me')).json.profile.companyName} breaks the review rules: Names a crew member`,
    ]);
    expect((await admin.post(`/api/admin/reviews/${id}/hide`, { reason: 'Again' })).status).toBe(409);
  });
});

describe('only grows', () => {
  it('refuses to rewrite or remove a review or a reply, and lets publication and hiding be set once', async () => {
    const f = await completedFixture(t);
    const id = (await f.charterer.post(path(f.dealId), ofOwner())).json.mine.id;
    await f.owner.post(path(f.dealId), ofCharterer());
    await f.owner.post(`/api/reviews/${id}/reply`, { body: 'Thank you.' });
    for (const statement of [
      t.db.update(reviews).set({ body: 'Rewritten' }).where(eq(reviews.id, id)),
      t.db.update(reviews).set({ overall: 1 }).where(eq(reviews.id, id)),
      t.db.update(reviews).set({ publishedAt: null }).where(eq(reviews.id, id)),
      t.db.delete(reviews).where(eq(reviews.id, id)),
      t.db.update(reviewReplies).set({ body: 'Rewritten' }).where(eq(reviewReplies.reviewId, id)),
      t.db.delete(reviewReplies).where(eq(reviewReplies.reviewId, id)),
    ]) {
      const refused = await refusalOf(statement);
      expect([refused.code, refused.message]).toEqual([INSUFFICIENT_PRIVILEGE, expect.stringMatching(/^review(s|_replies) is append-only/)]);
    }
    const admin = await t.signedIn('admin');
    await t.db
      .update(reviews)
      .set({ hiddenAt: sql`now()`, hiddenBy: admin.id, hiddenReason: 'Test' })
      .where(eq(reviews.id, id));
    const unhide = await refusalOf(t.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, id)));
    expect(unhide.code).toBe(INSUFFICIENT_PRIVILEGE);
  });
});

describe('the home page’s quotes', () => {
  it('quotes published reviews whose authors agreed, and none other', async () => {
    const f = await completedFixture(t);
    const body = 'A quotable review: the vessel performed to warranty on every leg.';
    await f.charterer.post(path(f.dealId), ofOwner(5, { body, quotable: true }));
    const quoted = async () => (await t.agent().get('/api/reviews/quotes')).json.items.map((q: { body: string }) => q.body);
    expect(await quoted()).not.toContain(body);
    await f.owner.post(
      path(f.dealId),
      ofCharterer(5, { body: 'Not for quoting: cargo ready and freight paid on time, thank you.', quotable: false }),
    );
    const items = await quoted();
    expect(items).toContain(body);
    expect(items).not.toContain('Not for quoting: cargo ready and freight paid on time, thank you.');
  });
});
