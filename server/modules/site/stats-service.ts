import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { SiteStats } from '../../../common/site/schemas';
import type { Database } from '../../db/client';
import { deals, profiles, vessels } from '../../db/schema';
import { publiclyVisible } from '../vessels/visibility';

/**
 * The figures the public pages show, counted now. Listed means what a visitor's search can find (the vessels
 * module's own rule), so the home page never claims more ships than the search shows.
 */
export async function siteStats(db: Database): Promise<SiteStats> {
  const [listed] = await db
    .select({
      vessels: count(),
      ports: countDistinct(vessels.openPort),
      // A UN/LOCODE starts with the port's ISO 3166 country code.
      countries: countDistinct(sql`left(${vessels.openPort}, 2)`),
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(publiclyVisible);
  const [fixed] = await db.select({ deals: count() }).from(deals).where(eq(deals.stage, 'fixed'));
  return {
    listedVerifiedVessels: listed.vessels,
    portsWithOpenPositions: listed.ports,
    countriesWithOpenTonnage: listed.countries,
    fixtures: fixed.deals,
  };
}
