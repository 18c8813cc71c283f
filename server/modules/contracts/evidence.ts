import { asc, eq } from 'drizzle-orm';
import type { SignatureEvidence } from '../../../common/contracts/schemas';
import type { Database } from '../../db/client';
import { contractSignatures } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { contractOf } from './service';

/**
 * The signatures' full evidence, for an admin: the IP address and user agent are personal data the counterparty's
 * PDF does not carry, so each reading is on the audit log (who read whose evidence, when, from where).
 */
export async function readEvidence(db: Database, admin: CurrentUser, dealId: string): Promise<SignatureEvidence[]> {
  return db.transaction(async (tx) => {
    const contract = await contractOf(tx, dealId);
    if (!contract) throw notFound('This deal has no charter party');
    const rows = await tx
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, contract.id))
      .orderBy(asc(contractSignatures.signedAt));
    await recordAudit(tx, {
      actor: admin,
      action: 'contract.evidence_read',
      entity: 'contract',
      entityId: contract.id,
      after: { dealId, signatures: rows.length },
    });
    return rows.map((r) => ({
      party: r.party,
      company: r.company,
      signerName: r.signerName,
      version: r.version,
      versionHash: r.versionHash,
      signedAt: r.signedAt.toISOString(),
      ip: r.ip,
      userAgent: r.userAgent,
      consentText: r.consentText,
    }));
  });
}
