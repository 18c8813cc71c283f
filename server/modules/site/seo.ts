import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { publicPagePaths } from '../../../common/site/public-pages';
import type { Database } from '../../db/client';
import { profiles, vessels } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { publiclyVisible } from '../vessels/visibility';

/** The sitemap protocol's limit for one file; beyond it a sitemap index would be needed. */
const MAX_SITEMAP_URLS = 50_000;

/** Crawlers may read the public pages; the member area, the admin screens and the API are not for indexing. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /owner',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Vessel pages a visitor can open: the same rule as the public search, so an unlisted ship drops out at once. */
async function listedVesselPages(db: Database, limit: number) {
  return db
    .select({ id: vessels.id, updatedAt: vessels.updatedAt })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(publiclyVisible)
    .orderBy(desc(vessels.updatedAt))
    .limit(limit);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type SitemapEntry = { path: string; lastmod?: Date };

export function renderSitemap(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(appUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join(
    '\n',
  );
}

/** Plain files for crawlers, outside the JSON API: mounted before the single-page app's fallback. */
export function mountSeo(app: Hono<AppEnv>) {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(c.get('deps').config.appUrl));
  });
  app.get('/sitemap.xml', async (c) => {
    const { db, config } = c.get('deps');
    const vesselPages = await listedVesselPages(db, MAX_SITEMAP_URLS - publicPagePaths.length);
    const entries = [...publicPagePaths.map((path) => ({ path })), ...vesselPages.map((v) => ({ path: `/vessels/${v.id}`, lastmod: v.updatedAt }))];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(renderSitemap(config.appUrl, entries));
  });
}
