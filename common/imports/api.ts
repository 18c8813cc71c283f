import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  cargoDraftSchema,
  circularReadingSchema,
  IMPORT_PAGE_SIZE,
  importKinds,
  importMessages,
  importSources,
  importStatuses,
  pasteImportSchema,
  positionDraftSchema,
} from './schemas';
import { cargoSourcesSchema, positionSourcesSchema } from './reading';

// Import circulars (#28): a verified member pastes an e-mail or uploads .eml files (mail to the company's import
// address arrives through the SMTP listener and the job queue); each e-mail is read into draft positions and cargo
// orders. An import is its company's alone: anyone else is told it does not exist.

const importParams = z.object({ id: z.uuid({ error: importMessages.notFound }) });
const importers = ['owner', 'charterer'] as const;

/**
 * Where a draft went once published: the listing it made or updated. Always null until publishing is built
 * (server/modules/imports/publish/), which fills it; the field is here so pages can already show "published".
 */
export const publishedMarkerSchema = z.object({
  /** The listing published (vessel or cargo order); the publication record's own id when that listing was deleted since. */
  id: z.uuid(),
  /** When it was last published (ISO 8601). */
  at: z.string(),
  updated: z.boolean(),
  /** The last publication: created a listing, or updated one already on Fairlead. */
  action: z.enum(['created', 'updated']),
  /** The vessel (position) or cargo order it became; null when that listing was deleted since. */
  listingId: z.uuid().nullable(),
  /** The member who published it; null once their account is erased. */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What it became, in a sentence ("Listed as a new vessel"). */
  message: z.string(),
});
export type PublishedMarker = z.infer<typeof publishedMarkerSchema>;

/**
 * A draft: its place in the e-mail (0-based, in the order the e-mail lists them), what was read, whether it went out,
 * and where in the import's `text` each field was read (`sources.fields`: field → {start, end}, `text.slice(start,
 * end)`) with the fields the parser is unsure of (`sources.uncertain`: field → reason). Sources are empty when the
 * e-mail, read again today, no longer gives this draft as stored (the parser improved since).
 */
const draft = <T extends z.ZodType, S extends z.ZodType>(fields: T, sources: S) =>
  // `sources` is always sent; optional in the type only so clients and fixtures written before it still compile.
  z.object({ index: z.number().int(), fields, published: publishedMarkerSchema.nullable(), sources: sources.optional() });
export const positionDraftItemSchema = draft(positionDraftSchema, positionSourcesSchema);
export const cargoDraftItemSchema = draft(cargoDraftSchema, cargoSourcesSchema);

/** One e-mail in the import history: what it was and what it became. */
export const importSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(importStatuses),
  /** What the parser found it to be; null until it is read, and for an e-mail that could not be read. */
  kind: z.enum(importKinds).nullable(),
  source: z.enum(importSources),
  /** The uploaded file's name; null for pasted text and mail. */
  fileName: z.string().nullable(),
  /** The e-mail's Subject; '' when it has none (or is not read yet). */
  subject: z.string(),
  /** The first From address as written; both null when the e-mail gives none. */
  from: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
  /** The Date header (ISO 8601); null when it has none or it is not a date. */
  sentAt: z.string().nullable(),
  receivedAt: z.string(),
  readAt: z.string().nullable(),
  positionCount: z.number().int(),
  cargoCount: z.number().int(),
  /** The member who pasted or uploaded it; null for mail to the import address. */
  submittedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Why it could not be read (`failed`), or the "nothing to import" sentence (`nothing`); null otherwise. */
  error: z.string().nullable(),
  // The two below are always sent; optional in the type only so clients and fixtures written before them still compile.
  /** How many of its drafts were published (each draft counted once, however often it was published again). */
  publishedCount: z.number().int().optional(),
  /** Said beside any status: only the first part of a very long e-mail was read (importMessages.partlyRead); else null. */
  notice: z.string().nullable().optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** One import in full: the e-mail as plain text (HTML is never served: its text is what the parser read) and its drafts. */
export const importSchema = importSummarySchema.extend({
  /** The body as the parser reads it, plain text with `\n` line endings; '' when the e-mail cannot be read. */
  text: z.string(),
  positions: z.array(positionDraftItemSchema),
  cargoes: z.array(cargoDraftItemSchema),
});
export type Import = z.infer<typeof importSchema>;
export type PositionDraftItem = z.infer<typeof positionDraftItemSchema>;
export type CargoDraftItem = z.infer<typeof cargoDraftItemSchema>;

export const importHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).optional().default(1),
});
export type ImportHistoryQuery = z.output<typeof importHistoryQuerySchema>;

export const importHistorySchema = z.object({
  items: z.array(importSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImportHistory = z.infer<typeof importHistorySchema>;
export { IMPORT_PAGE_SIZE };

export const importsApi = {
  paste: endpoint({
    method: 'post',
    path: '/api/import',
    operationId: 'importPastedEmail',
    tag: 'Imports',
    access: importers,
    summary: 'Import one pasted e-mail (the full message with headers, or just its body), read at once (verified members)',
    body: pasteImportSchema,
    ok: { status: 201, schema: z.object({ import: importSchema }) },
    errors: [413],
  }),
  upload: endpoint({
    method: 'post',
    path: '/api/import/files',
    operationId: 'importEmailFiles',
    tag: 'Imports',
    access: importers,
    summary: `Import .eml files (multipart, field \`files\`, at most 20, each at most 10 MB, 25 MB in all); a file that is not readable mail becomes a failed import (verified members)`,
    ok: { status: 201, schema: z.object({ items: z.array(importSchema) }) },
    errors: [400, 413],
  }),
  history: endpoint({
    method: 'get',
    path: '/api/import',
    operationId: 'importHistory',
    tag: 'Imports',
    access: 'user',
    summary: 'The company’s imported e-mails, newest first: what each became',
    query: importHistoryQuerySchema,
    ok: { status: 200, schema: importHistorySchema },
  }),
  get: endpoint({
    method: 'get',
    path: '/api/import/{id}',
    operationId: 'importedEmail',
    tag: 'Imports',
    access: 'user',
    summary: 'One imported e-mail: its headers, its text (plain, never HTML), status and drafts',
    params: importParams,
    ok: { status: 200, schema: z.object({ import: importSchema }) },
  }),
  drafts: endpoint({
    method: 'get',
    path: '/api/import/{id}/drafts.json',
    operationId: 'importDraftsJson',
    tag: 'Imports',
    access: 'user',
    summary: 'What the parser read from one e-mail, exactly in the circular corpus format `{kind, positions, cargoes}`',
    description: 'An e-mail still waiting to be read, or one that could not be read, has no reading: 409 says which.',
    params: importParams,
    ok: { status: 200, schema: circularReadingSchema },
    errors: [409],
  }),
} as const;
