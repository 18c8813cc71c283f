import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { approveFile, submitFile } from '../../test/verification-input';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const auditFor = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('admin users', () => {
  it('lists users newest first and searches company name or role, case-insensitively', async () => {
    const older = await t.signedIn('owner');
    const newer = await t.signedIn('charterer');
    await t.db
      .update(profiles)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(profiles.id, older.id));
    const list = await admin.get('/api/admin/users');
    const ids = list.json.items.map((u: { id: string }) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const byRole = await admin.get('/api/admin/users?q=CHARTER');
    expect(byRole.json.items.map((u: { id: string }) => u.id)).toContain(newer.id);
    // q matches the company name or the role: every row names "charter" in one of them (and there are rows).
    expect(byRole.json.items.length).toBeGreaterThan(0);
    expect(byRole.json.items.every((u: { role: string; companyName: string }) => u.role === 'charterer' || /charter/i.test(u.companyName))).toBe(
      true,
    );
    const byCompany = await admin.get(`/api/admin/users?q=${encodeURIComponent('OWNER COMPANY')}`);
    expect(byCompany.json.items.map((u: { id: string }) => u.id)).toContain(older.id);
    const wildcard = await admin.get('/api/admin/users?q=%25');
    expect(wildcard.json.items).toHaveLength(0); // % is searched literally
  });

  it('has no one-click verify: the old route is gone and the company stays unverified', async () => {
    const owner = await t.signedIn('owner');
    const res = await admin.post(`/api/admin/users/${owner.id}/verify`);
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
    expect((await owner.get('/api/accounts/me')).json.profile.verified).toBe(false);
  });

  it('verifies a company when an admin approves its documents in the review queue, and tells the member once', async () => {
    const owner = await t.signedIn('owner');
    expect((await admin.get('/api/admin/users')).json.items.find((u: { id: string }) => u.id === owner.id)).toMatchObject({ verified: false });
    const id = await submitFile(owner, { legalName: 'Kythira Shipping S.A.' });
    expect((await approveFile(admin, id, '2099-04-30')).status).toBe(200);
    expect((await owner.get('/api/accounts/me')).json.profile.verified).toBe(true);
    expect((await admin.get('/api/admin/users')).json.items.find((u: { id: string }) => u.id === owner.id)).toMatchObject({ verified: true });
    const { items, unread } = (await owner.get('/api/notifications')).json;
    expect(unread).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Company verified', read: false });
    expect(items[0].message).toBe(
      "Fairlead checked Kythira Shipping S.A.'s registration and documents. Your company is verified until 2099-04-30, when the first of your documents expires; we will remind you 30 and 7 days before.",
    );
  });

  it('changes a role, edits company details, and validates input', async () => {
    const u = await t.signedIn('charterer');
    expect((await admin.put(`/api/admin/users/${u.id}/role`, { role: 'owner' })).json.profile.role).toBe('owner');
    expect((await u.get('/api/accounts/me')).json.profile.role).toBe('owner');
    expect((await admin.put(`/api/admin/users/${u.id}/role`, { role: 'captain' })).status).toBe(400);
    const edited = await admin.patch(`/api/admin/users/${u.id}`, {
      companyName: 'Thalassa Chartering Ltd',
      contactPhone: '+357 25 000 111',
      contactAddress: 'Limassol, Cyprus',
      companyRegistration: 'HE 412345',
    });
    expect(edited.json.profile).toMatchObject({ companyName: 'Thalassa Chartering Ltd', companyRegistration: 'HE 412345' });
    expect((await admin.patch(`/api/admin/users/${u.id}`, { verified: true })).status).toBe(400);
  });

  it('answers 404 for a user that does not exist, and protects the admin from removing themselves', async () => {
    const missing = '7d7c3c59-5b0e-4b55-9f0c-000000000000';
    expect((await admin.put(`/api/admin/users/${missing}/role`, { role: 'owner' })).status).toBe(404);
    expect((await admin.del(`/api/admin/users/${missing}`)).status).toBe(404);
    expect((await admin.put(`/api/admin/users/${admin.id}/role`, { role: 'owner' })).status).toBe(409);
    expect((await admin.del(`/api/admin/users/${admin.id}`)).status).toBe(409);
  });

  it('deletes a user with everything that hangs on them, and keeps the audit record', async () => {
    const u = await t.signedIn('owner');
    expect((await admin.del(`/api/admin/users/${u.id}`)).status).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect((await u.get('/api/accounts/me')).status).toBe(401);
    expect((await auditFor(u.id)).map((r) => r.action)).toContain('user.deleted');
  });

  it('creates an admin who is verified, e-mail confirmed, and can sign in', async () => {
    const res = await admin.post('/api/admin/users', {
      email: 'second.admin@fairlead.example',
      password: 'mooring-line-88',
      companyName: 'Fairlead Operations',
    });
    expect(res.status).toBe(201);
    expect(res.json.profile).toMatchObject({ role: 'admin', verified: true });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'second.admin@fairlead.example'));
    expect(row.emailVerified).toBe(true);
    expect((await t.agent().signIn('second.admin@fairlead.example', 'mooring-line-88')).status).toBe(200);
    const invalid = await admin.post('/api/admin/users', { email: 'x', password: '', companyName: '' });
    expect(Object.keys(invalid.json.error.fields).sort()).toEqual(['companyName', 'email', 'password']);
  });

  it('rolls back the change when the audit record cannot be written', async () => {
    const u = await t.signedIn('owner');
    // Break the audit table for a moment: the role change must not stand without its record.
    await t.db.execute(`ALTER TABLE audit_log ADD CONSTRAINT audit_block CHECK (action <> 'user.role_changed') NOT VALID` as never);
    try {
      const res = await t.expectingServerError(() => admin.put(`/api/admin/users/${u.id}/role`, { role: 'charterer' }));
      expect(res.status).toBe(500);
      expect((await u.get('/api/accounts/me')).json.profile.role).toBe('owner');
    } finally {
      await t.db.execute(`ALTER TABLE audit_log DROP CONSTRAINT audit_block` as never);
    }
  });
});
