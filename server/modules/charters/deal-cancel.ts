import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deals } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { assertCanFire, record } from './deal-core';

/** Fairlead cancels the charter a deal made: the deal's record says so, with the reason, at the app clock's `at`. */
export async function cancelDeal(tx: DbOrTx, admin: CurrentUser, dealId: string, reason: string, at: Date): Promise<void> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
  if (!deal || deal.stage === 'cancelled') return;
  assertCanFire('cancel', deal.stage, 'admin');
  await record(tx, deal, { event: 'cancel', stage: 'cancelled', actorId: admin.id, actorRole: 'admin', at, note: reason });
}
