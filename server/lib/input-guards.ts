import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors';

export const nulMessage = 'Contains a character that is not allowed (NUL)';

/** Dotted paths of every string (or key) in a JSON value that holds a NUL character. */
function nulPaths(value: unknown, path: string, out: string[], depth = 0): void {
  if (out.length >= 20 || depth > 64) return;
  if (typeof value === 'string') {
    if (value.includes('\0')) out.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulPaths(v, path ? `${path}.${i}` : String(i), out, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nulPaths(v, path ? `${path}.${k}` : k, out, depth + 1);
  }
}

/**
 * PostgreSQL refuses NUL in text, so a NUL that reached a query was a server error an anonymous caller could
 * raise at will. It is refused here, before validation, for every declared route: in an id it names no row
 * (404); in a query parameter or body the route reads it is a 400 naming the field. What a route does not
 * read (an undeclared query key, a body sent to a route without one) never reaches the database.
 */
export const rejectNul =
  (reads: { query: string[]; body: boolean }): MiddlewareHandler =>
  async (c, next) => {
    if (Object.values(c.req.param() as Record<string, string>).some((v) => v.includes('\0'))) {
      throw new AppError('not_found', 'Not found');
    }
    const paths: string[] = [];
    for (const key of reads.query) {
      if (c.req.queries(key)?.some((v) => v.includes('\0'))) paths.push(key);
    }
    if (reads.body && /^application\/([\w.-]+\+)?json/i.test(c.req.header('content-type') ?? '')) {
      const body: unknown = await c.req.json().catch(() => undefined); // malformed JSON: the validator answers it
      nulPaths(body, '', paths);
    }
    if (paths.length) throw new AppError('validation', `${paths[0]}: ${nulMessage}`, Object.fromEntries(paths.map((p) => [p, nulMessage])));
    return next();
  };
