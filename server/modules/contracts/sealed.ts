import { and, eq } from 'drizzle-orm';
import type { Terms } from '../../../common/charters/terms';
import type { DbOrTx } from '../../db/client';
import { contracts, contractVersions } from '../../db/schema';

/**
 * The terms of the version both parties signed, or null before the charter party is sealed. What the money follows
 * (#25): an amendment before signing may have changed the recap's freight, commissions or payment split.
 */
export async function sealedTermsOf(db: DbOrTx, dealId: string): Promise<Terms | null> {
  const [row] = await db
    .select({ content: contractVersions.content })
    .from(contracts)
    .innerJoin(contractVersions, and(eq(contractVersions.contractId, contracts.id), eq(contractVersions.version, contracts.sealedVersion)))
    .where(eq(contracts.dealId, dealId));
  return row ? row.content.terms : null;
}
