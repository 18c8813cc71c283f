import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/accounts/schemas';
import { auditLog, profiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Maria Georgiou',
  email: 'maria@aegean-ops.example',
  company: '',
  password: 'bosun-locker-77',
  confirmPassword: 'bosun-locker-77',
  accountType: 'charterer',
  agreeTerms: true,
};

describe('registration', () => {
  it('creates user, credential and profile, signs the member in, and takes the role from the account type', async () => {
    const a = t.agent();
    const res = await a.post('/api/accounts/register', { ...valid, email: 'maria.first@aegean-ops.example' });
    expect(res.status).toBe(201);
    expect(res.json.profile).toMatchObject({
      role: 'charterer',
      companyName: 'Maria Georgiou',
      verified: false,
      email: 'maria.first@aegean-ops.example',
    });
    const me = await a.get('/api/accounts/me');
    expect(me.status).toBe(200);
    expect(me.json.profile.id).toBe(res.json.profile.id);
  });

  it('uses the company name when one is given', async () => {
    const res = await t
      .agent()
      .post('/api/accounts/register', { ...valid, email: 'ops@kalliope.example', company: 'Kalliope Shipping', accountType: 'owner' });
    expect(res.json.profile).toMatchObject({ role: 'owner', companyName: 'Kalliope Shipping' });
  });

  it('answers every validation rule with the specification’s words', async () => {
    const res = await t
      .agent()
      .post('/api/accounts/register', { name: ' ', email: '', password: '', confirmPassword: 'x', accountType: 'owner', agreeTerms: false });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      name: messages.nameRequired,
      email: messages.emailRequired,
      password: messages.passwordRequired,
      agreeTerms: messages.termsRequired,
      confirmPassword: messages.passwordsDiffer,
    });
    const more = await t.agent().post('/api/accounts/register', { ...valid, email: 'not-an-email', password: 'short', confirmPassword: 'short' });
    expect(more.json.error.fields).toMatchObject({ email: messages.emailInvalid, password: messages.passwordTooShort });
  });

  it('rejects very common passwords with the reason, and refuses an admin account type', async () => {
    const common = await t
      .agent()
      .post('/api/accounts/register', { ...valid, email: 'c@x.example', password: 'password123', confirmPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(common.json.error.fields.password).toBe(messages.passwordTooCommon);
    const admin = await t.agent().post('/api/accounts/register', { ...valid, email: 'a@x.example', accountType: 'admin' });
    expect(admin.status).toBe(400);
  });

  it('refuses a second account for one address and writes nothing half', async () => {
    expect((await t.agent().post('/api/accounts/register', valid)).status).toBe(201);
    const before = await t.db.select().from(users);
    const res = await t.agent().post('/api/accounts/register', { ...valid, email: valid.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json.error.fields.email).toMatch(/already exists/);
    expect(await t.db.select().from(users)).toHaveLength(before.length);
  });

  it('does not expose Better Auth’s own sign-up, which would skip the profile', async () => {
    const res = await t.agent().post('/api/auth/sign-up/email', { email: 'sneaky@x.example', password: 'bosun-locker-77', name: 'S' });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, 'sneaky@x.example'))).toHaveLength(0);
  });
});

describe('own profile', () => {
  it('lets a member change contact fields only, never role or verified', async () => {
    const a = await t.signedIn('owner');
    const ok = await a.patch('/api/accounts/me', { contactPhone: '+30 210 428 1100', contactAddress: 'Akti Miaouli 85, Piraeus' });
    expect(ok.status).toBe(200);
    expect(ok.json.profile).toMatchObject({ contactPhone: '+30 210 428 1100', contactAddress: 'Akti Miaouli 85, Piraeus' });
    for (const sneaky of [{ role: 'admin' }, { verified: true }, { companyName: 'Renamed' }]) {
      const res = await a.patch('/api/accounts/me', sneaky);
      expect(res.status).toBe(400);
    }
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, a.id));
    expect(row).toMatchObject({ role: 'owner', verified: false });
  });

  it('records the registration in the audit log', async () => {
    const a = await t.signedIn('charterer');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(rows.map((r) => r.action)).toContain('account.registered');
  });
});

describe('sessions', () => {
  it('gives a browser-session cookie without "remember me" and a 30-day one with it', async () => {
    const a = await t.signedIn('owner');
    const short = await t.agent().signIn(a.email, a.password, false);
    const long = await t.agent().signIn(a.email, a.password, true);
    const sessionCookie = (h: Headers) => h.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(sessionCookie(short.headers)).not.toMatch(/max-age/i);
    const maxAge = Number(/max-age=(\d+)/i.exec(sessionCookie(long.headers))![1]);
    expect(maxAge).toBe(30 * 24 * 60 * 60);
    expect(sessionCookie(long.headers)).toMatch(/HttpOnly/);
    expect(sessionCookie(long.headers)).toMatch(/SameSite=Lax/i);
  });

  it('signs out of every device at once', async () => {
    const a = await t.signedIn('charterer');
    const laptop = t.agent();
    await laptop.signIn(a.email, a.password);
    expect((await laptop.get('/api/accounts/me')).status).toBe(200);
    const out = await a.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await a.get('/api/accounts/me')).status).toBe(401);
    expect((await laptop.get('/api/accounts/me')).status).toBe(401);
  });

  it('rejects a wrong password with a clear message', async () => {
    const a = await t.signedIn('owner');
    const res = await t.agent().signIn(a.email, 'not-my-password');
    expect(res.status).toBe(401);
    expect(res.json.error.message).toMatch(/invalid email or password/i);
  });
});
