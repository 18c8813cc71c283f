import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import { pageResponse } from '../../lib/web-pages';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';
import { onIntentHash, onIntentInPage, template } from '../../test/page-template';
import { imoSequence, validVessel } from '../../test/vessel-input';

// The public pages as a crawler or a link preview gets them: HTML with the content, without running a script.
// Rendered by the web app's own server renderer (web/entry-server.tsx), reading the API in-process.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = { status: number; html: string; policy: string | null };
async function visit(path: string, visitor = { signedIn: false }): Promise<Page | null> {
  const rendered = await renderPage(new Request(`http://127.0.0.1:3000${path}`), { origin: ORIGIN, api: async (p, init) => t.app.request(p, init) });
  if (rendered === null) return null;
  if (rendered instanceof Response) throw new Error(`redirected to ${rendered.headers.get('location')}`);
  const response = pageResponse(template, rendered, visitor);
  return { status: response.status, html: await response.text(), policy: response.headers.get('content-security-policy') };
}
/** The scripts and preloaded modules a page loads, in order. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
/** The app's scripts that a rendered page fetches at high priority: none, its text, styles and pictures go first. */
const urgentScriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*src="[^>]*>|<link rel="modulepreload"[^>]*>/g)].filter((m) => !m[0].includes('fetchpriority="low"'));
const meta = (html: string, attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('<script type="application/json"'));
const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]) as Record<string, unknown>;

const nextImo = imoSequence(953_000);
async function listVessel(overrides: Record<string, unknown>) {
  const owner = await t.signedIn('owner', { verified: true });
  const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), ...overrides }));
  expect(res.status, res.text).toBe(201);
  return { owner, id: res.json.vessel.id as string };
}

