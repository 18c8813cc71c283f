import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verificationSubmissions } from '../../db/schema';

export type CompanyNames = { legalName: string | null; signatoryName: string | null };

/**
 * The registered legal name and the signatory of each company's latest approved verification: what screening
 * compares besides the company name shown on the site. Companies never approved through a submission are absent.
 */
export async function signatoryNames(tx: DbOrTx, profileIds: string[]): Promise<Map<string, CompanyNames>> {
  const found = new Map<string, CompanyNames>();
  if (!profileIds.length) return found;
  const rows = await tx
    .select({
      profileId: verificationSubmissions.profileId,
      legalName: verificationSubmissions.legalName,
      signatoryName: verificationSubmissions.signatoryName,
    })
    .from(verificationSubmissions)
    .where(and(inArray(verificationSubmissions.profileId, profileIds), eq(verificationSubmissions.status, 'approved')))
    .orderBy(desc(verificationSubmissions.decidedAt));
  // Newest first: the first row seen for a company is its latest approval.
  for (const r of rows) if (!found.has(r.profileId)) found.set(r.profileId, { legalName: r.legalName, signatoryName: r.signatoryName });
  return found;
}
