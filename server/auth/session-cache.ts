import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import { createKeptUntilChanged } from '../lib/kept-until-changed';
import type { CurrentUser } from '../lib/context';
import type { Logger } from '../lib/logger';

// Who a session cookie belongs to, kept in this process until a member's record changes. Reading it costs three
// queries (Better Auth's session and user, then the profile's role and standing) on every signed-in request; the
// answer changes only when a member signs out, is suspended or removed, or their role, company or flags change.
//
// Every write to sessions, users or profiles sends NOTIFY members_changed at commit (migration 0063), to every
// process; each empties its sessions on it, and a kept session is served only once every notification committed
// before the request has been heard (kept-until-changed.ts): a suspension or a sign-out on any server applies to
// the very next request everywhere. A session is kept only until Better Auth would refresh or end it, so that is
// still done by Better Auth on the request that reads it afresh.

export const MEMBERS_CHANGED = 'members_changed';

/** Sessions one process keeps: a few hundred bytes each. */
const MAX_SESSIONS = 10_000;

/** A signed-in member, and until when (ms since the epoch) their session may be served without asking Better Auth. */
export type SignedIn = { user: CurrentUser; keepUntil: number };

export type SessionCache = {
  /** The member the request's cookies sign in: the kept answer, or `lookUp()`'s. Null for no valid session. */
  userFor(cookieHeader: string, lookUp: () => Promise<SignedIn | null>): Promise<CurrentUser | null>;
  size(): number;
};

export function createSessionCache(opts: {
  listen: DatabaseHandle['listen'];
  caughtUp: DatabaseHandle['caughtUp'];
  log: Logger;
  /** Real time, as Better Auth reads it for a session's expiry and refresh. */
  now?: () => number;
  max?: number;
}): SessionCache & { start(): Promise<void> } {
  const now = opts.now ?? Date.now;
  const kept = createKeptUntilChanged<SignedIn | null>({
    ...opts,
    channel: MEMBERS_CHANGED,
    what: 'signed-in sessions',
    max: opts.max ?? MAX_SESSIONS,
  });
  return {
    start: kept.start,
    size: kept.size,
    async userFor(cookieHeader, lookUp) {
      // The whole header: the same cookies are what Better Auth read for the kept answer. Hashed: keys stay short.
      const key = createHash('sha256').update(cookieHeader).digest('base64url');
      const found = await kept.through(key, lookUp, (signedIn) => signedIn !== null && now() < signedIn.keepUntil);
      return found?.user ?? null;
    },
  };
}
