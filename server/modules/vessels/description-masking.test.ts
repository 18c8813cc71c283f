import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import { pageResponse, templateFrom } from '../../lib/web-pages';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #24: a vessel's description is public (its page, the page's JSON-LD, search engines), and carried the owner's
// e-mail address, phone and site to anyone. They are hidden from all but the owner and admins.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const H = '[contact details hidden until the deal is fixed]';
const written = {
  description:
    'Geared supramax, 4 x 30 t cranes, draft 14.2 m. Charter direct: ops [at] aegean-bulk [dot] gr, whatsapp +30 694 512 3456 or hxxps://aegean-bulk.gr',
  piClub: 'Gard, claims desk +30 210 458 7700',
};
const shown = {
  description: `Geared supramax, 4 x 30 t cranes, draft 14.2 m. Charter direct: ${H}, ${H} or ${H}`,
  piClub: `Gard, claims desk ${H}`,
};
const LEAKS = ['aegean-bulk', '694 512', '458 7700', 'hxxps'];

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

/** The page as a crawler gets it: rendered by the web app's server renderer, reading the API in-process, no session. */
async function crawl(path: string): Promise<string> {
  const rendered = await renderPage(new Request(`http://127.0.0.1:3000${path}`), { origin: ORIGIN, api: async (p, init) => t.app.request(p, init) });
  if (rendered === null || rendered instanceof Response) throw new Error(`no page at ${path}`);
  return pageResponse(template, rendered).text();
}
const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]) as Record<string, unknown>;

const nextImo = imoSequence(957_000);

describe('contact details in a vessel’s public page (#24)', () => {
  it('are hidden in the page’s JSON from visitors and other members, not from its owner and admins', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const created = await owner.post('/api/vessels', validVessel({ imo: nextImo(), ...written }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.vessel.id as string;
    const page = (who: ReturnType<TestApp['agent']>) => who.get(`/api/vessels/${id}`);

    for (const who of [t.agent(), await t.signedIn('charterer', { verified: true }), await t.signedIn('owner', { verified: true })]) {
      const res = await page(who);
      expect(res.status).toBe(200);
      expect([res.json.vessel.description, res.json.vessel.piClub]).toEqual([shown.description, shown.piClub]);
      for (const leak of LEAKS) expect(res.text).not.toContain(leak);
    }
    for (const who of [owner, await t.signedIn('admin')]) {
      const res = await page(who);
      expect([res.json.vessel.description, res.json.vessel.piClub]).toEqual([written.description, written.piClub]);
    }
  });

  it('are hidden in the server-rendered page and its JSON-LD', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const created = await owner.post('/api/vessels', validVessel({ imo: nextImo(), name: 'Cape Aurora', ...written }));
    const html = await crawl(`/vessels/${created.json.vessel.id}`);
    expect(html).toContain('<title>Cape Aurora · Fairlead</title>');
    expect(jsonLd(html).description).toBe(shown.description);
    for (const leak of LEAKS) expect(html).not.toContain(leak);
  });
});
