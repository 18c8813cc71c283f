import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API errors are JSON', () => {
  it('answers unknown paths with 404, wrong methods with 405, bad bodies with 400 and per-field messages', async () => {
    const a = await t.signedIn('owner');
    const unknown = await a.get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    const wrongMethod = await a.request('PUT', '/api/notifications');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.json.error.code).toBe('method_not_allowed');
    const bad = await a.patch('/api/accounts/me', { contactPhone: 'call me maybe' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.contactPhone).toMatch(/digits/);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });

  it('answers Better Auth paths the product does not use as unknown, in the app’s shape', async () => {
    const a = await t.signedIn('owner');
    for (const [method, path] of [
      ['POST', '/api/auth/update-user'],
      ['GET', '/api/auth/list-sessions'],
      ['GET', '/api/auth/ok'],
      ['POST', '/api/auth/no-such'],
    ]) {
      const res = await a.request(method, path, method === 'GET' ? undefined : { name: 'Renamed outside the rules' });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
      expect(res.json.error.code).toBe('not_found');
    }
    expect((await a.get('/api/accounts/me')).json.profile.name).toBe('Test owner');
    const wrongMethod = await a.request('DELETE', '/api/auth/sign-in/email');
    expect(wrongMethod.status).toBe(405);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const a = await t.signedIn('owner');
    const res = await a.request('PATCH', '/api/accounts/me', { contactPhone: '+30 210 1234567' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
