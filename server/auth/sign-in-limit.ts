import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';
import { AppError } from '../lib/errors';

export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;
const WINDOW_MS = 60 * 60 * 1000;

/** Throws 429 when the account or the address has failed too often in the last hour. */
export async function assertSignInAllowed(db: Database, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
  if (byEmail.n >= MAX_FAILURES_PER_ACCOUNT) {
    throw new AppError(
      'too_many_requests',
      'Too many failed sign-in attempts for this account. Wait an hour, or reset your password.',
    );
  }
  const [byIp] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, since)));
  if (byIp.n >= MAX_FAILURES_PER_IP) {
    throw new AppError('too_many_requests', 'Too many failed sign-in attempts from your network. Try again later.');
  }
}

export async function recordSignInFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(signInFailures).values({ id: randomUUID(), email, ip });
  // Keep the table small: rows older than the window no longer count.
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(Date.now() - 2 * WINDOW_MS)));
}
