import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// These tests open an app of their own: migrating its database is most of their time on a busy machine.
const SETUP_MS = 120_000;

const vite = 'http://localhost:5173';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe('the Vite dev server’s origin', () => {
  it('is trusted outside production, for our routes and for Better Auth’s', { timeout: SETUP_MS }, async () => {
    const t = await createTestApp();
    apps.push(t);
    expect((await t.agent().post('/api/site/newsletter', { email: 'dev@example.com' }, { origin: vite })).status).toBe(201);
    const signIn = await t.agent().post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-wrong-1' }, { origin: vite });
    expect(signIn.status).toBe(401); // through the origin checks to the password check
  });

  it('is refused in production', { timeout: SETUP_MS }, async () => {
    const t = await createTestApp({ env: 'production' });
    apps.push(t);
    const res = await t.agent().post('/api/site/newsletter', { email: 'dev@example.com' }, { origin: vite });
    expect(res.status).toBe(403);
    expect((await t.agent().post('/api/site/newsletter', { email: 'desk@example.com' })).status).toBe(201);
    expect(t.deps.auth.options.trustedOrigins).not.toContain(vite);
  });
});
