import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageResponse } from '../../lib/web-pages';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';
import { onIntentInPage, template } from '../../test/page-template';

// Its own file, so that the renderer is fresh (nothing loaded by an earlier render) without resetting the module
// registry under other tests: a reset there gave pages loaded later a second copy of the app's modules, whose errors
// the first copy's renderer did not recognise (a vessel's 404 page rendered as an empty 200, in one test order).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('server-rendered public pages', () => {
  it('a page is whole on its first render: no script in it beyond the one its policy allows by hash', async () => {
    // React writes an inline script for each part that finished after the first bytes (a lazy section, say); the policy
    // blocks those and the part never shows. This file's renderer has rendered nothing before.
    const fresh = (await import('../../../web/entry-server')).renderPage;
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/vessels', '/login', '/faq']) {
      const rendered = await fresh(new Request(`http://127.0.0.1:3000${path}`), { origin: ORIGIN, api: async (p, init) => t.app.request(p, init) });
      if (rendered === null || rendered instanceof Response) throw new Error(`${path} was not rendered`);
      const html = await pageResponse(template, rendered, { signedIn: false }).text();
      expect(inlineScripts(html), path).toEqual([onIntentInPage]);
      expect(html, path).not.toContain('<template');
    }
  });
});
