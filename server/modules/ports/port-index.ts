import { portAliases } from '../../../common/ports/aliases';
import { searchText } from '../../../common/ports/search-text';
import { shippedPorts } from '../../db/reference-data';

// The shipped ports' names, other names and countries folded for search ("tubarao"; "genova", "genoa"), held in
// memory: some 1,600 short strings, read once per process. It answers what the table's ilike cannot: accents either
// way and the aliases. The ports table stays the source of the ports themselves.

type Entry = { locode: string; names: string[]; country: string };
let index: Entry[] | null = null;

function entries(): Entry[] {
  index ??= shippedPorts().map((p) => ({
    locode: p.locode,
    names: [p.name, ...(portAliases[p.locode] ?? [])].map(searchText),
    country: searchText(p.countryName),
  }));
  return index;
}

const hasWordStarting = (key: string, text: string) => key.startsWith(text) || key.includes(` ${text}`);

/**
 * The ports one of whose names or whose country has a word starting with the text (`found`, at most `limit`), and
 * those a name of which starts with it (`leading`: "genoa" leads for Genova), which the search lists first.
 */
export function matchPortNames(q: string, limit = 300): { found: string[]; leading: string[] } {
  const text = searchText(q);
  const found: string[] = [];
  const leading: string[] = [];
  if (!text) return { found, leading };
  for (const { locode, names, country } of entries()) {
    if (names.some((n) => n.startsWith(text))) leading.push(locode);
    if (names.some((n) => hasWordStarting(n, text)) || hasWordStarting(country, text)) found.push(locode);
    if (found.length >= limit) break;
  }
  return { found, leading };
}

/** Whether the text is a country's name ("Brazil"): then it means that country's ports, not a region called so. */
export function isCountryName(q: string): boolean {
  const text = searchText(q);
  return entries().some((e) => e.country === text);
}
