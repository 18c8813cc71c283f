import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_VERIFICATION_FILE_BYTES, verificationMessages } from '../../../common/verification/schemas';
import type { DbOrTx } from '../../db/client';
import { verificationDocuments, verificationSubmissions } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { readForm } from '../../lib/form-body';
import type { BlobStorage } from '../../lib/storage';
import { cleanName } from '../payments/evidence';

export type Upload = { data: Buffer; name: string } | null;
export type CheckedFile = { data: Buffer; name: string; contentType: string; sha256: string };

/** Scans and photos of papers, and PDFs: read from the bytes (file-type), never from the name or the sent type. */
const accepted: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const invalid = (message: string) => new AppError('validation', message, { file: message });

const limit = bodyLimit({
  maxSize: MAX_VERIFICATION_FILE_BYTES + 64 * 1024, // the multipart envelope around a 10 MB document
  onError: () => {
    throw new AppError('payload_too_large', verificationMessages.fileTooBig);
  },
});

/** The multipart `file`; a body over 10 MB and its envelope is refused before it is read. */
export async function readUpload(c: Context): Promise<Upload> {
  let form: Record<string, unknown> = {};
  await limit(c, async () => {
    form = await readForm(c);
  });
  const file = form['file'];
  return file instanceof File ? { data: Buffer.from(await file.arrayBuffer()), name: file.name } : null;
}

/** Present, at most 10 MB, a PDF, JPEG or PNG by its content. */
export async function checkFile(file: Upload): Promise<CheckedFile> {
  if (!file || !file.data.byteLength) throw invalid(verificationMessages.fileMissing);
  if (file.data.byteLength > MAX_VERIFICATION_FILE_BYTES) throw invalid(verificationMessages.fileTooBig);
  const found = await fileTypeFromBuffer(file.data);
  const ext = found && accepted[found.mime];
  if (!found || !ext) throw invalid(verificationMessages.fileWrongType);
  return {
    data: file.data,
    name: cleanName(file.name, ext),
    contentType: found.mime,
    sha256: createHash('sha256').update(file.data).digest('hex'),
  };
}

/** A storage key of its own for each upload: a replaced document's file is removed, never overwritten in place. */
export const newDocumentKey = (profileId: string) => `verification/${profileId.replace(/[^a-z0-9_-]/gi, '_')}/${randomUUID()}`;

/**
 * The file, for the company's member and admins. Anyone else gets the same 404 as for a document that does not
 * exist, so an id learns nothing.
 */
export async function readDocument(deps: { db: DbOrTx; storage: BlobStorage }, user: CurrentUser, id: string) {
  const [row] = await deps.db
    .select({ d: verificationDocuments, profileId: verificationSubmissions.profileId })
    .from(verificationDocuments)
    .innerJoin(verificationSubmissions, eq(verificationSubmissions.id, verificationDocuments.submissionId))
    .where(eq(verificationDocuments.id, id));
  if (!row || (user.role !== 'admin' && row.profileId !== user.id)) throw notFound('Document not found');
  const data = await deps.storage.get(row.d.storageKey);
  if (!data) throw notFound('Document not found');
  return { data, name: row.d.name, contentType: row.d.contentType };
}
