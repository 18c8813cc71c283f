import { createHash } from 'node:crypto';
import { and, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
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
export const freeBetween = (from: string, to: string): SQL =>
  sql`not (vessels.booked && daterange(${from}::date, ${to}::date, '[]'))`;

function conditions(s: VesselSearch): SQL[] {
  const c: SQL[] = [publiclyVisible];
  if (s.type) c.push(eq(vessels.type, s.type));
  const size = s.sizeBy === 'capacity' ? vessels.capacity : vessels.deadweightT;
  if (s.minSize !== '') c.push(gte(size, s.minSize));
  if (s.maxSize !== '') c.push(lte(size, s.maxSize));
  if (s.port) c.push(eq(vessels.openPort, s.port));
  // A UN/LOCODE starts with the country's ISO code.
  if (s.country) c.push(sql`${vessels.openPort} like ${`${s.country.slice(0, 2)}%`}`);
  if (s.location) {
    const p = containsPattern(s.location);
    c.push(
      inArray(
        vessels.openPort,
        sql`(select ${ports.locode} from ${ports} where ${ports.name} ilike ${p} or ${ports.countryName} ilike ${p} or ${ports.locode} = ${s.location.replace(/\s+/g, '').toUpperCase()})`,
      ),
    );
  }
  if (s.from || s.to) c.push(freeBetween(s.from || s.to, s.to || s.from));
  if (s.charterType) c.push(sql`${vessels.charterTypes} @> array[${s.charterType}]::text[]`);
  if (s.maxRate !== '') c.push(lte(vessels.ratePerDay, Math.round(s.maxRate * 100)));
  if (s.q) {
    const digits = s.q.replace(/^imo\s*/i, '');
    c.push(/^\d{7}$/.test(digits) ? eq(vessels.imo, digits) : ilike(vessels.name, containsPattern(s.q)));
  }
  return c;
}

const orderings: Record<VesselSearch['sort'], SQL[]> = {
  newest: [desc(vessels.createdAt), desc(vessels.id)],
  rate: [sql`${vessels.ratePerDay} asc nulls last`, desc(vessels.id)],
  size: [sql`${vessels.deadweightT} desc nulls last`, desc(vessels.id)],
  year: [desc(vessels.buildYear), desc(vessels.id)],
};

/** The search query itself, also sent straight to the driver by the benchmark to compare. */
export function searchQuery(db: Database, s: VesselSearch) {
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
    .where(and(...conditions(s)))
    .orderBy(...orderings[s.sort])
    .limit(SEARCH_PAGE_SIZE + 1) // one more tells whether there is a next page, without counting every match
    .offset((s.page - 1) * SEARCH_PAGE_SIZE);
}

/**
 * Runs the search as a named prepared statement: one per shape of filters, so PostgreSQL plans each
 * shape once per connection instead of on every request (planning costs more than running it).
 */
export async function searchVessels(db: Database, s: VesselSearch) {
  const query = searchQuery(db, s);
  const name = `vessel_search_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 16)}`;
  const rows = await query.prepare(name).execute();
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
