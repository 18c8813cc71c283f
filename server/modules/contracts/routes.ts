import { contractsApi } from '../../../common/contracts/api';
import { concurrencyLimit } from '../../lib/concurrency';
import { hashUploadedPdf, verifyHash, verifyMessages } from './verify';
import { requireUser } from '../../auth/guard';
import type { Router } from '../../lib/contract';
import { amendContract, draftContract, getContract, getVersion } from './service';
import { downloadPdf } from './documents';
import { readEvidence } from './evidence';
import { signContract } from './signing';

/** Checks of an uploaded PDF running at once in this process: anyone may send one, so they are capped. */
const MAX_CONCURRENT_VERIFICATIONS = 8;

export function contractRoutes(route: Router) {
  const verification = concurrencyLimit(MAX_CONCURRENT_VERIFICATIONS, verifyMessages.busy);
  route(contractsApi.verifyHash, async (c, { query }) => verifyHash(c.get('deps').db, query.hash));
  route(contractsApi.verifyFile, async (c) => verification(async () => verifyHash(c.get('deps').db, await hashUploadedPdf(c.req.raw))));
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
  route(contractsApi.evidence, async (c, { params }) => ({ signatures: await readEvidence(c.get('deps').db, requireUser(c), params.id) }));
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
