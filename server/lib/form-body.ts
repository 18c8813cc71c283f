import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from './errors';

/** What a caller is told when a multipart body cannot be read: the same words for every upload. */
export const unreadableUpload = 'The upload could not be read: send the file as multipart/form-data, as the form does.';

export const unreadable = () => new AppError('validation', unreadableUpload, { file: unreadableUpload });

/**
 * The form fields of an upload. The platform's parser throws a bare TypeError on a malformed body (a wrong or
 * missing boundary, a body cut short, a file name with a raw quote or line break), which was a 500 with a stack
 * trace in the log; it is the caller's mistake, so a 400. The route's own refusals (a body over its limit) pass.
 */
export async function readForm(c: Context, opts: { all?: boolean } = {}): Promise<Record<string, unknown>> {
  try {
    // `all`: a field sent several times (several files) is an array of them, not the last one alone.
    return await c.req.parseBody({ all: opts.all ?? false });
  } catch (err) {
    if (err instanceof AppError || err instanceof HTTPException) throw err;
    throw unreadable();
  }
}
