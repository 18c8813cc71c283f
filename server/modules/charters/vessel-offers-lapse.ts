import { and, eq } from 'drizzle-orm';
import { firmWord, otherParty } from '../../../common/charters/deal-process';
import type { DbOrTx } from '../../db/client';
import { offers } from '../../db/schema';
import { notice, type DealDeps } from './deal-core';
import { lapseOfferSet, lockLapsableOffers } from './offer-lapse';

/**
 * A ship that may no longer trade (its P&I or class certificate expired, #29): its live firm offers lapse now, as at
 * their reply deadline (the same steps of the lifecycle tables, by the system), inside the caller's transaction.
 * Deals on subjects or fixed are not touched: what was agreed stands, and the parties settle it between them.
 * Answers how many offers lapsed.
 */
export async function lapseFirmOffersOfVessel(tx: DbOrTx, deps: Pick<DealDeps, 'appUrl'>, vesselId: string, why: string, now: Date): Promise<number> {
  const locked = await lockLapsableOffers(tx, and(eq(offers.vesselId, vesselId), eq(offers.kind, 'firm'))!);
  const notices = locked.open.flatMap((o) => {
    const deal = locked.deals.get(o.dealId)!;
    const what = `${firmWord(o.fromParty)} (version ${o.version})`;
    return [
      notice(deps, deal, o.fromParty, 'Offer lapsed', `Your ${what} lapsed: ${why}`),
      notice(deps, deal, otherParty(o.fromParty), 'Offer lapsed', `The ${what} lapsed: ${why}`),
    ];
  });
  await lapseOfferSet(tx, locked, notices, now);
  return locked.open.length;
}
