import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * Sets a header of a handler's answer. Served by Node, it goes onto Node's response, which merges it with the
 * handler's: `c.header()` would make the answer's headers a `Headers` instance, copied and validated header by
 * header on the way out (docs/decisions/003). Without Node's response (app.request in tests), `c.header()`.
 */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  const outgoing = c.env?.outgoing;
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}
