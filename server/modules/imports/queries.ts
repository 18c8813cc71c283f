import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Import, ImportHistory, ImportSummary } from '../../../common/imports/api';
import { IMPORT_PAGE_SIZE, importMessages, type CircularReadingJson } from '../../../common/imports/schemas';
import type { DbOrTx } from '../../db/client';
import { imports, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { CircularReading } from './parser';
import { splitFrom, textOf } from './reading';

// An import is its company's: on Fairlead a company is one profile, so the caller's own id. Everyone else, an admin
// included, is told it does not exist: an import is a company's private mail and unpublished business, and nothing
// in it is for moderation until a member publishes it (published listings are moderated as any other).

const submitter = alias(users, 'import_submitter');

const summaryColumns = {
  id: imports.id,
  status: imports.status,
  kind: imports.kind,
  source: imports.source,
  fileName: imports.fileName,
  subject: imports.subject,
  mailFrom: imports.mailFrom,
  sentAt: imports.sentAt,
  receivedAt: imports.receivedAt,
  readAt: imports.readAt,
  error: imports.error,
  positionCount: sql<number>`coalesce(jsonb_array_length(${imports.reading} -> 'positions'), 0)::int`,
  cargoCount: sql<number>`coalesce(jsonb_array_length(${imports.reading} -> 'cargoes'), 0)::int`,
  submitterId: submitter.id,
  submitterName: submitter.name,
};

type SummaryRow = {
  id: string;
  status: ImportSummary['status'];
  kind: ImportSummary['kind'];
  source: ImportSummary['source'];
  fileName: string | null;
  subject: string;
  mailFrom: string | null;
  sentAt: Date | null;
  receivedAt: Date;
  readAt: Date | null;
  error: string | null;
  positionCount: number;
  cargoCount: number;
  submitterId: string | null;
  submitterName: string | null;
};

function summary(row: SummaryRow): ImportSummary {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    source: row.source,
    fileName: row.fileName,
    subject: row.subject,
    from: splitFrom(row.mailFrom),
    sentAt: row.sentAt?.toISOString() ?? null,
    receivedAt: row.receivedAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    positionCount: Number(row.positionCount),
    cargoCount: Number(row.cargoCount),
    submittedBy: row.submitterId ? { id: row.submitterId, name: row.submitterName ?? '' } : null,
    error: row.error,
  };
}

/** The company's import history, newest first (the raw messages stay in the database). */
export async function listImports(db: DbOrTx, user: CurrentUser, page: number): Promise<ImportHistory> {
  const mine = eq(imports.companyId, user.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(imports)
      .leftJoin(submitter, eq(submitter.id, imports.submittedBy))
      .where(mine)
      .orderBy(desc(imports.receivedAt), desc(imports.id))
      .limit(IMPORT_PAGE_SIZE)
      .offset((page - 1) * IMPORT_PAGE_SIZE),
    db.select({ total: count() }).from(imports).where(mine),
  ]);
  return { items: rows.map(summary), total: Number(total), page, pageSize: IMPORT_PAGE_SIZE };
}

/** One import of the caller's company, in full; 404 for anyone else's. */
export async function importOf(db: DbOrTx, user: CurrentUser, id: string): Promise<Import> {
  const [row] = await db
    .select({ ...summaryColumns, raw: imports.raw, reading: imports.reading })
    .from(imports)
    .leftJoin(submitter, eq(submitter.id, imports.submittedBy))
    .where(and(eq(imports.id, id), eq(imports.companyId, user.id)));
  if (!row) throw notFound(importMessages.notFound);
  const reading = row.reading as CircularReading | null;
  // The text is read again from the stored message, as the parser read it: plain text, never the HTML.
  const text = row.status === 'failed' ? '' : await textOf(row.raw, row.source);
  const draft = <T>(fields: T, index: number) => ({ index, fields, published: null });
  return {
    ...summary(row),
    text,
    positions: (reading?.positions ?? []).map(draft),
    cargoes: (reading?.cargoes ?? []).map(draft),
  };
}

/** Exactly the parser's reading of one e-mail, in the corpus format. */
export async function draftsOf(db: DbOrTx, user: CurrentUser, id: string): Promise<CircularReadingJson> {
  const [row] = await db
    .select({ status: imports.status, reading: imports.reading })
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.companyId, user.id)));
  if (!row) throw notFound(importMessages.notFound);
  if (row.status === 'received') throw new AppError('conflict', importMessages.notReadYet);
  if (!row.reading) throw new AppError('conflict', importMessages.noReading);
  const { kind, positions, cargoes } = row.reading as CircularReading;
  return { kind, positions, cargoes };
}
