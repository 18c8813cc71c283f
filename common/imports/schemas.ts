import { z } from 'zod';

/**
 * Imported broker circulars (issue #28): what each e-mail a member pasted, uploaded or forwarded became. The drafts
 * are the circular parser's reading in the development corpus' format (server/modules/imports/parser/corpus/README.md
 * section 2): snake_case keys, every key present, null where the e-mail does not say.
 */

/** The largest e-mail read, in bytes (10 MiB), pasted, uploaded or received by mail alike. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The most .eml files one upload may carry: a morning's circulars, not a mailbox export. */
export const MAX_IMPORT_FILES = 20;
export const IMPORT_PAGE_SIZE = 20;
/** The whole upload request at most (25 MiB): a few large e-mails or many circulars, never 20 × 10 MB buffered at once. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** How much of an e-mail's text is read (the first lines, at most so many characters): a real circular is tens of KB. */
export const MAX_READ_LINES = 2_000;
export const MAX_READ_CHARS = 200_000;

/**
 * `received`: waiting for the job queue to read it (mail that came by SMTP); `read`: drafts ready; `nothing`: read, and
 * not a circular (no open positions or cargo orders); `failed`: the e-mail could not be read, `error` says why.
 */
export const importStatuses = ['received', 'read', 'nothing', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** How the e-mail came: pasted text, an uploaded .eml file, or mail to the company's import address. */
export const importSources = ['paste', 'upload', 'email'] as const;
export type ImportSource = (typeof importSources)[number];

/** What the parser found the e-mail to be (corpus README 2). */
export const importKinds = ['positions', 'cargoes', 'mixed', 'none'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importMessages = {
  notFound: 'Import not found',
  notVerified: 'Only verified companies may import circulars: finish your company verification first',
  nothing: 'Nothing to import: this e-mail holds no open positions or cargo orders',
  empty: 'Paste the e-mail: its full text with headers, or just the body',
  noFiles: 'Choose one or more .eml files to import',
  tooManyFiles: `Import at most ${MAX_IMPORT_FILES} e-mails at a time`,
  tooLarge: 'This e-mail is larger than 10 MB, the most Fairlead reads.',
  uploadTooLarge: `Each e-mail may be at most 10 MB, and at most ${MAX_IMPORT_FILES} e-mails go in one upload.`,
  failed: 'This e-mail could not be read.',
  notReadYet: 'This e-mail is still waiting to be read: try again in a moment',
  noReading: 'This e-mail could not be read, so it has no drafts',
  partlyRead: 'Read the first 2,000 lines of this e-mail (200,000 characters at most); the rest of it was not read.',
  requestTooLarge: 'An upload may hold at most 25 MB of e-mails in all: import them in smaller batches.',
} as const;

export const pasteImportSchema = z.object({
  text: z.string({ error: importMessages.empty }).refine((text) => text.trim() !== '', importMessages.empty),
});
export type PasteImportInput = z.input<typeof pasteImportSchema>;

/** One ship open for business, as the e-mail gives it (corpus README 2.1). */
export const positionDraftSchema = z.object({
  vessel_name: z.string().nullable(),
  imo: z.string().nullable(),
  vessel_type: z.string().nullable(),
  dwt: z.number().nullable(),
  built: z.number().nullable(),
  flag: z.string().nullable(),
  gear: z.string().nullable(),
  open_port: z.string().nullable(),
  open_area: z.string().nullable(),
  open_from: z.string().nullable(),
  open_to: z.string().nullable(),
  operator: z.string().nullable(),
});
export type PositionDraft = z.infer<typeof positionDraftSchema>;

/** One cargo order, as the e-mail gives it (corpus README 2.2). */
export const cargoDraftSchema = z.object({
  account: z.string().nullable(),
  commodity: z.string().nullable(),
  quantity_mt: z.number().nullable(),
  tolerance_pct: z.number().nullable(),
  tolerance_option: z.string().nullable(),
  load_port: z.string().nullable(),
  load_area: z.string().nullable(),
  discharge_port: z.string().nullable(),
  discharge_area: z.string().nullable(),
  laycan_from: z.string().nullable(),
  laycan_to: z.string().nullable(),
  load_rate: z.string().nullable(),
  discharge_rate: z.string().nullable(),
  freight_idea: z.string().nullable(),
  commission_pct: z.number().nullable(),
});
export type CargoDraft = z.infer<typeof cargoDraftSchema>;

/** Exactly the corpus format of one e-mail: what `GET /api/import/{id}/drafts.json` answers. */
export const circularReadingSchema = z.object({
  kind: z.enum(importKinds),
  positions: z.array(positionDraftSchema),
  cargoes: z.array(cargoDraftSchema),
});
export type CircularReadingJson = z.infer<typeof circularReadingSchema>;
