import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail, users } from '../db/schema';
import { takeHit } from '../lib/rate-limit';
import { createTestApp, type TestApp } from '../test/harness';

// Issue #24: 30 reset e-mails to one member from one address in seconds, 30 registrations in 31 s, 30 newsletter
// sign-ups. The limits this test holds the server to, per hour:
const LIMIT = {
  resetPerRecipient: 5,
  resetPerAddress: 20,
  registrationPerAddress: 10,
  confirmationPerAddress: 20,
  newsletterPerAddress: 10,
  newsletterPerRecipient: 3,
  contactPerAddress: 10,
  contactPerRecipient: 5,
};
const HOUR = 60 * 60 * 1000;
const FROM_YOUR_NETWORK = 'Too many requests from your network. Try again in an hour.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ addressLimits: true });
});
afterAll(() => t.close());

/** A visitor on their own address (documentation ranges, one per test so their counts do not mix). */
const from = (address: string) => t.agent({ address });
const times = (n: number) => Array.from({ length: n }, (_, i) => i);
const resetMailsTo = async (email: string) =>
  (await t.db.select().from(devMail).where(eq(devMail.to, email))).filter((m) => /reset/i.test(m.subject));

describe('password reset requests', () => {
  it('sends at most 5 links an hour to one e-mail address, from any number of addresses, and refuses an unknown address the same way', async () => {
    const member = await t.signedIn('owner');
    const nobody = 'nobody-at-all@x.example';
    for (const i of times(LIMIT.resetPerRecipient)) {
      expect((await from(`198.51.100.${i + 1}`).post('/api/auth/request-password-reset', { email: member.email })).status).toBe(200);
      expect((await from(`198.51.100.${i + 101}`).post('/api/auth/request-password-reset', { email: nobody })).status).toBe(200);
    }
    const known = await from('198.51.100.50').post('/api/auth/request-password-reset', { email: member.email.toUpperCase() });
    const unknown = await from('198.51.100.150').post('/api/auth/request-password-reset', { email: nobody });
    expect(known.status).toBe(429);
    expect(known.json.error.message).toBe(
      'Too many reset links were asked for this e-mail address. Check your inbox and spam folder, or try again in an hour.',
    );
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(await resetMailsTo(member.email)).toHaveLength(LIMIT.resetPerRecipient);
  });

  it('answers at most 20 an hour from one address, whoever they are for, and again once the hour is over', async () => {
    for (const i of times(LIMIT.resetPerAddress)) {
      expect((await from('203.0.113.7').post('/api/auth/request-password-reset', { email: `someone${i}@x.example` })).status).toBe(200);
    }
    const refused = await from('203.0.113.7').post('/api/auth/request-password-reset', { email: 'someone-else@x.example' });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(FROM_YOUR_NETWORK);
    expect((await from('203.0.113.8').post('/api/auth/request-password-reset', { email: 'someone-else@x.example' })).status).toBe(200);
    t.deps.clock.advance(HOUR);
    expect((await from('203.0.113.7').post('/api/auth/request-password-reset', { email: 'someone-else@x.example' })).status).toBe(200);
  });

  it('sends no more than 5 links when 20 requests for one member arrive at once', async () => {
    const member = await t.signedIn('charterer');
    const answers = await Promise.all(
      times(20).map((i) => from(`192.0.2.${i + 1}`).post('/api/auth/request-password-reset', { email: member.email })),
    );
    expect(answers).toHaveLength(20);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT.resetPerRecipient);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - LIMIT.resetPerRecipient);
    expect(await resetMailsTo(member.email)).toHaveLength(LIMIT.resetPerRecipient);
  });
});

