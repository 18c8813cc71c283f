import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, charters, conversations, deals, notifications, profiles, sessions, users, vessels } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../lib/context';
import { findProfile } from '../accounts/service';
import { recordAudit } from '../audit/service';
import { cargoOrdersPostedBy, withdrawOrdersOfRemoved } from '../cargoes/poster-removed';
import { hasPayoutRecords } from '../payments/bank-details';

export const ERASED_NAME = 'Erased member';

/**
 * Removes a member. One who is party to any charter is ERASED instead of deleted: the charters, their payments and
 * the audit trail must outlive the account (the database refuses to delete them with it), so the account stays
 * as a shell with its personal data replaced, its sessions and password gone (sign-in impossible) and its vessels
 * archived. So is one who posted cargo orders: an order was on the market for others to read, answer and be told
 * of, so it stays as the poster's history (the database refuses to delete the poster under it), its open ones
 * withdrawn. A member with none of these is deleted outright, vessels and all. Either way in one transaction with
 * its audit record. `now` (the app clock's time) is when the account was erased and its vessels archived.
 */
export async function removeUser(db: Database, admin: CurrentUser, userId: string, now: Date): Promise<'deleted' | 'erased'> {
  if (userId === admin.id) throw new AppError('conflict', 'You cannot delete your own account here.');
  return db.transaction(async (tx) => {
    const before = await findProfile(tx, userId);
    if (!before) throw notFound('User not found');
    const [erased] = await tx.select({ at: profiles.erasedAt }).from(profiles).where(eq(profiles.id, userId));
    if (erased?.at) throw new AppError('conflict', 'This account was already erased; its charters and payments are kept.');
    // Charters, deals and conversations are records of both sides: they outlive either account.
    const [{ n }] = await tx
      .select({ n: count() })
      .from(charters)
      .where(or(eq(charters.chartererId, userId), eq(charters.ownerId, userId)));
    const [{ negotiations }] = await tx
      .select({ negotiations: count() })
      .from(deals)
      .where(or(eq(deals.chartererId, userId), eq(deals.ownerId, userId)));
    const [{ talks }] = await tx
      .select({ talks: count() })
      .from(conversations)
      .where(or(eq(conversations.chartererId, userId), eq(conversations.ownerId, userId)));

    // Payout bank details are money records too: where money was (or could have been) sent stays traceable.
    const banked = await hasPayoutRecords(tx, userId);
    const orders = await cargoOrdersPostedBy(tx, userId);
    if (n === 0 && negotiations === 0 && talks === 0 && !banked && orders === 0) {
      await tx.delete(vessels).where(eq(vessels.ownerId, userId)); // photos cascade
      await tx.delete(users).where(eq(users.id, userId)); // profile, sessions and credentials cascade
      await recordAudit(tx, { actor: admin, action: 'user.deleted', entity: 'profile', entityId: userId, before });
      return 'deleted';
    }

    await tx
      .update(users)
      .set({ name: ERASED_NAME, email: `erased-${userId}@erased.invalid`, emailVerified: false, image: null })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId)); // the password: no way to sign in again
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx
      .update(profiles)
      .set({ companyName: ERASED_NAME, contactPhone: null, contactAddress: null, companyRegistration: null, verified: false, erasedAt: now })
      .where(eq(profiles.id, userId));
    await tx
      .update(vessels)
      .set({ archivedAt: now })
      .where(and(eq(vessels.ownerId, userId), isNull(vessels.archivedAt)));
    const withdrawn = await withdrawOrdersOfRemoved(tx, admin, userId, now);
    const after = {
      erasedAt: now.toISOString(),
      chartersKept: n,
      dealsKept: negotiations,
      conversationsKept: talks,
      cargoOrdersKept: orders,
      cargoOrdersWithdrawn: withdrawn,
    };
    await recordAudit(tx, { actor: admin, action: 'user.erased', entity: 'profile', entityId: userId, before, after });
    return 'erased';
  });
}
