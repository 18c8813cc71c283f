import { portAliases } from '../../../../../common/ports/aliases';
import { regionCodes, type RegionCode } from '../../../../../common/ports/region-names';
import { regions, regionsOfPort } from '../../../../../common/ports/regions';
import { searchText } from '../../../../../common/ports/search-text';
import { countryNames } from '../../../../../common/vessels/country-names';
import { shippedPorts } from '../../../../db/reference-data';
import { areaSpellings, countryAreas, portSpellings } from './place-spellings';

// A place as a circular writes it ("1SB 1SP NOVOROSSIYSK", "Spore/Kohsichang range", "1-2SB WAF (LAGOS/TEMA)")
// read into a port's UN/LOCODE or a region code, never both (README 3.5). Lookups are on folded text
// (searchText), in this order: the areas, the broker spellings, the countries that stand for a region, then the
// gazetteer (the shipped ports' names and their other names). The tables are built once, on first use.

export type PlaceReading = { port: string | null; area: RegionCode | null };

const NOWHERE: PlaceReading = { port: null, area: null };

// Words around a place that say how the ship or cargo is there, not where: berth/port counts (1SB 1SP, 1-2 SB),
// delivery and passing forms (DOP X, APS X, passing X, dely X), and anchorage/limit suffixes (X PAL, X OPL).
const LEADING = [
  'sb',
  'sp',
  'sa',
  'sbp',
  'spb',
  'dop',
  'aps',
  'passing',
  'psg',
  'dely',
  'delivery',
  'del',
  'redely',
  'redel',
  'redelivery',
  'open',
  'opn',
  'opne',
  'ex',
  'at',
  'in',
  'eta',
  'arr',
  'arrival',
  'basis',
  'bss',
  'off',
  'from',
  'to',
];
const TRAILING = ['pal', 'opl', 'anch', 'anchorage', 'roads', 'area', 'port', 'terminal', 'ports', 'berth', 'outer'];
const leadingRe = new RegExp(String.raw`^(?:(?:\d+\s*)?\d+\s*(?:sb|sp|sa|sbp|spb)\b|(?:${LEADING.join('|')})\b)\s*`);
const trailingRe = new RegExp(String.raw`\s*\b(?:${TRAILING.join('|')})$`);

type Index = { areas: Map<string, RegionCode>; ports: Map<string, string | null>; countries: Set<string> };
let index: Index | null = null;

function buildIndex(): Index {
  const areas = new Map<string, RegionCode>();
  for (const code of regionCodes) areas.set(searchText(code), code);
  for (const r of regions) for (const w of r.alsoWritten) areas.set(searchText(w), r.code);
  for (const [w, code] of Object.entries(areaSpellings)) areas.set(searchText(w), code);
  for (const [w, code] of Object.entries(countryAreas)) areas.set(searchText(w), code);

  // Where two ports share a name ("Rotterdam" NL and US, "Incheon" twice), the one in a region's list wins: the
  // regions list the ports the trade calls at; otherwise the first in the table stays.
  const inRegion = new Set(regions.flatMap((r) => r.ports));
  const gazetteer = new Map<string, string>();
  const add = (name: string, locode: string) => {
    const key = searchText(name);
    if (!key) return;
    const had = gazetteer.get(key);
    if (!had || (!inRegion.has(had) && inRegion.has(locode))) gazetteer.set(key, locode);
  };
  const countries = new Set<string>(Object.values(countryNames).map(searchText));
  for (const p of shippedPorts()) {
    countries.add(searchText(p.countryName));
    for (const name of [p.name, ...(portAliases[p.locode] ?? [])]) {
      // "Gent (Ghent)", "Samarinda, Kalimantan", "Rizhao Port": each part is a name brokers use.
      add(name, p.locode);
      const bare = name.replace(/\(.*$/, '').split(',')[0];
      add(bare, p.locode);
      add(bare.replace(/\s+port$/i, ''), p.locode);
      const inner = /\(([^)]*)\)/.exec(name)?.[1];
      if (inner) add(inner.replace(/^ex\s+/i, ''), p.locode);
    }
  }
  const ports = new Map<string, string | null>(gazetteer);
  for (const [w, code] of Object.entries(portSpellings)) ports.set(searchText(w), code);
  return { areas, ports, countries };
}

/** One folded name, exactly: an area, a port, or a country with no single region (then neither). */
function lookup(key: string): PlaceReading | null {
  index ??= buildIndex();
  const area = index.areas.get(key);
  if (area) return { port: null, area };
  if (index.ports.has(key)) return { port: index.ports.get(key) ?? null, area: null };
  if (index.countries.has(key)) return NOWHERE;
  return null;
}

function strip(folded: string): string {
  let s = folded;
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(leadingRe, '').replace(trailingRe, '');
  }
  return s;
}

/** A folded name, or failing that its longest leading run of words that is one ("qingdao china" → Qingdao). */
function readName(folded: string): PlaceReading | null {
  const key = strip(folded);
  if (!key) return null;
  const whole = lookup(key);
  if (whole) return whole;
  const words = key.split(' ');
  for (let n = Math.min(words.length - 1, 4); n >= 1; n--) {
    const found = lookup(words.slice(0, n).join(' '));
    if (found) return found;
  }
  return null;
}

const regionsOf = (r: PlaceReading): RegionCode[] => (r.area ? [r.area] : r.port ? regionsOfPort(r.port) : []);

/**
 * A range ("Spore/Kohsichang range", "Rotterdam-Hamburg range", "Baltimore range"): the region both ends lie in,
 * or the one port's region; a range across regions ("Spore-Japan range") is a place with no code.
 */
function readRange(text: string): PlaceReading {
  const named = readName(searchText(text));
  if (named?.area) return named;
  const ends = text
    .replace(/\brange\b/i, ' ')
    .split(/\s*(?:[/–-]|\bto\b)\s*/i)
    .map((e) => readName(searchText(e)))
    .filter((e): e is PlaceReading => e !== null);
  if (!ends.length) return NOWHERE;
  const [first, ...rest] = ends.map(regionsOf);
  const shared = first.find((code) => rest.every((r) => r.includes(code)));
  return shared ? { port: null, area: shared } : NOWHERE;
}

/**
 * Reads a place phrase as written in a circular: a port (`Spore`, `RBCT`, `1SB 1SP NOVOROSSIYSK`, `DOP Gib`,
 * `passing Gibraltar`, `Kohsichang PAL`) → `{ port: LOCODE, area: null }`; an area or a country that stands for
 * one (`CJK`, `EC Aus`, `TBS`, `Up River`, `Brazil`) → `{ port: null, area: code }`. Examples in brackets are
 * dropped (`1-2SB WAF (LAGOS/TEMA)` → WAF), of alternatives the first named counts (`Aarhus or Rostock`). A known
 * place without a code (a range across regions, a port the table lacks, India) → both null; text that is no
 * place known → null.
 */
export function readPlace(text: string): PlaceReading | null {
  const plain = text.replace(/\([^)]*\)?/g, ' ').trim();
  if (!plain) return null;
  if (/\brange\b/i.test(plain)) return readRange(plain);
  const whole = readName(searchText(plain));
  if (whole) return whole;
  const [first] = plain.split(/\s*(?:[/,;&+]|\bor\b|\band\b)\s*/i).filter((p) => /\p{L}/u.test(p));
  return first && first !== plain ? readName(searchText(first)) : null;
}
