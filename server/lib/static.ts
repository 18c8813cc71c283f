import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { getSessionCookie } from 'better-auth/cookies';
import type { AppEnv } from './context';
import { loadPageRenderer, pageResponse, pageTemplate } from './web-pages';

/**
 * Serves the built web app from `webBuild` (config.webBuild): hashed assets cached for a year; public pages rendered
 * on the server (when the server renderer is built, ssr/); index.html for every other page, which the browser renders.
 */
export function mountWebApp(app: Hono<AppEnv>, webBuild: string | null) {
  const webDist = webBuild && path.join(webBuild, 'web');
  const rendererEntry = webBuild && path.join(webBuild, 'ssr/entry-server.js');
  if (webDist && existsSync(webDist)) mountAssets(app, path.relative(process.cwd(), webDist));
  // Pages are compressed as they stream (the API's answers are not: small, and measured by the benchmarks as they are).
  app.get('*', compress(), async (c) => {
    const index = webDist && path.join(webDist, 'index.html');
    if (!index || !existsSync(index)) return c.text('The web app is not built yet. Run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    const render = rendererEntry && (await loadPageRenderer(rendererEntry));
    if (render) {
      const { deps } = c.var;
      try {
        const rendered = await render(c.req.raw, { origin: deps.config.appUrl, api: async (p, init) => app.request(p, init) });
        if (rendered instanceof Response) return rendered;
        if (rendered) return pageResponse(pageTemplate(index), rendered, { signedIn: getSessionCookie(c.req.raw) !== null });
      } catch (err) {
        // The page still works: the browser renders it, as before server rendering.
        deps.log.error({ err, path: c.req.path }, 'server rendering failed');
      }
    }
    return c.html(readFileSync(index, 'utf8'));
  });
}

function mountAssets(app: Hono<AppEnv>, root: string) {
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // Brotli or gzip copies made by the build (scripts/compress-assets.ts), chosen by the browser's Accept-Encoding.
    serveStatic({ root, precompressed: true }),
  );
  // Files of web/public (the favicon, the preview picture); never index.html, which the page handler below answers, nor the build's manifest (.vite/).
  const publicFiles = serveStatic({ root, precompressed: true });
  app.use('*', (c, next) =>
    c.req.path.endsWith('/') || c.req.path.endsWith('.html') || c.req.path.startsWith('/.') ? next() : publicFiles(c, next),
  );
}
