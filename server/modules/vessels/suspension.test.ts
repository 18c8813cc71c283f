import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, vessels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 }); // behind a load balancer: the address comes from X-Forwarded-For
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const nextImo = imoSequence(924_001);

describe('suspending and reinstating a vessel', () => {
  // The status before suspension → the status after reinstatement: written out, not computed.
  it.each([
    ['maintenance', 'maintenance'],
    ['available', 'available'],
    ['in-charter', 'in-charter'],
  ] as const)('a vessel %s before suspension is %s again after reinstatement', async (before, expected) => {
    const owner = await t.signedIn('owner', { verified: true });
    const id = (await owner.post('/api/vessels', validVessel({ imo: nextImo() }))).json.vessel.id as string;
    await t.db.update(vessels).set({ status: before }).where(eq(vessels.id, id));
    expect((await admin.post(`/api/admin/vessels/${id}/suspend`, { reason: 'Class certificate lapsed on 1 March' })).json.vessel.status).toBe(
      'suspended',
    );
    const back = await admin.post(`/api/admin/vessels/${id}/reinstate`, { reason: 'Class renewed by the surveyor' });
    expect(back.json.vessel.status).toBe(expected);
  });

  it('tells the owner it is back without repeating why it was suspended', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const id = (await owner.post('/api/vessels', validVessel({ imo: nextImo(), name: 'Nordic Tern' }))).json.vessel.id as string;
    await admin.post(`/api/admin/vessels/${id}/suspend`, { reason: 'P&I certificate of entry expired' });
    await admin.post(`/api/admin/vessels/${id}/reinstate`, { reason: 'Renewed cover received' });
    const [latest] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(latest.title).toBe('Nordic Tern is back on the market');
    expect(latest.message).toContain('Renewed cover received');
    expect(latest.message).not.toContain('P&I certificate of entry expired');
  });
});

describe('audit records', () => {
  it('keep the address and user agent of the caller', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const id = (await owner.post('/api/vessels', validVessel({ imo: nextImo() }))).json.vessel.id as string;
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 FairleadAuditTest';
    // The load balancer appends the address it was connected from (rightmost); the entry before it is the client's own word.
    await admin.request(
      'POST',
      `/api/admin/vessels/${id}/suspend`,
      { reason: 'Detained at Santos' },
      { 'user-agent': agent, 'x-forwarded-for': '10.0.0.2, 203.0.113.7' },
    );
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'vessel.suspended')));
    expect(row.userAgent).toBe(agent);
    expect(row.ip).toBe('203.0.113.7');
    const listed = await admin.get('/api/admin/audit?pageSize=100');
    const entry = listed.json.items.find((e: { entityId: string; action: string }) => e.entityId === id && e.action === 'vessel.suspended');
    expect(entry).toMatchObject({ userAgent: agent, ip: '203.0.113.7' });
  });
});
