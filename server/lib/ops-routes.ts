import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { systemApi } from '../../common/api/system';
import type { AppEnv } from './context';
import type { RouteDef, Router } from './contract';
import { AppError } from './errors';
import { hasMetricsToken } from './metrics';
import { runInRequest } from './request-scope';

/**
 * Counts every answered request by the template of the route that answered (`/api/vessels/:id`, never the path with
 * its ids), and runs the request in a scope that carries its id down to the database driver (the slow-query log).
 */
export const observeRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await runInRequest(c.get('requestId'), next);
  // After next(), the route index points at the handler that answered (or the middleware that refused).
  c.get('deps').metrics.observeRequest(routePath(c), c.req.method, c.res.status, (performance.now() - started) / 1000);
};

/** GET /api/ready, and GET /metrics (Prometheus text) behind METRICS_TOKEN; unset, /metrics is not served (404). */
export function opsRoutes(app: OpenAPIHono<AppEnv>, route: Router, routeTable: RouteDef[]) {
  route(systemApi.ready, async (c) => {
    const reason = await c.get('deps').readiness();
    if (reason) throw new AppError('unavailable', `Not ready: ${reason}`);
    return { ok: true as const };
  });

  app.get('/metrics', async (c) => {
    const { config, metrics } = c.get('deps');
    if (!config.metricsToken) return c.text('Not found', 404);
    if (!hasMetricsToken(c.req.header('authorization'), config.metricsToken)) {
      c.header('www-authenticate', 'Bearer');
      return c.text('Unauthorized', 401);
    }
    c.header('cache-control', 'no-store');
    const text = await metrics.exposition().catch((err: Error) => {
      throw new AppError('unavailable', `The metrics could not be gathered: ${err.message}`);
    });
    return c.body(text, 200, { 'content-type': metrics.registry.contentType });
  });
  // Not the API (no session opens it, only the token): in the table so that the access test covers it.
  routeTable.push({ method: 'GET', path: '/metrics', access: 'public' });
}
