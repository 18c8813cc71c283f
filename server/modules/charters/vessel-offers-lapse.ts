import { and, asc, eq, inArray } from 'drizzle-orm';
import { dealMachine, firmWord, otherParty } from '../../../common/charters/deal-process';
import { offerMachine, subjectMachine } from '../../../common/charters/offer-process';
import type { DbOrTx } from '../../db/client';
import { dealLog, deals, offers, subjects } from '../../db/schema';
import { publishEach } from '../../lib/events';
import { stepForSet } from '../../lib/transition';
import { notifyAndMailMany } from '../notifications/service';
import { notice, type DealDeps } from './deal-core';

/**
 * A ship that may no longer trade (its P&I or class certificate expired, #29): its live firm offers lapse now, as at
 * their reply deadline (the same steps of the lifecycle tables, by the system), inside the caller's transaction.
 * Deals on subjects or fixed are not touched: what was agreed stands, and the parties settle it between them.
 * Answers how many offers lapsed.
 */
export async function lapseFirmOffersOfVessel(tx: DbOrTx, deps: Pick<DealDeps, 'appUrl'>, vesselId: string, why: string, now: Date): Promise<number> {
  const dealStep = stepForSet(dealMachine, 'lapse_offer', 'system');
  const offerStep = stepForSet(offerMachine, 'lapse', 'system');
  const subjectStep = stepForSet(subjectMachine, 'void', 'system');
  const candidates = await tx
    .select({ dealId: offers.dealId })
    .from(offers)
    .where(and(eq(offers.vesselId, vesselId), eq(offers.kind, 'firm'), inArray(offers.status, offerStep.from)));
  if (candidates.length === 0) return 0;
  // Locked in id order, as the deadline job locks them, so the two never wait on each other in a circle.
  const locked = await tx
    .select()
    .from(deals)
    .where(
      inArray(
        deals.id,
        candidates.map((c) => c.dealId),
      ),
    )
    .orderBy(asc(deals.id))
    .for('update');
  const negotiating = new Map(locked.filter((d) => dealStep.from.includes(d.stage)).map((d) => [d.id, d]));
  const open = (
    await tx
      .select()
      .from(offers)
      .where(and(eq(offers.vesselId, vesselId), eq(offers.kind, 'firm'), inArray(offers.status, offerStep.from)))
  ).filter((o) => negotiating.has(o.dealId));
  if (open.length === 0) return 0;
  const ids = open.map((o) => o.id);
  await tx.update(offers).set({ status: offerStep.to }).where(inArray(offers.id, ids));
  await tx
    .update(subjects)
    .set({ status: subjectStep.to })
    .where(and(inArray(subjects.offerId, ids), inArray(subjects.status, subjectStep.from)));
  await tx
    .update(deals)
    .set({ stage: dealStep.to, updatedAt: now })
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
      stageAfter: dealStep.to,
      at: now,
    })),
  );
  await publishEach(
    tx,
    'deal',
    open.flatMap((o) => {
      const deal = negotiating.get(o.dealId)!;
      return [deal.ownerId, deal.chartererId].map((userId) => ({ userId, data: { dealId: deal.id } }));
    }),
  );
  await notifyAndMailMany(
    tx,
    open.flatMap((o) => {
      const deal = negotiating.get(o.dealId)!;
      const what = `${firmWord(o.fromParty)} (version ${o.version})`;
      return [
        notice(deps, deal, o.fromParty, 'Offer lapsed', `Your ${what} lapsed: ${why}`),
        notice(deps, deal, otherParty(o.fromParty), 'Offer lapsed', `The ${what} lapsed: ${why}`),
      ];
    }),
    now,
  );
  return open.length;
}
