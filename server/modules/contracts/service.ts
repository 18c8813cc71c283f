import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { canonicalJson } from '../../../common/contracts/canonical';
import { draftClauses } from '../../../common/contracts/clauses';
import type { Terms } from '../../../common/charters/terms';
import { CONTRACT_FORMAT, type Contract, type ContractClause, type ContractContent } from '../../../common/contracts/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { contracts, contractSignatures, contractVersions, profiles } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { otherParty } from '../../../common/charters/deal-process';
import { dealForParty } from '../../auth/record-access';
import { lockFixedDeal, recordContractStep, recordContractView, tellAboutContract } from '../charters/fixed-deal';
import { portsOf } from '../../../common/charters/agreed-text';
import { portNames } from '../ports/service';
import { clausesFollowingTerms } from './terms-clauses';

/** SHA-256, hex, of a version's canonical form: what the app shows and the PDF prints. */
export const contentHash = (content: ContractContent) => createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');

type Row = typeof contracts.$inferSelect;
export type ContractDeps = { db: Database; appUrl: string };

export async function contractOf(db: DbOrTx, dealId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.dealId, dealId));
  return row;
}

export async function answer(db: DbOrTx, row: Row): Promise<Contract> {
  const versions = await db
    .select({ v: contractVersions, company: profiles.companyName })
    .from(contractVersions)
    .innerJoin(profiles, eq(profiles.id, contractVersions.createdBy))
    .where(eq(contractVersions.contractId, row.id))
    .orderBy(asc(contractVersions.version));
  const latest = versions.at(-1)!.v;
  const signatures = await db
    .select()
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, row.id))
    .orderBy(asc(contractSignatures.signedAt));
  return {
    id: row.id,
    dealId: row.dealId,
    sealedAt: row.sealedAt?.toISOString() ?? null,
    sealedVersion: row.sealedVersion,
    signatures: signatures.map((g) => ({
      party: g.party,
      company: g.company,
      signerName: g.signerName,
      version: g.version,
      versionHash: g.versionHash,
      signedAt: g.signedAt.toISOString(),
      void: g.version !== latest.version,
    })),
    versions: versions.map(({ v, company }) => ({
      version: v.version,
      hash: v.hash,
      createdAt: v.createdAt.toISOString(),
      createdByCompany: company,
      note: v.note,
    })),
    latest: { version: latest.version, hash: latest.hash, content: latest.content },
  };
}

/** The deal's charter party as its parties (and admins) see it; null before it is drafted. Opening it is recorded. */
export async function getContract(db: Database, user: CurrentUser, dealId: string, now: Date): Promise<Contract | null> {
  return db.transaction(async (tx) => {
    const { deal } = await dealForParty(tx, dealId, user);
    const row = await contractOf(tx, dealId);
    if (!row) return null;
    const contract = await answer(tx, row);
    await recordContractView(tx, deal, user, contract.latest.version, now);
    return contract;
  });
}

export async function getVersion(db: DbOrTx, user: CurrentUser, dealId: string, version: number) {
  await dealForParty(db, dealId, user);
  const row = await contractOf(db, dealId);
  const [v] = row
    ? await db
        .select()
        .from(contractVersions)
        .where(and(eq(contractVersions.contractId, row.id), eq(contractVersions.version, version)))
    : [];
  if (!v) throw notFound('Version not found');
  return { version: v.version, hash: v.hash, content: v.content };
}

/** Version 1, from the recap: Fairlead's clause set for the charter type with the agreed terms written in. */
export async function draftContract(deps: ContractDeps, user: CurrentUser, dealId: string, now: Date): Promise<Contract> {
  return deps.db.transaction(async (tx) => {
    const fixed = await lockFixedDeal(tx, dealId, user, 'contract_draft');
    if (await contractOf(tx, dealId)) throw new AppError('conflict', 'The charter party is already drafted: amend it instead');
    const [row] = await tx.insert(contracts).values({ dealId, createdAt: now }).returning();
    const names = await portNames(tx, portsOf(fixed.terms));
    const clauses: ContractClause[] = draftClauses(fixed.terms, {
      owner: fixed.owner,
      charterer: fixed.charterer,
      vessel: fixed.vessel,
      portNames: names,
    }).map((c) => ({ ...c, rider: false }));
    await writeVersion(tx, row, fixed, 1, { clauses, terms: fixed.terms }, user, now, null);
    await recordContractStep(tx, fixed.deal, { event: 'contract_draft', user, party: fixed.party, at: now, version: 1 });
    await tellAboutContract(
      tx,
      deps,
      fixed.deal,
      [otherParty(fixed.party)],
      'Charter party drafted',
      `${user.companyName} drafted the charter party for ${fixed.vessel.name} from the recap. Read it, amend it if needed, and sign.`,
      now,
    );
    return answer(tx, row);
  });
}

