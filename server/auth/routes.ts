import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { newPasswordSchema, signInSchema } from '../../common/accounts/schemas';
import { sessions } from '../db/schema';
import type { AppEnv } from '../lib/context';
import type { RouteDef } from './guard';
import { parseOrThrow } from '../lib/validate';
import { assertSignInAllowed, recordSignInFailure } from './sign-in-limit';

export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/** Better Auth answers `{ code, message }`; the API's one error shape is `{ error: { code, message } }`. */
async function forward(c: Context<AppEnv>, request: Request = c.req.raw): Promise<Response> {
  const response = await c.get('deps').auth.handler(request);
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || 'error' in body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ error: { code: (body.code ?? 'auth_error').toLowerCase(), message: body.message ?? 'Authentication failed' } }),
    { status: response.status, headers },
  );
}

const readJson = (c: Context) => c.req.raw.clone().json().catch(() => ({}));

/**
 * Better Auth serves /api/auth/*. In front of it: the database-backed sign-in limit,
 * sign-out that revokes every session of the user, and our password rules on every new password.
 */
export function mountAuth(app: Hono<AppEnv>, table: RouteDef[]) {
  table.push({ method: 'POST', path: '/api/auth/*', access: 'public' }, { method: 'GET', path: '/api/auth/*', access: 'public' });

  app.post('/api/auth/sign-in/email', async (c) => {
    const { db } = c.get('deps');
    const input = parseOrThrow(signInSchema, await readJson(c));
    const ip = clientIp(c);
    await assertSignInAllowed(db, input.email, ip);
    const response = await forward(c);
    if (response.status === 401) await recordSignInFailure(db, input.email, ip);
    return response;
  });

  app.post('/api/auth/sign-out', async (c) => {
    const { auth, db } = c.get('deps');
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (current) await db.delete(sessions).where(eq(sessions.userId, current.user.id));
    return forward(c);
  });

  const newPasswordBody = z.object({ newPassword: newPasswordSchema }).loose();
  for (const path of ['/api/auth/reset-password', '/api/auth/change-password']) {
    app.post(path, async (c) => {
      parseOrThrow(newPasswordBody, await readJson(c));
      return forward(c);
    });
  }

  app.on(['GET', 'POST'], '/api/auth/*', (c) => forward(c));
}
