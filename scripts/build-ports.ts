// Regenerates server/db/data/ports.csv, the reference list of seaports shipped with Fairlead, from the sea-ports
// package (MIT) and the hand-kept server/db/data/ports-added.csv: the ports of the bulk trades the package lacks,
// and corrections (a row there replaces the package's row of the same code). Retired duplicate codes
// (common/ports/retired.ts) are left out, so each port is listed once. Each port gets its IANA time zone, the clock
// its statement of facts is kept on (#30): looked up from its position in the time zone map (@photostructure/tz-lookup,
// CC0); the package's own zones are often wrong (Manaus in Europe/Stockholm). The hand-kept
// server/db/data/port-time-zones.csv names the zone where the listed position is wrong or across a border.
// Run: node --import tsx scripts/build-ports.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isLocode } from '../common/ports/locode';
import { retiredLocodes } from '../common/ports/retired';
import { parseCsvLine } from '../server/db/csv';

type Raw = { name: string; country: string; coordinates?: [number, number] };
const require = createRequire(import.meta.url);
const ports = require('sea-ports/lib/ports.json') as Record<string, Raw>;
const zoneAt = require('@photostructure/tz-lookup') as (lat: number, lon: number) => string;

const fromPackage = Object.entries(ports)
  .filter(([code, p]) => isLocode(code) && p.coordinates?.length === 2 && p.name && p.country)
  .map(([code, p]) => [code, p.name.trim(), code.slice(0, 2), p.country.trim(), p.coordinates![1].toFixed(4), p.coordinates![0].toFixed(4)]);
const added = readFileSync('server/db/data/ports-added.csv', 'utf8').trim().split('\n').slice(1).map(parseCsvLine);
for (const row of added) if (!isLocode(row[0]) || row.length !== 6) throw new Error(`ports-added.csv: bad row ${row.join(',')}`);

const byCode = new Map([...fromPackage, ...added].map((row) => [row[0], row]));
for (const code of Object.keys(retiredLocodes)) byCode.delete(code);
const zoneOverrides = new Map(
  readFileSync('server/db/data/port-time-zones.csv', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => parseCsvLine(line).slice(0, 2) as [string, string]),
);
/** The port's zone; a sea zone (Etc/GMT-4) means the position is off and the port must be in port-time-zones.csv. */
function timeZoneOf([code, , , , lat, lon]: string[]): string {
  const zone = zoneOverrides.get(code) ?? zoneAt(Number(lat), Number(lon));
  if (zone.startsWith('Etc/')) throw new Error(`${code}: its position is at sea (${zone}): name its zone in port-time-zones.csv`);
  new Intl.DateTimeFormat('en', { timeZone: zone }); // throws on a name the runtime does not know
  return zone;
}
const rows = [...byCode.values()].sort((a, b) => a[0].localeCompare(b[0])).map((row) => [...row, timeZoneOf(row)]);

const csv = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
writeFileSync(
  'server/db/data/ports.csv',
  ['locode,name,country_code,country_name,lat,lon,time_zone', ...rows.map((r) => r.map(csv).join(','))].join('\n') + '\n',
);
console.log(`${rows.length} ports written`);
