import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { sanctionsListNames, sanctionsMessages, type SubjectType } from '../../../common/sanctions/cases';
import type { SanctionsCase } from '../../../common/sanctions/api';
import type { Database } from '../../db/client';
import { profiles, sanctionsCases, sanctionsLists, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { suspendInTx } from '../admin/suspension';
import { withdrawConfirmedVessel } from './confirmed-vessel';

type CaseRow = typeof sanctionsCases.$inferSelect;

/** How many decided cases the page shows under the open ones. */
const DECIDED_SHOWN = 50;

/**
 * What a confirmed company is told when its account is suspended: nothing that names sanctions (a listed party must
 * not be tipped off), and the same words a false alarm would have read before it was cleared.
 */
export const confirmedSuspensionReason = 'Our compliance team is reviewing your company and will contact you.';

async function companiesOf(db: Database, rows: CaseRow[]): Promise<Map<string, string>> {
  const companyIds = rows.filter((r) => r.subjectType !== 'vessel').map((r) => r.subjectId);
  const vesselIds = rows.filter((r) => r.subjectType === 'vessel').map((r) => r.subjectId);
  const names = new Map<string, string>();
  if (companyIds.length)
    for (const p of await db.select({ id: profiles.id, name: profiles.companyName }).from(profiles).where(inArray(profiles.id, companyIds)))
      names.set(p.id, p.name);
  if (vesselIds.length)
    for (const v of await db
      .select({ id: vessels.id, name: profiles.companyName })
      .from(vessels)
      .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
      .where(inArray(vessels.id, vesselIds)))
      names.set(v.id, v.name);
  return names;
}

const view = (r: CaseRow, company: string | null): SanctionsCase => ({
  id: r.id,
  status: r.status,
  occasion: r.occasion,
  createdAt: r.createdAt.toISOString(),
  subject: { type: r.subjectType as SubjectType, id: r.subjectId, name: r.subjectName, imo: r.subjectImo, company },
  entry: {
    listId: r.listId,
    listName: sanctionsListNames[r.listId],
    ref: r.entryRef,
    kind: r.entry.kind as SanctionsCase['entry']['kind'],
    name: r.entry.name,
    aliases: r.entry.aliases,
    imo: r.entry.imo,
    programme: r.entry.programme,
  },
  matchedOn: r.matchedOn,
  matchedName: r.matchedName,
  score: r.score,
  dealId: r.dealId,
  decision: r.decidedAt ? { by: r.decidedBy, at: r.decidedAt.toISOString(), reason: r.decisionReason ?? '' } : null,
});

/** Open cases, oldest first (they block members now), then the latest decided; and the lists loaded. */
export async function listCases(db: Database) {
  const open = await db
    .select()
    .from(sanctionsCases)
    .where(eq(sanctionsCases.status, 'open'))
    .orderBy(asc(sanctionsCases.createdAt), asc(sanctionsCases.id));
  const decided = await db
    .select()
    .from(sanctionsCases)
    .where(sql`${sanctionsCases.status} <> 'open'`)
    .orderBy(desc(sanctionsCases.decidedAt), desc(sanctionsCases.id))
    .limit(DECIDED_SHOWN);
  const rows = [...open, ...decided];
  const companies = await companiesOf(db, rows);
  const lists = await db.select().from(sanctionsLists).orderBy(asc(sanctionsLists.id));
  return {
    items: rows.map((r) => view(r, companies.get(r.subjectId) ?? null)),
    lists: lists.map((l) => ({
      id: l.id,
      name: sanctionsListNames[l.id],
      version: l.version,
      entryCount: l.entryCount,
      loadedAt: l.loadedAt.toISOString(),
    })),
  };
}

/**
 * An admin's decision on an open case, audited. Cleared: it no longer blocks (other open cases on the subject still
 * do). Confirmed: it blocks every acceptance for good, and a company's account is suspended at once with a neutral
 * reason (its deals and records are kept); a ship is suspended, which takes it off the market, and its live firm
 * offers lapse (decision 029).
 */
export async function decideCase(
  deps: { db: Database; clock: Clock; appUrl: string },
  admin: CurrentUser,
  id: string,
  decision: 'cleared' | 'confirmed',
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(sanctionsCases).where(eq(sanctionsCases.id, id)).for('update');
    if (!row) throw notFound(sanctionsMessages.caseNotFound);
    if (row.status !== 'open') throw new AppError('conflict', sanctionsMessages.caseDecided);
    const now = deps.clock.now();
    await tx
      .update(sanctionsCases)
      .set({ status: decision, decidedBy: admin.id, decidedAt: now, decisionReason: reason })
      .where(eq(sanctionsCases.id, id));
    await recordAudit(tx, {
      actor: admin,
      action: decision === 'cleared' ? 'sanctions.case_cleared' : 'sanctions.case_confirmed',
      entity: 'sanctions_case',
      entityId: id,
      before: { status: row.status, subjectType: row.subjectType, subjectId: row.subjectId, listId: row.listId, entryRef: row.entryRef },
      after: { status: decision, reason },
    });
    if (decision === 'confirmed' && row.subjectType !== 'vessel') {
      const [profile] = await tx
        .select({ role: profiles.role, suspendedAt: profiles.suspendedAt })
        .from(profiles)
        .where(eq(profiles.id, row.subjectId));
      if (profile && profile.role !== 'admin' && !profile.suspendedAt)
        await suspendInTx(tx, admin, row.subjectId, confirmedSuspensionReason, now, deps.appUrl);
    }
    if (decision === 'confirmed' && row.subjectType === 'vessel') await withdrawConfirmedVessel(tx, deps, admin, row.subjectId, id, now);
  });
}
