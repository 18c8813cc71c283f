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

/**
 * What the contract's validators do with a failed check: a path parameter that fails its schema names no row
 * (404 with the parameter's own message, e.g. "Vessel not found"); a bad query or body is a 400 with one
 * message per field, the same words the forms show.
 */
export function validationHook(result: { success: boolean; target: string; error?: z.ZodError }) {
  if (result.success || !result.error) return;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  if (result.target === 'param') throw new AppError('not_found', first);
  throw new AppError('validation', first, fields);
}
