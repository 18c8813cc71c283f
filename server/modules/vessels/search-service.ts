import { createHash } from 'node:crypto';
import { and, desc, eq, fillPlaceholders, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { VesselSearchResult } from '../../../common/vessels/api';
import { toMinor } from '../../../common/payments/money';
import { isRegionCode, portsOfRegion } from '../../../common/ports/regions';
import type { OpenPositionsQuery } from '../../../common/vessels/availability';
import { SEARCH_PAGE_SIZE, type VesselSearch } from '../../../common/vessels/schemas';
import { regions } from '../../../common/ports/regions';
import { runNamedStatement, type Database, type NamedStatement } from '../../db/client';
import { ports, profiles, vesselPhotos, vessels } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { locodeArrayLiteral, portsNamedBy } from '../ports/service';
import { firstPictureSql } from './picture';
import { mediaUrl } from './serialize';
import { publiclyVisible } from './visibility';

/**
 * True when no pending, confirmed or active charter of the vessel overlaps [from, to] (both days included).
 * `vessels.booked` holds exactly those charters' dates, kept by a trigger (migration 0008).
 */
const freeBetween = sql`not (${sql.raw('vessels.booked')} && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date, '[]'))`;
const ph = (name: string) => sql.placeholder(name);

/**
 * The search's parameter values. Which filters are on (the keys) and the sort make its shape: searches
 * of one shape share one prepared statement, so per request only these values are computed.
 */
function filterValues(s: VesselSearch) {
  const values: Record<string, unknown> = { limit: SEARCH_PAGE_SIZE + 1, offset: (s.page - 1) * SEARCH_PAGE_SIZE };
  if (s.type) values.type = s.type;
  if (s.minSize !== '') values.minSize = s.minSize;
  if (s.maxSize !== '') values.maxSize = s.maxSize;
  // A region ("USG", chosen in the open port field) is any of its ports: a filter of its own shape.
  if (s.port) {
    if (isRegionCode(s.port)) values.portIn = locodeArrayLiteral(portsOfRegion(s.port));
    else values.port = s.port;
  }
  // A UN/LOCODE starts with the country's ISO code.
  if (s.country) values.country = `${s.country.slice(0, 2)}%`;
  if (s.location) {
    values.location = containsPattern(s.location);
    values.locationCode = s.location.replace(/\s+/g, '').toUpperCase();
    // Other names ("Genoa"), accents ("Tubarão") and regions ("US Gulf", "USG"), resolved here, not in SQL.
    values.locationPorts = locodeArrayLiteral(portsNamedBy(s.location));
  }
  if (s.from || s.to) {
    values.from = s.from || s.to;
    values.to = s.to || s.from;
  }
  if (s.charterType) values.charterType = s.charterType;
  if (s.maxRate !== '') values.maxRate = toMinor(s.maxRate, 'USD'); // ships' day rates are asked and kept in USD
  if (s.q) {
    const digits = s.q.replace(/^imo\s*/i, '');
    if (/^\d{7}$/.test(digits)) values.imo = digits;
    else values.name = containsPattern(s.q);
  }
  return { values, shape: [s.sort, s.sizeBy, ...Object.keys(values).sort()].join(',') };
}

/** The SQL condition of each filter, by the name of its value; built only when a new shape is first seen. */
const conditionOf: Record<string, (s: VesselSearch) => SQL> = {
  type: () => eq(vessels.type, ph('type')),
  minSize: (s) => gte(sizeColumn(s), ph('minSize')),
  maxSize: (s) => lte(sizeColumn(s), ph('maxSize')),
  port: () => eq(vessels.openPort, ph('port')),
  portIn: () => sql`${vessels.openPort} = any(${ph('portIn')}::text[])`,
  country: () => sql`${vessels.openPort} like ${ph('country')}`,
  location: () =>
    inArray(
      vessels.openPort,
      sql`(select ${ports.locode} from ${ports} where ${ports.name} ilike ${ph('location')} or ${ports.countryName} ilike ${ph('location')} or ${ports.locode} = ${ph('locationCode')} or ${ports.locode} = any(${ph('locationPorts')}::text[]))`,
    ),
  from: () => freeBetween,
  charterType: () => sql`${vessels.charterTypes} @> array[${ph('charterType')}]::text[]`,
  maxRate: () => lte(vessels.ratePerDay, ph('maxRate')),
  imo: () => eq(vessels.imo, ph('imo')),
  name: () => ilike(vessels.name, ph('name')),
};
const sizeColumn = (s: VesselSearch) => (s.sizeBy === 'capacity' ? vessels.capacity : vessels.deadweightT);

function conditions(s: VesselSearch, values: Record<string, unknown>): SQL[] {
  return [publiclyVisible, ...Object.keys(values).flatMap((name) => conditionOf[name]?.(s) ?? [])];
}

const orderings: Record<VesselSearch['sort'], SQL[]> = {
  newest: [desc(vessels.createdAt), desc(vessels.id)],
  rate: [sql`${vessels.ratePerDay} asc nulls last`, desc(vessels.id)],
  size: [sql`${vessels.deadweightT} desc nulls last`, desc(vessels.id)],
  year: [desc(vessels.buildYear), desc(vessels.id)],
};

/** The region's name for a code ("US Gulf (USG)"), from the regions table in common/ (a VALUES list, no table). */
const regionNames = sql.raw(`(values ${regions.map((r) => `('${r.code}', '${r.name.replace(/'/g, "''")} (${r.code})')`).join(', ')})`);
const regionNameOf = (code: typeof vessels.openRegion) => sql`(select rn.name from ${regionNames} as rn(code, name) where rn.code = ${code})`;

/**
 * A search result as the API sends it. Each field is named in the SQL and cast to its JSON type (numeric
 * and bigint as float8, the date as text), so the rows go out as the driver returns them: no code runs per row.
 */
const resultColumns = {
  id: vessels.id,
  name: vessels.name,
  type: vessels.type,
  imo: vessels.imo,
  flag: vessels.flag,
  buildYear: vessels.buildYear,
  lengthM: sql`${vessels.lengthM}::float8`,
  deadweightT: vessels.deadweightT,
  capacity: vessels.capacity,
  openPort: vessels.openPort,
  // A ship open in a region (no port) shows the region's name: "US Gulf (USG)", with no country.
  openPortName: sql`coalesce(${ports.name}, ${regionNameOf(vessels.openRegion)})`,
  openPortCountry: ports.countryName,
  openDate: sql`${vessels.openDate}::text`,
  ratePerDay: sql`${vessels.ratePerDay}::float8`, // minor units, far below 2^53: exact in a float8
  rateCurrency: vessels.rateCurrency,
  charterTypes: vessels.charterTypes,
  status: vessels.status,
  ownerCompany: profiles.companyName,
  ownerVerified: profiles.verified,
  // Read from the vessel row's own held ranges (migration 0008), like the date filter: no per-row subquery.
  heldToday: sql`${sql.raw('vessels.booked')} @> current_date`,
  // The first photo's thumbnail URL, in the same round trip.
  photo: sql`(select ${mediaUrl('')} || ${vesselPhotos.thumbKey} from ${vesselPhotos} where ${vesselPhotos.vesselId} = ${vessels.id} order by ${vesselPhotos.position}, ${vesselPhotos.createdAt} limit 1)`,
  picture: firstPictureSql, // the same photo with its variants, for the card's <picture>
};
const selection = Object.fromEntries(Object.entries(resultColumns).map(([name, column]) => [name, sql`${column}`.as(name)]));

/** The search of one shape as SQL text with numbered parameters; values are filled in per request. */
function buildStatement(db: Database, s: VesselSearch, values: Record<string, unknown>, shape: string) {
  const { sql: text, params } = db
    .select(selection)
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .leftJoin(ports, eq(ports.locode, vessels.openPort))
    .where(and(...conditions(s, values)))
    .orderBy(...orderings[s.sort])
    .limit(ph('limit')) // one more than a page tells whether there is a next page, without counting every match
    .offset(ph('offset'))
    .toSQL();
  return { name: `vessel_search_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`, text, params };
}

type Statement = ReturnType<typeof buildStatement>;
const statementsByDb = new WeakMap<Database, Map<string, Statement>>();

/** The search's statement name, SQL text and parameter values; the benchmark sends them straight to the driver too. */
export function searchSql(db: Database, s: VesselSearch): NamedStatement {
  const { values, shape } = filterValues(s);
  let cache = statementsByDb.get(db);
  if (!cache) statementsByDb.set(db, (cache = new Map()));
  let statement = cache.get(shape);
  if (!statement) cache.set(shape, (statement = buildStatement(db, s, values, shape)));
  return { name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values) };
}

