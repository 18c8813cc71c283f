import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { verificationDocumentKinds, verificationStatuses } from '../../../common/verification/schemas';
import { profiles } from './accounts';
import { users } from './auth';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A company's verification file (#29): the details it states and, once an admin decides, the decision. A company has
 * at most one open file (draft, submitted or sent back); decided files stay as the history of what was checked.
 */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: verificationStatuses }).notNull().default('draft'),
    legalName: text('legal_name'),
    registrationNumber: text('registration_number'),
    registrationCountry: text('registration_country'),
    registeredAddress: text('registered_address'),
    signatoryName: text('signatory_name'),
    signatoryRole: text('signatory_role'),
    operatesShips: boolean('operates_ships').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    checkedOn: date('checked_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('verification_submissions_status_check', sql`${t.status} in (${list(verificationStatuses)})`),
    // Approved means checked, with the date it lasts until.
    check('verification_submissions_approved_check', sql`${t.status} <> 'approved' or (${t.checkedOn} is not null and ${t.expiresOn} is not null)`),
    uniqueIndex('verification_submissions_open_idx')
      .on(t.profileId)
      .where(sql`${t.status} in ('draft', 'submitted', 'more_info_requested')`),
    index('verification_submissions_queue_idx').on(t.status, t.submittedAt),
  ],
);

/** A paper of a submission, stored through the storage interface; its expiry is what the admin read at review. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => verificationSubmissions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: verificationDocumentKinds }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (t) => [
    check('verification_documents_kind_check', sql`${t.kind} in (${list(verificationDocumentKinds)})`),
    uniqueIndex('verification_documents_kind_idx').on(t.submissionId, t.kind),
  ],
);
