import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { RouteDef } from './auth/guard';
import { createRouter } from './auth/guard';
import { mountAuth } from './auth/routes';
import { AppError } from './lib/errors';
import type { AppDeps, AppEnv } from './lib/context';
import { originCheck, responseHeaders } from './lib/security';
import { mountWebApp } from './lib/static';
import { accountRoutes } from './modules/accounts/routes';
import { loadCurrentUser } from './modules/accounts/service';
import { adminAuditRoutes } from './modules/audit/admin-routes';
import { adminCharterRoutes } from './modules/charters/admin-routes';
import { adminPaymentRoutes } from './modules/payments/admin-routes';
import { adminVesselRoutes } from './modules/vessels/admin-routes';
import { adminSummaryRoutes } from './modules/admin/summary-routes';
import { adminUserRoutes } from './modules/admin/users-routes';
import { devMailboxRoutes } from './modules/dev-mailbox/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { portRoutes } from './modules/ports/routes';
import { siteRoutes } from './modules/site/routes';
import { vesselRoutes } from './modules/vessels/routes';

function pathMatcher(path: string): RegExp {
  const pattern = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*');
  return new RegExp(`^${pattern}$`);
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const routeTable: RouteDef[] = [];

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('deps', deps);
    c.set('user', null);
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.log.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  });
  app.use('*', responseHeaders(deps.config));
  app.use('/api/*', originCheck(deps.config));
  app.use('/api/*', async (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) return next();
    // No session cookie, no session: skip the lookup for anonymous traffic such as search.
    if (!c.req.header('cookie')?.includes('session_token=')) return next();
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (session) c.set('user', await loadCurrentUser(deps.db, session.user.id));
    return next();
  });

  mountAuth(app, routeTable);
  const router = createRouter(app, routeTable);
  accountRoutes(router);
  notificationRoutes(router);
  adminSummaryRoutes(router);
  adminUserRoutes(router);
  adminVesselRoutes(router);
  adminCharterRoutes(router);
  adminPaymentRoutes(router);
  adminAuditRoutes(router);
  siteRoutes(router);
  portRoutes(router);
  vesselRoutes(router);
  if (deps.config.env !== 'production' && deps.mailer.kind === 'dev-mailbox') devMailboxRoutes(router);

  // Unknown API paths are JSON 404s; a known path with another method is a 405. Never the SPA's HTML.
  const matchers = routeTable.map((r) => ({ ...r, re: pathMatcher(r.path) }));
  app.all('/api/*', (c) => {
    const known = matchers.some((m) => m.re.test(c.req.path));
    throw known ? new AppError('method_not_allowed', 'Method not allowed') : new AppError('not_found', 'No such API endpoint');
  });

  mountWebApp(app);

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toJSON(), err.status);
    deps.log.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });

  return { app, routeTable };
}
