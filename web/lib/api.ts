import type { BodyInputOf, Endpoint, ParamsInputOf, QueryInputOf, ResponseOf } from '../../common/api/endpoint';
import { fillPath } from '../../common/api/endpoint';
import type { ApiTransport } from '../../common/site/server-rendering';

/** An error answered by the API: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The ApiError for a refused answer: the server's own code and message when it sent them, a generic one when not. */
export function apiErrorFrom(status: number, data: unknown): ApiError {
  const e = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
  return new ApiError(status, e?.code ?? 'error', e?.message ?? `Request failed (${status})`, e?.fields ?? {});
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal };

// How a request reaches the API: the browser's fetch, or on the server (rendering a page) the app itself, in-process.
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Set once by the server renderer (web/entry-server.tsx); the browser keeps fetch. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** The transport under `call`: same-origin fetch, JSON in and out, errors as ApiError. */
async function request(path: string, { method = 'GET', body, signal }: Options = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await transport(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Fairlead cannot be reached. Check your connection and try again.');
  }
  if (response.status === 204) return undefined;
  const data = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, data);
  return data;
}

/**
 * An endpoint named by its method and path alone, typed by the contract's endpoint: a wrong method or path fails the
 * build. Who is signed in is read by the first script of every page: through these it does not load the accounts
 * contract's schemas (#31: the first script's size). Everything else calls the endpoints themselves.
 */
export type EndpointRef<E extends Endpoint> = { method: E['method']; path: E['path']; readonly endpoint?: E };
export const endpointRef = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRef<E> => ({ method, path });

type Args<E extends Endpoint> = (E['params'] extends object ? { params: ParamsInputOf<E> } : { params?: undefined }) &
  (E['query'] extends object ? { query?: Partial<Record<keyof QueryInputOf<E> & string, string | number>> | string } : { query?: undefined }) &
  (E['body'] extends object ? { body: BodyInputOf<E> } : { body?: undefined }) & { signal?: AbortSignal };

/**
 * Calls one operation of the API contract (common/<domain>/api.ts): the path, method, input and answer types all
 * come from the endpoint the server mounts, so a changed shape on either side breaks the other's build.
 * `query` is an object of values or an already-encoded search string (the search pages keep theirs in the URL).
 */
export function call<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  ...[args]: Partial<Args<E>> extends Args<E> ? [Args<E>?] : [Args<E>]
): Promise<ResponseOf<E>> {
  const a = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number> | string;
    body?: unknown;
    signal?: AbortSignal;
  };
  let path = fillPath(endpoint.path, a.params);
  const query = typeof a.query === 'string' ? a.query : new URLSearchParams(Object.entries(a.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  if (query) path += `?${query}`;
  const body = a.body ?? (endpoint.method === 'get' ? undefined : {});
  return request(path, { method: endpoint.method.toUpperCase(), body, signal: a.signal }) as Promise<ResponseOf<E>>;
}
