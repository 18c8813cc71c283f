import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { authApi } from '../../common/auth/api';
import type { Database } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { AppEnv } from '../lib/context';
import type { Router } from '../lib/contract';
import { assertSignInAllowed, recordSignInFailure } from './sign-in-limit';

export const SUSPENDED_MESSAGE = 'This account is suspended. If you think this is a mistake, write to us through the contact page.';

async function isSuspended(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(users.email, email.toLowerCase()), isNotNull(profiles.suspendedAt)));
  return !!row;
}

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

/**
 * Hands the request to Better Auth with the body the contract already validated (the original stream was read),
 * and turns its `{ code, message }` errors into the API's one shape `{ error: { code, message } }`.
 */
async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  if (body !== undefined) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const request = new Request(raw.url, { method: raw.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await c.get('deps').auth.handler(request);
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const answer = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!answer || 'error' in answer) return response;
  const out = new Headers(response.headers);
  out.delete('content-length');
  return new Response(
    JSON.stringify({ error: { code: (answer.code ?? 'auth_error').toLowerCase(), message: answer.message ?? 'Authentication failed' } }),
    { status: response.status, headers: out },
  );
}

/**
 * The Better Auth endpoints the product uses, declared like every other route. In front of them: the
 * database-backed sign-in limit, sign-out that revokes every session of the user, and our password rules on
 * every new password (the contract's schemas). Any other /api/auth path is an unknown API path (404).
 */
export function authRoutes(route: Router) {
  route.forward(authApi.session, async (c) => forward(c));

  route.forward(authApi.signIn, async (c, { body }) => {
    const { db } = c.get('deps');
    const ip = clientIp(c);
    await assertSignInAllowed(db, body.email, ip);
    const response = await forward(c, body);
    if (response.status === 401) await recordSignInFailure(db, body.email, ip);
    // The password was right, but the account is suspended: the session just made goes, and the member is told why.
    if (response.ok && (await isSuspended(db, body.email))) {
      await db.delete(sessions).where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.email, body.email.toLowerCase()))));
      throw new AppError('forbidden', SUSPENDED_MESSAGE);
    }
    return response;
  });

  route.forward(authApi.signOut, async (c) => {
    const { auth, db } = c.get('deps');
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (current) await db.delete(sessions).where(eq(sessions.userId, current.user.id));
    return forward(c, {});
  });

  route.forward(authApi.requestPasswordReset, async (c, { body }) => forward(c, body));
  route.forward(authApi.resetPassword, async (c, { body }) => forward(c, body));
  route.forward(authApi.verifyEmail, async (c) => forward(c));
  route.forward(authApi.changePassword, async (c, { body }) => forward(c, body));
}
