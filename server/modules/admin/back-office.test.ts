import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, charters, notifications, payments, vessels } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.db, { provider: t.deps.payments, webhookSecret: t.deps.config.payments.webhookSecret, storage: t.deps.storage });
  await t.deps.jobs.runDue(); // the provider's webhooks, as the server's runner would deliver them moments later
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

describe('admin vessels', () => {
  it('searches name or type case-insensitively, sorts and pages on the server, with the owner company', async () => {
    const byName = await admin.get('/api/admin/vessels?q=AEGEAN');
    expect(byName.json.items.map((v: { name: string }) => v.name)).toEqual(['Aegean Spirit']);
    expect(byName.json.items[0].ownerCompany).toBe('Aegean Bulk Carriers S.A.');
    const byType = await admin.get('/api/admin/vessels?q=tank');
    expect(byType.json.items).toHaveLength(2);
    expect(byType.json.items.map((v: { type: string }) => v.type)).toEqual(['tanker', 'tanker']);
    expect(byType.json.total).toBe(2);
    const sorted = await admin.get('/api/admin/vessels?sort=lengthM&dir=asc&pageSize=3&page=1');
    const lengths = sorted.json.items.map((v: { lengthM: number }) => v.lengthM);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(sorted.json.items).toHaveLength(3);
    expect(sorted.json.total).toBe(10); // the demo fleet: ten ships since Hardanger joined Nordic Coastal (#27)
    const page3 = await admin.get('/api/admin/vessels?sort=lengthM&dir=asc&pageSize=3&page=3');
    expect(page3.json.items[0].lengthM).toBeGreaterThanOrEqual(lengths[2]);
    expect((await admin.get('/api/admin/vessels?sort=password')).status).toBe(400);
  });

  it('suspends and reinstates with a reason, tells the owner, and audits it', async () => {
    const [v] = await t.db.select().from(vessels).where(eq(vessels.name, 'Thira Star'));
    expect((await admin.post(`/api/admin/vessels/${v.id}/suspend`, { reason: '' })).status).toBe(400);
    const res = await admin.post(`/api/admin/vessels/${v.id}/suspend`, { reason: 'P&I certificate of entry expired' });
    expect(res.json.vessel.status).toBe('suspended');
    expect((await admin.post(`/api/admin/vessels/${v.id}/suspend`, { reason: 'again and again' })).status).toBe(409);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, v.ownerId));
    expect(told.some((n) => n.message.includes('P&I certificate of entry expired'))).toBe(true);
    expect((await admin.post(`/api/admin/vessels/${v.id}/reinstate`, { reason: 'Renewed P&I cover received' })).json.vessel.status).toBe('available');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, v.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['vessel.suspended', 'vessel.reinstated']));
    expect((await admin.get('/api/admin/vessels/not-a-uuid')).status).toBe(404);
  });
});

