import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { placeName } from '../../../common/charters/agreed-text';
import type { DbOrTx } from '../../db/client';
import { ports } from '../../db/schema';
import { containsPattern } from '../../lib/sql';

/** Finds ports by code ("NLRTM", "NL RTM"), name or country; exact codes and name prefixes first. */
export async function searchPorts(db: DbOrTx, q: string, limit = 10) {
  const text = q.trim();
  if (!text) return [];
  const code = text.replace(/\s+/g, '').toUpperCase();
  const pattern = containsPattern(text);
  return db
    .select()
    .from(ports)
    .where(
      or(
        eq(ports.locode, code),
        sql`${ports.locode} like ${`${code.replace(/[%_\\]/g, '')}%`}`,
        ilike(ports.name, pattern),
        ilike(ports.countryName, pattern),
      ),
    )
    .orderBy(
      sql`case when ${ports.locode} = ${code} then 0 when ${ports.name} ilike ${`${text.replace(/[%_\\]/g, '')}%`} then 1 else 2 end`,
      asc(ports.name),
    )
    .limit(limit);
}

export async function portExists(db: DbOrTx, locode: string): Promise<boolean> {
  const [row] = await db.select({ locode: ports.locode }).from(ports).where(eq(ports.locode, locode));
  return !!row;
}

/** "Rouen, France" ("Singapore" alone) for each UN/LOCODE the ports table knows: documents name ports, not codes. */
export async function portNames(db: DbOrTx, locodes: string[]): Promise<Record<string, string>> {
  const codes = [...new Set(locodes)].filter(Boolean);
  if (!codes.length) return {};
  const rows = await db
    .select({ locode: ports.locode, name: ports.name, country: ports.countryName })
    .from(ports)
    .where(inArray(ports.locode, codes));
  return Object.fromEntries(rows.map((r) => [r.locode, placeName(r.name, r.country)]));
}
