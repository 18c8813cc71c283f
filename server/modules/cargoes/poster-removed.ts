import { and, count, eq, inArray } from 'drizzle-orm';
import { cargoMachine } from '../../../common/cargoes/cargo-process';
import type { DbOrTx } from '../../db/client';
import { cargoOrders } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { stepForSet } from '../../lib/transition';
import { recordAudit } from '../audit/service';

/** How many cargo orders, of any status, `userId` ever posted: records the account's removal must keep. */
export async function cargoOrdersPostedBy(tx: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(cargoOrders).where(eq(cargoOrders.posterId, userId));
  return n;
}

/**
 * An admin removes the poster's account (in the removal's transaction): its open orders are withdrawn, each with its
 * audit record, so they are closed in the poster's history as on the board. The erased account alone already takes
 * them off the board (cargoOnBoard), but an order left open would still lapse later, as if someone were waiting for a
 * ship. Their lapse jobs, when due, find them withdrawn and do nothing. Answers how many were withdrawn.
 */
export async function withdrawOrdersOfRemoved(tx: DbOrTx, admin: CurrentUser, userId: string, now: Date): Promise<number> {
  const withdraw = stepForSet(cargoMachine, 'withdraw', 'admin');
  const open = and(eq(cargoOrders.posterId, userId), inArray(cargoOrders.status, withdraw.from));
  const before = await tx.select().from(cargoOrders).where(open).orderBy(cargoOrders.id).for('update');
  for (const order of before) {
    const [after] = await tx.update(cargoOrders).set({ status: withdraw.to, updatedAt: now }).where(eq(cargoOrders.id, order.id)).returning();
    await recordAudit(tx, { actor: admin, action: 'cargo.withdrawn', entity: 'cargo_order', entityId: order.id, before: order, after });
  }
  return before.length;
}
