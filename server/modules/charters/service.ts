import { and, count, eq, inArray, or } from 'drizzle-orm';
import { fixedStatuses } from '../../../common/charters/charter-process';
import type { DbOrTx } from '../../db/client';
import { charters } from '../../db/schema';

/** Charters that bind the user now or soon: confirmed or active, on either side. */
export async function countActiveCharters(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(charters)
    .where(and(or(eq(charters.chartererId, userId), eq(charters.ownerId, userId)), inArray(charters.status, fixedStatuses)));
  return n;
}

export async function countAllCharters(db: DbOrTx): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(charters);
  return n;
}
