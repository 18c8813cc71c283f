import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { AppError } from './errors';
import type { AppEnv } from './context';

/**
 * No inline scripts: a page's scripts come from our own origin. `scriptHashes` allow, one by one, scripts written
 * into a page whose exact code we built ('sha256-…'); an injected script matches none of them.
 */
export const contentSecurityPolicy = (scriptHashes: string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'", // React style attributes (progress bars); no inline scripts
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
const defaultPolicy = contentSecurityPolicy();

/** The security headers of every response (the same set as Hono's secureHeaders, with our policy). */
export function securityHeaderValues(config: Config): Record<string, string> {
  return {
    'Content-Security-Policy': defaultPolicy,
    ...(config.env === 'production' ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

/**
 * Puts the security headers and the request id on every response; a handler's own value of one of them
 * wins. Served by Node, they go onto Node's response before the handler runs, and Node merges them with
 * the handler's: setting them on the web Response afterwards turns its plain header object into a Headers
 * instance, validated and copied header by header, which was a fifth of the search endpoint's CPU time
 * (docs/decisions/003). Without Node's response (app.request in tests) they go onto the web Response.
 */
export function responseHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const fixed = Object.entries(securityHeaderValues(config));
  return async (c, next) => {
    const headers = [...fixed, ['X-Request-Id', c.get('requestId')]];
    const outgoing = c.env?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/** Our own address, and the Vite dev server's outside production only (`npm run dev`). */
export function trustedOrigins(config: Config): string[] {
  return config.env === 'production' ? [config.appUrl] : [config.appUrl, 'http://localhost:5173', 'http://127.0.0.1:5173'];
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing API call must come from one of our own origins (CSRF defence beside SameSite=Lax). */
export function originCheck(config: Config): MiddlewareHandler<AppEnv> {
  const allowed = new Set(trustedOrigins(config));
  return async (c, next) => {
    // A payment provider's webhook is not a browser: it proves itself by its signature (payments/webhooks.ts).
    if (c.req.path.startsWith('/api/payments/webhooks/')) return next();
    if (unsafeMethods.has(c.req.method) && !allowed.has(c.req.header('origin') ?? '')) {
      throw new AppError('forbidden', 'This request must come from the Fairlead web app (missing or foreign Origin)');
    }
    return next();
  };
}
