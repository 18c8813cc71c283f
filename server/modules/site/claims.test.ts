import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claim, Feature } from '../../../common/site/claim-types';
import { claims } from '../../../common/site/all-claims';
import { renderPage } from '../../../web/entry-server';
import { routes } from '../../../web/routes';
import { siteRoutes } from '../../../web/features/site/routes';
import type { RouteDef } from '../../lib/contract';
import { pageResponse, templateFrom } from '../../lib/web-pages';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';

// The site says only what the product does (#29): every promise on a public page names the features that keep it
// (common/site/claims.ts), and this test holds each one against the API's route table, its OpenAPI contract and the web
// app's routes. A page that shows a claim must show its words; a feature block with no claim behind it fails.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const table = Object.entries(claims as Record<string, Claim>);

/** Every page path of the web app, as its route table nests them ("/app/deals/:id"). */
function webPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((r) => {
    const here = !r.path ? parent || '/' : r.path.startsWith('/') ? r.path : `${parent.replace(/\/$/, '')}/${r.path}`;
    return [...(r.path || r.index ? [here] : []), ...(r.children ? webPaths(r.children, here) : [])];
  });
}

/** The claims whose features are not all served: an API route missing from the table, or a page missing from the app. */
function unbacked(routeTable: RouteDef[], pages: string[]): string[] {
  const served = new Set(routeTable.map((r) => `${r.method} ${r.path}`));
  const has = (f: Feature) => ('api' in f ? served.has(f.api) : pages.includes(f.web));
  return table.filter(([, c]) => c.features.length === 0 || !c.features.every(has)).map(([id]) => id);
}

// The pages as a visitor gets them, rendered by the web app's own server renderer, the public layout included.
const template = templateFrom(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Fairlead</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);
async function visit(path: string): Promise<string> {
  const rendered = await renderPage(new Request(`http://127.0.0.1:3000${path}`), { origin: ORIGIN, api: async (p, init) => t.app.request(p, init) });
  if (rendered === null || rendered instanceof Response) throw new Error(`${path} was not rendered as a page`);
  const html = await pageResponse(template, rendered, { signedIn: false }).text();
  // The body only: the head's description may paraphrase, the page must not.
  return html.slice(html.indexOf('<body'));
}
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|quot|#x27|#39|lt|gt|nbsp);/g, (e) => entities[e])
    .replace(/\s+/g, ' ');
/** The headings of a service page's feature blocks. */
const featureHeadings = (html: string) => {
  const section = html.match(/<section[^>]*id="features"[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? '';
  return [...section.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1]).trim());
};

const sitePaths = siteRoutes.map((r) => (r.index ? '/' : `/${r.path}`)).filter((p) => p !== '/*');
const claimPages = [...new Set(table.flatMap(([, c]) => c.pages))];

describe('what the public pages promise (#29)', () => {
  it('rests every claim on features the product has: API routes in the route table and the contract, and web pages', async () => {
    const doc = (await t.agent().get('/api/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const pages = webPaths(routes);
    expect(pages).toContain('/app/deals/:id/recap');
    expect(table.length).toBeGreaterThan(60);
    expect(unbacked(t.routeTable, pages)).toEqual([]);
    // Declared operations are in the OpenAPI document under the same method and path.
    for (const [id, c] of table)
      for (const f of c.features) {
        if (!('api' in f)) continue;
        const [method, path] = f.api.split(' ');
        expect(Object.keys(doc.paths[path.replace(/:(\w+)/g, '{$1}')] ?? {}), `${id}: ${f.api}`).toContain(method.toLowerCase());
      }
  });

  it('takes a claim down with the route it rests on', () => {
    const pages = webPaths(routes);
    const withoutConfirm = t.routeTable.filter((r) => !(r.method === 'POST' && r.path === '/api/payouts/bank-details/confirm'));
    expect(unbacked(withoutConfirm, pages)).toEqual(['bankChangeConfirmation']);
    expect(
      unbacked(
        t.routeTable,
        pages.filter((p) => p !== '/verify'),
      ),
    ).toEqual(['checkablePdf']);
  });

  it('shows each claim in its own words on its pages, and no feature block without a claim', async () => {
    for (const page of claimPages) {
      expect(sitePaths, page).toContain(page);
      const html = await visit(page);
      const text = textOf(html);
      const mine = table.filter(([, c]) => c.pages.includes(page)).map(([, c]) => c);
      for (const c of mine) {
        expect(text, `${page}: ${c.title}`).toContain(c.title);
        expect(text, `${page}: ${c.title}`).toContain(c.text);
      }
      const titles = mine.map((c) => c.title);
      for (const heading of featureHeadings(html)) expect(titles, `${page}: a feature block without a claim`).toContain(heading);
    }
  });

  it('promises no telephone line and no round-the-clock desk that the product does not have', async () => {
    const backed = table.some(([, c]) => /24\/7|around the clock|24 hours a day|day and night/i.test(`${c.title} ${c.text}`));
    expect(backed).toBe(false);
    expect(sitePaths).toHaveLength(22);
    for (const page of sitePaths) {
      const html = await visit(page);
      const text = textOf(html);
      expect(html, page).not.toMatch(/href="tel:/);
      expect(text, page).not.toMatch(/\+\d{1,3}[\s().-]*\d[\d\s().-]{6,}\d/);
      expect(text, page).not.toMatch(/24\/7|around the clock|24 hours a day|day and night|at any hour/i);
      // The page and the layout were rendered: its footer's e-mail address is there.
      expect(text, page).toContain('chartering@fairlead.example');
    }
  });
});
