import type { Context } from 'hono';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { accounts } from '../db/schema';
import { clientAddress } from '../lib/client-address';
import type { AppEnv } from '../lib/context';
import { attemptSucceeded, bookAttempt, cancelBooking } from './sign-in-limit';

/** Whether this is the member's password (uncounted: callers go through `withPasswordCheck`). */
export async function passwordMatches(tx: DbOrTx, userId: string, password: string): Promise<boolean> {
  const [credential] = await tx
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return !!credential?.hash && verifyPassword({ hash: credential.hash, password });
}

export type PasswordHolder = { userId: string; email: string; ip: string };
export type CheckPassword = (tx: DbOrTx, password: string) => Promise<boolean>;

/**
 * Runs an action that asks for the member's password again (a signature, a change of payout bank details) with the
 * check counted under the sign-in limits, so a stolen session cannot become an unlimited password oracle: 429 past
 * them. The check is booked before the action's transaction and settled after it, because a wrong password rolls
 * that transaction back and the failure must still count. An action that ends before checking (404, 409) costs nothing.
 */
export async function withPasswordCheck<T>(db: Database, now: Date, who: PasswordHolder, action: (check: CheckPassword) => Promise<T>): Promise<T> {
  // A member inside the app is on a device signed in to the account: the account-wide budget does not apply.
  const attempt = { email: who.email, ip: who.ip, knownDevice: true, now };
  const booking = await bookAttempt(db, attempt);
  let verdict: boolean | undefined;
  try {
    return await action(async (tx, password) => (verdict = await passwordMatches(tx, who.userId, password)));
  } finally {
    if (verdict === true) await attemptSucceeded(db, booking, attempt);
    else if (verdict === undefined) await cancelBooking(db, booking);
  }
}

/** Runs a password check made by Better Auth (change password) under the same count. */
export async function withPasswordAttempt(
  c: Context<AppEnv>,
  email: string,
  check: () => Promise<Response>,
  failed: (r: Response) => boolean,
): Promise<Response> {
  const { db, clock } = c.get('deps');
  const attempt = { email, ip: clientAddress(c), knownDevice: true, now: clock.now() };
  const booking = await bookAttempt(db, attempt);
  const response = await check();
  if (!failed(response)) await attemptSucceeded(db, booking, attempt);
  return response;
}
