// Regenerates server/db/data/ports.csv, the reference list of seaports shipped with Fairlead,
// from the sea-ports package (MIT). Run: node --import tsx scripts/build-ports.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isLocode } from '../common/ports/locode';

type Raw = { name: string; country: string; coordinates?: [number, number] };
const ports = createRequire(import.meta.url)('sea-ports/lib/ports.json') as Record<string, Raw>;

const csv = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
const rows = Object.entries(ports)
  .filter(([code, p]) => isLocode(code) && p.coordinates?.length === 2 && p.name && p.country)
  .map(([code, p]) => [code, p.name.trim(), code.slice(0, 2), p.country.trim(), p.coordinates![1].toFixed(4), p.coordinates![0].toFixed(4)])
  .sort((a, b) => a[0].localeCompare(b[0]));

writeFileSync(
  'server/db/data/ports.csv',
  ['locode,name,country_code,country_name,lat,lon', ...rows.map((r) => r.map(csv).join(','))].join('\n') + '\n',
);
console.log(`${rows.length} ports written`);
