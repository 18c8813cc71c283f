import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** A real SMTP peer on loopback: what Fairlead sends is read back as it arrived. */
let received: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('e-mail over SMTP', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('delivers the password reset mail through the configured SMTP server', async () => {
    received = [];
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const a = await t.signedIn('owner');
    // Registration mailed the confirmation link: one message, through the same server.
    expect(received).toHaveLength(1);
    expect(received[0].raw).toMatch(/Subject: Confirm your e-mail address for Fairlead/);
    received = [];
    const res = await t.agent().post('/api/auth/request-password-reset', { email: a.email });
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual([a.email]);
    expect(received[0].raw).toMatch(/Subject: Reset your Fairlead password/);
    expect(received[0].raw).toMatch(/reset-password\?token=/);
    // With real SMTP there is no development mailbox to read.
    expect((await t.agent().get('/api/dev/mailbox')).status).toBe(404);
  });
});
