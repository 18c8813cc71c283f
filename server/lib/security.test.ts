import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/harness';
import type { AppEnv } from './context';
import { responseHeaders, securityHeaderValues } from './security';

const policy = (scriptSrc: string) =>
  `default-src 'self'; script-src ${scriptSrc}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`;
const expected = {
  'content-security-policy': policy("'self'"),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(expected)) expect(headers.get(name), name).toBe(value);
  expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

/** The app as Node serves it, where the headers take the Node path. */
async function servedByNode(t: TestApp) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('security headers', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    // No web build (the harness's default, named here): pages answer "not built", under the policy without a hash,
    // whether or not this checkout has been built.
    t = await createTestApp({ webBuild: null });
    ({ server, base } = await servedByNode(t));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('are on every response served by Node: API answers, errors and pages', async () => {
    for (const address of ['/api/vessels?type=tanker', '/api/no-such-endpoint', '/vessels']) {
      const res = await fetch(base + address);
      await res.arrayBuffer();
      expectSecurityHeaders(res.headers);
      expect(res.headers.get('strict-transport-security'), 'HSTS only in production').toBeNull();
    }
    const sent = await fetch(`${base}/api/vessels`, { headers: { 'x-request-id': 'trace-me-please-0000000000000000000000' } });
    expect(sent.headers.get('x-request-id')).toBe('trace-me-please-0000000000000000000000');
    // An id too long or with spaces is not echoed into every log line and response: the request gets one of ours.
    for (const unfit of ['x'.repeat(129), 'two words']) {
      const res = await fetch(`${base}/api/vessels`, { headers: { 'x-request-id': unfit } });
      await res.arrayBuffer();
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
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

/**
 * A build of the test's own (what `npm run build` writes, reduced to what the server reads): a page the renderer
 * answers with on-intent hydration, so the server writes the on-intent script into it and allows that script alone.
 */
const ON_INTENT_CODE = "document.documentElement.dataset.fixture = 'on-intent';\n";
function writeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fairlead-web-build-'));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  file(
    'web/index.html',
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Fixture</title>\n    <script type="module" crossorigin src="/assets/app-fixture.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  file('web/.vite/manifest.json', JSON.stringify({ 'app/hydrate-on-intent.ts': { file: 'assets/on-intent-fixture.js', isEntry: true } }));
  file('web/assets/on-intent-fixture.js', ON_INTENT_CODE);
  file(
    'ssr/entry-server.js',
    `export async function renderPage() {
  return { status: 200, head: '<title>Fixture page</title>', body: new Response('<p>Rendered by the fixture</p>').body, state: '{}', hydration: 'on-intent' };
}
`,
  );
  return dir;
}

describe('the policy of a page with its on-intent script written in', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  let build: string;
  beforeAll(async () => {
    build = writeWebBuild();
    t = await createTestApp({ webBuild: build });
    ({ server, base } = await servedByNode(t));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('allows that script by its SHA-256 and nothing else, under Node and without it', async () => {
    const hash = createHash('sha256').update(ON_INTENT_CODE).digest('base64');
    const node = await fetch(`${base}/vessels`);
    for (const res of [{ status: node.status, text: await node.text(), headers: node.headers }, await t.agent().get('/vessels')]) {
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<script type="module">${ON_INTENT_CODE}</script>`);
      expect(res.text).toContain('<p>Rendered by the fixture</p>');
      expect(res.headers.get('content-security-policy')).toBe(policy(`'self' 'sha256-${hash}'`));
    }
  });
});
