import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contractDocuments, contractSignatures, contractVersions } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { dealForParty } from '../../auth/record-access';
import { recordContractStep } from '../charters/fixed-deal';
import { portsOf } from '../../../common/charters/agreed-text';
import { portNames } from '../ports/service';
import { renderContractPdf } from './pdf';
import { contractOf } from './service';

/**
 * A version as a PDF, for the parties and admins. Each download is on the deal's record, and the file's own hash
 * is kept so that /verify recognises it. The document's date is the version's (or its last signature's), so the
 * same state always renders to the same bytes.
 */
export async function downloadPdf(db: Database, user: CurrentUser, dealId: string, version: number, now: Date) {
  return db.transaction(async (tx) => {
    const { deal, party } = await dealForParty(tx, dealId, user);
    const contract = await contractOf(tx, dealId);
    const [v] = contract
      ? await tx
          .select()
          .from(contractVersions)
          .where(and(eq(contractVersions.contractId, contract.id), eq(contractVersions.version, version)))
      : [];
    if (!contract || !v) throw notFound('Version not found');
    const signatures = await tx
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.contractId, contract.id), eq(contractSignatures.version, version)));
    const sealed = contract.sealedVersion === version;
    const at = new Date(Math.max(v.createdAt.getTime(), ...signatures.map((s) => s.signedAt.getTime())));
    const content = v.content;
    // The PDF goes to the counterparty: it carries each signer's name, company, time and the hash; the IP address
    // and user agent stay in the evidence record that admins read (admin evidence endpoint), never in the file.
    const evidence = signatures.map(({ party, company, signerName, signedAt, versionHash, consentText }) => ({
      party,
      company,
      signerName,
      signedAt,
      versionHash,
      consentText,
    }));
    const names = await portNames(tx, portsOf(content.terms));
    const data = await renderContractPdf(content, v.hash, at, evidence, sealed, names);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await tx.insert(contractDocuments).values({ sha256, contractId: contract.id, version, sealed, issuedAt: now }).onConflictDoNothing();
    await recordContractStep(tx, deal, { event: 'contract_download', user, party: party ?? 'admin', at: now, version });
    return { data, filename: `Charter party ${content.vessel.name} v${version}${sealed ? ' signed' : ''}.pdf` };
  });
}
