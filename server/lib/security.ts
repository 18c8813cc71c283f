import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { AppError } from './errors';
import type { AppEnv } from './context';

export function securityHeaders(config: Config) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"], // React style attributes (progress bars); no inline scripts
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: config.env === 'production' ? 'max-age=63072000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  });
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing API call must come from one of our own origins (CSRF defence beside SameSite=Lax). */
export function originCheck(config: Config): MiddlewareHandler<AppEnv> {
  const allowed = new Set([config.appUrl, 'http://localhost:5173', 'http://127.0.0.1:5173']);
  return async (c, next) => {
    if (unsafeMethods.has(c.req.method) && !allowed.has(c.req.header('origin') ?? '')) {
      throw new AppError('forbidden', 'This request must come from the Fairlead web app (missing or foreign Origin)');
    }
    return next();
  };
}
