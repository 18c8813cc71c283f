import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contracts, contractVersions, laytimeAgreements, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { currentRound } from './reopen-read';
import { laytimeDeal, laytimeView, type SheetVersions } from './read';
import type { LaytimeDeps } from './service';
import { renderSheetPdf, type SheetAgreement, type SheetDocument } from './sheet-pdf';

/** Who agreed the sheet as the given versions compute it in this round, by name, with when. */
async function agreementsOf(tx: DbOrTx, dealId: string, v: SheetVersions, round: number): Promise<SheetAgreement[]> {
  if (v.load === null || v.discharge === null) return [];
  return tx
    .select({ party: laytimeAgreements.party, name: users.name, at: laytimeAgreements.at })
    .from(laytimeAgreements)
    .innerJoin(users, eq(users.id, laytimeAgreements.agreedBy))
    .where(
      and(
        eq(laytimeAgreements.dealId, dealId),
        eq(laytimeAgreements.round, round),
        eq(laytimeAgreements.termsVersion, v.termsVersion),
        eq(laytimeAgreements.loadFactsVersion, v.load),
        eq(laytimeAgreements.dischargeFactsVersion, v.discharge),
      ),
    );
}

/**
 * The laytime sheet as a PDF for a party or an admin (as GET laytime): the companies and ship as the charter party
 * names them (the signed version, else the latest draft), with the signed version's SHA-256 the verify page checks.
 */
export async function laytimeSheetPdf(deps: LaytimeDeps, user: CurrentUser, dealId: string): Promise<{ data: Buffer; filename: string }> {
  const doc = await deps.db.transaction(async (tx): Promise<SheetDocument> => {
    const deal = await laytimeDeal(tx, dealId, user);
    const view = await laytimeView(tx, deal);
    const [contract] = await tx.select().from(contracts).where(eq(contracts.dealId, dealId));
    const [version] = contract
      ? await tx
          .select()
          .from(contractVersions)
          .where(
            contract.sealedVersion === null
              ? eq(contractVersions.contractId, contract.id)
              : and(eq(contractVersions.contractId, contract.id), eq(contractVersions.version, contract.sealedVersion)),
          )
          .orderBy(desc(contractVersions.version))
          .limit(1)
      : [];
    const round = await currentRound(tx, dealId);
    const load = view.calls.find((c) => c.call === 'load')?.latest?.version ?? null;
    const discharge = view.calls.find((c) => c.call === 'discharge')?.latest?.version ?? null;
    return {
      owner: version?.content.owner.company ?? 'The owners',
      charterer: version?.content.charterer.company ?? 'The charterers',
      vessel: version?.content.vessel.name ?? 'The vessel',
      charterParty: version && contract?.sealedVersion === version.version ? { version: version.version, hash: version.hash } : null,
      view,
      agreements: await agreementsOf(tx, dealId, { termsVersion: view.termsVersion, load, discharge }, round),
      round,
    };
  });
  const data = await renderSheetPdf(doc, deps.clock.now());
  return { data, filename: `Laytime sheet ${doc.vessel}.pdf` };
}
