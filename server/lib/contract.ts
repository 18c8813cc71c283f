import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '../../common/api/endpoint';
import { declaredStatuses, errorSchema } from '../../common/api/endpoint';
import { guard } from '../auth/guard';
import type { AppEnv } from './context';
import { rejectNul } from './input-guards';

/** The route table: every API route with its access rule and, for declared operations, its contract. */
export type RouteDef = { method: string; path: string; access: Endpoint['access']; endpoint?: Endpoint };

type Input<E extends Endpoint> = { params: ParamsOf<E>; query: QueryOf<E>; body: BodyOf<E> };
/** A handler answers the success body (its schema's input side), nothing for 204, or a Response for a file. */
type Reply<E extends Endpoint> = E['ok'] extends { schema: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : E['ok'] extends { file: string }
    ? Response
    : null;
export type Handler<E extends Endpoint> = (c: Context<AppEnv>, input: Input<E>) => Promise<Reply<E>>;

const statusText: Record<number, string> = {
  400: 'The input is invalid: `fields` names each wrong field with its message',
  401: 'Not signed in',
  403: 'Signed in without the role this needs, or a state-changing call from a foreign Origin',
  404: 'No such record visible to the caller',
  409: 'The record’s state does not allow this; the message says why',
  413: 'The request body is too large',
  415: 'The body must be JSON (application/json)',
  429: 'Too many attempts; wait and try again',
  503: 'Not ready to serve: the message says which part is not',
};

export function accessText(access: Endpoint['access']): string {
  if (access === 'public') return 'anyone';
  if (access === 'user') return 'any signed-in member';
  return access.join(', ');
}

function responses(e: Endpoint) {
  const out: Record<string, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {};
  for (const status of declaredStatuses(e)) {
    if (status === e.ok.status) {
      if ('schema' in e.ok) out[status] = { description: 'Success', content: { 'application/json': { schema: e.ok.schema } } };
      else if ('file' in e.ok) out[status] = { description: 'The file', content: { [e.ok.file]: { schema: {} as z.ZodType } } };
      else out[status] = { description: 'Done; no content' };
    } else out[status] = { description: statusText[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } };
  }
  return out;
}

/** The OpenAPI route of an endpoint: its input, every answer, and who may call it (`x-access`). */
export function routeConfig(e: Endpoint, middleware: MiddlewareHandler[] = []) {
  return createRoute({
    method: e.method,
    path: e.path,
    operationId: e.operationId,
    summary: e.summary,
    description: [e.description, `Who may call: ${accessText(e.access)}.`].filter(Boolean).join('\n\n'),
    tags: [e.tag],
    ...(e.access === 'public' ? {} : { security: [{ session: [] }] }),
    'x-access': e.access,
    request: {
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { query: e.query as z.ZodObject } : {}),
      ...(e.body ? { body: { required: true, content: { 'application/json': { schema: e.body } } } } : {}),
    },
    responses: responses(e),
    middleware,
  });
}

/**
 * Mounts declared endpoints: the access guard first (so a stranger learns nothing from validation), then the
 * input checks, then the handler with validated, typed input. Every mounted route joins the route table.
 * `route.forward` is for the auth endpoints, whose answers Better Auth writes.
 */
export function createRouter(app: OpenAPIHono<AppEnv>, table: RouteDef[]) {
  function mount<E extends Endpoint>(e: E, handler: (c: Context<AppEnv>, input: Input<E>) => Promise<unknown>) {
    const path = e.path.replace(/\{(\w+)\}/g, ':$1');
    table.push({ method: e.method.toUpperCase(), path, access: e.access, endpoint: e });
    const reads = { query: e.query && 'shape' in e.query ? Object.keys((e.query as z.ZodObject).shape) : [], body: !!e.body };
    // The library types handlers from a literal route config; ours are typed by `Handler<E>` above instead, so the
    // wrapper is handed over untyped (`as never`) and the endpoint's own types hold on both sides.
    app.openapi(routeConfig(e, [guard(e.access), rejectNul(reads)]), (async (c: Context<AppEnv>) => {
      const valid = (c.req.valid as (target: string) => unknown).bind(c.req);
      const input = { params: valid('param'), query: valid('query'), body: valid('json') } as Input<E>;
      const reply = await handler(c, input);
      if (reply instanceof Response) return reply;
      if (e.ok.status === 204) return c.body(null, 204);
      return c.json(reply, e.ok.status);
    }) as never);
  }
  const route = <E extends Endpoint>(e: E, handler: Handler<E>) => mount(e, handler);
  route.forward = <E extends Endpoint>(e: E, handler: (c: Context<AppEnv>, input: Input<E>) => Promise<Response>) => mount(e, handler);
  return route;
}
export type Router = ReturnType<typeof createRouter>;
