import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/**
 * The company's own address for forwarding broker circulars (issue #28): `import+<token>@<domain>`. The token is
 * secret (whoever knows it can put e-mails into the company's imports), so only the company's verified member reads
 * it, and rotating it makes the old address refused at once.
 */
export const importAddressSchema = z.object({
  /** `import+<token>@<domain>`, all lower case. */
  address: z.string(),
  /** When the token was last replaced; null while it is the first one. */
  rotatedAt: z.string().nullable(),
  /** Whether this server receives mail at all (an SMTP listener is configured); when false, forwarding does nothing yet. */
  enabled: z.boolean(),
});
export type ImportAddress = z.infer<typeof importAddressSchema>;

/** Members who post listings: owners (positions) and charterers (cargo orders). Verified ones only (the service). */
const importers = ['owner', 'charterer'] as const;

export const importAddressApi = {
  get: endpoint({
    method: 'get',
    path: '/api/import/address',
    operationId: 'importAddress',
    tag: 'Imports',
    access: importers,
    summary: 'The caller’s company import address, made on first ask (verified members)',
    ok: { status: 200, schema: importAddressSchema },
  }),
  rotate: endpoint({
    method: 'post',
    path: '/api/import/address/rotate',
    operationId: 'rotateImportAddress',
    tag: 'Imports',
    access: importers,
    summary: 'Replace the company import address’s token; mail to the old address is refused from now on',
    ok: { status: 200, schema: importAddressSchema },
  }),
};
