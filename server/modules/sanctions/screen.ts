import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ScreeningOccasion, SubjectType } from '../../../common/sanctions/cases';
import type { DbOrTx } from '../../db/client';
import { profiles, sanctionsCases, sanctionsEntries, vessels } from '../../db/schema';
import { findIndexedMatches, type ListedEntry, type Subject } from './matching';
import { indexOf } from './prefilter';
import { signatoryNames, type CompanyNames } from './signatories';

/**
 * Sanctions screening, called by the actions it guards (decision 029). Each function screens inside the caller's
 * transaction, opens a case for every new possible match, and answers whether the action is blocked: it is while
 * any case on the subject is open or confirmed, whatever name it was found under.
 *
 * The caller must let the transaction COMMIT when blocked (return early instead of throwing inside it), so the
 * cases stay for the admins, and then answer the member with the neutral sanctionsMessages text.
 */
export type ScreeningResult = { blocked: boolean; casesOpened: number };

export type ScreenOptions = {
  /** The instant the cases are recorded at (the app's clock). */
  now: Date;
  /** The deal whose acceptance is being screened. */
  dealId?: string;
  /** Names the profile row does not carry: the registered legal name and the signatory, from a verification submission. */
  legalName?: string | null;
  signatoryName?: string | null;
  /** Entries already read (a re-screening of everything reads them once). */
  entries?: readonly EntryRow[];
};

type EntryRow = typeof sanctionsEntries.$inferSelect;

// The entries last read, kept with their prefilter index (prefilter.ts) until the table changes: a deal's acceptance
// then screens without reading and normalizing the whole list again.
let kept: { state: string; entries: EntryRow[] } | null = null;

/**
 * Every entry of every loaded list. The table's state is read first: how many rows, and the sum of the transaction
 * ids that wrote them (xmin), which any load, insert, update or delete changes. The same state answers the rows
 * read before; a load committed between the two reads only makes the rows kept newer than their state, and the next
 * screening reads again.
 */
export async function readEntries(tx: DbOrTx): Promise<EntryRow[]> {
  const [row] = await tx.select({ state: sql<string>`count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text` }).from(sanctionsEntries);
  if (kept && kept.state === row!.state) return kept.entries;
  const entries = await tx.select().from(sanctionsEntries);
  kept = { state: row!.state, entries };
  return entries;
}

/** A company: its company name, its registered legal name and its signatory's name. Unknown profile: not blocked. */
export async function screenCompany(tx: DbOrTx, profileId: string, occasion: ScreeningOccasion, opts: ScreenOptions): Promise<ScreeningResult> {
  const [profile] = await tx.select({ companyName: profiles.companyName }).from(profiles).where(eq(profiles.id, profileId));
  if (!profile) return { blocked: false, casesOpened: 0 };
  // Names given by the caller (a submission being approved) stand; else those of the latest approved submission.
  const given = opts.legalName !== undefined || opts.signatoryName !== undefined;
  const names: Partial<CompanyNames> = given ? opts : ((await signatoryNames(tx, [profileId])).get(profileId) ?? {});
  const subjects: Subject[] = [{ type: 'company', id: profileId, name: profile.companyName }];
  if (names.legalName && names.legalName !== profile.companyName) subjects.push({ type: 'company', id: profileId, name: names.legalName });
  if (names.signatoryName) subjects.push({ type: 'signatory', id: profileId, name: names.signatoryName });
  return screenSubjects(tx, subjects, occasion, opts);
}

/** A ship: its IMO number exactly, its name by the fuzzy method. Unknown vessel: not blocked. */
export async function screenVessel(tx: DbOrTx, vesselId: string, occasion: ScreeningOccasion, opts: ScreenOptions): Promise<ScreeningResult> {
  const [vessel] = await tx.select({ name: vessels.name, imo: vessels.imo }).from(vessels).where(eq(vessels.id, vesselId));
  if (!vessel) return { blocked: false, casesOpened: 0 };
  return screenSubjects(tx, [{ type: 'vessel', id: vesselId, name: vessel.name, imo: vessel.imo }], occasion, opts);
}

