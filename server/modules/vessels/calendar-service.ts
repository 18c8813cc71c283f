import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { bookedStatuses } from '../../../common/charters/charter-process';
import type { BlockInput } from '../../../common/vessels/blocks';
import type { Database, DbOrTx } from '../../db/client';
import { charters, vesselBlocks } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { vesselOfOwner } from '../../auth/record-access';

/** A block as the API shows it; the vessel page reads its rows in its own query (page-query.ts). */
export const toBlock = (b: typeof vesselBlocks.$inferSelect) => ({ id: b.id, start: b.startDate, end: b.endDate, reason: b.reason, note: b.note });

/** Blocks overlapping the given days (both ends included). */
export async function blocksBetween(db: DbOrTx, vesselId: string, start: string, end: string) {
  const rows = await db
    .select()
    .from(vesselBlocks)
    .where(and(eq(vesselBlocks.vesselId, vesselId), lte(vesselBlocks.startDate, end), gte(vesselBlocks.endDate, start)));
  return rows.map(toBlock);
}

/**
 * The owner takes dates off the market. The vessel row is locked first, as an acceptance locks it before holding
 * dates, so a block and a fixture cannot both take the same days.
 */
export async function addBlock(db: Database, user: CurrentUser, vesselId: string, input: BlockInput & { note: string }, today: string) {
  return db.transaction(async (tx) => {
    await vesselOfOwner(tx, user, vesselId);
    if (input.start < today)
      throw new AppError('validation', 'Blocked dates cannot start in the past', { start: 'Blocked dates cannot start in the past' });
    const [held] = await tx
      .select({ start: charters.startDate, end: charters.endDate })
      .from(charters)
      .where(
        and(
          eq(charters.vesselId, vesselId),
          inArray(charters.status, bookedStatuses),
          lte(charters.startDate, input.end),
          gte(charters.endDate, input.start),
        ),
      );
    if (held) throw new AppError('conflict', `These dates overlap a deal holding the ship from ${held.start} to ${held.end}`);
    const [row] = await tx
      .insert(vesselBlocks)
      .values({
        vesselId,
        startDate: input.start,
        endDate: input.end,
        reason: input.reason as (typeof vesselBlocks.$inferInsert)['reason'],
        note: input.note,
        createdBy: user.id,
      })
      .returning();
    await recordAudit(tx, { actor: user, action: 'vessel.dates_blocked', entity: 'vessel', entityId: vesselId, after: row });
    return toBlock(row);
  });
}

export async function removeBlock(db: Database, user: CurrentUser, vesselId: string, blockId: string) {
  await db.transaction(async (tx) => {
    await vesselOfOwner(tx, user, vesselId);
    const [row] = await tx
      .delete(vesselBlocks)
      .where(and(eq(vesselBlocks.id, blockId), eq(vesselBlocks.vesselId, vesselId)))
      .returning();
    if (!row) throw notFound('Block not found');
    await recordAudit(tx, { actor: user, action: 'vessel.dates_unblocked', entity: 'vessel', entityId: vesselId, before: row });
  });
}
