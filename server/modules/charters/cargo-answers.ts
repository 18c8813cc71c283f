import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealLog, deals } from '../../db/schema';

/**
 * The cargo orders among `cargoIds` whose charterer has answered `ownerId`'s offer of a ship: in a deal made from
 * the order ("Offer your ship"), the charterer countered or accepted. A decline is no answer that opens the door:
 * the charterer turned the ship away. One query for a whole page of orders (deals_cargo_order_idx).
 */
export async function cargoesAnsweredFor(db: DbOrTx, cargoIds: string[], ownerId: string): Promise<Set<string>> {
  if (cargoIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ cargoId: deals.cargoOrderId })
    .from(deals)
    .innerJoin(dealLog, eq(dealLog.dealId, deals.id))
    .where(
      and(
        inArray(deals.cargoOrderId, cargoIds),
        eq(deals.ownerId, ownerId),
        eq(dealLog.actorRole, 'charterer'),
        inArray(dealLog.event, ['offer', 'accept']),
      ),
    );
  return new Set(rows.flatMap((r) => (r.cargoId ? [r.cargoId] : [])));
}