/** A deal about to be accepted: both companies and the ship. Blocked if any of them is. */
export async function screenDeal(
  tx: DbOrTx,
  deal: { id: string; ownerId: string; chartererId: string; vesselId: string },
  opts: Omit<ScreenOptions, 'dealId'>,
): Promise<ScreeningResult> {
  const entries = opts.entries ?? (await readEntries(tx));
  const o = { ...opts, entries, dealId: deal.id };
  const results = [
    await screenCompany(tx, deal.ownerId, 'deal_acceptance', o),
    await screenCompany(tx, deal.chartererId, 'deal_acceptance', o),
    await screenVessel(tx, deal.vesselId, 'deal_acceptance', o),
  ];
  return { blocked: results.some((r) => r.blocked), casesOpened: results.reduce((n, r) => n + r.casesOpened, 0) };
}

/** Whether an open or confirmed case stands against the subject (a company or a ship), without screening again. */
export async function isBlocked(tx: DbOrTx, subjectId: string, kind: 'company' | 'vessel'): Promise<boolean> {
  const types: SubjectType[] = kind === 'vessel' ? ['vessel'] : ['company', 'signatory'];
  const [row] = await tx
    .select({ id: sanctionsCases.id })
    .from(sanctionsCases)
    .where(
      and(eq(sanctionsCases.subjectId, subjectId), inArray(sanctionsCases.subjectType, types), inArray(sanctionsCases.status, ['open', 'confirmed'])),
    )
    .limit(1);
  return Boolean(row);
}

/** Opens a case for each new possible match (a match already cased, decided or not, is left as it is). */
export async function screenSubjects(tx: DbOrTx, subjects: Subject[], occasion: ScreeningOccasion, opts: ScreenOptions): Promise<ScreeningResult> {
  if (!subjects.length) return { blocked: false, casesOpened: 0 };
  const entries: readonly ListedEntry[] & readonly EntryRow[] = opts.entries ?? (await readEntries(tx));
  // Normalized once per list read (a deal's three subjects, a re-screening of everything share it).
  const index = indexOf(entries);
  let casesOpened = 0;
  for (const subject of subjects) {
    const matches = findIndexedMatches(subject, index);
    if (!matches.length) continue;
    const inserted = await tx
      .insert(sanctionsCases)
      .values(
        matches.map((m) => ({
          subjectType: subject.type,
          subjectId: subject.id,
          subjectName: subject.name,
          subjectImo: subject.imo ?? null,
          listId: m.entry.listId,
          entryRef: m.entry.ref,
          entry: { name: m.entry.name, aliases: m.entry.aliases, imo: m.entry.imo, kind: m.entry.kind, programme: m.entry.programme },
          matchedOn: m.matchedOn,
          matchedName: m.matchedName,
          score: m.score,
          occasion,
          dealId: opts.dealId ?? null,
          createdAt: opts.now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: sanctionsCases.id });
    casesOpened += inserted.length;
  }
  const kind = subjects[0]!.type === 'vessel' ? 'vessel' : 'company';
  const ids = [...new Set(subjects.map((s) => s.id))];
  let blocked = false;
  for (const id of ids) blocked = (await isBlocked(tx, id, kind)) || blocked;
  return { blocked, casesOpened };
}

/** The ids a re-screening covers: verified companies not erased, and ships not archived. */
export async function everythingScreened(tx: DbOrTx): Promise<{ profileIds: string[]; vesselIds: string[] }> {
  const companies = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.verified, true), isNull(profiles.erasedAt), sql`${profiles.role} <> 'admin'`));
  const ships = await tx.select({ id: vessels.id }).from(vessels).where(isNull(vessels.archivedAt));
  return { profileIds: companies.map((c) => c.id), vesselIds: ships.map((s) => s.id) };
}