describe('admin charters', () => {
  it('searches by vessel id or status and shows names and amounts', async () => {
    const [row] = await t.db.select().from(charters).where(eq(charters.status, 'active'));
    const byVessel = await admin.get(`/api/admin/charters?q=${row.vesselId.slice(0, 8).toUpperCase()}`);
    const ofVessel = await t.db.select().from(charters).where(eq(charters.vesselId, row.vesselId));
    expect(ofVessel.length).toBeGreaterThan(0);
    expect(byVessel.json.items.map((c: { vesselId: string }) => c.vesselId)).toEqual(ofVessel.map(() => row.vesselId));
    const byStatus = await admin.get('/api/admin/charters?q=complet');
    expect(byStatus.json.items).toHaveLength((await t.db.select().from(charters).where(eq(charters.status, 'completed'))).length);
    expect(byStatus.json.items.length).toBeGreaterThan(0);
    expect(new Set(byStatus.json.items.map((c: { status: string }) => c.status))).toEqual(new Set(['completed']));
    expect(byStatus.json.items[0]).toMatchObject({
      vesselName: expect.any(String),
      chartererCompany: expect.any(String),
      ownerCompany: expect.any(String),
      currency: 'USD',
    });
  });

  it('cancels a live charter with a reason, tells both parties, refuses a finished one', async () => {
    const [pending] = await t.db.select().from(charters).where(eq(charters.status, 'pending'));
    // The page shows the Cancel button from the actions the server lists, from the charter lifecycle table.
    expect((await admin.get(`/api/admin/charters/${pending.id}`)).json.charter.actions).toEqual(['cancel']);
    const res = await admin.post(`/api/admin/charters/${pending.id}/cancel`, { reason: 'Charterer failed KYC checks' });
    expect(res.status).toBe(200);
    expect(res.json.charter).toMatchObject({ status: 'cancelled', cancelReason: 'Charterer failed KYC checks', actions: [] });
    for (const userId of [pending.ownerId, pending.chartererId]) {
      const n = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(n.some((x) => x.message.includes('Charterer failed KYC checks'))).toBe(true);
    }
    const [done] = await t.db.select().from(charters).where(eq(charters.status, 'completed'));
    const listed = (await admin.get(`/api/admin/charters?q=completed`)).json.items as { id: string; actions: string[] }[];
    expect(listed.find((c) => c.id === done.id)?.actions).toEqual([]);
    const refused = await admin.post(`/api/admin/charters/${done.id}/cancel`, { reason: 'Too late for this' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('This charter is completed: cancelling the charter is not possible now');
  });
});

describe('admin payments and audit', () => {
  it('lists payments with vessel and charterer, searchable by status or charter id', async () => {
    const all = await admin.get('/api/admin/payments');
    expect(all.json.total).toBeGreaterThan(0);
    const first = all.json.items[0];
    expect(first).toMatchObject({
      vesselName: expect.any(String),
      chartererCompany: expect.any(String),
      ownerCompany: expect.any(String),
      currency: 'USD',
    });
    const byCharter = await admin.get(`/api/admin/payments?q=${first.charterId.slice(-6)}`);
    expect(byCharter.json.items.map((p: { id: string }) => p.id)).toContain(first.id);
    const failed = await admin.get('/api/admin/payments?q=FAIL');
    expect(failed.json.items).toHaveLength((await t.db.select().from(payments).where(eq(payments.status, 'failed'))).length);
    expect(failed.json.items.length).toBeGreaterThan(0);
    expect(new Set(failed.json.items.map((p: { status: string }) => p.status))).toEqual(new Set(['failed']));
    expect((await admin.get(`/api/admin/payments/${first.id}`)).json.payment.id).toBe(first.id);
  });

  it('shows the audit log newest first with the acting admin', async () => {
    const [v] = await t.db.select().from(vessels).where(eq(vessels.name, 'Aegean Spirit'));
    await admin.patch(`/api/admin/users/${v.ownerId}`, { contactPhone: '+30 210 555 0101' });
    const res = await admin.get('/api/admin/audit?pageSize=5');
    expect(res.json.items[0]).toMatchObject({ actorEmail: admin.email, action: 'user.edited', entityId: v.ownerId });
    const times = res.json.items.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toHaveLength(Math.min(5, res.json.total));
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('live counts', () => {
  it('gives the admin overview the real table counts', async () => {
    const res = await admin.get('/api/admin/summary');
    const [v, c, p] = await Promise.all([t.db.select().from(vessels), t.db.select().from(charters), admin.get('/api/admin/payments')]);
    expect(res.json).toMatchObject({ vessels: v.length, charters: c.length, payments: p.json.total });
    expect(res.json.users).toBeGreaterThanOrEqual(8);
  });

  it('gives a member dashboard their own vessels, confirmed or active charters and unread notifications', async () => {
    const owner = t.agent();
    await owner.signIn('owner@fairlead.test', 'fairlead-demo-2026');
    const before = (await owner.get('/api/accounts/dashboard')).json;
    const [{ id }] = await t.db.select({ id: vessels.ownerId }).from(vessels).where(eq(vessels.name, 'Aegean Spirit'));
    const unread = (await t.db.select().from(notifications).where(eq(notifications.userId, id))).filter((n) => !n.read).length;
    // Of the demo's threads with owner@'s ships (demo-messages.ts), Thira Star's one line is unread; the Aegean
    // Spirit and Kalliope threads were read (Stavanger Pride is owner2@'s).
    expect(before).toMatchObject({ vessels: 4, activeCharters: 1, unreadNotifications: unread, unreadMessages: 1 });
    expect(unread).toBeGreaterThan(0);
    await owner.post('/api/notifications/read-all');
    expect((await owner.get('/api/accounts/dashboard')).json.unreadNotifications).toBe(0);
    const charterer = t.agent();
    await charterer.signIn('charterer@fairlead.test', 'fairlead-demo-2026');
    expect((await charterer.get('/api/accounts/dashboard')).json).toMatchObject({ vessels: 0, activeCharters: 2 });
  });
});
