import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { certificateMessages, MAX_CERTIFICATE_BYTES } from '../../../common/vessels/certificates';
import { certificatesApi } from '../../../common/vessels/certificates-api';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/form-body';
import { approveCertificate, certificateQueue, rejectCertificate } from './certificates-review';
import { listCertificates, readCertificateFile, uploadCertificate, type CertificateUpload } from './certificates-service';

const certificateLimit = bodyLimit({
  maxSize: MAX_CERTIFICATE_BYTES + 64 * 1024, // the multipart envelope around a 10 MB scan
  onError: () => {
    throw new AppError('payload_too_large', certificateMessages.tooBig);
  },
});

async function readUpload(c: Context<AppEnv>): Promise<CertificateUpload> {
  let form: Record<string, unknown> = {};
  await certificateLimit(c, async () => {
    form = await readForm(c);
  });
  const file = form['file'] instanceof File ? { data: Buffer.from(await form['file'].arrayBuffer()), name: form['file'].name } : null;
  return { file, fields: form };
}

const review = (c: Context<AppEnv>) => {
  const { db, config, clock } = c.get('deps');
  return { deps: { db, appUrl: config.appUrl }, now: clock.now() };
};

/** Ship certificates (#29): the owner's uploads, the file for the owner and admins, the admins' review. */
export function certificateRoutes(route: Router) {
  route(certificatesApi.list, async (c, { params }) =>
    listCertificates(c.get('deps').db, requireUser(c), params.id, c.get('deps').clock.now().toISOString().slice(0, 10)),
  );
  route(certificatesApi.upload, async (c, { params }) => {
    const input = await readUpload(c);
    const { db, storage, clock } = c.get('deps');
    return { certificate: await uploadCertificate({ db, storage }, requireUser(c), params.id, input, clock.now()) };
  });
  route(certificatesApi.file, async (c, { params }) => {
    const { db, storage } = c.get('deps');
    const f = await readCertificateFile({ db, storage }, requireUser(c), params.id);
    return c.body(new Uint8Array(f.data), 200, {
      'Content-Type': f.contentType,
      'Content-Disposition': `attachment; filename="${f.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  route(certificatesApi.queue, async (c) => certificateQueue(c.get('deps').db));
  route(certificatesApi.approve, async (c, { params, body }) => {
    const { deps, now } = review(c);
    return { certificate: await approveCertificate(deps, requireUser(c), params.id, body.expiresOn, now) };
  });
  route(certificatesApi.reject, async (c, { params, body }) => {
    const { deps, now } = review(c);
    return { certificate: await rejectCertificate(deps, requireUser(c), params.id, body.reason, now) };
  });
}
