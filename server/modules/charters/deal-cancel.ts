import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deals } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { fixtureEndedFromCargo } from './cargo-fixed';
import { assertCanFire, record, type DealDeps } from './deal-core';

/**
 * Fairlead cancels the charter a deal made: the deal's record says so, with the reason, at the app clock's `at`; a
 * cargo order the deal was made from may be open again (cargo-fixed.ts).
 */
export async function cancelDeal(
  tx: DbOrTx,
  deps: Pick<DealDeps, 'appUrl'>,
  admin: CurrentUser,
  dealId: string,
  reason: string,
  at: Date,
): Promise<void> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
  if (!deal || deal.stage === 'cancelled') return;
  assertCanFire('cancel', deal.stage, 'admin');
  await record(tx, deal, { event: 'cancel', stage: 'cancelled', actorId: admin.id, actorRole: 'admin', at, note: reason });
  await fixtureEndedFromCargo(tx, deps, deal, at);
}
