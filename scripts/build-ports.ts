// Regenerates server/db/data/ports.csv, the reference list of seaports shipped with Fairlead, from the sea-ports
// package (MIT) and the hand-kept server/db/data/ports-added.csv: the ports of the bulk trades the package lacks,
// and corrections (a row there replaces the package's row of the same code). Retired duplicate codes
// (common/ports/retired.ts) are left out, so each port is listed once. Run: node --import tsx scripts/build-ports.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isLocode } from '../common/ports/locode';
import { retiredLocodes } from '../common/ports/retired';
import { parseCsvLine } from '../server/db/csv';

type Raw = { name: string; country: string; coordinates?: [number, number] };
const ports = createRequire(import.meta.url)('sea-ports/lib/ports.json') as Record<string, Raw>;

const fromPackage = Object.entries(ports)
  .filter(([code, p]) => isLocode(code) && p.coordinates?.length === 2 && p.name && p.country)
  .map(([code, p]) => [code, p.name.trim(), code.slice(0, 2), p.country.trim(), p.coordinates![1].toFixed(4), p.coordinates![0].toFixed(4)]);
const added = readFileSync('server/db/data/ports-added.csv', 'utf8').trim().split('\n').slice(1).map(parseCsvLine);
for (const row of added) if (!isLocode(row[0]) || row.length !== 6) throw new Error(`ports-added.csv: bad row ${row.join(',')}`);

const byCode = new Map([...fromPackage, ...added].map((row) => [row[0], row]));
for (const code of Object.keys(retiredLocodes)) byCode.delete(code);
const rows = [...byCode.values()].sort((a, b) => a[0].localeCompare(b[0]));

const csv = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
writeFileSync(
  'server/db/data/ports.csv',
  ['locode,name,country_code,country_name,lat,lon', ...rows.map((r) => r.map(csv).join(','))].join('\n') + '\n',
);
console.log(`${rows.length} ports written`);