describe('registration', () => {
  it('takes at most 10 new accounts an hour from one address', async () => {
    const register = (address: string, email: string) =>
      from(address).post('/api/accounts/register', {
        name: 'Anna Becker',
        email,
        company: 'Rhine Grain',
        password: 'barge-season-2027',
        confirmPassword: 'barge-season-2027',
        accountType: 'charterer',
        agreeTerms: true,
      });
    for (const i of times(LIMIT.registrationPerAddress)) expect((await register('203.0.113.20', `signup${i}@rhine.example`)).status).toBe(201);
    const refused = await register('203.0.113.20', 'one-too-many@rhine.example');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(FROM_YOUR_NETWORK);
    expect(await t.db.select().from(users).where(eq(users.email, 'one-too-many@rhine.example'))).toHaveLength(0);
    expect((await register('203.0.113.21', 'one-too-many@rhine.example')).status).toBe(201);
  });

  it('sends the confirmation link again at most 20 times an hour from one address', async () => {
    const address = '203.0.113.30';
    const member = await t.signedIn('owner', { confirmed: false, address });
    t.deps.clock.advance(2 * 60_000); // past the member's own one-a-minute limit
    // The address's earlier resends (for other members), counted as the limiter counts them.
    for (const _ of times(LIMIT.confirmationPerAddress - 1)) {
      await takeHit(t.db, {
        bucket: 'confirmationByAddress',
        key: address,
        max: LIMIT.confirmationPerAddress,
        windowMs: HOUR,
        now: t.deps.clock.now(),
      });
    }
    expect((await member.post('/api/accounts/me/confirmation-email')).status).toBe(204);
    t.deps.clock.advance(2 * 60_000);
    const refused = await member.post('/api/accounts/me/confirmation-email');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(FROM_YOUR_NETWORK);
  });
});

describe('newsletter and contact form', () => {
  it('signs up at most 10 addresses an hour from one address, and one e-mail address at most 3 times', async () => {
    for (const i of times(LIMIT.newsletterPerAddress))
      expect((await from('203.0.113.40').post('/api/site/newsletter', { email: `reader${i}@x.example` })).status).toBe(201);
    const network = await from('203.0.113.40').post('/api/site/newsletter', { email: 'reader-more@x.example' });
    expect(network.status).toBe(429);
    expect(network.json.error.message).toBe(FROM_YOUR_NETWORK);

    for (const i of times(LIMIT.newsletterPerRecipient))
      expect((await from(`203.0.113.${50 + i}`).post('/api/site/newsletter', { email: 'victim@x.example' })).status).toBe(201);
    const inbox = await from('203.0.113.60').post('/api/site/newsletter', { email: 'Victim@X.example' });
    expect(inbox.status).toBe(429);
    expect(inbox.json.error.message).toBe('This e-mail address was signed up several times in the last hour. Try again in an hour.');
  });

  it('counts every IPv6 address of one /64 as one address', async () => {
    for (const i of times(LIMIT.newsletterPerAddress))
      expect((await from(`2001:db8:5:6::${i + 1}`).post('/api/site/newsletter', { email: `v6-${i}@x.example` })).status).toBe(201);
    expect((await from('2001:db8:5:6:ffff::1').post('/api/site/newsletter', { email: 'v6-more@x.example' })).status).toBe(429);
    expect((await from('2001:db8:5:7::1').post('/api/site/newsletter', { email: 'v6-more@x.example' })).status).toBe(201);
  });

  it('takes at most 10 messages an hour from one address, and 5 from one e-mail address', async () => {
    const contact = (address: string, email: string) =>
      from(address).post('/api/site/contact', {
        name: 'Henrik Larsen',
        email,
        topic: 'listing',
        message: 'We would like to list six reefers for the 2027 season.',
      });
    for (const i of times(LIMIT.contactPerAddress)) expect((await contact('203.0.113.70', `writer${i}@x.example`)).status).toBe(201);
    const network = await contact('203.0.113.70', 'writer-more@x.example');
    expect(network.status).toBe(429);
    expect(network.json.error.message).toBe(FROM_YOUR_NETWORK);

    for (const i of times(LIMIT.contactPerRecipient)) expect((await contact(`203.0.113.${80 + i}`, 'henrik@x.example')).status).toBe(201);
    const inbox = await contact('203.0.113.90', 'henrik@x.example');
    expect(inbox.status).toBe(429);
    expect(inbox.json.error.message).toBe('We have had several messages from this e-mail address in the last hour. Try again in an hour.');
  });
});
