import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/** First message per field, keyed by the dotted path: what forms show under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw new AppError('validation', Object.values(fields)[0] ?? 'Invalid input', fields);
  }
  return result.data;
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('validation', 'The request body must be JSON');
  }
  return parseOrThrow(schema, body);
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseOrThrow(schema, c.req.query());
}

export function pathParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (!value) throw new AppError('not_found', 'Not found');
  return value;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid path parameter; anything else cannot name a row, so it is a 404. */
export function uuidParam(c: Context, name = 'id', what = 'Not found'): string {
  const value = c.req.param(name);
  if (!value || !uuidPattern.test(value)) throw new AppError('not_found', what);
  return value;
}
