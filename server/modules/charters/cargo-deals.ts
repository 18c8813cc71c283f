import { and, eq, inArray } from 'drizzle-orm';
import { cargoMessages } from '../../../common/cargoes/schemas';
import { openStages } from '../../../common/charters/deal-process';
import { cargoDealMessages } from '../../../common/charters/offers';
import type { DbOrTx } from '../../db/client';
import { deals } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { sqlState, UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { cargoForDeal } from '../cargoes/offer-target';

// Deals made from a cargo order, by either door: an owner's "Offer your ship" (cargo-offer.ts) or the charterer's
// enquiry from the order (deal-service.ts). One ship on one cargo is one negotiation at a time, whoever opened it.

/** The deal this ship already has on this cargo and still being worked, if any. */
export async function openDealFor(tx: DbOrTx, cargoId: string, vesselId: string) {
  const [row] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.cargoOrderId, cargoId), eq(deals.vesselId, vesselId), inArray(deals.stage, openStages)));
  return row;
}

/**
 * The deal row, in a savepoint: of two deals of one ship on one cargo racing past the check above, the database
 * lets one open (deals_one_open_per_cargo_ship_idx); the other is answered as a repeat (undefined), not a server error.
 */
export async function insertDeal(tx: DbOrTx, values: typeof deals.$inferInsert) {
  try {
    return await tx.transaction(async (sp) => (await sp.insert(deals).values(values).returning())[0]);
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION && violatedConstraint(err) === 'deals_one_open_per_cargo_ship_idx') return undefined;
    throw err;
  }
}

/**
 * The cargo order a charterer's enquiry is for: one of the caller's own, still open and on the board (locked until the
 * deal is written, as cargoForDeal says). Another charterer's order that is closed or off the board is as unknown to
 * the caller as its page is (404); another's order on the board is for all to read, so it is named as not the
 * caller's to link (400, on the field). The caller's own order off the board is refused (409): its poster is
 * unverified, suspended or erased, which the session and requireVerified already refuse, but a standing withdrawn
 * while the request runs must not bring the order back into a deal. Whether the ship suits the order is the
 * charterer's call, not checked here.
 */
export async function cargoForEnquiry(tx: DbOrTx, user: CurrentUser, cargoOrderId: string) {
  const cargo = await cargoForDeal(tx, cargoOrderId);
  const mine = cargo.posterId === user.id;
  if (!mine && (cargo.status !== 'open' || cargo.hidden)) throw notFound(cargoMessages.notFound);
  if (!mine) throw new AppError('validation', cargoDealMessages.notYours, { cargoOrderId: cargoDealMessages.notYours });
  if (cargo.status !== 'open') throw new AppError('conflict', cargoMessages.notOpen);
  if (cargo.hidden) throw new AppError('conflict', cargoDealMessages.offBoard);
  return cargo;
}
