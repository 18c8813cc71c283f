/**
 * Text as port and region search compares it: no accents, lower case, punctuation as spaces, so "Tubarão" finds
 * "Tubarao", "S'pore" finds "S pore" and "Sept-Îles" finds "Sept Iles". PostgreSQL's unaccent is not available on
 * every database Fairlead runs on, so the folding is done here, once for the table and once for the query.
 */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
