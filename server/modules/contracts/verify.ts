import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Verification } from '../../../common/contracts/schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { streamFileField } from '../../lib/multipart-stream';
import { contractDocuments, contracts, contractSignatures, contractVersions } from '../../db/schema';

/**
 * Public verification: a SHA-256 is looked up among the PDFs Fairlead issued and among the versions' own hashes.
 * The answer names the two companies, the version and the signing dates, never the terms.
 */
export async function verifyHash(db: DbOrTx, hash: string): Promise<Verification> {
  const [issued] = await db.select().from(contractDocuments).where(eq(contractDocuments.sha256, hash));
  if (issued) return describe(db, issued.contractId, issued.version, 'pdf');
  const [version] = await db
    .select({ contractId: contractVersions.contractId, version: contractVersions.version })
    .from(contractVersions)
    .where(eq(contractVersions.hash, hash));
  if (version) return describe(db, version.contractId, version.version, 'version');
  return { match: false };
}

export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const verifyMessages = {
  tooBig: 'The PDF must be at most 20 MB',
  missing: 'Choose the PDF to check',
  busy: 'Too many PDFs are being checked right now. Please try again in a minute.',
};

/**
 * The SHA-256 of the PDF in an upload's `file` field, computed as the bytes arrive: the file is never held in
 * memory whole, so many checks at once cost a chunk each, not 20 MB each.
 */
export async function hashUploadedPdf(request: Request): Promise<string> {
  const hash = createHash('sha256');
  const size = await streamFileField(request, 'file', (bytes) => hash.update(bytes), { maxBytes: MAX_PDF_BYTES, tooBig: verifyMessages.tooBig });
  if (size === null) throw new AppError('validation', verifyMessages.missing, { file: verifyMessages.missing });
  return hash.digest('hex');
}

async function describe(db: DbOrTx, contractId: string, version: number, by: 'pdf' | 'version'): Promise<Verification> {
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  const [v] = await db
    .select({ content: contractVersions.content })
    .from(contractVersions)
    .where(and(eq(contractVersions.contractId, contractId), eq(contractVersions.version, version)));
  const [latest] = await db
    .select({ version: contractVersions.version })
    .from(contractVersions)
    .where(eq(contractVersions.contractId, contractId))
    .orderBy(desc(contractVersions.version))
    .limit(1);
  const signatures = await db
    .select({ company: contractSignatures.company, signedAt: contractSignatures.signedAt, party: contractSignatures.party })
    .from(contractSignatures)
    .where(and(eq(contractSignatures.contractId, contractId), eq(contractSignatures.version, version)));
  const content = v.content;
  return {
    match: true,
    by,
    version,
    latestVersion: latest.version,
    sealed: contract.sealedVersion === version,
    sealedAt: contract.sealedVersion === version ? contract.sealedAt!.toISOString() : null,
    owner: content.owner.company,
    charterer: content.charterer.company,
    signatures: signatures
      .sort((a, b) => (a.party === b.party ? 0 : a.party === 'owner' ? -1 : 1))
      .map((s) => ({ company: s.company, signedAt: s.signedAt.toISOString() })),
  };
}
