import { createHash } from 'node:crypto';
import { and, desc, eq, fillPlaceholders, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type VesselSearch } from '../../../common/vessels/schemas';
import type { Database } from '../../db/client';
import { ports, profiles, vesselPhotos, vessels } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { mediaUrl } from './serialize';
import { publiclyVisible } from './visibility';

/**
 * True when no pending, confirmed or active charter of the vessel overlaps [from, to] (both days included).
 * `vessels.booked` holds exactly those charters' dates, kept by a trigger (migration 0008).
 */
const freeBetween = sql`not (${sql.raw('vessels.booked')} && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date, '[]'))`;
const ph = (name: string) => sql.placeholder(name);

/**
 * The filters as SQL with placeholders, their values, and the shape (which filters are on):
 * searches of one shape share one prepared statement, built and planned once.
 */
function plan(s: VesselSearch) {
  const c: SQL[] = [publiclyVisible];
  const values: Record<string, unknown> = { limit: SEARCH_PAGE_SIZE + 1, offset: (s.page - 1) * SEARCH_PAGE_SIZE };
  const on = (name: string, value: unknown, condition: SQL) => {
    values[name] = value;
    c.push(condition);
  };
  const size = s.sizeBy === 'capacity' ? vessels.capacity : vessels.deadweightT;
  if (s.type) on('type', s.type, eq(vessels.type, ph('type')));
  if (s.minSize !== '') on('minSize', s.minSize, gte(size, ph('minSize')));
  if (s.maxSize !== '') on('maxSize', s.maxSize, lte(size, ph('maxSize')));
  if (s.port) on('port', s.port, eq(vessels.openPort, ph('port')));
  // A UN/LOCODE starts with the country's ISO code.
  if (s.country) on('country', `${s.country.slice(0, 2)}%`, sql`${vessels.openPort} like ${ph('country')}`);
  if (s.location) {
    values.locationCode = s.location.replace(/\s+/g, '').toUpperCase();
    on('location', containsPattern(s.location), inArray(
      vessels.openPort,
      sql`(select ${ports.locode} from ${ports} where ${ports.name} ilike ${ph('location')} or ${ports.countryName} ilike ${ph('location')} or ${ports.locode} = ${ph('locationCode')})`,
    ));
  }
  if (s.from || s.to) {
    values.to = s.to || s.from;
    on('from', s.from || s.to, freeBetween);
  }
  if (s.charterType) on('charterType', s.charterType, sql`${vessels.charterTypes} @> array[${ph('charterType')}]::text[]`);
  if (s.maxRate !== '') on('maxRate', Math.round(s.maxRate * 100), lte(vessels.ratePerDay, ph('maxRate')));
  if (s.q) {
    const digits = s.q.replace(/^imo\s*/i, '');
    if (/^\d{7}$/.test(digits)) on('imo', digits, eq(vessels.imo, ph('imo')));
    else on('name', containsPattern(s.q), ilike(vessels.name, ph('name')));
  }
  const shape = [s.sort, s.sizeBy, ...Object.keys(values).sort()].join(',');
  return { conditions: c, values, shape };
}

const orderings: Record<VesselSearch['sort'], SQL[]> = {
  newest: [desc(vessels.createdAt), desc(vessels.id)],
  rate: [sql`${vessels.ratePerDay} asc nulls last`, desc(vessels.id)],
  size: [sql`${vessels.deadweightT} desc nulls last`, desc(vessels.id)],
  year: [desc(vessels.buildYear), desc(vessels.id)],
};

function buildQuery(db: Database, conditions: SQL[], sort: VesselSearch['sort']) {
  return db
    .select({
      id: vessels.id,
      name: vessels.name,
      type: vessels.type,
      imo: vessels.imo,
      flag: vessels.flag,
      buildYear: vessels.buildYear,
      lengthM: vessels.lengthM,
      deadweightT: vessels.deadweightT,
      capacity: vessels.capacity,
      openPort: vessels.openPort,
      openPortName: ports.name,
      openPortCountry: ports.countryName,
      openDate: vessels.openDate,
      ratePerDay: vessels.ratePerDay,
      rateCurrency: vessels.rateCurrency,
      charterTypes: vessels.charterTypes,
      status: vessels.status,
      ownerCompany: profiles.companyName,
      ownerVerified: profiles.verified,
      // The first photo's thumbnail, in the same round trip.
      thumbKey: sql<string | null>`(select ${vesselPhotos.thumbKey} from ${vesselPhotos} where ${vesselPhotos.vesselId} = ${vessels.id} order by ${vesselPhotos.position}, ${vesselPhotos.createdAt} limit 1)`,
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .leftJoin(ports, eq(ports.locode, vessels.openPort))
    .where(and(...conditions))
    .orderBy(...orderings[sort])
    .limit(ph('limit')) // one more than a page tells whether there is a next page, without counting every match
    .offset(ph('offset'));
}

type Prepared = ReturnType<ReturnType<typeof buildQuery>['prepare']>;
const preparedByDb = new WeakMap<Database, Map<string, Prepared>>();

/** The search's SQL text and parameter values, for the benchmark to send straight to the driver. */
export function searchSql(db: Database, s: VesselSearch) {
  const { conditions, values, shape } = plan(s);
  const { sql: text, params } = buildQuery(db, conditions, s.sort).toSQL();
  return { name: statementName(shape), text, values: fillPlaceholders(params, values) };
}

const statementName = (shape: string) => `vessel_search_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;

/**
 * Runs the search as a named prepared statement, one per shape of filters: drizzle builds the SQL once
 * and PostgreSQL plans it once per connection, instead of both on every request.
 */
export async function searchVessels(db: Database, s: VesselSearch) {
  const { conditions, values, shape } = plan(s);
  let cache = preparedByDb.get(db);
  if (!cache) preparedByDb.set(db, (cache = new Map()));
  let prepared = cache.get(shape);
  if (!prepared) cache.set(shape, (prepared = buildQuery(db, conditions, s.sort).prepare(statementName(shape))));
  const rows = await prepared.execute(values);
  return {
    items: rows.slice(0, SEARCH_PAGE_SIZE).map(({ thumbKey, ...v }) => ({ ...v, photo: thumbKey ? mediaUrl(thumbKey) : null })),
    page: s.page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore: rows.length > SEARCH_PAGE_SIZE,
  };
}

/** Open positions for the map: public vessels grouped by their open port. */
export async function openPositions(db: Database) {
  const rows = await db
    .select({ locode: ports.locode, name: ports.name, country: ports.countryName, lat: ports.lat, lon: ports.lon, vessels: sql<number>`count(*)::int` })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .innerJoin(ports, eq(ports.locode, vessels.openPort))
    .where(and(publiclyVisible, or(eq(vessels.status, 'available'), eq(vessels.status, 'in-charter'))))
    .groupBy(ports.locode, ports.name, ports.countryName, ports.lat, ports.lon)
    .orderBy(desc(sql`count(*)`));
  return { ports: rows };
}