describe('server-rendered public pages', () => {
  it('a vessel page carries the ship, its own head tags and schema.org data', async () => {
    const { id } = await listVessel({
      name: 'Cape Aurora',
      type: 'bulkCarrier',
      deadweightT: 81_200,
      buildYear: 2018,
      rateUsdPerDay: 18_400,
      flag: 'MT',
    });
    const page = (await visit(`/vessels/${id}`))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Cape Aurora · Fairlead</title>');
    expect(page.html).toContain(`<link rel="canonical" href="${ORIGIN}/vessels/${id}" />`);
    expect(meta(page.html, 'property', 'og:title')).toBe('Cape Aurora');
    expect(meta(page.html, 'property', 'og:type')).toBe('product');
    const description = meta(page.html, 'name', 'description')!;
    expect(
      description.startsWith('Bulk carrier, 81,200 dwt, built 2018, Malta flag. Open Singapore from 10 Jan 2027. Indicative $18,400/day. Listed by '),
    ).toBe(true);
    expect(description.endsWith(' on Fairlead: charter direct, no commission.')).toBe(true);
    // The template's own title and description give way to the page's.
    expect(page.html).not.toContain('<title>Fairlead</title>');
    expect(page.html).not.toContain('Fallback description');
    // The content itself, before any script runs.
    const root = rootOf(page.html);
    expect(root).toContain('<h1');
    expect(root).toContain('Cape Aurora');
    expect(root).toContain('81,200');

    const data = jsonLd(page.html);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Cape Aurora');
    expect(data.url).toBe(`${ORIGIN}/vessels/${id}`);
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: '18400.00', priceCurrency: 'USD' });
  });

  it('a vessel a visitor cannot open answers 404, asks not to be indexed, and shows none of its details', async () => {
    const { owner, id } = await listVessel({ name: 'Hidden Meridian' });
    const archive = await owner.post(`/api/vessels/${id}/archive`);
    expect(archive.status, archive.text).toBe(200);
    const page = (await visit(`/vessels/${id}`))!;
    expect(page.status).toBe(404);
    expect(meta(page.html, 'name', 'robots')).toBe('noindex');
    expect(page.html).not.toContain('Hidden Meridian');
  });

  it('/vessels renders the search the URL asks for, with its results in the HTML', async () => {
    await listVessel({ name: 'Tanker Solveig', type: 'tanker' });
    await listVessel({ name: 'Bulker Ingrid', type: 'bulkCarrier' });
    const page = (await visit('/vessels?type=tanker&page=1'))!;
    expect(page.status).toBe(200);
    const root = rootOf(page.html);
    expect(root).toContain('Tanker Solveig');
    expect(root).not.toContain('Bulker Ingrid');
    expect(page.html).toContain('<title>Browse vessels · Fairlead</title>');
    // The filter is part of the page's address; the page number is not.
    expect(page.html).toContain(`<link rel="canonical" href="${ORIGIN}/vessels?type=tanker" />`);
    // The browser hydrates from the same answer: the search is in the page's state, under the key the page reads.
    const state = JSON.parse(page.html.match(/<script type="application\/json" id="fairlead-server-state">(.*?)<\/script>/)![1]);
    const keys = state.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(keys).toContainEqual(['vessels', 'search', 'type=tanker']);
  });

  it('the home page shows the marketplace figures counted from the database', async () => {
    const stats = await t.agent().get('/api/site/stats');
    const page = (await visit('/'))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Fairlead: direct, commission-free vessel chartering</title>');
    expect(rootOf(page.html)).toContain(`>${stats.json.listedVerifiedVessels}<`);
  });

  it('site pages have their own title and description; an unknown path is a 404 page', async () => {
    const about = (await visit('/about'))!;
    expect(about.html).toContain('<title>About us · Fairlead</title>');
    expect(meta(about.html, 'name', 'description')).toMatch(/commission-free/);
    const missing = (await visit('/no-such-page'))!;
    expect(missing.status).toBe(404);
    expect(rootOf(missing.html)).toMatch(/not found/i);
  });

  it("reading pages load the app on the visitor's first move, the search and vessel pages after their content; members at once", async () => {
    const { id } = await listVessel({ name: 'Sea Lark', type: 'tanker' });
    const mode = (html: string) => html.match(/<meta name="fairlead-hydrate" content="([^"]+)"/)?.[1];
    const expected: [string, string][] = [
      ['/', 'on-intent'],
      ['/about', 'on-intent'],
      ['/faq', 'on-intent'],
      ['/services/chartering', 'on-intent'],
      ['/no-such-page', 'on-intent'],
      ['/vessels', 'after-load'],
      ['/vessels?type=tanker', 'after-load'],
      [`/vessels/${id}`, 'after-load'],
      ['/login', 'after-load'],
    ];
    for (const [path, when] of expected) {
      const page = (await visit(path))!;
      // Its one script is written into the page (no request before the first paint), allowed by its hash alone.
      expect(scriptsOf(page.html), path).toEqual([]);
      expect(page.html, path).toContain(`<script type="module">${onIntentInPage}</script>`);
      expect(
        page.policy?.split('; ').find((d) => d.startsWith('script-src')),
        path,
      ).toBe(`script-src 'self' ${onIntentHash}`);
      expect(mode(page.html), path).toBe(when);
      // It names the app to load later, and waits behind the page's own text and styles.
      expect(page.html, path).toContain('<meta name="fairlead-app" content="/assets/index.js" data-preload="/assets/react.js" />');
      expect(urgentScriptsOf(page.html), path).toEqual([]);
      expect(page.html, path).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
    }
    // A member's header needs the app at once; so does the contact form (it posts through the app).
    const visits: [string, { signedIn: boolean }][] = [
      ['/', { signedIn: true }],
      ['/about', { signedIn: true }],
      [`/vessels/${id}`, { signedIn: true }],
      ['/contact', { signedIn: false }],
    ];
    for (const [path, visitor] of visits) {
      const page = (await visit(path, visitor))!;
      expect(scriptsOf(page.html), path).toEqual(['/assets/index.js', '/assets/react.js']);
      expect(page.html, path).not.toContain('<script type="module">');
      // No policy of its own: the one every response carries, which allows no script in the page (security.test.ts).
      expect(page.policy, path).toBeNull();
      expect(mode(page.html), path).toBeUndefined();
      // Its content is in the HTML: its text, styles and pictures are fetched before the app.
      expect(urgentScriptsOf(page.html), path).toEqual([]);
    }
  });

  it('the log-in page arrives with its form, which posts: sent before the script has run, no password goes into the address', async () => {
    const page = (await visit('/login'))!;
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Log in · Fairlead</title>');
    const form = rootOf(page.html).match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toMatch(/method="post"/);
    expect(rootOf(page.html)).toMatch(/<input[^>]*type="password"/);
  });

  it('leaves the member and admin areas to the browser', async () => {
    for (const path of ['/app/deals', '/admin', '/owner/vessels', '/app/messages/123', '/reset-password', '/register'])
      expect(await visit(path), path).toBeNull();
  });

  it('a description cannot close the JSON-LD script or inject markup', async () => {
    const { id } = await listVessel({ name: 'Sea Quill', description: 'Grabs fitted </script><script>alert(1)</script> "quoted" & more' });
    const page = (await visit(`/vessels/${id}`))!;
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(jsonLd(page.html).description).toBe('Grabs fitted </script><script>alert(1)</script> "quoted" & more');
  });
});

describe('the page shell', () => {
  // Every page's icon is written into it: as a file it was one more request, beside the styles and the first
  // photo, before a phone's first paint (Lighthouse counted it on the vessel page's largest paint).
  it('carries the site icon in the page, the same drawing as web/public/favicon.svg', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const icon = readFileSync(path.join(root, 'web/index.html'), 'utf8').match(/<link\s+rel="icon"[^>]*href="([^"]+)"/)?.[1] ?? '';
    expect(icon.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(icon.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync(path.join(root, 'web/public/favicon.svg'), 'utf8').trim().replaceAll('"', "'"),
    );
  });
});
