import { and, eq } from 'drizzle-orm';
import { importMessages, type ImportSource } from '../../../common/imports/schemas';
import type { Import } from '../../../common/imports/api';
import type { Database } from '../../db/client';
import { imports } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { checkSize, readEmail, type Outcome } from './reading';
import type { CircularRead } from './parser';
import { importOf } from './queries';

export type ImportDeps = { db: Database; clock: Clock; log?: Logger };

/** One e-mail a member pasted or uploaded. */
export type Submitted = { raw: Buffer; fileName?: string | null };

/** Only verified companies import, as only they post listings (the same rule as posting a cargo order). */
function requireVerified(user: CurrentUser) {
  if (!user.verified) throw new AppError('forbidden', importMessages.notVerified);
}

/** A file name as shown: no control characters (PostgreSQL refuses NUL), at most 255 characters. */
function cleanFileName(name: string | null | undefined): string | null {
  const printable = [...(name ?? '')].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  const clean = printable.trim().slice(0, 255);
  return clean || null;
}

function readColumns(outcome: Outcome, now: Date) {
  return {
    status: outcome.status,
    kind: outcome.kind,
    // A very long e-mail read only in part says so beside its reading (queries.ts serves it as the import's notice);
    // the corpus-format export (drafts.json) leaves the mark out.
    reading: outcome.reading && outcome.partlyRead ? { ...outcome.reading, partlyRead: true } : outcome.reading,
    error: outcome.error,
    subject: outcome.subject,
    mailFrom: outcome.mailFrom,
    sentAt: outcome.sentAt,
    readAt: now,
  };
}

/**
 * Pasted text or uploaded .eml files, read at once (the parser takes milliseconds) and stored with what was read, all
 * in one statement: every e-mail is stored or none is. An e-mail over 10 MB refuses the whole request (413) before
 * anything is read or written; one that is not readable mail is stored as `failed` with the reason, beside the others.
 */
export async function receiveImports(
  deps: ImportDeps,
  user: CurrentUser,
  source: Extract<ImportSource, 'paste' | 'upload'>,
  mails: Submitted[],
): Promise<Import[]> {
  requireVerified(user);
  for (const mail of mails) checkSize(mail.raw);
  const now = deps.clock.now();
  const rows = [];
  const reviews: (CircularRead | null)[] = [];
  for (const mail of mails) {
    const outcome = await readEmail(mail.raw, source, now, deps.log);
    reviews.push(outcome.review);
    rows.push({
      companyId: user.id,
      submittedBy: user.id,
      source,
      fileName: cleanFileName(mail.fileName),
      raw: mail.raw,
      receivedAt: now,
      ...readColumns(outcome, now),
    });
  }
  const stored = await deps.db.insert(imports).values(rows).returning({ id: imports.id });
  // Rows come back in the order given; each answer reuses its reading's sources instead of reading the e-mail again.
  return Promise.all(stored.map(({ id }, i) => importOf(deps.db, user, id, deps.log, reviews[i])));
}

/**
 * The spine's entry for one pasted or uploaded e-mail (the caller is the member; their profile is the company).
 * Answers the stored import.
 */
export async function receiveImport(deps: ImportDeps, user: CurrentUser, source: 'paste' | 'upload', mail: Submitted): Promise<Import> {
  const [stored] = await receiveImports(deps, user, source, [mail]);
  return stored;
}

/**
 * Mail that arrived at the import addresses of one or more companies (the SMTP listener calls this once it knows them):
 * one import per company, each stored as `received` with its `imports.read` job queued, all in ONE transaction. Every
 * company gets the message or none does: the sender, told to try again, never leaves a company with a duplicate.
 * Refuses a message over 10 MB (AppError `payload_too_large`) without storing it.
 */
export async function receiveMailFor(
  deps: Pick<ImportDeps, 'db' | 'clock'>,
  input: { companyIds: string[]; raw: Buffer },
): Promise<{ ids: string[] }> {
  checkSize(input.raw);
  const companyIds = [...new Set(input.companyIds)];
  if (companyIds.length === 0) return { ids: [] };
  const receivedAt = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .insert(imports)
      .values(
        companyIds.map((companyId) => ({
          companyId,
          submittedBy: null,
          source: 'email' as const,
          raw: input.raw,
          status: 'received' as const,
          receivedAt,
        })),
      )
      .returning({ id: imports.id });
    for (const { id } of rows) await enqueue(tx, 'imports.read', { importId: id });
    return { ids: rows.map((r) => r.id) };
  });
}

/** Mail for one company's import address: receiveMailFor with one company. */
export async function receiveMail(deps: Pick<ImportDeps, 'db' | 'clock'>, input: { companyId: string; raw: Buffer }): Promise<{ id: string }> {
  const { ids } = await receiveMailFor(deps, { companyIds: [input.companyId], raw: input.raw });
  return { id: ids[0] };
}

/**
 * The `imports.read` job: reads a received e-mail and stores the outcome. Run twice (a lease that ran out), the second
 * run finds it read and leaves it. The parser is deterministic: an e-mail it cannot read is `failed`, not retried.
 */
export async function readReceived(deps: ImportDeps, importId: string): Promise<void> {
  const [row] = await deps.db
    .select({ raw: imports.raw, receivedAt: imports.receivedAt })
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.status, 'received')));
  if (!row) return;
  const outcome = await readEmail(row.raw, 'email', row.receivedAt, deps.log);
  await deps.db
    .update(imports)
    .set(readColumns(outcome, deps.clock.now()))
    .where(and(eq(imports.id, importId), eq(imports.status, 'received')));
}

export const importJobHandlers = (deps: ImportDeps) => ({
  'imports.read': ({ importId }: { importId: string }) => readReceived(deps, importId),
});
