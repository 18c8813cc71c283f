import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { CurrentUser } from '../lib/context';
import { AppError } from '../lib/errors';

export const CONFIRM_BEFORE_CONTACTING = 'Confirm your e-mail address before contacting other members: we sent you a link.';

/**
 * Messages and enquiries reach another member's inbox: only from a member whose own address is proven theirs, so an
 * account made with a throwaway or someone else's address cannot write to owners (#24). Read from the database, not
 * the session, so the link just opened counts at once.
 */
export async function requireConfirmedEmail(db: DbOrTx, user: Pick<CurrentUser, 'id'>): Promise<void> {
  const [row] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, user.id));
  if (!row?.confirmed) throw new AppError('forbidden', CONFIRM_BEFORE_CONTACTING);
}
