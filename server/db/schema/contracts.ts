import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContractContent } from '../../../common/contracts/schemas';
import { users } from './auth';
import { deals } from './deals';

/** A fixed deal's charter party: one per deal, its versions below. Sealed once both sides sign one version. */
export const contracts = pgTable('contracts', {
  id: uuid('id').primaryKey().defaultRandom(),
  dealId: uuid('deal_id')
    .notNull()
    .unique()
    .references(() => deals.id, { onDelete: 'restrict' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
  sealedVersion: integer('sealed_version'),
});

/**
 * Every version as it was written, with the SHA-256 of its canonical form (common/contracts/canonical.ts). A
 * trigger refuses any change or removal: an amendment is a new version.
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<ContractContent>().notNull(),
    hash: text('hash').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('contract_versions_number_idx').on(t.contractId, t.version), uniqueIndex('contract_versions_hash_idx').on(t.hash)],
);

/**
 * A signature and its evidence: who, for which company, when, from where (IP, user agent), on which version (its
 * hash), and the consent text they confirmed. Never changed or removed (trigger); a newer version makes the older
 * ones' signatures void by being newer, not by touching them.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    versionHash: text('version_hash').notNull(),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    signerName: text('signer_name').notNull(),
    company: text('company').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    consentText: text('consent_text').notNull(),
  },
  (t) => [uniqueIndex('contract_signatures_once_idx').on(t.contractId, t.version, t.party)],
);

/** Every PDF Fairlead issued, by the SHA-256 of its bytes: what /verify recognises when a file is uploaded. */
export const contractDocuments = pgTable('contract_documents', {
  sha256: text('sha256').primaryKey(),
  contractId: uuid('contract_id')
    .notNull()
    .references(() => contracts.id, { onDelete: 'restrict' }),
  version: integer('version').notNull(),
  sealed: boolean('sealed').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});
