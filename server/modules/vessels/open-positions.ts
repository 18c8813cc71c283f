import { and, desc, eq, or, sql } from 'drizzle-orm';
import { regionNames, isRegionCode } from '../../../common/ports/region-names';
import { regions } from '../../../common/ports/regions';
import type { OpenPosition } from '../../../common/vessels/api';
import type { OpenPositionsQuery } from '../../../common/vessels/availability';
import type { Database } from '../../db/client';
import { ports, profiles, vessels } from '../../db/schema';
import { publiclyVisible } from './visibility';

/**
 * Where a ship open in a region is drawn: the region's reference port (common/ports/regions.ts), the port distances
 * to the region are reckoned from, as matching does. A CASE over the region codes (literals from common/): a few
 * comparisons per row, no lookup.
 */
const drawnAt = sql`coalesce(${vessels.openPort}, case ${vessels.openRegion} ${sql.raw(regions.map((r) => `when '${r.code}' then '${r.referencePort}'`).join(' '))} end)`;

/**
 * Open positions for the map: public vessels grouped by their open port, or by their open region (#27). A region's
 * ships are one entry of their own, drawn at the region's reference port and named as the region ("US Gulf"), not
 * as that port: they may be anywhere in it. Given dates, a vessel held on any of them is not open, read from its own
 * held ranges as the search reads them. Without dates the map shows what is open now: a vessel held `today` (on
 * subjects, fixed or blocked; the app clock's UTC date) is not counted (#25).
 */
export async function openPositions(db: Database, dates: Partial<OpenPositionsQuery>, today: string): Promise<{ ports: OpenPosition[] }> {
  const from = dates.from || dates.to || today;
  const to = dates.to || dates.from || today;
  const free = sql`not (${sql.raw('vessels.booked')} && daterange(${from}::date, ${to}::date, '[]'))`;
  const rows = await db
    .select({
      port: vessels.openPort,
      region: vessels.openRegion,
      name: ports.name,
      country: ports.countryName,
      lat: ports.lat,
      lon: ports.lon,
      vessels: sql<number>`count(*)::int`,
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .innerJoin(ports, eq(ports.locode, drawnAt))
    .where(and(publiclyVisible, or(eq(vessels.status, 'available'), eq(vessels.status, 'in-charter')), free))
    .groupBy(vessels.openPort, vessels.openRegion, ports.name, ports.countryName, ports.lat, ports.lon)
    .orderBy(desc(sql`count(*)`), vessels.openPort, vessels.openRegion);
  return {
    ports: rows.map(({ port, region, name, country, ...rest }) =>
      region && isRegionCode(region)
        ? { locode: region, region: true, name: regionNames[region], country: null, ...rest }
        : { locode: port!, region: false, name, country, ...rest },
    ),
  };
}
