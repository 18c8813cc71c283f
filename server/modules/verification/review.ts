import { asc, eq } from 'drizzle-orm';
import { expiryNoticeDays, verificationMessages, type ApproveInput, type DecisionNote } from '../../../common/verification/schemas';
import { sanctionsMessages } from '../../../common/sanctions/cases';
import type { DbOrTx } from '../../db/client';
import { profiles, verificationDocuments, verificationSubmissions } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { recordAudit } from '../audit/service';
import { notifyAndMailMany } from '../notifications/service';
import { screenCompany } from '../sanctions/screen';
import type { VerificationDeps } from './service';
import { submissionView, submissionViews, type SubmissionRow } from './view';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Files waiting for review, the one waiting longest first. */
export async function reviewQueue(db: DbOrTx) {
  const rows = await db
    .select()
    .from(verificationSubmissions)
    .where(eq(verificationSubmissions.status, 'submitted'))
    .orderBy(asc(verificationSubmissions.submittedAt), asc(verificationSubmissions.id));
  return { items: await submissionViews(db, rows, 'admin') };
}

/** The file, locked; only one waiting for review can be decided (a second admin's click finds it decided: 409). */
async function waitingFile(tx: DbOrTx, id: string): Promise<SubmissionRow> {
  const [row] = await tx.select().from(verificationSubmissions).where(eq(verificationSubmissions.id, id)).for('update');
  if (!row) throw notFound('Submission not found');
  if (row.status !== 'submitted') throw new AppError('conflict', verificationMessages.notWaiting);
  return row;
}

const tell = (deps: VerificationDeps, tx: DbOrTx, userId: string, title: string, message: string, now: Date) =>
  notifyAndMailMany(
    tx,
    [{ userId, title, message, link: { url: `${deps.appUrl}/app/company/verification`, label: 'See your verification' }, category: 'account' }],
    now,
  );

/**
 * The notices before an approved file lapses (30 and 7 days) and the lapse itself (0), queued in the approval's
 * transaction. A notice whose day has already passed is not queued: a file approved 10 days before it lapses gets
 * the 7-day notice and the lapse, not a late 30-day one.
 */
export async function scheduleExpiryReminders(tx: DbOrTx, submissionId: string, expiresOn: string, now: Date): Promise<void> {
  for (const days of expiryNoticeDays) {
    const runAt = new Date(Date.parse(`${expiresOn}T00:00:00Z`) - days * DAY_MS);
    if (runAt > now) await enqueue(tx, 'verification.expiry', { submissionId, days }, { runAt });
  }
}

/**
 * Approves with the expiry the admin read on each paper: the company is verified until the earliest, and is told
 * 30, 7 and 0 days before (jobs queued here, in the same transaction).
 */
export async function approve(deps: VerificationDeps, admin: CurrentUser, id: string, input: ApproveInput) {
  const now = deps.clock.now();
  const today = dayOf(now);
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await waitingFile(tx, id);
    const docs = await tx.select().from(verificationDocuments).where(eq(verificationDocuments.submissionId, id));
    const given = new Map(input.expiries.map((e) => [e.documentId, e.expiresOn]));
    const fields: Record<string, string> = {};
    for (const d of docs) {
      const on = given.get(d.id);
      if (!on) fields[d.id] = verificationMessages.expiryMissing;
      else if (on <= today) fields[d.id] = verificationMessages.expiry;
    }
    const problems = Object.values(fields);
    if (!docs.length || problems.length) throw new AppError('validation', problems[0] ?? verificationMessages.expiryMissing, fields);
    // The company, its legal name and its signatory are screened first: a possible match opens a case for the
    // admins and leaves the file in this queue. The transaction commits (the case must stay); the caller refuses.
    const screening = await screenCompany(tx, before.profileId, 'verification', {
      now,
      legalName: before.legalName,
      signatoryName: before.signatoryName,
    });
    if (screening.blocked) return 'blocked';
    for (const d of docs)
      await tx
        .update(verificationDocuments)
        .set({ expiresOn: given.get(d.id) })
        .where(eq(verificationDocuments.id, d.id));
    const expiresOn = docs.map((d) => given.get(d.id)!).sort()[0];
    const [after] = await tx
      .update(verificationSubmissions)
      .set({ status: 'approved', checkedOn: today, expiresOn, decidedAt: now, decidedBy: admin.id, decisionNote: null, updatedAt: now })
      .where(eq(verificationSubmissions.id, id))
      .returning();
    await tx
      .update(profiles)
      .set({ verified: true, verificationCheckedOn: today, verificationExpiresOn: expiresOn })
      .where(eq(profiles.id, before.profileId));
    await recordAudit(tx, { actor: admin, action: 'verification.approved', entity: 'verification_submission', entityId: id, before, after });
    await scheduleExpiryReminders(tx, id, expiresOn, now);
    await tell(
      deps,
      tx,
      before.profileId,
      'Company verified',
      `Fairlead checked ${after.legalName}'s registration and documents. Your company is verified until ${expiresOn}, when the first of your documents expires; we will remind you 30 and 7 days before.`,
      now,
    );
    return 'approved';
  });
  if (outcome === 'blocked') throw new AppError('conflict', sanctionsMessages.verificationBlocked);
  return submissionView(deps.db, id, 'admin');
}

/** Rejects, or sends back for more: the note is the member's to read. A company verified before stays so. */
export async function decide(
  deps: VerificationDeps,
  admin: CurrentUser,
  id: string,
  outcome: 'rejected' | 'more_info_requested',
  input: DecisionNote,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await waitingFile(tx, id);
    const [after] = await tx
      .update(verificationSubmissions)
      .set({ status: outcome, decisionNote: input.note, decidedAt: now, decidedBy: admin.id, updatedAt: now })
      .where(eq(verificationSubmissions.id, id))
      .returning();
    const action = outcome === 'rejected' ? 'verification.rejected' : 'verification.more_info_requested';
    await recordAudit(tx, { actor: admin, action, entity: 'verification_submission', entityId: id, before, after });
    const [title, lead] =
      outcome === 'rejected'
        ? ['Verification rejected', 'Fairlead could not verify your company:']
        : ['Verification: more information needed', 'Fairlead needs more before verifying your company:'];
    await tell(deps, tx, before.profileId, title, `${lead} ${input.note}`, now);
  });
  return submissionView(deps.db, id, 'admin');
}
