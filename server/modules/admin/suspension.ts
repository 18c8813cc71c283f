import { eq } from 'drizzle-orm';
import type { Profile } from '../../../common/accounts/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { profiles, sessions } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { findProfile, getProfile } from '../accounts/service';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import { sentence } from '../../../common/sentence';

/**
 * Suspends an account in the caller's transaction: every session ends at once (open event streams see it at their
 * next beat), and sign-in is refused until an admin reinstates it. Its deals, messages and money records stay. The
 * member is told why by e-mail.
 */
export async function suspendInTx(tx: DbOrTx, admin: CurrentUser, userId: string, reason: string, now: Date, appUrl: string): Promise<Profile> {
  if (userId === admin.id) throw new AppError('conflict', 'You cannot suspend your own account.');
  const before = await findProfile(tx, userId);
  if (!before) throw notFound('User not found');
  if (before.role === 'admin') throw new AppError('conflict', 'An admin account is not suspended: remove its admin role first.');
  if (before.suspended) return before;
  await tx.update(profiles).set({ suspendedAt: now, suspendedReason: reason }).where(eq(profiles.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const after = await getProfile(tx, userId);
  await notifyAndMailMany(
    tx,
    [
      {
        userId,
        title: 'Account suspended',
        message: `Fairlead suspended your account: ${sentence(reason)} Your deals and records are kept. If you think this is a mistake, write to us through the contact page.`,
        link: { url: `${appUrl}/contact`, label: 'Contact Fairlead' },
      },
    ],
    now,
  );
  await recordAudit(tx, { actor: admin, action: 'user.suspended', entity: 'profile', entityId: userId, before, after: { ...after, reason } });
  return after;
}

export const suspendUser = (db: Database, admin: CurrentUser, userId: string, reason: string, now: Date, appUrl: string) =>
  db.transaction((tx) => suspendInTx(tx, admin, userId, reason, now, appUrl));

export function reinstateUser(db: Database, admin: CurrentUser, userId: string): Promise<Profile> {
  return db.transaction(async (tx) => {
    const before = await findProfile(tx, userId);
    if (!before) throw notFound('User not found');
    if (!before.suspended) throw new AppError('conflict', 'This account is not suspended.');
    await tx.update(profiles).set({ suspendedAt: null, suspendedReason: null }).where(eq(profiles.id, userId));
    const after = await getProfile(tx, userId);
    await recordAudit(tx, { actor: admin, action: 'user.reinstated', entity: 'profile', entityId: userId, before, after });
    return after;
  });
}
