import { sql } from 'drizzle-orm';
import { check, customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { importKinds, importSources, importStatuses, MAX_IMPORT_BYTES } from '../../../common/imports/schemas';
import { profiles } from './accounts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Raw bytes. PGlite answers a Uint8Array, node-postgres a Buffer: both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One e-mail a company imported (issue #28): the message exactly as received, and what the circular parser read from
 * it. The raw message is kept so it can be read again by a better parser and shown as text; the reading is the
 * parser's output in the corpus format (server/modules/imports/parser/corpus/README.md), never edited here.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The company: on Fairlead a company is one profile. Its imports go with it. */
    companyId: text('company_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Who pasted or uploaded it; null for mail to the company's import address. */
    submittedBy: text('submitted_by').references(() => profiles.id, { onDelete: 'set null' }),
    source: text('source', { enum: importSources }).notNull(),
    fileName: text('file_name'),
    /** The first From address, as written (`Name <address>` or the address alone); null while unread or absent. */
    mailFrom: text('mail_from'),
    subject: text('subject').notNull().default(''),
    /** The Date header; null when it has none or it is not a date. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    raw: bytea('raw').notNull(),
    status: text('status', { enum: importStatuses }).notNull(),
    kind: text('kind', { enum: importKinds }),
    error: text('error'),
    /** The parser's output `{kind, positions, cargoes}`; null until read, and when the e-mail could not be read. */
    reading: jsonb('reading'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_company_received_idx').on(t.companyId, t.receivedAt.desc()),
    check('imports_source_check', sql`${t.source} in (${list(importSources)})`),
    check('imports_status_check', sql`${t.status} in (${list(importStatuses)})`),
    check('imports_kind_check', sql`${t.kind} is null or ${t.kind} in (${list(importKinds)})`),
    check('imports_raw_size_check', sql`octet_length(${t.raw}) <= ${sql.raw(String(MAX_IMPORT_BYTES))}`),
    // Mail to the import address has no member behind it (paste and upload do, until that member is erased).
    check('imports_submitter_check', sql`${t.source} <> 'email' or ${t.submittedBy} is null`),
    // A read e-mail has its reading and kind; one waiting has neither; a failed one says why.
    check(
      'imports_state_check',
      sql`case ${t.status}
        when 'received' then ${t.reading} is null and ${t.readAt} is null
        when 'failed' then ${t.reading} is null and ${t.error} is not null and ${t.readAt} is not null
        else ${t.reading} is not null and ${t.kind} is not null and ${t.readAt} is not null end`,
    ),
  ],
);
