import type { Context } from 'hono';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { authApi } from '../../common/auth/api';
import type { Database } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import { clientAddress } from '../lib/client-address';
import { AppError } from '../lib/errors';
import type { AppEnv } from '../lib/context';
import type { Router } from '../lib/contract';
import { enforceLimit } from '../lib/rate-limit';
import { knownDeviceCookie, isKnownDevice } from './known-device';
import { resetLinkOwner, withCookies, withoutSessionToken } from './responses';
import { attemptSucceeded, bookAttempt, clearAccountFailures } from './sign-in-limit';
import { withPasswordAttempt } from './password';

export const SUSPENDED_MESSAGE = 'This account is suspended. If you think this is a mistake, write to us through the contact page.';

async function isSuspended(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(users.email, email.toLowerCase()), isNotNull(profiles.suspendedAt)));
  return !!row;
}

/** The client's address, as the configured proxies report it (see lib/client-address). */
export const clientIp = clientAddress;

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
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
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
  route.forward(authApi.session, async (c) => withoutSessionToken(await forward(c)));

  route.forward(authApi.signIn, async (c, { body }) => {
    const { db, clock } = c.get('deps');
    const attempt = { email: body.email, ip: clientIp(c), knownDevice: isKnownDevice(c, body.email), now: clock.now() };
    const booking = await bookAttempt(db, attempt);
    const response = await forward(c, body);
    if (response.status === 401) return response; // the booking stays: a failure
    await attemptSucceeded(db, booking, attempt);
    // The password was right, but the account is suspended: the session just made goes, and the member is told why.
    if (response.ok && (await isSuspended(db, body.email))) {
      await db
        .delete(sessions)
        .where(inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.email, body.email.toLowerCase()))));
      throw new AppError('forbidden', SUSPENDED_MESSAGE);
    }
    return response.ok ? withoutSessionToken(response, [knownDeviceCookie(c, body.email)]) : response;
  });

  route.forward(authApi.signOut, async (c) => {
    const { auth, db } = c.get('deps');
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (current) await db.delete(sessions).where(eq(sessions.userId, current.user.id));
    return forward(c, {});
  });

  route.forward(authApi.requestPasswordReset, async (c, { body }) => {
    // Counted whether or not the address has an account: a refusal must not tell which it is.
    await enforceLimit(c.get('deps'), 'passwordResetByAddress', clientIp(c));
    await enforceLimit(c.get('deps'), 'passwordResetByRecipient', body.email);
    return forward(c, body);
  });
  route.forward(authApi.resetPassword, async (c, { body }) => {
    const { db } = c.get('deps');
    const email = await resetLinkOwner(db, body.token);
    const response = await forward(c, body);
    if (!response.ok || !email) return response;
    // The link proved the mailbox: the account's failed sign-ins are forgiven, and this browser may sign in even
    // while the account is under attack.
    await clearAccountFailures(db, email);
    return withCookies(response, [knownDeviceCookie(c, email)]);
  });
  route.forward(authApi.verifyEmail, async (c) => forward(c));
  route.forward(authApi.changePassword, async (c, { body }) => {
    const user = c.get('user');
    if (!user) return forward(c, body); // Better Auth answers 401
    // The current password is checked like a sign-in's: counted, and limited, for this account and address.
    return withPasswordAttempt(
      c,
      user.email,
      () => forward(c, body),
      (r) => r.status === 400 || r.status === 401,
    );
  });
}
