import { and, eq, inArray } from 'drizzle-orm';
import { charterMachine } from '../../../common/charters/charter-process';
import type { Actor, Party } from '../../../common/charters/deal-process';
import { contractValue, heldDates, type Terms } from '../../../common/charters/terms';
import type { DbOrTx } from '../../db/client';
import { charters } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { EXCLUSION_VIOLATION, sqlState } from '../../lib/db-errors';
import { nextState, stepForSet } from '../../lib/transition';
import { blocksBetween, lockVessel } from '../vessels/service';
import type { DealRow } from './deal-core';

/**
 * Agreed main terms hold the ship's dates as a charter: pending while on subjects, confirmed once fixed. The
 * database refuses two holds on one ship for overlapping days (charters_no_double_booking), so of two acceptances
 * racing for the same dates exactly one commits, however the requests interleave.
 */
export async function holdShip(tx: DbOrTx, deal: DealRow, terms: Terms, fixed: boolean, by: Party): Promise<string> {
  const { start, end } = heldDates(terms);
  await lockVessel(tx, deal.vesselId);
  const [blocked] = await blocksBetween(tx, deal.vesselId, start, end);
  if (blocked)
    throw new AppError('conflict', `The owner has blocked the ship from ${blocked.start} to ${blocked.end}: the agreed dates overlap them`);
  try {
    // A savepoint: the refusal must not abort the caller's transaction before it can answer.
    return await tx.transaction(async (sp) => {
      const [row] = await sp
        .insert(charters)
        .values({
          vesselId: deal.vesselId,
          chartererId: deal.chartererId,
          ownerId: deal.ownerId,
          startDate: start,
          endDate: end,
          status: nextState(charterMachine, null, 'hold', by, fixed ? 'confirmed' : 'pending'),
          totalAmount: contractValue(terms),
          currency: terms.currency,
          dealId: deal.id,
        })
        .returning({ id: charters.id });
      return row.id;
    });
  } catch (err) {
    if (sqlState(err) === EXCLUSION_VIOLATION) {
      throw new AppError('conflict', `The ship is already held from ${start} to ${end} by another deal on subjects or a fixture`);
    }
    throw err;
  }
}

/** The last subject lifted: the held dates become a fixture. */
export async function confirmHold(tx: DbOrTx, dealId: string, by: Party): Promise<void> {
  const { from, to } = stepForSet(charterMachine, 'confirm', by);
  await tx
    .update(charters)
    .set({ status: to })
    .where(and(eq(charters.dealId, dealId), inArray(charters.status, from)));
}

/** The deal fell away (failed, withdrawn, cancelled): its dates are free again, with the reason kept. */
export async function releaseHold(tx: DbOrTx, dealId: string, reason: string, by: Actor): Promise<void> {
  const { from, to } = stepForSet(charterMachine, 'release', by);
  await tx
    .update(charters)
    .set({ status: to, cancelReason: reason })
    .where(and(eq(charters.dealId, dealId), inArray(charters.status, from)));
}
