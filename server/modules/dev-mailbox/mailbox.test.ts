import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// The takeover issue #24 reproduced: request a reset for someone, read the link from the development mailbox over the
// network, set a new password. The mailbox is for the person at the machine itself.
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

async function resetRequestedFor(app: TestApp): Promise<string> {
  const member = await app.signedIn('owner');
  expect((await app.agent().post('/api/auth/request-password-reset', { email: member.email })).status).toBe(200);
  return member.email;
}

describe('the development mailbox', () => {
  it('is served on a loopback connection, IPv4 or IPv6', async () => {
    const email = await resetRequestedFor(t);
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.agent({ address }).get('/api/dev/mailbox');
      expect(res.status, address).toBe(200);
      expect(res.json.items.some((m: { to: string; text: string }) => m.to === email && m.text.includes('reset-password?token='))).toBe(true);
    }
  });

  it('answers 404 to any other address, whatever the headers claim', async () => {
    await resetRequestedFor(t);
    for (const address of ['192.0.2.7', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
      const res = await t
        .agent({ address })
        .get('/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', host: 'localhost:3000' });
      expect(res.status, address).toBe(404);
      expect(res.text).not.toContain('reset-password');
    }
  });

  it('behind a trusted proxy, is served to nobody but administrators (a proxy on the machine is a loopback peer for every visitor)', async () => {
    await resetRequestedFor(proxied);
    expect((await proxied.agent({ address: '192.0.2.8' }).get('/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await proxied.agent({ address: '127.0.0.1' }).get('/api/dev/mailbox', { 'x-forwarded-for': '192.0.2.8' })).status).toBe(404);
    expect((await proxied.agent({ address: '127.0.0.1' }).get('/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    const admin = await proxied.signedIn('admin');
    expect((await admin.get('/api/dev/mailbox')).status).toBe(200);
  });

  it('is served to a signed-in administrator from anywhere, and to no other member', async () => {
    const email = await resetRequestedFor(t);
    const admin = await t.signedIn('admin', { address: '192.0.2.9' });
    const res = await admin.get('/api/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.json.items.some((m: { to: string }) => m.to === email)).toBe(true);
    const owner = await t.signedIn('owner', { address: '192.0.2.10' });
    expect((await owner.get('/api/dev/mailbox')).status).toBe(404);
  });
});
