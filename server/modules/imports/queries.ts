import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Import, ImportHistory, ImportSummary, PublishedMarker } from '../../../common/imports/api';
import { IMPORT_PAGE_SIZE, importMessages, type CircularReadingJson } from '../../../common/imports/schemas';
import type { DbOrTx } from '../../db/client';
import { imports, publications, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { CircularRead, CircularReading } from './parser';
import { reviewOf, splitFrom } from './reading';

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
  // Each draft once, however often it was published again (a member may correct and publish a draft twice).
  publishedCount: sql<number>`(select count(distinct (${publications.draftKind}, ${publications.draftIndex})) from ${publications} where ${publications.importId} = ${imports.id})::int`,
  partlyRead: sql<boolean>`coalesce((${imports.reading} ->> 'partlyRead')::boolean, false)`,
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
  publishedCount: number;
  partlyRead: boolean;
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
    publishedCount: Number(row.publishedCount),
    notice: row.partlyRead ? importMessages.partlyRead : null,
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

const publisher = alias(users, 'import_publisher');

/** What each kind of publication made, in the words of the review page. */
const publishedWords = {
  position: { created: 'Listed as a new vessel', updated: 'Updated the open position of a vessel already on Fairlead' },
  cargo: { created: 'Posted as a new cargo order', updated: 'Updated an open cargo order instead of posting it twice' },
} as const;

/** The last publication of each draft of one import, keyed `position:0`, `cargo:2`. */
async function publishedMarkers(db: DbOrTx, importId: string): Promise<Map<string, PublishedMarker>> {
  const rows = await db
    .select({
      id: publications.id,
      kind: publications.draftKind,
      index: publications.draftIndex,
      action: publications.action,
      vesselId: publications.vesselId,
      cargoOrderId: publications.cargoOrderId,
      at: publications.publishedAt,
      byId: publisher.id,
      byName: publisher.name,
    })
    .from(publications)
    .leftJoin(publisher, eq(publisher.id, publications.publishedBy))
    .where(eq(publications.importId, importId))
    .orderBy(asc(publications.publishedAt), asc(publications.id));
  const markers = new Map<string, PublishedMarker>();
  // Oldest first: a later publication of the same draft replaces the earlier one.
  for (const r of rows) {
    const listingId = r.vesselId ?? r.cargoOrderId;
    const words = publishedWords[r.kind][r.action];
    markers.set(`${r.kind}:${r.index}`, {
      id: listingId ?? r.id,
      at: r.at.toISOString(),
      updated: r.action === 'updated',
      action: r.action,
      listingId,
      by: r.byId ? { id: r.byId, name: r.byName ?? '' } : null,
      message: listingId ? words : `${words}; that listing has since been deleted`,
    });
  }
  return markers;
}

const noSources = { fields: {}, uncertain: {} };

/**
 * Where each stored draft was read: the e-mail is read again with sources (the parser is deterministic), and a draft
 * takes the sources of the item read again at its place only when that item is the draft as stored. A parser
 * improved since the import may read differently: such a draft gets no highlights rather than wrong ones.
 */
function sourcesFor<T extends object, S>(stored: T[], again: T[], sources: S[]): (S | typeof noSources)[] {
  return stored.map((item, i) => (again[i] !== undefined && sameFields(item, again[i]) ? (sources[i] ?? noSources) : noSources));
}

/** Field by field (jsonb keeps its own key order); every value of a reading is a string, a number or null. */
function sameFields(a: object, b: object): boolean {
  const x = Object.entries(a);
  const y = new Map(Object.entries(b));
  return x.length === y.size && x.every(([k, v]) => y.get(k) === v);
}

/**
 * One import of the caller's company, in full; 404 for anyone else's. The text is the one the parser read (plain text,
 * never the HTML; only its first part for a very long e-mail), so every source span points into it. `known`: the
 * reading with sources the caller just made of this e-mail (null: it could not be read), spared a second reading.
 */
export async function importOf(db: DbOrTx, user: CurrentUser, id: string, log?: Logger, known?: CircularRead | null): Promise<Import> {
  const [row] = await db
    .select({ ...summaryColumns, raw: imports.raw, reading: imports.reading })
    .from(imports)
    .leftJoin(submitter, eq(submitter.id, imports.submittedBy))
    .where(and(eq(imports.id, id), eq(imports.companyId, user.id)));
  if (!row) throw notFound(importMessages.notFound);
  const reading = row.reading as CircularReading | null;
  const [review, markers] = await Promise.all([
    row.status === 'failed' ? null : known !== undefined ? known : reviewOf(row.raw, row.source, row.receivedAt, log),
    publishedMarkers(db, id),
  ]);
  const positions = reading?.positions ?? [];
  const cargoes = reading?.cargoes ?? [];
  const positionSources = sourcesFor(positions, review?.reading.positions ?? [], review?.sources.positions ?? []);
  const cargoSources = sourcesFor(cargoes, review?.reading.cargoes ?? [], review?.sources.cargoes ?? []);
  return {
    ...summary(row),
    text: review?.text ?? '',
    positions: positions.map((fields, index) => ({
      index,
      fields,
      published: markers.get(`position:${index}`) ?? null,
      sources: positionSources[index],
    })),
    cargoes: cargoes.map((fields, index) => ({ index, fields, published: markers.get(`cargo:${index}`) ?? null, sources: cargoSources[index] })),
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
