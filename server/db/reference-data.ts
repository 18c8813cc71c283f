import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { ports } from './schema';

const portsCsv = path.join(import.meta.dirname, 'data', 'ports.csv');

/** Splits one CSV line, honouring double quotes. */
function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"'; // an escaped quote inside a quoted field
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  out.push(field);
  return out;
}

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
