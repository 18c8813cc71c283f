import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devMail } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { approveFile, submitFile } from '../test/verification-input';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const mailsTo = (to: string) => t.db.select().from(devMail).where(eq(devMail.to, to));
const linkIn = (text: string) => {
  const url = /http:\/\/\S+\/confirm-email\?token=(\S+)/.exec(text);
  if (!url) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(url[1]);
};

describe('confirming an e-mail address', () => {
  it('mails exactly one link on registration, and the link confirms the address', async () => {
    const member = await t.signedIn('charterer', { confirmed: false });
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirm your e-mail address for Fairlead');
    expect((await member.get('/api/accounts/me')).json.profile.emailVerified).toBe(false);

    const confirmed = await t.agent().get(`/api/auth/verify-email?token=${encodeURIComponent(linkIn(mails[0].text))}`);
    expect(confirmed.status).toBe(200);
    expect((await member.get('/api/accounts/me')).json.profile.emailVerified).toBe(true);
    expect((await t.agent().get('/api/auth/verify-email?token=not-a-real-token')).status).toBe(401);
  });

  it('lets an admin verify a company only after its member confirmed their address', async () => {
    const member = await t.signedIn('owner', { confirmed: false });
    // The file cannot reach the admins' queue before the address is confirmed: there is nothing to approve.
    await expect(submitFile(member)).rejects.toThrow('Confirm your e-mail address before sending your company for verification');
    const queue = (await admin.get('/api/admin/verification')).json.items.map((s: { profileId: string }) => s.profileId);
    expect(queue).not.toContain(member.id);
    expect((await member.get('/api/accounts/me')).json.profile.verified).toBe(false);

    const [mail] = await mailsTo(member.email);
    await t.agent().get(`/api/auth/verify-email?token=${encodeURIComponent(linkIn(mail.text))}`);
    const approved = await approveFile(admin, await submitFile(member), '2099-03-31');
    expect(approved.status).toBe(200);
    expect((await member.get('/api/accounts/me')).json.profile).toMatchObject({ verified: true, emailVerified: true });
  });

  it('sends the link again at most once a minute and five times a day, and not once confirmed', async () => {
    const member = await t.signedIn('charterer', { confirmed: false });
    const tooSoon = await member.post('/api/accounts/me/confirmation-email');
    expect(tooSoon.status).toBe(429);
    expect(await mailsTo(member.email)).toHaveLength(1);

    // Two minutes later one more may go.
    t.deps.clock.advance(120_000);
    expect((await member.post('/api/accounts/me/confirmation-email')).status).toBe(204);
    expect(await mailsTo(member.email)).toHaveLength(2);

    // Five in the last day is the most, however long ago the last one went.
    t.deps.clock.advance(120_000);
    await t.db.insert(auditLog).values(
      Array.from({ length: 3 }, () => ({
        actorId: member.id,
        action: 'account.confirmation_sent',
        entity: 'profile',
        entityId: member.id,
        createdAt: new Date(Date.now() - 3_600_000),
      })),
    );
    const fifthDone = await member.post('/api/accounts/me/confirmation-email');
    expect(fifthDone.status).toBe(429);
    expect(fifthDone.json.error.message).toMatch(/five links today/);

    const [first] = await mailsTo(member.email);
    await t.agent().get(`/api/auth/verify-email?token=${encodeURIComponent(linkIn(first.text))}`);
    expect((await member.post('/api/accounts/me/confirmation-email')).status).toBe(409);
  });
});
