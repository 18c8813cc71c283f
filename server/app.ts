import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { sql } from 'drizzle-orm';
import { systemApi } from '../common/api/system';
import { signedInFrom } from './auth/current-user';
import { authRoutes, clientIp } from './auth/routes';
import { openApiDocument, renderReference } from './lib/api-docs';
import { createRouter, type RouteDef } from './lib/contract';
import {
  isDataException,
  isPoolTimeout,
  POOL_TIMEOUT_RETRY_AFTER_SECONDS,
  poolTimeoutMessage,
  refusedValueMessage,
  sqlState,
  STATEMENT_TIMEOUT,
  statementTimeoutMessage,
} from './lib/db-errors';
import { AppError, type ErrorCode } from './lib/errors';
import type { AppDeps, AppEnv } from './lib/context';
import { observeRequests, opsRoutes } from './lib/ops-routes';
import { originCheck, responseHeaders } from './lib/security';
import { mountWebApp } from './lib/static';
import { validationHook } from './lib/validate';
import { accountRoutes } from './modules/accounts/routes';
import { adminAuditRoutes } from './modules/audit/admin-routes';
import { adminCharterRoutes } from './modules/charters/admin-routes';
import { dealRoutes } from './modules/charters/routes';
import { contractRoutes } from './modules/contracts/routes';
import { messageReportRoutes } from './modules/messaging/admin-routes';
import { messagingRoutes } from './modules/messaging/routes';
import { adminPaymentRoutes } from './modules/payments/admin-routes';
import { paymentRoutes } from './modules/payments/routes';
import { payoutRoutes } from './modules/payments/payout-routes';
import { billOfLadingRoutes } from './modules/payments/bill-of-lading-routes';
import { redeliveryRoutes } from './modules/payments/redelivery-routes';
import { payoutFlagRoutes } from './modules/payments/payout-flag-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { laytimeRoutes } from './modules/laytime/routes';
import { hireRoutes } from './modules/hire/routes';
import { verificationRoutes } from './modules/verification/routes';
import { sanctionsRoutes } from './modules/sanctions/admin-routes';
import { simulatedProviderRoutes } from './modules/payments/simulated-routes';
import { adminVesselRoutes } from './modules/vessels/admin-routes';
import { adminJobRoutes } from './modules/admin/jobs-routes';
import { adminSummaryRoutes } from './modules/admin/summary-routes';
import { adminDashboardRoutes } from './modules/admin/dashboard-routes';
import { adminUserRoutes } from './modules/admin/users-routes';
import { devMailboxRoutes } from './modules/dev-mailbox/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { portRoutes } from './modules/ports/routes';
import { siteRoutes } from './modules/site/routes';
import { mountSeo } from './modules/site/seo';
import { vesselRoutes } from './modules/vessels/routes';
import { matchingRoutes } from './modules/matching/routes';
import { cargoRoutes } from './modules/cargoes/routes';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { importRoutes } from './modules/imports/routes';
import { importMessages, MAX_IMPORT_BYTES } from '../common/imports/schemas';
import { importAddressRoutes } from './modules/imports/inbound/routes';
import { importPublishRoutes } from './modules/imports/publish/routes';

/** JSON bodies of every API call; photos have their own, larger limit on their route. */
const MAX_JSON_BYTES = 256 * 1024;
/** A pasted e-mail may be as large as an uploaded one; JSON escaping may double its size on the way. */
const MAX_PASTE_JSON_BYTES = 2 * MAX_IMPORT_BYTES;

function pathMatcher(path: string): RegExp {
  const pattern = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[^/]+/g, '[^/]+')
    .replace(/\*/g, '.*');
  return new RegExp(`^${pattern}$`);
}

/** Errors raised by Hono itself (malformed JSON, a wrong media type) in the API's one shape. */
const httpExceptionCodes: Record<number, ErrorCode> = { 400: 'validation', 413: 'payload_too_large', 415: 'unsupported_media_type' };

/**
 * A request id from a load balancer or a client's trace is kept so that logs join up across hops, but only a short
 * token of visible ASCII: anything else (16 KB of text, spaces, control characters) would go into every log line
 * and response of the request as sent. Such a request gets an id of our own.
 */
