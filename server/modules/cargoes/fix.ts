import { eq } from 'drizzle-orm';
import { cargoMachine } from '../../../common/cargoes/cargo-process';
import type { DbOrTx } from '../../db/client';
import { cargoOrders } from '../../db/schema';
import { stepForSet } from '../../lib/transition';
import { recordAudit } from '../audit/service';
import { cargoLine } from './line';

/**
 * A deal made from the order was fixed on Fairlead: the order leaves the board and matching, in the deal's own
 * transaction (the caller's `tx`), by the table's `fix`. Only an open order moves: one its poster withdrew, marked fixed
 * elsewhere, or that lapsed meanwhile keeps the status its poster or the queue gave it, and the fixture stands all
 * the same (a deal made from an order outlives the order). Its lapse job, when due, finds it no longer open and
 * leaves it. The order is locked, as the doors that make deals from it lock it (offer-target.ts), so no new deal is
 * made from it once it is fixed. Answers the order's line, for the notices of the deals made from it.
 */
export async function fixCargoForDeal(tx: DbOrTx, cargoId: string, at: Date): Promise<{ fixed: boolean; line: string }> {
  const fix = stepForSet(cargoMachine, 'fix', 'system');
  const [before] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, cargoId)).for('update');
  if (!fix.from.includes(before.status)) return { fixed: false, line: await cargoLine(tx, before) };
  const [after] = await tx.update(cargoOrders).set({ status: fix.to, updatedAt: at }).where(eq(cargoOrders.id, cargoId)).returning();
  await recordAudit(tx, { actor: null, action: 'cargo.fixed', entity: 'cargo_order', entityId: cargoId, before, after });
  return { fixed: true, line: await cargoLine(tx, after) };
}
