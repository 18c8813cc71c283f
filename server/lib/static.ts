import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';

export const webDist = path.resolve(import.meta.dirname, '../../dist/web');

/** Serves the built single-page app: hashed assets cached for a year, index.html for every other page. */
export function mountWebApp(app: Hono<AppEnv>) {
  const root = path.relative(process.cwd(), webDist);
  if (existsSync(webDist)) mountAssets(app, root);
  app.get('*', (c) => {
    const index = path.join(webDist, 'index.html');
    if (!existsSync(index)) return c.text('The web app is not built yet. Run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
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
    serveStatic({ root }),
  );
  app.use('*', serveStatic({ root }));
}
