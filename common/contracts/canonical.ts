/**
 * The canonical form a charter party's version is hashed in (SHA-256, hex): JSON with every object's keys sorted
 * by UTF-16 code units, no whitespace, arrays in their order, strings and numbers as JSON.stringify writes them,
 * undefined members left out. The same content always gives the same bytes, whoever serialises it, so anyone
 * holding the content (or a PDF that prints its hash) can check it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('Canonical JSON has no NaN or Infinity');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
