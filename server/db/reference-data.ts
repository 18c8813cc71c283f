import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { retiredLocodes } from '../../common/ports/retired';
import type { Database, DbOrTx } from './client';
import { parseCsvLine } from './csv';
import { ports, referenceData } from './schema';

const portsCsv = path.join(import.meta.dirname, 'data', 'ports.csv');

export type PortRow = typeof ports.$inferInsert;
let cachedRows: PortRow[] | null = null;
let cachedText: string | null = null;
const shippedText = () => (cachedText ??= readFileSync(portsCsv, 'utf8'));

/** The world's seaports (UN/LOCODE) as shipped with the code: scripts/build-ports.ts makes the file. */
export function shippedPorts(): PortRow[] {
  cachedRows ??= shippedText()
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [locode, name, countryCode, countryName, lat, lon, timeZone] = parseCsvLine(line);
      return { locode, name, countryCode, countryName, lat: Number(lat), lon: Number(lon), timeZone };
    });
  return cachedRows;
}

/** What a database brought up to this code's ports holds in reference_data: the list and the retired codes. */
export function shippedPortsFingerprint(): string {
  return createHash('sha256').update(shippedText()).update(JSON.stringify(retiredLocodes)).digest('hex');
}

/**
 * Brings the ports table up to the shipped list when the list changed since the last start: new ports are added and
 * corrected names and positions written (rows already right are left untouched), and each retired duplicate code is
 * removed once the rows that point at it point at the port it duplicates. Ports the list does not know are kept.
 * A start with the same list (its fingerprint in reference_data) does nothing: the load is a few hundred
 * milliseconds of work that would otherwise delay every start.
 */
export async function loadPorts(db: Database): Promise<void> {
  const fingerprint = shippedPortsFingerprint();
  const [loaded] = await db.select({ fingerprint: referenceData.fingerprint }).from(referenceData).where(eq(referenceData.name, 'ports'));
  if (loaded?.fingerprint === fingerprint) return;
  const rows = shippedPorts();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(ports)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: ports.locode,
          set: {
            name: sql`excluded.name`,
            countryCode: sql`excluded.country_code`,
            countryName: sql`excluded.country_name`,
            lat: sql`excluded.lat`,
            lon: sql`excluded.lon`,
            timeZone: sql`excluded.time_zone`,
          },
          setWhere: sql`(${ports.name}, ${ports.countryCode}, ${ports.countryName}, ${ports.lat}, ${ports.lon}, ${ports.timeZone})
            is distinct from (excluded.name, excluded.country_code, excluded.country_name, excluded.lat, excluded.lon, excluded.time_zone)`,
        });
    await retireDuplicates(tx);
    await tx
      .insert(referenceData)
      .values({ name: 'ports', fingerprint })
      .onConflictDoUpdate({ target: referenceData.name, set: { fingerprint, loadedAt: sql`now()` } });
  });
}

/** Moves every reference to a retired code (any column with a foreign key to ports) to its kept code, then drops it. */
async function retireDuplicates(tx: DbOrTx) {
  const present = await tx
    .select({ locode: ports.locode })
    .from(ports)
    .where(inArray(ports.locode, Object.keys(retiredLocodes)));
  if (!present.length) return;
  const codes = present.map((p) => p.locode);
  // Asked of the catalogue, so a table that later points at ports is moved too without a change here.
  const { rows: references } = (await tx.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'ports'::regclass`)) as unknown as { rows: { table: string; column: string }[] };
  const kept = sql.join(
    codes.map((code) => sql`when ${code} then ${retiredLocodes[code]}`),
    sql` `,
  );
  for (const { table, column } of references) {
    const col = sql.identifier(column);
    await tx.execute(
      sql`update ${sql.raw(table)} set ${col} = case ${col} ${kept} end where ${col} in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  }
  await tx.delete(ports).where(inArray(ports.locode, codes));
}