/**
 * Runs the search straight through the driver. On PostgreSQL it is a named prepared statement, one per
 * shape of filters: drizzle builds the SQL once per process and PostgreSQL plans it once per connection.
 */
export async function searchVessels(db: Database, s: VesselSearch) {
  const rows = await runNamedStatement<VesselSearchResult>(db, searchSql(db, s));
  return {
    items: rows.length > SEARCH_PAGE_SIZE ? rows.slice(0, SEARCH_PAGE_SIZE) : rows,
    page: s.page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore: rows.length > SEARCH_PAGE_SIZE,
  };
}

/**
 * Open positions for the map: public vessels grouped by their open port. Given dates, a vessel held on any of them
 * is not open, read from its own held ranges as the search reads them. Without dates the map shows what is open now:
 * a vessel held `today` (on subjects, fixed or blocked; the app clock's UTC date) is not counted (#25).
 */
export async function openPositions(db: Database, dates: Partial<OpenPositionsQuery>, today: string) {
  const from = dates.from || dates.to || today;
  const to = dates.to || dates.from || today;
  const free = sql`not (${sql.raw('vessels.booked')} && daterange(${from}::date, ${to}::date, '[]'))`;
  const rows = await db
    .select({
      locode: ports.locode,
      name: ports.name,
      country: ports.countryName,
      lat: ports.lat,
      lon: ports.lon,
      vessels: sql<number>`count(*)::int`,
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .innerJoin(ports, eq(ports.locode, vessels.openPort))
    .where(and(publiclyVisible, or(eq(vessels.status, 'available'), eq(vessels.status, 'in-charter')), free))
    .groupBy(ports.locode, ports.name, ports.countryName, ports.lat, ports.lon)
    .orderBy(desc(sql`count(*)`));
  return { ports: rows };
}