const acceptedRequestId = /^[\x21-\x7e]{1,128}$/;

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const routeTable: RouteDef[] = [];

  app.use('*', async (c, next) => {
    const sent = c.req.header('x-request-id');
    const requestId = sent && acceptedRequestId.test(sent) ? sent : randomUUID();
    c.set('deps', deps);
    c.set('user', null);
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith('/api/')) {
      deps.log.info(
        { requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use('*', observeRequests);
  app.use('*', responseHeaders(deps.config));
  app.use('/api/*', originCheck(deps.config));
  app.use('/api/*', async (c, next) => {
    if (!/json/i.test(c.req.header('content-type') ?? '')) return next();
    if (c.req.method === 'POST' && c.req.path === '/api/import') {
      return bodyLimit({
        maxSize: MAX_PASTE_JSON_BYTES,
        onError: () => {
          throw new AppError('payload_too_large', importMessages.tooLarge, { text: importMessages.tooLarge });
        },
      })(c, next);
    }
    return bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', `The request body must be at most ${MAX_JSON_BYTES / 1024} KB`);
      },
    })(c, next);
  });
  app.use('/api/*', async (c, next) => {
    // No session cookie, no session: skip the lookup for anonymous traffic such as search.
    const cookie = c.req.header('cookie');
    if (!cookie?.includes('session_token=')) return next();
    const user = await deps.sessions.userFor(cookie, () => signedInFrom(deps, c.req.raw.headers));
    if (user) c.set('user', { ...user, ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null });
    return next();
  });

  const route = createRouter(app, routeTable);
  route(systemApi.health, async (c) => {
    await c.get('deps').db.execute(sql`select 1`);
    return { ok: true as const };
  });
  opsRoutes(app, route, routeTable);
  authRoutes(route);
  accountRoutes(route);
  notificationRoutes(route);
  adminSummaryRoutes(route);
  adminDashboardRoutes(route);
  adminUserRoutes(route);
  adminVesselRoutes(route);
  adminCharterRoutes(route);
  adminPaymentRoutes(route);
  adminAuditRoutes(route);
  adminJobRoutes(route);
  siteRoutes(route);
  portRoutes(route);
  vesselRoutes(route);
  cargoRoutes(route);
  savedSearchRoutes(route);
  importAddressRoutes(route);
  // After the import address's routes: /api/import/address is theirs, not an import's id.
  importRoutes(route);
  importPublishRoutes(route);
  matchingRoutes(route);
  dealRoutes(route);
  messagingRoutes(route);
  messageReportRoutes(route);
  contractRoutes(route);
  paymentRoutes(route);
  payoutRoutes(route);
  billOfLadingRoutes(route);
  redeliveryRoutes(route);
  payoutFlagRoutes(route);
  reviewRoutes(route);
  laytimeRoutes(route);
  hireRoutes(route);
  verificationRoutes(route);
  sanctionsRoutes(route);
  if (deps.config.payments.provider === 'simulated') simulatedProviderRoutes(route);
  if (deps.config.env !== 'production' && deps.mailer.kind === 'dev-mailbox') devMailboxRoutes(route);

  // The contract itself, built once: every declared route with its input, answers and access.
  let document: ReturnType<typeof openApiDocument> | undefined;
  const contract = () => (document ??= openApiDocument(app, deps.config.appUrl));
  app.get('/api/openapi.json', (c) => c.json(contract()));
  app.get('/api/docs', (c) => c.html(renderReference(contract())));
  routeTable.push({ method: 'GET', path: '/api/openapi.json', access: 'public' }, { method: 'GET', path: '/api/docs', access: 'public' });

  // Unknown API paths are JSON 404s; a known path with another method is a 405. Never the SPA's HTML.
  const matchers = routeTable.map((r) => ({ ...r, re: pathMatcher(r.path) }));
  app.all('/api/*', (c) => {
    const known = matchers.some((m) => m.re.test(c.req.path));
    throw known ? new AppError('method_not_allowed', 'Method not allowed') : new AppError('not_found', 'No such API endpoint');
  });

  mountSeo(app);
  mountWebApp(app, deps.config.webBuild);

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toJSON(), err.status);
    const code = err instanceof HTTPException ? httpExceptionCodes[err.status] : undefined;
    if (code) return c.json(new AppError(code, err.message || 'Invalid request').toJSON(), new AppError(code, '').status);
    if (isDataException(err)) {
      // The last line of defence (#24): logged, as it means a schema let the value through.
      deps.log.warn({ err, requestId: c.get('requestId') }, 'the database refused a value');
      return c.json(new AppError('validation', refusedValueMessage).toJSON(), 400);
    }
    if (sqlState(err) === STATEMENT_TIMEOUT) {
      // DATABASE_STATEMENT_TIMEOUT_SECONDS cut it short; its action's transaction rolled back with it.
      deps.log.warn({ err, requestId: c.get('requestId') }, 'statement timeout');
      return c.json(new AppError('unavailable', statementTimeoutMessage).toJSON(), 503);
    }
    if (isPoolTimeout(err)) {
      // Every connection busy for DATABASE_CONNECT_TIMEOUT_SECONDS: the client may come back shortly, so say when.
      deps.log.warn({ err, requestId: c.get('requestId') }, 'no database connection free');
      c.header('Retry-After', String(POOL_TIMEOUT_RETRY_AFTER_SECONDS));
      return c.json(new AppError('unavailable', poolTimeoutMessage).toJSON(), 503);
    }
    deps.log.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500);
  });

  return { app, routeTable };
}
