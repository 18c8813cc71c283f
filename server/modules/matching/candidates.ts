import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { commodities } from '../../../common/cargoes/commodities';
import { regions } from '../../../common/ports/regions';
import type { DbOrTx } from '../../db/client';
import { cargoOrders, ports, profiles, vessels } from '../../db/schema';
import { cargoOnBoard } from '../cargoes/visibility';
import { publiclyVisible } from '../vessels/visibility';

// The candidates a match list ranks. The database narrows the market to what could possibly do the business (the
// right kind of ship, big enough, open before the cancelling date, free on the laycan's dates) and orders it by the
// great-circle distance between the open position and the load port, a cheap stand-in for the sea distance; the
// nearest CANDIDATES are then weighed one by one in code with the real sea distances (common/cargoes/match.ts).

/** How many candidates are weighed for one list: five pages of twenty, the nearest first. */
export const CANDIDATES = 100;

/**
 * A region's reference port, so a position or an order in a region has coordinates: a CASE over the region codes
 * (literals from common/ports/regions.ts). Evaluated on every row the filters keep, it costs a few comparisons where
 * a lookup in a VALUES list ran a subplan per row (about three times slower over 20,000 orders, bench:matching).
 */
const referencePortCases = sql.raw(regions.map((r) => `when '${r.code}' then '${r.referencePort}'`).join(' '));

/** Great-circle distance in nautical miles between two points in degrees (haversine, earth radius 3440.065 nm). */
const greatCircleNm = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL) =>
  sql`2 * 3440.065 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))`;

/** The ship types that carry a commodity: holds (bulk carriers, general cargo ships) or tanks. */
export function shipTypesFor(commodity: string): ('bulkCarrier' | 'general' | 'tanker')[] {
  const carriedIn = commodities.find((c) => c.code === commodity)?.carriedIn ?? 'holds';
  return carriedIn === 'tanks' ? ['tanker'] : ['bulkCarrier', 'general'];
}

const refPort = (placeColumn: SQL) => sql`(case ${placeColumn} ${referencePortCases} else ${placeColumn} end)`;

export const shipColumns = {
  id: vessels.id,
  name: vessels.name,
  type: vessels.type,
  ownerId: vessels.ownerId,
  deadweightT: vessels.deadweightT,
  buildYear: vessels.buildYear,
  flag: vessels.flag,
  charterTypes: vessels.charterTypes,
  openPort: vessels.openPort,
  openRegion: vessels.openRegion,
  openDate: vessels.openDate,
  openDateTo: vessels.openDateTo,
  grainCubicM: vessels.grainCubicM,
  baleCubicM: vessels.baleCubicM,
  constantsT: vessels.constantsT,
  cranes: vessels.cranes,
  craneSwlT: vessels.craneSwlT,
  iceClass: vessels.iceClass,
  ladenSpeedKn: vessels.ladenSpeedKn,
  ladenConsumptionT: vessels.ladenConsumptionT,
  ballastSpeedKn: vessels.ballastSpeedKn,
  ballastConsumptionT: vessels.ballastConsumptionT,
  ecoLadenSpeedKn: vessels.ecoLadenSpeedKn,
  ecoLadenConsumptionT: vessels.ecoLadenConsumptionT,
  ecoBallastSpeedKn: vessels.ecoBallastSpeedKn,
  ecoBallastConsumptionT: vessels.ecoBallastConsumptionT,
  portConsumptionT: vessels.portConsumptionT,
  preferredRegions: vessels.preferredRegions,
  excludedRegions: vessels.excludedRegions,
  ownerCompany: profiles.companyName,
  ownerVerified: profiles.verified,
};

export type CargoForShips = {
  commodity: string;
  loadPlace: string;
  laycanFrom: string;
  laycanTo: string;
  /** The least deadweight that could lift the order: what the ship must at least lift. */
  minDeadweightT: number;
  charterType: 'voyage' | 'tct';
};

/**
 * Ships on the market (publiclyVisible: verified owner, not suspended or archived, P&I in date) of a type that carries
 * the commodity, offered for the charter type, with an open position from before the cancelling date, at least as big
 * as the order needs and at most four times its size, and free on every day of the laycan (no deal on subjects, no
 * fixture, no block: vessels.booked). `ownerId` narrows to one owner's fleet.
 */
