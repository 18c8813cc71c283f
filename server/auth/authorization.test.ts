import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

type Caller = 'anonymous' | 'owner' | 'charterer' | 'admin';
const callers: Caller[] = ['anonymous', 'owner', 'charterer', 'admin'];

let t: TestApp;
let agents: Record<Caller, ReturnType<TestApp['agent']>>;

beforeAll(async () => {
  t = await createTestApp();
  agents = {
    anonymous: t.agent(),
    owner: await t.signedIn('owner'),
    charterer: await t.signedIn('charterer'),
    admin: await t.signedIn('admin'),
  };
});
afterAll(() => t.close());

describe('route table', () => {
  it('declares an access rule for every API route the app serves', () => {
    const declared = t.routeTable;
    const served = t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/*');
    const undeclared = served.filter(
      (r) =>
        !declared.some(
          (d) => d.method === r.method && (d.path === r.path || (d.path.endsWith('/*') && r.path.startsWith(d.path.slice(0, -1)))),
        ),
    );
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(declared.length).toBeGreaterThan(10);
  });
});

describe('every route against every caller', () => {
  const sampleId = '00000000-0000-4000-8000-000000000000';
  it.each(callers)('answers %s as its rule says', async (caller) => {
    const failures: string[] = [];
    for (const route of t.routeTable) {
      if (route.path.startsWith('/api/auth/')) continue; // Better Auth's own endpoints, public by design
      const path = route.path.replace(/:[^/]+/g, sampleId);
      const res = await agents[caller].request(route.method, path, route.method === 'GET' ? undefined : {});
      const allowed =
        route.access === 'public' || (caller !== 'anonymous' && (route.access === 'user' || route.access.includes(caller)));
      const expected = allowed ? 'allowed' : caller === 'anonymous' ? 401 : 403;
      const ok = expected === 'allowed' ? res.status !== 401 && res.status !== 403 : res.status === expected;
      if (!ok) failures.push(`${route.method} ${route.path}: expected ${expected}, got ${res.status}`);
      if (res.status >= 400) expect(res.json?.error?.message, `${route.method} ${route.path}`).toBeTypeOf('string');
    }
    expect(failures).toEqual([]);
  });
});

describe('API errors are JSON', () => {
  it('answers unknown paths with 404, wrong methods with 405, bad bodies with 400 and per-field messages', async () => {
    const a = agents.owner;
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

  it('refuses state-changing requests from a foreign origin', async () => {
    const res = await agents.owner.request('PATCH', '/api/accounts/me', { contactPhone: '+30 210 1234567' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
