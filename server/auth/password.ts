import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema';

/** Whether this is the member's password: asked again before a signature or a change of payout bank details. */
export async function passwordMatches(tx: DbOrTx, userId: string, password: string): Promise<boolean> {
  const [credential] = await tx.select({ hash: accounts.password }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return !!credential?.hash && verifyPassword({ hash: credential.hash, password });
}
