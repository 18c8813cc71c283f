import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/accounts/schemas';
import { devMail, verifications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resetTokenFor(email: string): Promise<string> {
  const mail = await t.agent().get('/api/dev/mailbox');
  const message = mail.json.items.find((m: { to: string }) => m.to === email);
  expect(message, `a reset mail to ${email}`).toBeDefined();
  const url = new URL(/https?:\/\/\S+/.exec(message.text)![0]);
  expect(url.pathname).toBe('/reset-password');
  return url.searchParams.get('token')!;
}

describe('forgot password', () => {
  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const a = await t.signedIn('owner');
    const known = await t.agent().post('/api/auth/request-password-reset', { email: a.email });
    const unknown = await t.agent().post('/api/auth/request-password-reset', { email: 'nobody-here@x.example' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const mails = await t.db.select().from(devMail);
    expect(mails.some((m) => m.to === a.email && m.subject.includes('Reset'))).toBe(true);
    expect(mails.some((m) => m.to === 'nobody-here@x.example')).toBe(false);
  });

  it('resets with the mailed link once, revokes old sessions, and the old password stops working', async () => {
    const a = await t.signedIn('charterer');
    await t.agent().post('/api/auth/request-password-reset', { email: a.email });
    const token = await resetTokenFor(a.email);

    const weak = await t.agent().post('/api/auth/reset-password', { token, newPassword: '12345678' });
    expect(weak.status).toBe(400);
    expect(weak.json.error.fields.newPassword).toBe(messages.passwordTooCommon);

    const done = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'new-anchor-chain-9' });
    expect(done.status).toBe(200);
    expect((await a.get('/api/accounts/me')).status).toBe(401); // the session from before the reset is gone

    expect((await t.agent().signIn(a.email, a.password)).status).toBe(401);
    expect((await t.agent().signIn(a.email, 'new-anchor-chain-9')).status).toBe(200);

    const again = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'another-pass-77' });
    expect(again.status).toBe(400);
  });

  it('refuses a link older than one hour', async () => {
    const a = await t.signedIn('owner');
    await t.agent().post('/api/auth/request-password-reset', { email: a.email });
    const token = await resetTokenFor(a.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const res = await t.agent().post('/api/auth/reset-password', { token, newPassword: 'late-tide-4242' });
    expect(res.status).toBe(400);
  });
});

describe('change password', () => {
  it('needs the current password and applies the same rules', async () => {
    const a = await t.signedIn('owner');
    const wrong = await a.post('/api/auth/change-password', { currentPassword: 'nope-nope-1', newPassword: 'fresh-hawser-31' });
    expect(wrong.status).toBe(400);
    const short = await a.post('/api/auth/change-password', { currentPassword: a.password, newPassword: 'short' });
    expect(short.json.error.fields.newPassword).toBe(messages.passwordTooShort);
    const ok = await a.post('/api/auth/change-password', { currentPassword: a.password, newPassword: 'fresh-hawser-31', revokeOtherSessions: true });
    expect(ok.status).toBe(200);
    expect((await t.agent().signIn(a.email, 'fresh-hawser-31')).status).toBe(200);
  });
});