/**
 * A new version with the clauses as the party wants them. It must start from the latest version: someone who
 * edited an older one would silently undo the other side's change (409, with the version to start from).
 */
export async function amendContract(
  deps: ContractDeps,
  user: CurrentUser,
  dealId: string,
  input: { basedOn: number; clauses: ContractClause[]; note: string; terms?: Terms },
  now: Date,
): Promise<Contract> {
  return deps.db.transaction(async (tx) => {
    const fixed = await lockFixedDeal(tx, dealId, user, 'contract_amend');
    const row = await contractOf(tx, dealId);
    if (!row) throw new AppError('conflict', 'Draft the charter party first');
    if (row.sealedAt) throw new AppError('conflict', 'This charter party is signed by both sides and sealed: it can no longer change');
    const [latest] = await tx
      .select()
      .from(contractVersions)
      .where(eq(contractVersions.contractId, row.id))
      .orderBy(desc(contractVersions.version))
      .limit(1);
    if (input.basedOn !== latest.version) {
      throw new AppError(
        'conflict',
        `Version ${latest.version} was made since you started from version ${input.basedOn}: open it and make your change again`,
      );
    }
    const previous = latest.content;
    const terms = input.terms ?? previous.terms;
    if (terms.charterType !== previous.terms.charterType)
      throw new AppError('conflict', `A ${previous.terms.charterType} charter cannot become a ${terms.charterType} charter by amendment`);
    const parties = { owner: fixed.owner, charterer: fixed.charterer, vessel: fixed.vessel };
    const clauses = input.terms ? await clausesFollowingTerms(tx, parties, previous.terms, terms, input.clauses) : input.clauses;
    if (canonicalJson({ clauses, terms }) === canonicalJson({ clauses: previous.clauses, terms: previous.terms }))
      throw new AppError('conflict', 'Nothing changed: this is the same as version ' + latest.version);
    const version = latest.version + 1;
    await writeVersion(tx, row, fixed, version, { clauses, terms }, user, now, input.note || null);
    await recordContractStep(tx, fixed.deal, { event: 'contract_amend', user, party: fixed.party, at: now, version, note: input.note });
    const signed = await tx
      .select({ party: contractSignatures.party })
      .from(contractSignatures)
      .where(and(eq(contractSignatures.contractId, row.id), eq(contractSignatures.version, latest.version)));
    const text = signed.length
      ? `${user.companyName} made version ${version} of the charter party. The signature given to version ${latest.version} is void: read version ${version} and sign it.`
      : `${user.companyName} made version ${version} of the charter party${input.note ? `: ${input.note}` : ''}.`;
    await tellAboutContract(
      tx,
      deps,
      fixed.deal,
      signed.length ? ['owner', 'charterer'] : [otherParty(fixed.party)],
      signed.length ? 'Signatures void: new version' : 'Charter party amended',
      text,
      now,
    );
    return answer(tx, row);
  });
}

async function writeVersion(
  tx: DbOrTx,
  row: Row,
  fixed: Awaited<ReturnType<typeof lockFixedDeal>>,
  version: number,
  { clauses, terms }: { clauses: ContractClause[]; terms: Terms },
  user: CurrentUser,
  now: Date,
  note: string | null,
) {
  const content: ContractContent = {
    format: CONTRACT_FORMAT,
    dealId: row.dealId,
    version,
    owner: { company: fixed.owner },
    charterer: { company: fixed.charterer },
    vessel: fixed.vessel,
    terms,
    clauses,
  };
  await tx
    .insert(contractVersions)
    .values({ contractId: row.id, version, content, hash: contentHash(content), createdBy: user.id, createdAt: now, note });
}
