import { createHash } from 'node:crypto';
import { and, desc, eq, fillPlaceholders, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { VesselSearchResult } from '../../../common/vessels/api';
import { toMinor } from '../../../common/payments/money';
import { openPlacesOf, regionsOfCountry, type OpenPlaces } from '../../../common/ports/open-places';
import { SEARCH_PAGE_SIZE, type VesselSearch } from '../../../common/vessels/schemas';
import { regions } from '../../../common/ports/regions';
import { runNamedStatement, type Database, type NamedStatement } from '../../db/client';
import { ports, profiles, vesselCertificates, vesselPhotos, vessels } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { locodeArrayLiteral, openPlacesNamedBy } from '../ports/service';
import { shipDocuments } from './certificates-public';
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
 * of one shape share one prepared statement, so per request only these values are computed. `location` is what
 * the free-text location resolved to (`openPlacesNamedBy`), given when the search has one.
 */
function filterValues(s: VesselSearch, location?: OpenPlaces) {
  const values: Record<string, unknown> = { limit: SEARCH_PAGE_SIZE + 1, offset: (s.page - 1) * SEARCH_PAGE_SIZE };
  if (s.type) values.type = s.type;
  if (s.minSize !== '') values.minSize = s.minSize;
  if (s.maxSize !== '') values.maxSize = s.maxSize;
  // The open port field holds a port ("NLRTM") or a region ("USG"), the location a text the port lookup resolved
  // ("Genoa", "US Gulf"): both find the ships open at their ports and in the regions holding one of those ports, by
  // the rule of common/ports/open-places.ts. Both sets are worked out here, once per request, and go in as two
  // text[] parameters: `open_port = any($1) or open_region = any($2)` is read from the two columns' indexes
  // (a BitmapOr, or the sort's index with a cheap filter), with no function run over the rows.
  if (s.port) Object.assign(values, placeValues('port', openPlacesOf(s.port)));
  // A UN/LOCODE starts with the country's ISO code; a ship open in a region holding one of the country's ports can
  // be in it (common/ports/open-places.ts).
  if (s.country) {
    values.country = `${s.country.slice(0, 2)}%`;
    values.countryRegions = locodeArrayLiteral(regionsOfCountry(s.country));
  }
  if (s.location) {
    if (!location) throw new Error('a search with a location needs the places it was resolved to');
    Object.assign(values, placeValues('location', location));
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

const placeValues = (name: string, places: OpenPlaces) => ({
  [name]: locodeArrayLiteral(places.ports),
  [`${name}Regions`]: locodeArrayLiteral(places.regions),
});
/** Open at one of the filter's ports, or in one of its regions (the value `name` and `nameRegions`). */
const openAmong = (name: string) =>
  sql`(${vessels.openPort} = any(${ph(name)}::text[]) or ${vessels.openRegion} = any(${ph(`${name}Regions`)}::text[]))`;

/** The SQL condition of each filter, by the name of its value; built only when a new shape is first seen. */
const conditionOf: Record<string, (s: VesselSearch) => SQL> = {
  type: () => eq(vessels.type, ph('type')),
  minSize: (s) => gte(sizeColumn(s), ph('minSize')),
  maxSize: (s) => lte(sizeColumn(s), ph('maxSize')),
  port: () => openAmong('port'),
  country: () => sql`(${vessels.openPort} like ${ph('country')} or ${vessels.openRegion} = any(${ph('countryRegions')}::text[]))`,
  location: () => openAmong('location'),
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
  ownerId: profiles.id,
  ownerRatingAverage: sql`${profiles.ratingAverage}::float8`, // numeric arrives as text from the driver
  ownerRatingCount: profiles.ratingCount,
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

/**
 * The search's statement name, SQL text and parameter values; the benchmark sends them straight to the driver too.
 * A search with a free-text location takes the places it resolved to (`openPlacesNamedBy`).
 */
export function searchSql(db: Database, s: VesselSearch, location?: OpenPlaces): NamedStatement {
  const { values, shape } = filterValues(s, location);
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
export async function searchVessels(db: Database, s: VesselSearch, today: string) {
  const location = s.location ? await openPlacesNamedBy(db, s.location) : undefined;
  const rows = await runNamedStatement<Omit<VesselSearchResult, 'documentsVerified'>>(db, searchSql(db, s, location));
  const page = rows.length > SEARCH_PAGE_SIZE ? rows.slice(0, SEARCH_PAGE_SIZE) : rows;
  return {
    items: await withDocumentsMark(db, page, today),
    page: s.page,
    pageSize: SEARCH_PAGE_SIZE,
    hasMore: rows.length > SEARCH_PAGE_SIZE,
  };
}

/**
 * Each ship's "Documents verified" mark, by the rule its public page uses (shipDocuments): every required certificate
 * verified and unexpired today. Read for the page's ships only, in one query beside the search's prepared statement.
 */
async function withDocumentsMark(db: Database, items: Omit<VesselSearchResult, 'documentsVerified'>[], today: string): Promise<VesselSearchResult[]> {
  if (!items.length) return [];
  const certificates = await db
    .select({ vesselId: vesselCertificates.vesselId, kind: vesselCertificates.kind, expiresOn: vesselCertificates.expiresOn })
    .from(vesselCertificates)
    .where(
      and(
        inArray(
          vesselCertificates.vesselId,
          items.map((v) => v.id),
        ),
        eq(vesselCertificates.status, 'verified'),
      ),
    );
  return items.map((v) => ({
    ...v,
    documentsVerified: shipDocuments(
      v.type,
      certificates.filter((c) => c.vesselId === v.id),
      today,
    ).verified,
  }));
}