export function shipCandidatesQuery(db: DbOrTx, cargo: CargoForShips, ownerId: string | null) {
  const load = db.$with('load').as(
    db
      .select({ lat: ports.lat, lon: ports.lon })
      .from(ports)
      .where(eq(ports.locode, sql`${refPort(sql`${cargo.loadPlace}::text`)}`)),
  );
  const openPorts = sql`ports`;
  const conditions: SQL[] = [
    publiclyVisible,
    inArray(vessels.type, shipTypesFor(cargo.commodity)),
    sql`${vessels.charterTypes} @> array[${cargo.charterType === 'tct' ? 'time' : 'voyage'}]::text[]`,
    isNotNull(vessels.openDate),
    lte(vessels.openDate, cargo.laycanTo),
    gte(vessels.deadweightT, cargo.minDeadweightT),
    lte(vessels.deadweightT, cargo.minDeadweightT * 4),
    sql`not (${sql.raw('vessels.booked')} && daterange(${cargo.laycanFrom}::date, ${cargo.laycanTo}::date, '[]'))`,
  ];
  if (ownerId) conditions.push(eq(vessels.ownerId, ownerId));
  return db
    .with(load)
    .select(shipColumns)
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .innerJoin(ports, eq(ports.locode, refPort(sql`coalesce(${vessels.openPort}, ${vessels.openRegion})`)))
    .crossJoin(load)
    .where(and(...conditions))
    .orderBy(greatCircleNm(sql`${openPorts}.lat`, sql`${openPorts}.lon`, sql`load.lat`, sql`load.lon`), vessels.id)
    .limit(CANDIDATES);
}
/** The candidates themselves; the query above is built apart so the benchmark can send its SQL (.toSQL()) raw. */
export const shipCandidates = async (db: DbOrTx, cargo: CargoForShips, ownerId: string | null) => shipCandidatesQuery(db, cargo, ownerId);
export type ShipRow = Awaited<ReturnType<typeof shipCandidates>>[number];

export type ShipForCargoes = {
  vesselId: string;
  openPlace: string;
  openFrom: string;
  types: string[];
  deadweightT: number;
  charterTypes: readonly string[];
};

/**
 * Cargo orders on the board (cargoOnBoard: open, its poster verified and in good standing) a ship could do: a
 * commodity its type carries, a charter type the owner offers, a laycan that has not closed before the ship opens and
 * opens within 60 days of it, on none of whose days the ship is held, and a quantity whose least lift is within the
 * ship's deadweight; nearest load place first.
 */
export function cargoCandidatesQuery(db: DbOrTx, ship: ShipForCargoes, today: string) {
  const codes = commodities.filter((c) => shipTypesFor(c.code).some((t) => ship.types.includes(t))).map((c) => c.code);
  const charterTypes = (['voyage', 'tct'] as const).filter((t) => ship.charterTypes.includes(t === 'tct' ? 'time' : 'voyage'));
  if (!codes.length || !charterTypes.length) return null;
  const from = ship.openFrom > today ? ship.openFrom : today;
  const open = db.$with('open_at').as(
    db
      .select({ lat: ports.lat, lon: ports.lon })
      .from(ports)
      .where(eq(ports.locode, sql`${refPort(sql`${ship.openPlace}::text`)}`)),
  );
  return db
    .with(open)
    .select({ id: cargoOrders.id })
    .from(cargoOrders)
    // The poster's profile by its key: one index probe per order the other filters keep.
    .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
    .innerJoin(ports, eq(ports.locode, refPort(sql`${cargoOrders.loadPlace}`)))
    .crossJoin(open)
    .where(
      and(
        cargoOnBoard,
        inArray(cargoOrders.commodity, codes),
        inArray(cargoOrders.charterType, charterTypes),
        gte(cargoOrders.laycanTo, from),
        lte(cargoOrders.laycanFrom, sql`${from}::date + 60`),
        // Not an order whose laycan the ship is held on (a deal on subjects, a fixture, a block).
        sql`not exists (select 1 from ${vessels} where ${vessels.id} = ${ship.vesselId} and ${sql.raw('vessels.booked')} && daterange(${cargoOrders.laycanFrom}, ${cargoOrders.laycanTo}, '[]'))`,
        // The least the ship must lift: the minimum under MOLOO, the charterer's maximum under MOLCHOPT.
        sql`${cargoOrders.quantityT} * (100 + case when ${cargoOrders.toleranceOption} = 'MOLOO' then -${cargoOrders.tolerancePct} else ${cargoOrders.tolerancePct} end) / 100 <= ${ship.deadweightT}`,
      ),
    )
    .orderBy(greatCircleNm(sql`ports.lat`, sql`ports.lon`, sql`open_at.lat`, sql`open_at.lon`), cargoOrders.id)
    .limit(CANDIDATES);
}
/** The candidates' ids; null from the builder means the ship carries nothing listed, so nothing is asked. */
export async function cargoCandidates(db: DbOrTx, ship: ShipForCargoes, today: string): Promise<string[]> {
  const query = cargoCandidatesQuery(db, ship, today);
  return query ? (await query).map((r) => r.id) : [];
}
