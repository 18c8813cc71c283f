import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { certificateKinds, certificateStatuses } from '../../../common/vessels/certificates';
import { users } from './auth';
import { vessels } from './vessels';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A ship's certificate (#29): the file (in storage, by its hash), the expiry date the owner read from it, and the
 * admin's review: the expiry date confirmed from the document, or the reason for refusing it. Every review is also in
 * the audit log. At most one verified and one pending certificate of each kind per ship (partial unique indexes):
 * the verified one is what the ship's "Documents verified" mark, and its P&I expiry (vessels.pi_expiry), rest on.
 */
export const vesselCertificates = pgTable(
  'vessel_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: certificateKinds }).notNull(),
    status: text('status', { enum: certificateStatuses }).notNull().default('pending'),
    statedExpiresOn: date('stated_expires_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** The reminders (days before expiry) already sent, so a job run twice tells the owner once. */
    remindersSent: integer('reminders_sent')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    check('vessel_certificates_kind_check', sql`${t.kind} in (${list(certificateKinds)})`),
    check('vessel_certificates_status_check', sql`${t.status} in (${list(certificateStatuses)})`),
    // A certificate counts only with the date an admin confirmed, and a refusal always says why.
    check('vessel_certificates_verified_check', sql`${t.status} <> 'verified' or (${t.expiresOn} is not null and ${t.reviewedAt} is not null)`),
    check('vessel_certificates_rejected_check', sql`${t.status} <> 'rejected' or ${t.rejectReason} is not null`),
    uniqueIndex('vessel_certificates_one_verified_idx')
      .on(t.vesselId, t.kind)
      .where(sql`${t.status} = 'verified'`),
    uniqueIndex('vessel_certificates_one_pending_idx')
      .on(t.vesselId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    index('vessel_certificates_queue_idx')
      .on(t.uploadedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
