import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { dealMachine } from '../../../common/charters/deal-process';
import { offerMachine, subjectMachine } from '../../../common/charters/offer-process';
import type { DbOrTx } from '../../db/client';
import { dealLog, deals, offers, subjects } from '../../db/schema';
import { publishEach } from '../../lib/events';
import { stepForSet } from '../../lib/transition';
import { notifyAndMailMany, type Notice } from '../notifications/service';
import type { DealRow, OfferRow } from './deal-core';

/**
 * Lapsing firm offers as one set, shared by the reply deadline (deadlines.ts) and a ship leaving the market
 * (vessel-offers-lapse.ts): the same steps of the lifecycle tables, by the system, whatever the reason.
 */

// Which deals, offers and subjects a lapse may move, and where to, come from the lifecycle tables.
const steps = () => ({
  deal: stepForSet(dealMachine, 'lapse_offer', 'system'),
  offer: stepForSet(offerMachine, 'lapse', 'system'),
  subject: stepForSet(subjectMachine, 'void', 'system'),
});

/** The offers a lapse may still move, and their deals (locked), by deal id. */
export type LapsableOffers = { open: OfferRow[]; deals: Map<string, DealRow> };

/**
 * Locks the deals of the open offers `where` selects, in id order (so two runners never wait on each other in a
 * circle), then reads the offers again under the locks: one answered, withdrawn or superseded meanwhile is left out,
 * as is one on a deal no longer negotiating.
 */
export async function lockLapsableOffers(tx: DbOrTx, where: SQL): Promise<LapsableOffers> {
  const step = steps();
  const openWhere = and(where, inArray(offers.status, step.offer.from));
  const dealIds = (await tx.selectDistinct({ id: offers.dealId }).from(offers).where(openWhere)).map((r) => r.id);
  if (dealIds.length === 0) return { open: [], deals: new Map() };
  const locked = await tx.select().from(deals).where(inArray(deals.id, dealIds)).orderBy(asc(deals.id)).for('update');
  const negotiating = new Map(locked.filter((d) => step.deal.from.includes(d.stage)).map((d) => [d.id, d]));
  const open = (await tx.select().from(offers).where(openWhere)).filter((o) => negotiating.has(o.dealId));
  return { open, deals: negotiating };
}

/**
 * Lapses the offers (read by lockLapsableOffers, in the same transaction): the offers lapse, their subjects are void,
 * their deals go back to negotiation with a line in each deal's record, both parties' pages refresh and the notices
 * go out, in a few statements for the whole set.
 */
export async function lapseOfferSet(tx: DbOrTx, { open, deals: dealsById }: LapsableOffers, notices: Notice[], now: Date): Promise<void> {
  if (open.length === 0) return;
  const step = steps();
  const ids = open.map((o) => o.id);
  await tx
    .update(offers)
    .set({ status: step.offer.to })
    .where(and(inArray(offers.id, ids), inArray(offers.status, step.offer.from)));
  await tx
    .update(subjects)
    .set({ status: step.subject.to })
    .where(and(inArray(subjects.offerId, ids), inArray(subjects.status, step.subject.from)));
  await tx
    .update(deals)
    .set({ stage: step.deal.to, updatedAt: now })
    .where(
      inArray(
        deals.id,
        open.map((o) => o.dealId),
      ),
    );
  await tx.insert(dealLog).values(
    open.map((o) => ({
      dealId: o.dealId,
      event: 'lapse_offer' as const,
      actorId: null,
      actorRole: 'system' as const,
      offerId: o.id,
      stageAfter: step.deal.to,
      at: now,
    })),
  );
  await publishEach(
    tx,
    'deal',
    open.flatMap((o) => {
      const deal = dealsById.get(o.dealId)!;
      return [deal.ownerId, deal.chartererId].map((userId) => ({ userId, data: { dealId: deal.id } }));
    }),
  );
  await notifyAndMailMany(tx, notices, now);
}
