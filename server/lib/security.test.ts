import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/harness';
import type { AppEnv } from './context';
import { responseHeaders, securityHeaderValues } from './security';

const expected = {
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(expected)) expect(headers.get(name), name).toBe(value);
  expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

describe('security headers', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The app as Node serves it, where the headers take the Node path.
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('are on every response served by Node: API answers, errors and pages', async () => {
    for (const path of ['/api/vessels?type=tanker', '/api/no-such-endpoint', '/vessels']) {
      const res = await fetch(base + path);
      await res.arrayBuffer();
      expectSecurityHeaders(res.headers);
      expect(res.headers.get('strict-transport-security'), 'HSTS only in production').toBeNull();
    }
    const sent = await fetch(`${base}/api/vessels`, { headers: { 'x-request-id': 'trace-me-please-0000000000000000000000' } });
    expect(sent.headers.get('x-request-id')).toBe('trace-me-please-0000000000000000000000');
    // One of each header, never a handler's value and ours side by side.
    expect(sent.headers.get('content-type')).toBe('application/json');
  });

  it('are on responses when the app runs without Node (app.request)', async () => {
    const res = await t.agent().get('/api/vessels');
    expectSecurityHeaders(res.headers);
  });

  it('let a handler set its own value, under Node and without it', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('requestId', '00000000-0000-4000-8000-000000000000');
      await next();
    });
    app.use('*', responseHeaders(testConfig()));
    app.get('/framed', (c) => c.text('ok', 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
    const direct = await app.request('/framed');
    expect(direct.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');

    const node = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => node.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(node.address() as AddressInfo).port}/framed`);
      expect(await res.text()).toBe('ok');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it('include HSTS in production only', () => {
    expect(securityHeaderValues(testConfig({ env: 'production' }))['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeaderValues(testConfig())['Strict-Transport-Security']).toBeUndefined();
  });
});
