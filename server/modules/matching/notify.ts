import { and, eq } from 'drizzle-orm';
import { formatLocode } from '../../../common/ports/locode';
import type { Database } from '../../db/client';
import { cargoOrders, profiles, vessels } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notifyAndMailMany, type Notice } from '../notifications/service';
import { publiclyVisible } from '../vessels/visibility';
import { cargoLine, dayText } from '../cargoes/line';
import { placeNames, shownPlace } from '../cargoes/places';
import type { CargoRow } from '../cargoes/serialize';
import { cargoOnBoard } from '../cargoes/visibility';
import { defaultSettings, rankCargoesForShip, rankShipsForCargo } from './service';

// Both sides hear of a new match: a new cargo order tells the owners of the ships that fit it; a newly published
// open position tells the charterers whose orders the ship fits. Run from the job queue after the change commits
// (the matching reads the committed order or position); in the app, live, and by e-mail as the member's deal
// notices are (their e-mail settings).

export type MatchNoticeDeps = { db: Database; clock: Clock; appUrl: string };

const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/** A new order: each owner with ships that fit it is told once, naming the ships. Only an order on the board is told of. */
export async function tellOwnersOfNewCargo(deps: MatchNoticeDeps, cargoId: string): Promise<void> {
  const [found] = await deps.db
    .select({ cargo: cargoOrders })
    .from(cargoOrders)
    .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
    .where(and(eq(cargoOrders.id, cargoId), cargoOnBoard));
  if (!found) return; // closed since, or its poster no longer in good standing: offered to no one
  const { cargo } = found;
  const ranked = await rankShipsForCargo(deps.db, cargo, null, defaultSettings(), today(deps.clock));
  const shipsByOwner = new Map<string, string[]>();
  for (const { ship, match } of ranked) {
    if (!match.fits || ship.ownerId === cargo.posterId) continue;
    shipsByOwner.set(ship.ownerId, [...(shipsByOwner.get(ship.ownerId) ?? []), ship.name]);
  }
  if (!shipsByOwner.size) return;
  const line = await cargoLine(deps.db, cargo);
  const notices: Notice[] = [...shipsByOwner].map(([userId, ships]) => ({
    userId,
    title: 'A new cargo order fits your ship',
    message: `${line}: fits ${ships.join(', ')}. See the voyage estimate and offer your ship.`,
    link: { url: `${deps.appUrl}/cargoes/${cargo.id}`, label: 'See the cargo order' },
    category: 'deals',
  }));
  await deps.db.transaction((tx) => notifyAndMailMany(tx, notices, deps.clock.now()));
}

/** A newly published open position: each charterer with open orders the ship fits is told once. */
export async function tellChartererOfNewPosition(deps: MatchNoticeDeps, vesselId: string): Promise<void> {
  const [found] = await deps.db
    .select({ vessel: vessels })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(and(eq(vessels.id, vesselId), publiclyVisible));
  if (!found) return; // not on the market: offered to no one
  const { vessel } = found;
  const ranked = await rankCargoesForShip(deps.db, vessel, defaultSettings(), today(deps.clock));
  const ordersByPoster = new Map<string, CargoRow[]>();
  for (const { row, match } of ranked) {
    if (!match.fits || row.order.posterId === vessel.ownerId) continue;
    ordersByPoster.set(row.order.posterId, [...(ordersByPoster.get(row.order.posterId) ?? []), row.order]);
  }
  if (!ordersByPoster.size) return;
  const open = vessel.openPort ?? vessel.openRegion!;
  const where = shownPlace(open, await placeNames(deps.db, [open])).name;
  const ship = `${vessel.name}${vessel.deadweightT ? ` (${vessel.deadweightT.toLocaleString('en-US')} dwt)` : ''}, open ${where || formatLocode(open)} from ${dayText(vessel.openDate!)}`;
  const notices: Notice[] = [];
  for (const [userId, orders] of ordersByPoster) {
    const first = orders[0];
    notices.push({
      userId,
      title: 'A ship fits your cargo order',
      message: `${ship}, fits your ${await cargoLine(deps.db, first)}${orders.length > 1 ? ` and ${orders.length - 1} more of your orders` : ''}.`,
      link: { url: `${deps.appUrl}/cargoes/${first.id}`, label: 'See matching ships' },
      category: 'deals',
    });
  }
  await deps.db.transaction((tx) => notifyAndMailMany(tx, notices, deps.clock.now()));
}

export const matchingJobHandlers = (deps: MatchNoticeDeps) => ({
  'matching.cargo-posted': ({ cargoId }: { cargoId: string }) => tellOwnersOfNewCargo(deps, cargoId),
  'matching.position-published': ({ vesselId }: { vesselId: string }) => tellChartererOfNewPosition(deps, vesselId),
});
