import { bodyLimit } from 'hono/body-limit';
import { contractsApi } from '../../../common/contracts/api';
import { AppError } from '../../lib/errors';
import { verifyFile, verifyHash } from './verify';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { amendContract, draftContract, getContract, getVersion } from './service';
import { downloadPdf } from './documents';
import { signContract } from './signing';

const MAX_PDF_BYTES = 20 * 1024 * 1024;
const fileLimit = bodyLimit({
  maxSize: MAX_PDF_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('validation', 'The PDF must be at most 20 MB', { file: 'The PDF must be at most 20 MB' });
  },
});

export function contractRoutes(route: Router) {
  route(contractsApi.verifyHash, async (c, { query }) => verifyHash(c.get('deps').db, query.hash));
  route(contractsApi.verifyFile, async (c) => {
    let form: Record<string, unknown> = {};
    await fileLimit(c, async () => {
      form = await c.req.parseBody();
    });
    const file = form['file'];
    if (!(file instanceof File)) throw new AppError('validation', 'Choose the PDF to check', { file: 'Choose the PDF to check' });
    return verifyFile(c.get('deps').db, Buffer.from(await file.arrayBuffer()));
  });
  route(contractsApi.get, async (c, { params }) => {
    const { db, clock } = c.get('deps');
    return { contract: await getContract(db, requireUser(c), params.id, clock.now()) };
  });
  route(contractsApi.pdf, async (c, { params }) => {
    const { db, clock } = c.get('deps');
    const pdf = await downloadPdf(db, requireUser(c), params.id, params.version, clock.now());
    return c.body(new Uint8Array(pdf.data), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(pdf.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  route(contractsApi.version, async (c, { params }) => getVersion(c.get('deps').db, requireUser(c), params.id, params.version));
  route(contractsApi.draft, async (c, { params }) => {
    const { db, clock, config } = c.get('deps');
    return { contract: await draftContract({ db, appUrl: config.appUrl }, requireUser(c), params.id, clock.now()) };
  });
  route(contractsApi.amend, async (c, { params, body }) => {
    const { db, clock, config } = c.get('deps');
    return { contract: await amendContract({ db, appUrl: config.appUrl }, requireUser(c), params.id, body, clock.now()) };
  });
  route(contractsApi.sign, async (c, { params, body }) => {
    const { db, clock, config } = c.get('deps');
    return { contract: await signContract({ db, appUrl: config.appUrl }, requireUser(c), params.id, body, clock.now()) };
  });
}
