import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';
import { AppError } from '../lib/errors';
import { networkOf } from '../lib/rate-limit';

/**
 * How password guessing is slowed without giving anyone a switch that locks an owner out (OWASP ASVS 2.2.1):
 * - one address may fail 10 times an hour on one account: that pair waits, everyone else signs in as usual;
 * - one address may fail 50 times an hour across all accounts (an IPv6 address counts by its /64, as in lib/rate-limit);
 * - an account takes at most 100 failures an hour from everywhere together; past that, only a device that has signed
 *   in to it before (a signed cookie) may try, and anyone else proves the mailbox with a password reset, which clears
 *   the count.
 * Every password check, the app's own (change password, bank details, signatures) included, is counted here.
 */
export const MAX_FAILURES_PER_PAIR = 10;
export const MAX_FAILURES_PER_IP = 50;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const WINDOW_MS = 60 * 60 * 1000;

export const PAIR_LIMIT_MESSAGE = 'Too many failed sign-in attempts for this account from your network. Wait an hour, or reset your password.';
export const IP_LIMIT_MESSAGE = 'Too many failed sign-in attempts from your network. Try again later.';
export const ACCOUNT_BUDGET_MESSAGE =
  'This account has had too many failed sign-in attempts in the last hour, so it only accepts devices that have signed in to it before. Reset your password to sign in from this device.';

export type Attempt = { email: string; ip: string; knownDevice: boolean; now: Date };

/**
 * Books a password check before it is made, so that concurrent attempts cannot all pass the count: the rows are
 * counted and the booking written under a per-account and a per-address advisory lock, in one transaction. The booking
 * counts as a failure until `attemptSucceeded` removes it. Throws 429 when a limit is reached.
 */
export async function bookAttempt(db: Database, attempt: Attempt): Promise<string> {
  const a = { ...attempt, ip: networkOf(attempt.ip) };
  const email = a.email.toLowerCase();
  const since = new Date(a.now.getTime() - WINDOW_MS);
  return db.transaction(async (tx) => {
    // Always the account first, then the address: every transaction takes them in the same order, so none waits in a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:account:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:ip:${a.ip}`}))`);
    const [counts] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${signInFailures.email} = ${email} and ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
        account: sql<number>`count(*) filter (where ${signInFailures.email} = ${email})`.mapWith(Number),
        ip: sql<number>`count(*) filter (where ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
      })
      .from(signInFailures)
      .where(and(sql`${signInFailures.createdAt} > ${since}`, sql`(${signInFailures.email} = ${email} or ${signInFailures.ip} = ${a.ip})`));
    if (counts.pair >= MAX_FAILURES_PER_PAIR) throw new AppError('too_many_requests', PAIR_LIMIT_MESSAGE);
    if (counts.ip >= MAX_FAILURES_PER_IP) throw new AppError('too_many_requests', IP_LIMIT_MESSAGE);
    if (counts.account >= MAX_FAILURES_PER_ACCOUNT && !a.knownDevice) throw new AppError('too_many_requests', ACCOUNT_BUDGET_MESSAGE);
    const id = randomUUID();
    await tx.insert(signInFailures).values({ id, email, ip: a.ip, createdAt: a.now });
    return id;
  });
}

/** The password was right: the booking goes, and so do the pair's earlier failures (the owner is back in). */
export async function attemptSucceeded(db: Database, bookingId: string, attempt: Pick<Attempt, 'email' | 'ip' | 'now'>): Promise<void> {
  const a = { ...attempt, ip: networkOf(attempt.ip) };
  const email = a.email.toLowerCase();
  await db.delete(signInFailures).where(eq(signInFailures.id, bookingId));
  await db.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.ip, a.ip)));
  await prune(db, a.now);
}

/** The action ended before the password was checked: nothing to count. */
export async function cancelBooking(db: Database, bookingId: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, bookingId));
}

/** A password reset proves the mailbox: the account's whole count goes. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email.toLowerCase()));
}

// Keep the table small: rows older than the window no longer count.
async function prune(db: Database, now: Date) {
  await db.delete(signInFailures).where(lt(signInFailures.createdAt, new Date(now.getTime() - 2 * WINDOW_MS)));
}
