import { eq } from 'drizzle-orm';
import { cargoMachine } from '../../../common/cargoes/cargo-process';
import { cargoOrders } from '../../db/schema';
import { stepForSet } from '../../lib/transition';
import { recordAudit } from '../audit/service';
import { lapseAt, type CargoDeps } from './service';

/**
 * An open order whose laycan is over leaves the board. The job is due at the end of the laycan the order had when it
 * was queued; it re-reads the order under its lock and acts only if it is still open and its laycan (perhaps moved
 * since: the change queued a job of its own) has ended, so a job that runs twice, or for an old laycan, changes nothing.
 */
export async function lapseCargo(deps: CargoDeps, cargoId: string): Promise<void> {
  const now = deps.clock.now();
  const lapse = stepForSet(cargoMachine, 'lapse', 'system');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, cargoId)).for('update');
    if (!before || !lapse.from.includes(before.status) || now < lapseAt(before.laycanTo)) return;
    const [after] = await tx.update(cargoOrders).set({ status: lapse.to, updatedAt: now }).where(eq(cargoOrders.id, cargoId)).returning();
    await recordAudit(tx, { actor: null, action: 'cargo.lapsed', entity: 'cargo_order', entityId: cargoId, before, after });
  });
}

export const cargoJobHandlers = (deps: CargoDeps) => ({
  'cargoes.lapse': ({ cargoId }: { cargoId: string }) => lapseCargo(deps, cargoId),
});
