import { eq } from 'drizzle-orm';
import { cargoMachine } from '../../../common/cargoes/cargo-process';
import { cargoOrders, profiles } from '../../db/schema';
import { stepForSet } from '../../lib/transition';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import { cargoLine } from './line';
import { lapseAt, type CargoDeps } from './service';

export type LapseDeps = CargoDeps & { appUrl: string };

/**
 * An open order whose laycan is over leaves the board, and its poster is told (in the app, and by e-mail as their
 * deal notices are) in the same transaction. The job is due at the end of the laycan the order had when it was
 * queued; it re-reads the order under its lock and acts only if it is still open and its laycan (perhaps moved since:
 * the change queued a job of its own) has ended, so a job that runs twice, or for an old laycan, or for an order its
 * poster withdrew or fixed, changes nothing and tells no one.
 */
export async function lapseCargo(deps: LapseDeps, cargoId: string): Promise<void> {
  const now = deps.clock.now();
  const lapse = stepForSet(cargoMachine, 'lapse', 'system');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(cargoOrders).where(eq(cargoOrders.id, cargoId)).for('update');
    if (!before || !lapse.from.includes(before.status) || now < lapseAt(before.laycanTo)) return;
    const [after] = await tx.update(cargoOrders).set({ status: lapse.to, updatedAt: now }).where(eq(cargoOrders.id, cargoId)).returning();
    await recordAudit(tx, { actor: null, action: 'cargo.lapsed', entity: 'cargo_order', entityId: cargoId, before, after });
    const [poster] = await tx.select({ erasedAt: profiles.erasedAt }).from(profiles).where(eq(profiles.id, before.posterId));
    if (!poster || poster.erasedAt) return; // an erased account has no one left to tell
    await notifyAndMailMany(
      tx,
      [
        {
          userId: before.posterId,
          title: 'Your cargo order lapsed',
          message: `Your cargo order ${await cargoLine(tx, after)} lapsed at the end of its laycan and is off the cargo board. If you still need a ship for it, post it again with new dates.`,
          link: { url: `${deps.appUrl}/cargoes/${cargoId}`, label: 'See the cargo order' },
          category: 'deals',
        },
      ],
      now,
    );
  });
}

export const cargoJobHandlers = (deps: LapseDeps) => ({
  'cargoes.lapse': ({ cargoId }: { cargoId: string }) => lapseCargo(deps, cargoId),
});
