import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { commodities } from '../../../common/cargoes/commodities';
import type { HeldPeriod } from '../../../common/cargoes/held';
import type { DbOrTx } from '../../db/client';
import { cargoOrders, profiles, vessels } from '../../db/schema';
import { cargoOnBoard } from '../cargoes/visibility';
import { publiclyVisible } from '../vessels/visibility';

// The candidates a match list ranks. The database narrows the market to what could possibly do the business (the
// right kind of ship, big enough, open before the cancelling date, free on the laycan's dates) and orders it by the
// great-circle distance between the open position and the load port, a cheap stand-in for the sea distance; the
// nearest CANDIDATES are then weighed one by one in code with the real sea distances (common/cargoes/match.ts).

/** How many candidates are weighed for one list: five pages of twenty, the nearest first. */
export const CANDIDATES = 100;

/** The ship types that carry a commodity: holds (bulk carriers, general cargo ships) or tanks. */
export function shipTypesFor(commodity: string): ('bulkCarrier' | 'general' | 'tanker')[] {
  const carriedIn = commodities.find((c) => c.code === commodity)?.carriedIn ?? 'holds';
  return carriedIn === 'tanks' ? ['tanker'] : ['bulkCarrier', 'general'];
}

/** A port or region as a point on the unit sphere (migration 0051): the straight line between two grows with the great circle. */
const onGlobe = (place: string) => sql`(select place_on_globe(${place}::text))`;
const openAt = sql.raw('vessels.open_at');
const loadAt = sql.raw('cargo_orders.load_at');

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
  /** The days she is held, as PostgreSQL writes a datemultirange (heldPeriodsOf reads it). */
  booked: sql<string>`${sql.raw('vessels.booked')}::text`.as('booked'),
};

/** '{[2027-01-10,2027-01-21),[2027-03-01,2027-03-05)}' → first and last days; ranges are half-open, as PostgreSQL keeps dates. */
export function heldPeriodsOf(booked: string): HeldPeriod[] {
  const lastDay = (upper: string) => new Date(Date.parse(`${upper}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return [...booked.matchAll(/\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)/g)].map(([, from, upper]) => ({ from, to: lastDay(upper) }));
}

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
 *
 * The nearest CANDIDATES by great circle come from walking the GiST index of where ships are open (vessels.open_at,
 * migration 0051) outward from the load place, each ship checked against the filters as it is reached; they are then
 * put in order with the id breaking ties (ships open at one port are equally near), so a list reads the same twice.
 */
export function shipCandidatesQuery(db: DbOrTx, cargo: CargoForShips, ownerId: string | null) {
  const conditions: SQL[] = [
    publiclyVisible,
    inArray(vessels.type, shipTypesFor(cargo.commodity)),
    sql`${vessels.charterTypes} @> array[${cargo.charterType === 'tct' ? 'time' : 'voyage'}]::text[]`,
    isNotNull(vessels.openDate),
    sql`${openAt} is not null`,
    lte(vessels.openDate, cargo.laycanTo),
    gte(vessels.deadweightT, cargo.minDeadweightT),
    lte(vessels.deadweightT, cargo.minDeadweightT * 4),
    sql`not (${sql.raw('vessels.booked')} && daterange(${cargo.laycanFrom}::date, ${cargo.laycanTo}::date, '[]'))`,
  ];
  if (ownerId) conditions.push(eq(vessels.ownerId, ownerId));
  const nearest = db
    .select({ ...shipColumns, distance: sql<number>`${openAt} <-> ${onGlobe(cargo.loadPlace)}`.as('distance') })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(and(...conditions))
    .orderBy(sql`distance`)
    .limit(CANDIDATES)
    .as('nearest');
  return db.select().from(nearest).orderBy(nearest.distance, nearest.id);
}
/** The candidates themselves; the query above is built apart so the benchmark can send its SQL (.toSQL()) raw. */
export const shipCandidates = async (db: DbOrTx, cargo: CargoForShips, ownerId: string | null) => shipCandidatesQuery(db, cargo, ownerId);
/** A candidate ship as matching weighs it (its distance served only to put the candidates in order). */
export type ShipRow = Omit<Awaited<ReturnType<typeof shipCandidates>>[number], 'distance'>;

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
  return (
    db
      .select({
        order: cargoOrders,
        company: profiles.companyName,
        verified: profiles.verified,
        distance: sql<number>`${loadAt} <-> ${onGlobe(ship.openPlace)}`.as('distance'),
      })
      .from(cargoOrders)
      // The poster's profile by its key: one index probe per order the other filters keep.
      .innerJoin(profiles, eq(profiles.id, cargoOrders.posterId))
      .where(
        and(
          cargoOnBoard,
          sql`${loadAt} is not null`,
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
      // Walked outward from where the ship opens on the GiST index of load places (cargo_orders.load_at, migration 0051).
      .orderBy(sql`distance`)
      .limit(CANDIDATES)
  );
}
export type CargoCandidate = { order: typeof cargoOrders.$inferSelect; company: string; verified: boolean };
/**
 * The candidate orders with their posters, nearest first and, between orders loading at one place, by id (so a list
 * reads the same twice). The builder's null means the ship carries nothing listed, so nothing is asked.
 */
export async function cargoCandidates(db: DbOrTx, ship: ShipForCargoes, today: string): Promise<CargoCandidate[]> {
  const query = cargoCandidatesQuery(db, ship, today);
  if (!query) return [];
  const rows = await query;
  return rows
    .sort((a, b) => a.distance - b.distance || (a.order.id < b.order.id ? -1 : a.order.id > b.order.id ? 1 : 0))
    .map(({ order, company, verified }) => ({ order, company, verified }));
}
