import { and, eq, inArray, isNull } from 'drizzle-orm';
import { payoutAccounts, payoutFlags } from '../db/schema';
import { queuePayoutsOfOwner } from '../modules/payments/payouts';
import type { TestApp } from './harness';

/**
 * An admin has looked at the owner's payout accounts and cleared every flag on them (a shared test IBAN, a new payee
 * or country), and the owner's held payouts are queued again, as clearing them in the back office does: for tests about
 * paying out, not about the review itself (that is payout-flags.test.ts).
 */
export async function reviewedByAdmin(t: TestApp, ownerId: string) {
  const accounts = await t.db.select({ id: payoutAccounts.id }).from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  if (!accounts.length) return;
  await t.db
    .update(payoutFlags)
    .set({ clearedAt: t.deps.clock.now(), clearReason: 'Reviewed for the test' })
    .where(
      and(
        inArray(
          payoutFlags.payoutAccountId,
          accounts.map((a) => a.id),
        ),
        isNull(payoutFlags.clearedAt),
      ),
    );
  await t.db.transaction((tx) => queuePayoutsOfOwner(tx, ownerId));
}
