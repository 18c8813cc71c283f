import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../../common/site/public-pages';
import { siteRoutes } from '../../../web/features/site/routes';
import { createTestApp, ORIGIN, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextImo = imoSequence(952_000);
type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
const list = async (owner: Agent) => {
  const res = await owner.post('/api/vessels', validVessel({ imo: nextImo() }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel.id as string;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('/robots.txt', () => {
  it('keeps crawlers out of the member area, the admin screens and the API, and names the sitemap', async () => {
    const res = await t.agent().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const area of ['/app', '/admin', '/api']) expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // A bare "Disallow: /" would hide the whole site.
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page and every listed vessel, and no vessel a visitor cannot open', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const listed = await list(owner);
    const archived = await list(owner);
    expect((await owner.post(`/api/vessels/${archived}/archive`)).status).toBe(200);
    const unverifiedOwners = await list(await t.signedIn('owner'));

    const res = await t.agent().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);

    const urls = locs(res.text);
    expect(urls).toHaveLength(publicPagePaths.length + 1);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    for (const path of publicPagePaths) expect(urls).toContain(`${ORIGIN}${path}`);
    expect(urls).toContain(`${ORIGIN}/vessels/${listed}`);
    expect(urls).not.toContain(`${ORIGIN}/vessels/${archived}`);
    expect(urls).not.toContain(`${ORIGIN}/vessels/${unverifiedOwners}`);
    // One <url> per <loc>, and the vessel's carries the time it last changed.
    expect(res.text.match(/<url>/g)).toHaveLength(urls.length);
    expect(res.text).toMatch(new RegExp(`<loc>${ORIGIN}/vessels/${listed}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
  });

  it('names every marketing page the web app routes (a page added there and not to the list fails here)', () => {
    const routed = siteRoutes.filter((r) => r.path !== '*').map((r) => (r.index ? '/' : `/${r.path}`));
    expect(routed.length).toBeGreaterThan(0);
    for (const path of routed) expect(publicPagePaths).toContain(path);
  });
});
