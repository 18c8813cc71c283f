import { and, desc, eq } from 'drizzle-orm';
import { otherParty } from '../../../common/charters/deal-process';
import { consentText } from '../../../common/contracts/consent';
import type { Contract } from '../../../common/contracts/schemas';
import { contracts, contractSignatures, contractVersions } from '../../db/schema';
import { withPasswordCheck } from '../../auth/password';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { lockFixedDeal, recordContractStep, tellAboutContract } from '../charters/fixed-deal';
import { createSchedule } from '../payments/schedule';
import { answer, contractOf, type ContractDeps } from './service';

/**
 * A party signs the latest version: their password again, the consent confirmed, the evidence kept. The second
 * party's signature on the same version seals the contract in the same transaction: nothing can change after it.
 */
export async function signContract(
  deps: ContractDeps,
  user: CurrentUser,
  dealId: string,
  input: { version: number; password: string },
  now: Date,
): Promise<Contract> {
  const signer = { userId: user.id, email: user.email, ip: user.ip ?? 'unknown' };
  return withPasswordCheck(deps.db, now, signer, (passwordMatches) =>
    deps.db.transaction(async (tx) => {
      const fixed = await lockFixedDeal(tx, dealId, user, 'contract_sign');
      const row = await contractOf(tx, dealId);
      if (!row) throw new AppError('conflict', 'Draft the charter party first');
      if (row.sealedAt) throw new AppError('conflict', `This charter party is sealed: both sides signed version ${row.sealedVersion}`);
      const [latest] = await tx
        .select()
        .from(contractVersions)
        .where(eq(contractVersions.contractId, row.id))
        .orderBy(desc(contractVersions.version))
        .limit(1);
      if (input.version !== latest.version)
        throw new AppError('conflict', `Version ${input.version} is not the latest: read version ${latest.version} and sign that`);
      const [mine] = await tx
        .select({ id: contractSignatures.id })
        .from(contractSignatures)
        .where(
          and(eq(contractSignatures.contractId, row.id), eq(contractSignatures.version, latest.version), eq(contractSignatures.party, fixed.party)),
        );
      if (mine) throw new AppError('conflict', `You have already signed version ${latest.version}`);
      if (!(await passwordMatches(tx, input.password))) {
        throw new AppError('validation', 'That is not your password', { password: 'That is not your password' });
      }
      const company = fixed.party === 'owner' ? fixed.owner : fixed.charterer;
      await tx.insert(contractSignatures).values({
        contractId: row.id,
        version: latest.version,
        versionHash: latest.hash,
        party: fixed.party,
        userId: user.id,
        signerName: user.name,
        company,
        signedAt: now,
        ip: user.ip ?? null,
        userAgent: user.userAgent?.slice(0, 500) ?? null,
        consentText: consentText(company, latest.version),
      });
      await recordContractStep(tx, fixed.deal, { event: 'contract_sign', user, party: fixed.party, at: now, version: latest.version });
      const both = await tx
        .select({ party: contractSignatures.party })
        .from(contractSignatures)
        .where(and(eq(contractSignatures.contractId, row.id), eq(contractSignatures.version, latest.version)));
      if (both.length === 2) {
        await tx.update(contracts).set({ sealedAt: now, sealedVersion: latest.version }).where(eq(contracts.id, row.id));
        await recordContractStep(tx, fixed.deal, { event: 'contract_seal', at: now, version: latest.version });
        await tellAboutContract(
          tx,
          deps,
          fixed.deal,
          ['owner', 'charterer'],
          'Charter party signed and sealed',
          `Both sides signed version ${latest.version} of the charter party for ${fixed.vessel.name}. It is sealed: SHA-256 ${latest.hash}.`,
          now,
        );
        await createSchedule(tx, deps.appUrl, fixed.deal, now);
      } else {
        await tellAboutContract(
          tx,
          deps,
          fixed.deal,
          [otherParty(fixed.party)],
          'Charter party signed',
          `${company} signed version ${latest.version} of the charter party for ${fixed.vessel.name}. Your signature seals it.`,
          now,
        );
      }
      const [sealed] = await tx.select().from(contracts).where(eq(contracts.id, row.id));
      return answer(tx, sealed);
    }),
  );
}
