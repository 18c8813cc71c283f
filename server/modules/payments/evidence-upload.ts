import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { evidenceMessages, MAX_EVIDENCE_BYTES } from '../../../common/payments/evidence';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/form-body';
import type { MarkInput } from './evidence';

const evidenceLimit = bodyLimit({
  maxSize: MAX_EVIDENCE_BYTES + 64 * 1024, // the multipart envelope around a 10 MB document
  onError: () => {
    throw new AppError('payload_too_large', evidenceMessages.tooBig);
  },
});

/**
 * A document uploaded as evidence (an owner's mark, the redelivery): the multipart `file` and the form's other
 * fields as they came, for the service to check. A body over 10 MB and its envelope is refused before it is read.
 */
export async function readEvidenceUpload(c: Context): Promise<MarkInput> {
  let form: Record<string, unknown> = {};
  await evidenceLimit(c, async () => {
    form = await readForm(c);
  });
  const file = form['file'] instanceof File ? { data: Buffer.from(await form['file'].arrayBuffer()), name: form['file'].name } : null;
  return { file, fields: form };
}

/** A stored document sent back as a download (never shown inline: its bytes are the uploader's). */
export const downloadHeaders = (f: { name: string; contentType: string }) => ({
  'Content-Type': f.contentType,
  'Content-Disposition': `attachment; filename="${f.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});
