import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { cargoOfferMessages, type CargoOfferValues } from '../../../common/cargoes/offer-api';
import { cargoMessages } from '../../../common/cargoes/schemas';
import { bookedStatuses } from '../../../common/charters/charter-process';
import { dealMachine } from '../../../common/charters/deal-process';
import { cargoDealMessages } from '../../../common/charters/offers';
import { heldDates, type Terms } from '../../../common/charters/terms';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { vesselOfOwner } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { charters } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { nextState } from '../../lib/transition';
import { cargoForDeal } from '../cargoes/offer-target';
import { threadForDeal } from '../messaging/conversations';
import { blocksBetween, marketVessel } from '../vessels/service';
import { insertDeal, openDealFor } from './cargo-deals';
import { record, tell, type DealDeps } from './deal-core';
import { insertOffer } from './deal-service';
import { requireVerifiedToStart } from '../verification/expiry';
import { checkTerms } from './terms-check';

/**
 * Whether the ship's days under these terms are free: no fixture or deal on subjects holds them, and the owner has
 * not blocked them. An indication holds nothing itself (only agreed terms do, holds.ts), but a ship that cannot
 * take the cargo's dates should not be offered for it.
 */
async function assertDatesFree(tx: DbOrTx, vessel: { id: string; name: string }, terms: Terms) {
  const { start, end } = heldDates(terms);
  const [held] = await tx
    .select({ start: charters.startDate, end: charters.endDate })
    .from(charters)
    .where(
      and(eq(charters.vesselId, vessel.id), inArray(charters.status, bookedStatuses), lte(charters.startDate, end), gte(charters.endDate, start)),
    );
  const [blocked] = held ? [] : await blocksBetween(tx, vessel.id, start, end);
  const taken = held ?? blocked;
  if (taken) throw new AppError('conflict', cargoOfferMessages.held(vessel.name, taken.start, taken.end));
}

/**
 * "Offer your ship": a verified owner answers an open cargo order with one of their ships on the market. The deal
 * opens in negotiation with the owner's indication (the charterer counters, declines, or asks for firm terms), linked
 * to the order; the charterer is told. Checked in the order of the architecture's rules: the order and the ship
 * exist and are the caller's to offer (404, 403), then their state (409), then the terms (400).
 */
export async function offerShipForCargo(deps: DealDeps, user: CurrentUser, cargoId: string, input: CargoOfferValues): Promise<string> {
  await requireConfirmedEmail(deps.db, user);
  await requireVerifiedToStart(deps.db, user, 'offer ships', deps.clock.now());
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const cargo = await cargoForDeal(tx, cargoId);
    // An order off the board is as unknown to an owner as its page is: one who kept its id offers nothing on it.
    if (cargo.hidden && cargo.posterId !== user.id) throw notFound(cargoMessages.notFound);
    const ship = await vesselOfOwner(tx, user, input.vesselId);
    if (ship.ownerId !== user.id) throw notFound('Vessel not found'); // an admin is no ship's owner here
    if (cargo.posterId === user.id) throw new AppError('forbidden', cargoOfferMessages.ownCargo);
    if (cargo.status !== 'open') throw new AppError('conflict', cargoMessages.notOpen);
    const vessel = await marketVessel(tx, ship.id);
    if (!vessel) throw new AppError('conflict', cargoOfferMessages.notOnMarket(ship.name));
    if (await openDealFor(tx, cargo.id, vessel.id)) throw new AppError('conflict', cargoDealMessages.alreadyOpen(vessel.name));
    const terms = input.terms;
    if ((cargo.charterType === 'tct') !== (terms.charterType === 'time')) {
      const message = cargoOfferMessages.wrongType(cargo.charterType);
      throw new AppError('validation', message, { 'terms.charterType': message });
    }
    if (!vessel.charterTypes.includes(terms.charterType)) {
      const message = `${vessel.name} is not offered for ${terms.charterType === 'voyage' ? 'voyage' : 'time'} charter`;
      throw new AppError('validation', message, { 'terms.charterType': message });
    }
    await checkTerms(tx, terms, now);
    await assertDatesFree(tx, vessel, terms);
    const deal = await insertDeal(tx, {
      vesselId: vessel.id,
      chartererId: cargo.posterId,
      ownerId: user.id,
      charterType: terms.charterType,
      stage: nextState(dealMachine, null, 'offer_ship', 'owner'),
      cargoOrderId: cargo.id,
      createdAt: now,
      updatedAt: now,
    });
    if (!deal) throw new AppError('conflict', cargoDealMessages.alreadyOpen(vessel.name));
    const offer = await insertOffer(tx, deal, { from: 'owner', kind: 'indication', terms, replyBy: null, replyZone: 'UTC', userId: user.id, now });
    await record(tx, deal, { event: 'offer_ship', from: null, actorId: user.id, actorRole: 'owner', at: now, offerId: offer.id });
    await threadForDeal(tx, deal, now); // what was said about the ship before moves into the deal
    await tell(
      tx,
      deps,
      deal,
      'charterer',
      'Ship offered for your cargo',
      `${user.companyName} offered ${vessel.name} for your ${cargo.title}, with an indication. Counter it, ask for firm terms, or decline.`,
    );
    return deal.id;
  });
}
