import { and, eq, inArray, ne } from 'drizzle-orm';
import { openStages } from '../../../common/charters/deal-process';
import type { DbOrTx } from '../../db/client';
import { deals } from '../../db/schema';
import { fixCargoForDeal } from '../cargoes/fix';
import { reopenForEndedFixture } from '../cargoes/service';
import { notifyAndMailMany } from '../notifications/service';
import { notice, type DealDeps, type DealRow } from './deal-core';
import { vesselName, vesselNames } from './deal-labels';

export const cargoFixedTitle = 'Cargo fixed with another ship';
export const cargoOpenAgainTitle = 'Cargo open again';
/** "MV Santos Trader", as the poster's notice names a ship (cargoes/service.ts). */
const shipName = (name: string | undefined) => (!name ? 'your ship' : /^(mv|m\/v)\s/i.test(name) ? name : `MV ${name}`);

/** The owners still working a deal on the same order as `deal` (its other deals in an open stage), each told once. */
async function tellOtherOwners(
  tx: DbOrTx,
  deps: Pick<DealDeps, 'appUrl'>,
  deal: DealRow & { cargoOrderId: string },
  at: Date,
  title: string,
  message: (ship: string | undefined) => string,
): Promise<void> {
  const others = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.cargoOrderId, deal.cargoOrderId), ne(deals.id, deal.id), inArray(deals.stage, openStages)));
  const names = await vesselNames(
    tx,
    others.map((d) => d.vesselId),
  );
  await notifyAndMailMany(
    tx,
    others.map((other) => notice(deps, other, 'owner', title, message(names.get(other.vesselId)))),
    at,
  );
}

/**
 * A deal made from a cargo order was just fixed (both doors to a fixture call this: a clean acceptance and the last
 * subject lifted), in the fixing transaction: the order is fixed (cargoes/fix.ts), and the owners of the other deals
 * still being worked on it are told, once, naming the cargo and their ship. Their deals keep their stage: which of
 * them ends, and how, is the parties' call (an owner may still be wanted for a second lift, or on subjects of their
 * own), and the deal lifecycle has no step by which the system ends a deal for a reason. Neither the fixed ship nor
 * its owner is named to them: the fixture is the two parties' business.
 */
export async function fixedFromCargo(tx: DbOrTx, deps: DealDeps, deal: DealRow, at: Date): Promise<void> {
  if (!deal.cargoOrderId) return;
  const { line } = await fixCargoForDeal(tx, deal.cargoOrderId, at);
  await tellOtherOwners(
    tx,
    deps,
    { ...deal, cargoOrderId: deal.cargoOrderId },
    at,
    cargoFixedTitle,
    (ship) =>
      `The charterer fixed the cargo ${line}, with another ship. Your deal for ${ship ?? 'your ship'} on this cargo is unchanged: withdraw from it, or ask the charterer where it stands.`,
  );
}

/**
 * A deal made from a cargo order ended without being performed (a party cancelled the fixture, or Fairlead cancelled
 * it, fixed or on subjects), in that transaction, after its stage was written: the cargo order decides whether it is
 * open again (cargoes/service.ts), knowing whether another fixture made from it still stands.
 */
export async function fixtureEndedFromCargo(tx: DbOrTx, deps: Pick<DealDeps, 'appUrl'>, deal: DealRow, at: Date): Promise<void> {
  if (!deal.cargoOrderId) return;
  const [other] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.cargoOrderId, deal.cargoOrderId), ne(deals.id, deal.id), eq(deals.stage, 'fixed')))
    .limit(1);
  const ship = await vesselName(tx, deal);
  const reopened = await reopenForEndedFixture(tx, deps, { cargoId: deal.cargoOrderId, ship, otherFixtureStands: Boolean(other) }, at);
  if (reopened?.status !== 'open') return;
  // The owners still working a deal on the order were told it was fixed elsewhere (fixedFromCargo): now it is not.
  await tellOtherOwners(
    tx,
    deps,
    { ...deal, cargoOrderId: deal.cargoOrderId },
    at,
    cargoOpenAgainTitle,
    (ship) =>
      `The cargo ${reopened.line} is open again: the charterer's fixture with another ship was cancelled. Your deal for ${shipName(ship)} on this cargo stands where it was.`,
  );
}
