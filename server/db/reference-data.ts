import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { parseCsvLine } from './csv';
import { ports } from './schema';

const portsCsv = path.join(import.meta.dirname, 'data', 'ports.csv');

/** The world's seaports (UN/LOCODE) ship with the code and are loaded into an empty table at start. */
export async function loadPortsIfEmpty(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(ports);
  if (n > 0) return 0;
  const rows = readFileSync(portsCsv, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [locode, name, countryCode, countryName, lat, lon] = parseCsvLine(line);
      return { locode, name, countryCode, countryName, lat: Number(lat), lon: Number(lon) };
    });
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500)
      await tx
        .insert(ports)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
  });
  return rows.length;
}
