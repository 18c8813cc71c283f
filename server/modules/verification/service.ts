import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  requiredDocuments,
  verificationDetailsSchema,
  verificationMessages,
  type MyVerification,
  type VerificationDetails,
  type VerificationDocumentKind,
} from '../../../common/verification/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { profiles, users, verificationDocuments, verificationSubmissions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { BlobStorage } from '../../lib/storage';
import { recordAudit } from '../audit/service';
import { checkFile, newDocumentKey, type Upload } from './documents';
import { submissionView, submissionViews, type SubmissionRow } from './view';

export type VerificationDeps = { db: Database; clock: Clock; storage: BlobStorage; appUrl: string };

const openStatuses = ['draft', 'submitted', 'more_info_requested'] as const;

/** The company's open file, locked: at most one (a partial unique index), so two tabs cannot start two. */
async function openFile(tx: DbOrTx, profileId: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationSubmissions)
    .where(and(eq(verificationSubmissions.profileId, profileId), inArray(verificationSubmissions.status, [...openStatuses])))
    .for('update');
  return row;
}

/**
 * The open file to change: started if there is none; refused while an admin reviews it. A new file after a decision
 * (a renewal) starts from the last file's details, so the member sends fresh papers without retyping the company. It
 * changes nothing of the company's standing: only an admin's decision on it does.
 */
async function editableFile(tx: DbOrTx, user: CurrentUser, now: Date): Promise<SubmissionRow> {
  const row = await openFile(tx, user.id);
  if (row?.status === 'submitted') throw new AppError('conflict', verificationMessages.notEditable);
  if (row) return row;
  const [last] = await tx
    .select()
    .from(verificationSubmissions)
    .where(eq(verificationSubmissions.profileId, user.id))
    .orderBy(desc(verificationSubmissions.createdAt), desc(verificationSubmissions.id))
    .limit(1);
  const details = last ? pick(last, detailColumns) : {};
  const [created] = await tx
    .insert(verificationSubmissions)
    .values({ ...details, profileId: user.id, createdAt: now, updatedAt: now })
    .returning();
  return created;
}

const detailColumns = [
  'legalName',
  'registrationNumber',
  'registrationCountry',
  'registeredAddress',
  'signatoryName',
  'signatoryRole',
  'operatesShips',
] as const;
const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;

/**
 * The member's own file: the open one, else the last decided one (what was checked, or why it was refused); and the
 * last approved one, which stays what the company is verified by while a renewal is drafted, reviewed or refused.
 */
export async function myVerification(db: Database, user: CurrentUser, now: Date): Promise<MyVerification> {
  const newest = (status?: 'approved') =>
    db
      .select()
      .from(verificationSubmissions)
      .where(and(eq(verificationSubmissions.profileId, user.id), status ? eq(verificationSubmissions.status, status) : undefined))
      .orderBy(desc(verificationSubmissions.createdAt), desc(verificationSubmissions.id))
      .limit(1);
  // The open file, if any, is always the newest: it is started only once the last one was decided.
  const [[current], [approvedRow]] = await Promise.all([newest(), newest('approved')]);
  const [profile] = await db
    .select({ verified: profiles.verified, checkedOn: profiles.verificationCheckedOn, expiresOn: profiles.verificationExpiresOn })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  // The same row twice when the newest file is the approved one: viewed once.
  const rows = [current, approvedRow].filter((r, i, all): r is SubmissionRow => !!r && all.findIndex((o) => o?.id === r.id) === i);
  const views = await submissionViews(db, rows, 'member');
  const submission = views.find((v) => v.id === current?.id) ?? null;
  const approved = views.find((v) => v.id === approvedRow?.id) ?? null;
  const today = now.toISOString().slice(0, 10);
  return {
    submission,
    // Renewing is the latest file's action: an approval behind an open renewal offers none.
    approved: approved && approved.id !== submission?.id ? { ...approved, actions: [] } : approved,
    verified: profile.verified,
    checkedOn: profile.checkedOn,
    expiresOn: profile.expiresOn,
    canStart: profile.verified && (!profile.expiresOn || profile.expiresOn > today),
    today,
  };
}

