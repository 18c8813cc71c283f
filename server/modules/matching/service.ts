import { eq, sql } from 'drizzle-orm';
import { commodityOf, type CommodityCode } from '../../../common/cargoes/commodities';
import { assessMatch, compareMatches, type Match, type MatchCargo, type MatchShip } from '../../../common/cargoes/match';
import { DEFAULT_BUNKER_PRICE_CENTS_PER_T } from '../../../common/cargoes/voyage-estimate';
import { cargoMessages } from '../../../common/cargoes/schemas';
import { MATCH_PAGE_SIZE, type CargoMatch, type MatchQuery, type ShipMatch } from '../../../common/matching/api';
import { isAdmin, ownerOrAdmin } from '../../auth/record-access';
import type { DbOrTx } from '../../db/client';
import { cargoOrders, profiles, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import type { MarketCache } from '../../lib/market-cache';
import { AppError, notFound } from '../../lib/errors';
import { placeNames, shownPlace } from '../cargoes/places';
import { cargoesSeenBy } from '../cargoes/read';
import { cargoHiddenReasons, onBoardColumn, posterSuspendedColumn } from '../cargoes/visibility';
import type { CargoRow } from '../cargoes/serialize';
import { seaDistanceNm, type Canals } from '../ports/sea-distance';
import { hiddenReasons } from '../vessels/visibility';
import { cargoCandidates, heldPeriodsOf, shipCandidates, shipColumns, shipTypesFor, type ShipRow } from './candidates';
import { companyRatings, noRating } from './ratings';

// Matching both ways. The candidates come from the database (candidates.ts); each is weighed in code against the
// real sea distances, looked up in the precomputed tables (never routed here), ranked, and a page of twenty sent.

export const matchingMessages = {
  notForYou: 'Matching ships are shown to the cargo’s charterer, and to owners for their own ships',
} as const;

const settingsOf = (q: MatchQuery) => ({
  bunkerPriceCentsPerT: q.bunkerPrice === '' ? DEFAULT_BUNKER_PRICE_CENTS_PER_T : Math.round(q.bunkerPrice * 100),
  suez: q.suez,
  panama: q.panama,
  speed: q.speed,
});

const later = (a: string, b: string) => (a > b ? a : b);

function matchCargoOf(row: CargoRow): MatchCargo {
  return {
    commodity: row.commodity as CommodityCode,
    // "other" always states its own; every listed commodity has one.
    stowageFactor: row.stowageFactor ?? commodityOf(row.commodity as CommodityCode).stowageFactor ?? 1,
    quantityT: row.quantityT,
    tolerancePct: row.tolerancePct,
    toleranceOption: row.toleranceOption,
    loadRegions: row.loadRegions,
    dischargeRegions: row.dischargeRegions,
    laycanFrom: row.laycanFrom,
    laycanTo: row.laycanTo,
    loadRateTpd: row.loadRateTpd,
    loadTerms: row.loadTerms,
    dischargeRateTpd: row.dischargeRateTpd,
    dischargeTerms: row.dischargeTerms,
    charterType: row.charterType,
    freightBasis: row.freightBasis,
    freightIdea: row.freightIdea,
    commissionPct: row.commissionPct,
    gearNeeded: row.gearNeeded,
  };
}

/** The ship as matching reads it; a ship already open sails from today, not from a date gone by. */
function matchShipOf(v: ShipRow, today: string): MatchShip {
  return {
    type: v.type,
    deadweightT: v.deadweightT,
    charterTypes: v.charterTypes,
    openFrom: v.openDate && (v.openPort || v.openRegion) ? later(v.openDate, today) : null,
    grainCubicM: v.grainCubicM,
    baleCubicM: v.baleCubicM,
    constantsT: v.constantsT,
    cranes: v.cranes,
    craneSwlT: v.craneSwlT,
    iceClass: v.iceClass,
    full: {
      ladenKn: v.ladenSpeedKn ?? undefined,
      ballastKn: v.ballastSpeedKn ?? undefined,
      ladenTpd: v.ladenConsumptionT ?? undefined,
      ballastTpd: v.ballastConsumptionT ?? undefined,
    },
    eco: {
      ladenKn: v.ecoLadenSpeedKn ?? undefined,
      ballastKn: v.ecoBallastSpeedKn ?? undefined,
      ladenTpd: v.ecoLadenConsumptionT ?? undefined,
      ballastTpd: v.ecoBallastConsumptionT ?? undefined,
    },
    portConsumptionT: v.portConsumptionT,
    preferredRegions: v.preferredRegions,
    excludedRegions: v.excludedRegions,
    held: heldPeriodsOf(v.booked),
  };
}

const openPlaceOf = (v: ShipRow) => v.openPort ?? v.openRegion;

function weigh(cargo: CargoRow, ship: ShipRow, canals: Canals, settings: ReturnType<typeof settingsOf>, today: string): Match {
  const open = openPlaceOf(ship);
  return assessMatch(
    matchCargoOf(cargo),
    matchShipOf(ship, today),
    { ballast: open ? seaDistanceNm(open, cargo.loadPlace, canals) : null, laden: seaDistanceNm(cargo.loadPlace, cargo.dischargePlace, canals) },
    { bunkerPriceCentsPerT: settings.bunkerPriceCentsPerT, speed: settings.speed },
  );
}

const pageOf = <T>(ranked: T[], page: number) => ({
  items: ranked.slice((page - 1) * MATCH_PAGE_SIZE, page * MATCH_PAGE_SIZE),
  page,
  pageSize: MATCH_PAGE_SIZE,
  hasMore: ranked.length > page * MATCH_PAGE_SIZE,
});

export type Settings = ReturnType<typeof settingsOf>;
/** What else a ranked list depends on besides the market: the day and the user's estimate settings. */
const settingsKey = (s: Settings, today: string) => `${today}:${s.bunkerPriceCentsPerT}:${s.suez ? 1 : 0}${s.panama ? 1 : 0}:${s.speed}`;
export const defaultSettings = (): Settings => settingsOf({ bunkerPrice: '', suez: false, panama: true, speed: 'full', page: 1 });

/** Every candidate ship weighed against the order, best first (`ownerId`: that owner's ships only). */
export async function rankShipsForCargo(db: DbOrTx, cargo: CargoRow, ownerId: string | null, settings: Settings, today: string) {
  const m = matchCargoOf(cargo);
  const least = Math.round((m.quantityT * (100 + (m.toleranceOption === 'MOLOO' ? -m.tolerancePct : m.tolerancePct))) / 100);
  const candidates = await shipCandidates(
    db,
    {
      commodity: cargo.commodity,
      loadPlace: cargo.loadPlace,
      laycanFrom: cargo.laycanFrom,
      laycanTo: cargo.laycanTo,
      minDeadweightT: least,
      charterType: cargo.charterType,
    },
    ownerId,
  );
  const canals = { suez: settings.suez, panama: settings.panama };
  return candidates.map((ship) => ({ ship, match: weigh(cargo, ship, canals, settings, today) })).sort((a, b) => compareMatches(a.match, b.match));
}

/**
 * The ships that can do a cargo order, ranked. Its charterer and Fairlead's admins see the whole market; an owner
 * sees their own ships against it (to offer one); anyone else is refused. An order off the board (closed, or its
 * poster not in good standing: cargoOnBoard) is its poster's record only, and an open one is matched to no ship:
 * the list is empty and `hidden` says why, as for a ship off the market.
 */
export async function shipsForCargo(db: DbOrTx, cache: MarketCache, viewer: CurrentUser, cargoId: string, q: MatchQuery, today: string) {
  // The order and its poster's standing: read from the market (orders, members), so kept with it.
  const [found] = await cache.through(
    `cargo-standing:${cargoId}`,
    () =>
      db
        .select({ cargo: cargoOrders, onBoard: onBoardColumn, verified: profiles.verified, suspended: posterSuspendedColumn })
        .from(cargoOrders)
        .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
        .where(eq(cargoOrders.id, cargoId)),
    (rows) => rows.length > 0,
  );
  const cargo = found?.cargo;
  const privileged = !!cargo && (cargo.posterId === viewer.id || isAdmin(viewer));
  if (!cargo || (!found.onBoard && !privileged)) throw notFound(cargoMessages.notFound);
  if (!privileged && viewer.role !== 'owner') throw new AppError('forbidden', matchingMessages.notForYou);

  const settings = settingsOf(q);
  const hidden = cargoHiddenReasons({ status: cargo.status, posterVerified: found.verified, posterSuspended: !!found.suspended });
  if (hidden.length) return { ...pageOf<ShipMatch>([], q.page), settings, hidden };
  const ownerId = privileged ? null : viewer.id;
  const ranked = await cache.through(`ships-for-cargo:${cargo.id}:${ownerId ?? 'all'}:${settingsKey(settings, today)}`, () =>
    rankShipsForCargo(db, cargo, ownerId, settings, today),
  );
  const page = pageOf(ranked, q.page);
  const names = await placeNames(
    db,
    page.items.flatMap(({ ship }) => openPlaceOf(ship) ?? []),
  );
  const ratings = await companyRatings(
    db,
    page.items.map(({ ship }) => ship.ownerId),
  );
  const items: ShipMatch[] = page.items.map(({ ship, match }) => {
    const open = openPlaceOf(ship);
    return {
      vessel: {
        id: ship.id,
        name: ship.name,
        type: ship.type,
        deadweightT: ship.deadweightT,
        buildYear: ship.buildYear,
        flag: ship.flag,
        ownerCompany: ship.ownerCompany,
        ownerVerified: ship.ownerVerified,
        ownerRating: ratings.get(ship.ownerId) ?? noRating,
        open: open ? shownPlace(open, names) : null,
        openFrom: ship.openDate,
        openTo: ship.openDateTo,
        mine: ship.ownerId === viewer.id,
      },
      ...match,
    };
  });
  return { ...page, items, settings, hidden: [] };
}

type VesselRow = typeof vessels.$inferSelect;

type Owner = { company: string; verified: boolean };

/** Every open order that could suit the ship, weighed and ranked, with its poster. `owner`: the ship's, when read. */
export async function rankCargoesForShip(db: DbOrTx, vessel: VesselRow, settings: Settings, today: string, owner?: Owner) {
  const open = vessel.openPort ?? vessel.openRegion;
  if (!open || !vessel.openDate || !vessel.deadweightT) return [];
  const rows = await cargoCandidates(
    db,
    {
      vesselId: vessel.id,
      openPlace: open,
      openFrom: vessel.openDate,
      types: [vessel.type],
      deadweightT: vessel.deadweightT,
      charterTypes: vessel.charterTypes,
    },
    today,
  );
  if (!rows.length) return [];
  const [by] = owner
    ? [owner]
    : await db.select({ company: profiles.companyName, verified: profiles.verified }).from(profiles).where(eq(profiles.id, vessel.ownerId));
  // Her holds, which the ORM's row does not carry (vessels.booked is kept by triggers: migration 0008).
  const [{ booked }] = await db.select({ booked: shipColumns.booked }).from(vessels).where(eq(vessels.id, vessel.id));
  const ship: ShipRow = { ...vessel, ownerCompany: by?.company ?? '', ownerVerified: by?.verified ?? false, booked };
  const canals = { suez: settings.suez, panama: settings.panama };
  return rows
    .filter((r) => shipTypesFor(r.order.commodity).includes(vessel.type as 'bulkCarrier'))
    .map((row) => ({ row, match: weigh(row.order, ship, canals, settings, today) }))
    .sort((a, b) => compareMatches(a.match, b.match));
}

/**
 * The open cargo orders that suit one of the viewer's ships, ranked (its owner, or an admin). A ship that is not on
 * the market is offered to no one: the list is empty and `hidden` says why, in words the owner can act on.
 */
export async function cargoesForShip(db: DbOrTx, cache: MarketCache, viewer: CurrentUser, vesselId: string, q: MatchQuery, today: string) {
  // What the access check and the hidden reasons need; the whole row is read only when the list is weighed. Read from
  // the market (ships, members), so kept with it.
  const [found] = await cache.through(
    `ship-standing:${vesselId}`,
    () =>
      db
        .select({
          id: vessels.id,
          ownerId: vessels.ownerId,
          status: vessels.status,
          archivedAt: vessels.archivedAt,
          piExpiry: vessels.piExpiry,
          ownerVerified: profiles.verified,
          ownerSuspended: sql<boolean>`${profiles.suspendedAt} is not null`.mapWith(Boolean),
          ownerCompany: profiles.companyName,
        })
        .from(vessels)
        .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
        .where(eq(vessels.id, vesselId)),
    (rows) => rows.length > 0,
  );
  if (!found || !ownerOrAdmin(found, viewer)) throw notFound('Vessel not found');
  const settings = settingsOf(q);
  const hidden = hiddenReasons(found, today);
  if (hidden.length) return { ...pageOf([], q.page), settings, hidden };
  const owner = { company: found.ownerCompany, verified: found.ownerVerified };
  // The ranked orders and their ports' names, kept together: both are read from the market.
  const kept = await cache.through(`cargoes-for-ship:${found.id}:${settingsKey(settings, today)}`, async () => {
    const [vessel] = await db.select().from(vessels).where(eq(vessels.id, found.id));
    if (!vessel) return { ranked: [], names: {} }; // deleted a moment ago
    const ranked = await rankCargoesForShip(db, vessel, settings, today, owner);
    const names = await placeNames(
      db,
      ranked.flatMap(({ row }) => [row.order.loadPlace, row.order.dischargePlace]),
    );
    return { ranked, names };
  });
  const page = pageOf(kept.ranked, q.page);
  const shown = await cargoesSeenBy(
    db,
    page.items.map((i) => i.row),
    viewer,
    kept.names,
  );
  const ratings = await companyRatings(
    db,
    page.items.map(({ row }) => row.order.posterId),
  );
  // The charterer's rating goes with their name: where the order's visibility hides the one, it hides the other.
  const items: CargoMatch[] = page.items.map(({ row, match }, i) => ({
    cargo: shown[i],
    chartererRating: shown[i].account ? (ratings.get(row.order.posterId) ?? noRating) : null,
    ...match,
  }));
  return { ...page, items, settings, hidden };
}
