import { and, asc, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, devMail, notifications, profiles } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { approveFile, submitFile } from '../../test/verification-input';

// #29: a verification lasts until its first document expires; the company is told 30, 7 and 0 days before, and on
// the day it cannot start new deals, though it keeps the ones it has.

const DAY = 86_400_000;
let t: TestApp;
afterEach(() => t.close());

const dayIn = (days: number) => new Date(t.deps.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
const noticesOf = async (userId: string) =>
  (
    await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.title, 'Company verification%')))
      .orderBy(asc(notifications.createdAt))
  ).map((n) => n.title);
const mailsTo = async (email: string) =>
  (
    await t.db
      .select({ subject: devMail.subject })
      .from(devMail)
      .where(and(eq(devMail.to, email), like(devMail.subject, 'Company verification%')))
  ).map((m) => m.subject);
const verifiedOf = async (id: string) => (await t.db.select({ v: profiles.verified }).from(profiles).where(eq(profiles.id, id)))[0].v;
/** Moves the clock to 06:00 UTC on the given day and runs what fell due (twice: a notice queues its e-mail as a job). */
async function moveTo(day: string) {
  t.deps.clock.advance(Date.parse(`${day}T06:00:00Z`) - t.deps.clock.now().getTime());
  await t.deps.jobs.runDue();
  await t.deps.jobs.runDue();
}

describe('verification expiry', () => {
  it('tells the company 30, 7 and 0 days before; on the day new deals are refused and open ones carry on', async () => {
    t = await createTestApp();
    const admin = await t.signedIn('admin');
    const p = await dealParties(t);
    const expiresOn = dayIn(45);
    expect((await approveFile(admin, await submitFile(p.charterer), expiresOn)).status).toBe(200);
    const id = await openDeal(t, p);

    await moveTo(dayIn(14)); // 31 days before: nothing yet
    expect(await noticesOf(p.charterer.id)).toEqual([]);
    await moveTo(new Date(Date.parse(expiresOn) - 30 * DAY).toISOString().slice(0, 10));
    expect(await noticesOf(p.charterer.id)).toEqual(['Company verification expires in 30 days']);
    await moveTo(new Date(Date.parse(expiresOn) - 7 * DAY).toISOString().slice(0, 10));
    expect(await noticesOf(p.charterer.id)).toEqual(['Company verification expires in 30 days', 'Company verification expires in 7 days']);
    expect(await verifiedOf(p.charterer.id)).toBe(true);
    await moveTo(new Date(Date.parse(expiresOn) - DAY).toISOString().slice(0, 10));
    expect(await verifiedOf(p.charterer.id)).toBe(true);

    await moveTo(expiresOn);
    expect(await noticesOf(p.charterer.id)).toEqual([
      'Company verification expires in 30 days',
      'Company verification expires in 7 days',
      'Company verification expired',
    ]);
    // E-mailed as account notices are: at once.
    expect((await mailsTo(p.charterer.email)).sort()).toEqual([
      'Company verification expired - Fairlead',
      'Company verification expires in 30 days - Fairlead',
      'Company verification expires in 7 days - Fairlead',
    ]);
    expect(await verifiedOf(p.charterer.id)).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.charterer.id), eq(auditLog.action, 'verification.expired')));
    expect(audit.actorId).toBeNull();
    expect((await p.charterer.get('/api/company/verification')).json).toMatchObject({ verified: false, canStart: false, expiresOn });

    const refused = await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) });
    expect([refused.status, refused.json.error.message]).toEqual([
      403,
      `Your company’s verification expired on ${expiresOn}: you cannot send enquiries until Fairlead has checked your renewed documents. Your open deals carry on. Send the new documents at /app/company/verification.`,
    ]);
    // The deal it had carries on: the owner offers firm, the charterer accepts.
    expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { replyInMinutes: 60 }))).status).toBe(201);
    const accepted = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
  }, 180_000);

  it('refuses a new deal from the expiry date itself, even before the job has run', async () => {
    t = await createTestApp();
    t.holdJobs();
    const admin = await t.signedIn('admin');
    const p = await dealParties(t);
    const expiresOn = dayIn(3);
    expect((await approveFile(admin, await submitFile(p.charterer), expiresOn)).status).toBe(200);
    t.deps.clock.advance(Date.parse(`${expiresOn}T00:00:01Z`) - t.deps.clock.now().getTime());
    const refused = await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(new RegExp(`^Your company’s verification expired on ${expiresOn}`));
  }, 180_000);

  it('leaves a renewed company verified: the old approval’s jobs change nothing', async () => {
    t = await createTestApp();
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('owner');
    const first = dayIn(10);
    expect((await approveFile(admin, await submitFile(member), first)).status).toBe(200);
    const renewed = dayIn(400);
    expect((await approveFile(admin, await submitFile(member), renewed)).status).toBe(200);
    await moveTo(first);
    expect(await verifiedOf(member.id)).toBe(true);
    expect(await noticesOf(member.id)).toEqual([]);
  }, 180_000);

  it('applies an expiry that fell due while the server was stopped within five seconds of the next start', async () => {
    t = await createTestApp({}, { durable: true });
    const admin = await t.signedIn('admin');
    const member = await t.signedIn('charterer');
    const expiresOn = dayIn(2);
    expect((await approveFile(admin, await submitFile(member), expiresOn)).status).toBe(200);
    await t.deps.jobs.stop();
    t.deps.clock.advance(3 * DAY); // the server was down over the expiry day
    await t.restart();
    const started = Date.now();
    t.deps.jobs.start();
    try {
      while ((await verifiedOf(member.id)) && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await t.deps.jobs.stop();
    }
    expect(await verifiedOf(member.id)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await noticesOf(member.id)).toContain('Company verification expired');
  }, 180_000);
});
