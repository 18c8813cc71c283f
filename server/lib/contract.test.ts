import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { operationId: string; 'x-access': unknown; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] };
const methods = ['get', 'post', 'put', 'patch', 'delete'];

describe('the OpenAPI document', () => {
  it('describes every route the app serves, with its answers and who may call it', async () => {
    const res = await t.agent().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => methods.includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const served = t.routeTable
      // The contract's own pages, and /metrics (Prometheus text for the operators, not the API).
      .filter((r) => !['/api/openapi.json', '/api/docs', '/metrics'].includes(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(45);
    expect(documented.sort()).toEqual(served.sort());

    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(served.length);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      const access = op['x-access'];
      const roles = ['owner', 'charterer', 'admin'];
      expect(
        access === 'public' || access === 'user' || (Array.isArray(access) && access.length > 0 && access.every((r) => roles.includes(r))),
        `${op.operationId}: ${JSON.stringify(access)}`,
      ).toBe(true);
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        op.operationId,
      ).toBe(true);
    }
    // Spot checks against the rules as the product states them.
    expect(doc.paths['/api/admin/users/{id}'].delete['x-access']).toEqual(['admin']);
    expect(doc.paths['/api/vessels'].get['x-access']).toBe('public');
    expect(Object.keys(doc.paths['/api/vessels/{id}'].patch.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415']);
  });

  it('gives examples that the API itself accepts', async () => {
    const doc = (await t.agent().get('/api/openapi.json')).json;
    const example = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema.example;
    const owner = await t.signedIn('owner');
    expect((await t.agent().post('/api/accounts/register', example('/api/accounts/register', 'post'))).status).toBe(201);
    expect((await owner.post('/api/vessels', example('/api/vessels', 'post'))).status).toBe(201);
  });

  it('has a readable reference page that needs nothing from the internet and keeps the app’s CSP', async () => {
    const res = await t.agent().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.text).not.toMatch(/<script|(src|href)="https?:/);
    for (const id of ['searchVessels', 'adminDeleteUser', 'signIn', 'uploadVesselPhoto']) expect(res.text).toContain(`id="${id}"`);
  });
});