export async function saveDetails(deps: VerificationDeps, user: CurrentUser, input: VerificationDetails) {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const row = await editableFile(tx, user, now);
    // Only an owner runs ships under an ISM DOC of its own.
    const details = { ...input, operatesShips: user.role === 'owner' && input.operatesShips };
    await tx
      .update(verificationSubmissions)
      .set({ ...details, updatedAt: now })
      .where(eq(verificationSubmissions.id, row.id));
    return row.id;
  });
  return submissionView(deps.db, id, 'member');
}

/**
 * Adds or replaces one paper. The file is stored before its row is written; if the transaction then fails the file is
 * removed, and a replaced file is removed once the new row has committed.
 */
export async function uploadDocument(deps: VerificationDeps, user: CurrentUser, kind: VerificationDocumentKind, upload: Upload) {
  if (kind === 'ism_doc' && user.role !== 'owner') {
    throw new AppError('validation', 'Only ship operators send an ISM Document of Compliance', {
      file: 'Only ship operators send an ISM Document of Compliance',
    });
  }
  const file = await checkFile(upload);
  const now = deps.clock.now();
  const key = newDocumentKey(user.id);
  await deps.storage.put(key, file.data);
  let replaced: string | null = null;
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const row = await editableFile(tx, user, now);
      const [old] = await tx
        .delete(verificationDocuments)
        .where(and(eq(verificationDocuments.submissionId, row.id), eq(verificationDocuments.kind, kind)))
        .returning({ key: verificationDocuments.storageKey });
      replaced = old?.key ?? null;
      await tx.insert(verificationDocuments).values({
        submissionId: row.id,
        kind,
        name: file.name,
        contentType: file.contentType,
        size: file.data.byteLength,
        sha256: file.sha256,
        storageKey: key,
        uploadedBy: user.id,
        uploadedAt: now,
      });
      await tx.update(verificationSubmissions).set({ updatedAt: now }).where(eq(verificationSubmissions.id, row.id));
      return row.id;
    });
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
  if (replaced) await deps.storage.delete(replaced);
  return submissionView(deps.db, id, 'member');
}

/** Sends the file to the admins' queue: complete details, every required paper, an e-mail address proven theirs. */
export async function submitFile(deps: VerificationDeps, user: CurrentUser) {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [account] = await tx.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, user.id));
    if (!account?.confirmed) throw new AppError('forbidden', verificationMessages.confirmEmail);
    const row = await openFile(tx, user.id);
    if (!row) throw new AppError('validation', verificationMessages.nothingToSubmit);
    if (row.status === 'submitted') throw new AppError('conflict', verificationMessages.notWaiting);
    const details = verificationDetailsSchema.safeParse(row);
    if (!details.success) {
      const fields = Object.fromEntries(details.error.issues.map((i) => [String(i.path[0]), i.message]));
      throw new AppError('validation', details.error.issues[0].message, fields);
    }
    const kinds = (
      await tx.select({ kind: verificationDocuments.kind }).from(verificationDocuments).where(eq(verificationDocuments.submissionId, row.id))
    ).map((d) => d.kind);
    const missing = requiredDocuments(row.operatesShips).filter((k) => !kinds.includes(k));
    if (missing.length) {
      const message = verificationMessages.missingDocument(missing[0]);
      throw new AppError('validation', message, Object.fromEntries(missing.map((k) => [k, verificationMessages.missingDocument(k)])));
    }
    const [after] = await tx
      .update(verificationSubmissions)
      .set({ status: 'submitted', submittedAt: now, updatedAt: now })
      .where(eq(verificationSubmissions.id, row.id))
      .returning();
    await recordAudit(tx, { actor: user, action: 'verification.submitted', entity: 'verification_submission', entityId: row.id, before: row, after });
    return row.id;
  });
  return submissionView(deps.db, id, 'member');
}
