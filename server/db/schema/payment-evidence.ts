import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { evidenceDocuments } from '../../../common/payments/evidence';
import { users } from './auth';
import { payments } from './payments';

/**
 * The documents an owner's mark of an instalment rests on (#25): the file (in storage, by its hash) and what it
 * states (the time, and the quantity on a bill of lading), with who uploaded it from where. Append-only: a trigger
 * refuses UPDATE and DELETE (migration 0034), so evidence once shown to the charterer cannot be swapped.
 */
export const paymentEvidence = pgTable(
  'payment_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    document: text('document', { enum: evidenceDocuments }).notNull(),
    statedAt: timestamp('stated_at', { withTimezone: true }).notNull(),
    quantityT: integer('quantity_t'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'restrict' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_evidence_document_check', sql`${t.document} in (${sql.raw(evidenceDocuments.map((d) => `'${d}'`).join(', '))})`),
    check('payment_evidence_quantity_check', sql`${t.quantityT} is null or ${t.quantityT} > 0`),
    index('payment_evidence_payment_idx').on(t.paymentId),
  ],
);
