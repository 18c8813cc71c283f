import { bodyLimit } from 'hono/body-limit';
import { importsApi } from '../../../common/imports/api';
import { importMessages, MAX_IMPORT_BYTES, MAX_IMPORT_FILES, MAX_UPLOAD_BYTES } from '../../../common/imports/schemas';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/form-body';
import { draftsOf, importOf, listImports } from './queries';
import { receiveImport, receiveImports } from './service';

/**
 * The whole upload request, multipart envelope included: 25 MiB, not the 20 × 10 MiB the file limits alone would let
 * one request buffer. Counted as the body streams in (a missing or false Content-Length does not get past it), and
 * refused before anything is read or stored.
 */
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', importMessages.requestTooLarge, { files: importMessages.requestTooLarge });
  },
});

/** The `files` of the upload form: one file arrives as a File, several as an array. */
function filesOf(form: Record<string, unknown>): File[] {
  const value = form['files'];
  const all = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return all.filter((v): v is File => v instanceof File);
}

export function importRoutes(route: Router) {
  route(importsApi.paste, async (c, { body }) => {
    const { db, clock, log } = c.get('deps');
    return { import: await receiveImport({ db, clock, log }, requireUser(c), 'paste', { raw: Buffer.from(body.text, 'utf8') }) };
  });

  route(importsApi.upload, async (c) => {
    let form: Record<string, unknown> = {};
    await uploadLimit(c, async () => {
      form = await readForm(c, { all: true });
    });
    const files = filesOf(form);
    if (files.length === 0) throw new AppError('validation', importMessages.noFiles, { files: importMessages.noFiles });
    if (files.length > MAX_IMPORT_FILES) throw new AppError('validation', importMessages.tooManyFiles, { files: importMessages.tooManyFiles });
    const tooBig = files.find((f) => f.size > MAX_IMPORT_BYTES);
    if (tooBig) {
      const message = `${tooBig.name || 'An e-mail'} is larger than 10 MB, the most Fairlead reads.`;
      throw new AppError('payload_too_large', message, { files: message });
    }
    const mails = await Promise.all(files.map(async (f) => ({ raw: Buffer.from(await f.arrayBuffer()), fileName: f.name })));
    const { db, clock, log } = c.get('deps');
    return { items: await receiveImports({ db, clock, log }, requireUser(c), 'upload', mails) };
  });

  route(importsApi.history, async (c, { query }) => listImports(c.get('deps').db, requireUser(c), query.page));
  route(importsApi.get, async (c, { params }) => {
    const { db, log } = c.get('deps');
    return { import: await importOf(db, requireUser(c), params.id, log) };
  });
  route(importsApi.drafts, async (c, { params }) => draftsOf(c.get('deps').db, requireUser(c), params.id));
}
