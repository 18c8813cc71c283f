import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { placeName } from '../../../common/charters/agreed-text';
import { openPlacesOfPorts, type OpenPlaces } from '../../../common/ports/open-places';
import { regionNamed, regionsMatching } from '../../../common/ports/region-search';
import { currentLocode } from '../../../common/ports/retired';
import type { DbOrTx } from '../../db/client';
import { shippedPorts } from '../../db/reference-data';
import { ports } from '../../db/schema';
import { containsPattern } from '../../lib/sql';
import { isCountryName, matchPortNames } from './port-index';

/** A list of UN/LOCODEs as one text[] parameter (codes are letters and digits: nothing to quote). */
export const locodeArrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;
const textArray = (values: string[]) => sql`${locodeArrayLiteral(values)}::text[]`;

/**
 * Finds ports by code ("NLRTM", "NL RTM"), name, other name ("Genoa", "Tubarão", "Spore") or country; exact codes
 * first, then names starting with the text.
 */
export async function searchPorts(db: DbOrTx, q: string, limit = 10) {
  const text = q.trim();
  if (!text) return [];
  const code = text.replace(/\s+/g, '').toUpperCase();
  const pattern = containsPattern(text);
  const { found, leading } = matchPortNames(text);
  return db
    .select()
    .from(ports)
    .where(
      or(
        eq(ports.locode, currentLocode(code)),
        sql`${ports.locode} like ${`${code.replace(/[%_\\]/g, '')}%`}`,
        ilike(ports.name, pattern),
        ilike(ports.countryName, pattern),
        sql`${ports.locode} = any(${textArray(found)})`,
      ),
    )
    .orderBy(
      sql`case when ${ports.locode} = ${currentLocode(code)} then 0
        when ${ports.name} ilike ${`${text.replace(/[%_\\]/g, '')}%`} or ${ports.locode} = any(${textArray(leading)}) then 1
        else 2 end`,
      asc(ports.name),
    )
    .limit(limit);
}

/** What a port field offers as you type: ports, and the regions brokers name where the field takes one. */
export async function searchPlaces(db: DbOrTx, q: string) {
  return { items: await searchPorts(db, q), regions: regionsMatching(q) };
}

export async function portExists(db: DbOrTx, locode: string): Promise<boolean> {
  const [row] = await db.select({ locode: ports.locode }).from(ports).where(eq(ports.locode, locode));
  return !!row;
}

/**
 * "Rouen, France" ("Singapore" alone) for each UN/LOCODE the ports table knows: documents name ports, not codes.
 * A retired duplicate code that older terms still hold (CNQIN) is named as the port it duplicates.
 */
export async function portNames(db: DbOrTx, locodes: string[]): Promise<Record<string, string>> {
  const codes = [...new Set(locodes)].filter(Boolean);
  const names: Record<string, string> = {};
  const unshipped: string[] = [];
  for (const code of codes) {
    const name = shippedName(currentLocode(code));
    if (name) names[code] = name;
    else unshipped.push(code);
  }
  if (!unshipped.length) return names;
  const rows = await db
    .select({ locode: ports.locode, name: ports.name, country: ports.countryName })
    .from(ports)
    .where(inArray(ports.locode, [...new Set(unshipped.map(currentLocode))]));
  const found = new Map(rows.map((r) => [r.locode, placeName(r.name, r.country)]));
  for (const code of unshipped) if (found.has(currentLocode(code))) names[code] = found.get(currentLocode(code))!;
  return names;
}

// The shipped list is what loadPorts writes over the table at every start, so its names are the table's: a page of
// matches names its ports without asking the database. Only a code it does not ship (an older row kept) is read.
let shippedNames: Map<string, string> | null = null;
const shippedName = (locode: string) =>
  (shippedNames ??= new Map(shippedPorts().map((p) => [p.locode, placeName(p.name, p.countryName)]))).get(locode);

/**
 * The ports a free-text place means beyond what the table's own name, country and code match: the ports whose other
 * names it starts ("Genoa", "Tubarão"), and every port of the region it names ("US Gulf", "USG"), unless it is a
 * country's name ("Brazil" is Brazil's ports, not ECSA).
 */
export function portsNamedBy(q: string): string[] {
  const region = isCountryName(q) ? null : regionNamed(q);
  return [...new Set([...matchPortNames(q).found, ...(region?.ports ?? [])])];
}

/**
 * The ports a free-text place ("Genoa", "Rotterdam", "NL RTM", "Brazil", "US Gulf") means, as the vessel search's
 * location filter reads it: a port whose name or country contains the text, whose code it is, or that its other names
 * and regions name (`portsNamedBy`). One small query on the ports table.
 */
export async function portsAtLocation(db: DbOrTx, q: string): Promise<string[]> {
  const text = q.trim();
  if (!text) return [];
  const pattern = containsPattern(text);
  const rows = await db
    .select({ locode: ports.locode })
    .from(ports)
    .where(
      or(
        ilike(ports.name, pattern),
        ilike(ports.countryName, pattern),
        eq(ports.locode, text.replace(/\s+/g, '').toUpperCase()),
        sql`${ports.locode} = any(${textArray(portsNamedBy(text))})`,
      ),
    );
  return rows.map((r) => r.locode);
}

/**
 * Where a ship may be open to be found by a free-text location: those ports, and the regions holding any of them
 * (common/ports/open-places.ts). The vessel search and its saved searches' alerts both read the location through this.
 */
export const openPlacesNamedBy = async (db: DbOrTx, q: string): Promise<OpenPlaces> => openPlacesOfPorts(await portsAtLocation(db, q));

/** Each port's IANA time zone, the clock its statements of facts are kept on; a port the table has none for is left out. */
export async function portTimeZones(db: DbOrTx, locodes: string[]): Promise<Record<string, string>> {
  const codes = [...new Set(locodes.filter(Boolean).map(currentLocode))];
  if (!codes.length) return {};
  const rows = await db.select({ locode: ports.locode, timeZone: ports.timeZone }).from(ports).where(inArray(ports.locode, codes));
  const found = new Map(rows.flatMap((r) => (r.timeZone ? [[r.locode, r.timeZone] as const] : [])));
  return Object.fromEntries(locodes.flatMap((code) => (found.has(currentLocode(code)) ? [[code, found.get(currentLocode(code))!]] : [])));
}
