import { z } from 'zod';
import type { Role } from '../accounts/schemas';

/** Who may call an endpoint: anyone, any signed-in member, or the listed roles. */
export type Access = 'public' | 'user' | readonly Role[];

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Error statuses an endpoint may answer beyond those its access and input already imply. */
export type ExtraError = 400 | 401 | 404 | 409 | 413 | 429 | 503;

/**
 * One operation of the API, declared once in `common/` and used by both sides: the server mounts it
 * (validating input before any service runs and publishing it in the OpenAPI document), the web app calls it
 * through `call()`, so a changed path, input or answer breaks the other side's build.
 * Paths use OpenAPI's `{name}` for parameters.
 */
export type Endpoint = {
  method: Method;
  path: `/api/${string}`;
  operationId: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  /** The success answer: a JSON body with its schema, no body (204), or a file (binary, with its media type). */
  ok: { status: 200 | 201; schema: z.ZodType } | { status: 204 } | { status: 200; file: string };
  errors?: readonly ExtraError[];
  description?: string;
};

export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The one error shape of every `/api` answer that is not a success. */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<E extends Endpoint> = Out<E['params']>;
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = Out<E['body']>;
/** What the client sends: the input side of each schema (before defaults and transforms). */
export type BodyInputOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type QueryInputOf<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type ParamsInputOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
/** The success answer's body as the client reads it (JSON). */
export type ResponseOf<E extends Endpoint> = E['ok'] extends { schema: infer S } ? (S extends z.ZodType ? z.output<S> : never) : undefined;

/** The statuses an endpoint may answer: its success, what its access, input and path imply, and its extras. */
export function declaredStatuses(e: Endpoint): number[] {
  const statuses = new Set<number>([e.ok.status]);
  if (e.access !== 'public') statuses.add(401);
  if (e.access !== 'public' && e.access !== 'user') statuses.add(403);
  if (e.method !== 'get') {
    statuses.add(403); // a foreign Origin on a state-changing call
    statuses.add(413); // any JSON body over the limit, wanted or not
  }
  if (e.params) statuses.add(404);
  if (e.query || e.body) statuses.add(400);
  if (e.body) statuses.add(415);
  for (const s of e.errors ?? []) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/vessels/{id}` with `{ id: 'x' }` → `/api/vessels/x`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** A list page: `capped` says there are more than `total` matches (counting stops at 10,000). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), capped: z.boolean().optional(), page: z.number().int(), pageSize: z.number().int() });
