import type { AppDeps } from '../lib/context';
import { loadCurrentUser } from '../modules/accounts/service';
import { SESSION_DAYS, SESSION_REFRESH_SECONDS } from './auth';
import type { SignedIn } from './session-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The member the request's session cookie signs in, read afresh: Better Auth checks the cookie's signature and the
 * session (and extends it once a day), then the profile gives role and standing. Null for no session, a member
 * without a profile, or a suspended one. Kept until Better Auth would next extend or end the session.
 * `refresh: false` never extends it.
 */
export async function signedInFrom(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  headers: Headers,
  opts: { refresh: boolean } = { refresh: true },
): Promise<SignedIn | null> {
  // A live stream's heartbeat asks without refreshing: an open tab alone must not keep a session alive.
  const session = await deps.auth.api.getSession({ headers, query: { disableRefresh: !opts.refresh } });
  if (!session) return null;
  const user = await loadCurrentUser(deps.db, session.user.id);
  if (!user) return null;
  const expiresAt = new Date(session.session.expiresAt).getTime();
  // Better Auth extends a session once `expiresAt - expiresIn + updateAge` has passed.
  const refreshAt = expiresAt - SESSION_DAYS * DAY_MS + SESSION_REFRESH_SECONDS * 1000;
  return { user, keepUntil: Math.min(expiresAt, refreshAt) };
}
