import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  amendInputSchema,
  contractContentSchema,
  contractSchema,
  hashQuerySchema,
  signatureEvidenceSchema,
  signInputSchema,
  verificationSchema,
} from './schemas';

const dealParams = z.object({ id: z.uuid({ error: 'Deal not found' }) });
const parties = ['owner', 'charterer'] as const;
/** Versions are whole numbers from 1, stored as a 32-bit integer: a larger number names no version (and PostgreSQL refused it). */
const versionParams = dealParams.extend({
  version: z.coerce
    .number({ error: 'Version not found' })
    .int('Version not found')
    .min(1, 'Version not found')
    .max(2_147_483_647, 'Version not found'),
});

export const contractsApi = {
  get: endpoint({
    method: 'get',
    path: '/api/deals/{id}/contract',
    operationId: 'getContract',
    tag: 'Contracts',
    access: 'user',
    summary: 'The deal’s charter party: its versions with their hashes, and the latest in full (null before it is drafted)',
    params: dealParams,
    ok: { status: 200, schema: z.object({ contract: contractSchema.nullable() }) },
  }),
  draft: endpoint({
    method: 'post',
    path: '/api/deals/{id}/contract',
    operationId: 'draftContract',
    tag: 'Contracts',
    access: parties,
    summary: 'Draft the charter party from a fixed deal’s recap: version 1, Fairlead’s clause set for the charter type',
    params: dealParams,
    ok: { status: 201, schema: z.object({ contract: contractSchema }) },
    errors: [409],
  }),
  amend: endpoint({
    method: 'post',
    path: '/api/deals/{id}/contract/versions',
    operationId: 'amendContract',
    tag: 'Contracts',
    access: parties,
    summary: 'Amend clauses or add riders: a new version, from the latest one (409 if another was made meanwhile)',
    params: dealParams,
    body: amendInputSchema,
    ok: { status: 201, schema: z.object({ contract: contractSchema }) },
    errors: [409],
  }),
  sign: endpoint({
    method: 'post',
    path: '/api/deals/{id}/contract/sign',
    operationId: 'signContract',
    tag: 'Contracts',
    access: parties,
    summary: 'Sign the latest version (password again, consent confirmed); the second signature on one version seals it',
    description: 'The password is counted under the sign-in limits (429 past them).',
    params: dealParams,
    body: signInputSchema,
    ok: { status: 200, schema: z.object({ contract: contractSchema }) },
    errors: [409, 429],
  }),
  pdf: endpoint({
    method: 'get',
    path: '/api/deals/{id}/contract/versions/{version}/pdf',
    operationId: 'downloadContractPdf',
    tag: 'Contracts',
    access: 'user',
    summary: 'A version as a PDF (the version and its SHA-256 on every page; a certificate page once sealed); on the deal’s record',
    params: versionParams,
    ok: { status: 200, file: 'application/pdf' },
  }),
  verifyHash: endpoint({
    method: 'get',
    path: '/api/contracts/verify',
    operationId: 'verifyContractHash',
    tag: 'Contracts',
    access: 'public',
    summary:
      'Is this SHA-256 a charter party on Fairlead (a version’s hash, or a PDF it issued)? The companies, version and signing dates; never the terms',
    query: hashQuerySchema,
    ok: { status: 200, schema: verificationSchema },
  }),
  verifyFile: endpoint({
    method: 'post',
    path: '/api/contracts/verify',
    operationId: 'verifyContractPdf',
    tag: 'Contracts',
    access: 'public',
    summary: 'Is this PDF (multipart field `file`, 20 MB at most) one Fairlead issued, byte for byte? A changed byte does not match',
    description: 'A body that is not well-formed multipart is a 400. A few checks run at once; one more is refused (429) until one ends.',
    ok: { status: 200, schema: verificationSchema },
    errors: [400, 413, 429],
  }),
  version: endpoint({
    method: 'get',
    path: '/api/deals/{id}/contract/versions/{version}',
    operationId: 'getContractVersion',
    tag: 'Contracts',
    access: 'user',
    summary: 'One version in full, with its hash (to compare any two)',
    params: versionParams,
    ok: { status: 200, schema: z.object({ version: z.number().int(), hash: z.string(), content: contractContentSchema }) },
  }),
  evidence: endpoint({
    method: 'get',
    path: '/api/admin/deals/{id}/contract/evidence',
    operationId: 'adminContractEvidence',
    tag: 'Admin',
    access: ['admin'],
    summary:
      'Every signature on the deal’s charter party with its full evidence (IP address, user agent, consent), which the PDF leaves out; reading it is audited',
    params: dealParams,
    ok: { status: 200, schema: z.object({ signatures: z.array(signatureEvidenceSchema) }) },
  }),
};
