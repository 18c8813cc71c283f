import { regions, type Region, type RegionCode } from './regions';
import { searchText } from './search-text';

// Regions are found by their code ("USG"), their name ("US Gulf") or the ways brokers write them ("UKC",
// "Continent"), wherever a port is asked for.

const keysOf = (r: Region) => [r.code, r.name, ...r.alsoWritten].map(searchText);
const keyed = regions.map((region) => ({ region, keys: keysOf(region) }));

/** As you type: regions one of whose names has a word starting with the text ("gulf" → US Gulf, Arabian Gulf). */
export function regionsMatching(q: string): { code: RegionCode; name: string }[] {
  const text = searchText(q);
  if (!text) return [];
  return keyed
    .filter(({ keys }) => keys.some((k) => k.startsWith(text) || (text.length > 1 && k.includes(` ${text}`))))
    .map(({ region }) => ({ code: region.code, name: region.name }));
}

/** The region this text names outright ("US Gulf", "usg", "Continent"), or null. */
export function regionNamed(q: string): Region | null {
  const text = searchText(q);
  return (text && keyed.find(({ keys }) => keys.includes(text))?.region) || null;
}
