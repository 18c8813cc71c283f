import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StatementOfFacts } from '../../../common/laytime/api';
import type { LaytimeTerms } from '../../../common/laytime/terms';
import { users } from './auth';
import { deals } from './deals';

// Laytime of a fixed voyage charter (#30, decisions 033 and 034). All four tables only grow (a trigger refuses UPDATE,
// DELETE and TRUNCATE): a claim is argued over months, and what each side saw then must still read the same.

/**
 * The laytime terms the charter party lacks, as saved by either party: each save a new version; the latest applies.
 * Before any, the defaults drawn from the charter party apply (version 0, not stored).
 */
export const laytimeTermsVersions = pgTable(
  'laytime_terms_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<LaytimeTerms>().notNull(),
    savedBy: text('saved_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // Two saves on the same version: exactly one is the next.
  (t) => [
    unique('laytime_terms_versions_deal_version').on(t.dealId, t.version),
    check('laytime_terms_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * One port call's statement of facts, each save a new version. The time zone is on the version, chosen by the owner:
 * Fairlead's ports carry none, and the sheet's weekends are read in it, so it is part of what was recorded.
 */
export const statementOfFactsVersions = pgTable(
  'statement_of_facts_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    call: text('call', { enum: ['load', 'discharge'] }).notNull(),
    version: integer('version').notNull(),
    timeZone: text('time_zone').notNull(),
    facts: jsonb('facts').$type<StatementOfFacts>().notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('statement_of_facts_versions_call_version').on(t.dealId, t.call, t.version),
    check('statement_of_facts_versions_call_check', sql`${t.call} in ('load', 'discharge')`),
    check('statement_of_facts_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/** A party's comment on, or dispute of, one entry of one version of a statement of facts. */
export const statementOfFactsComments = pgTable(
  'statement_of_facts_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => statementOfFactsVersions.id, { onDelete: 'restrict' }),
    /** `norTendered`, `commenced` … or `interruptions.<n>`, as the version lists them. */
    entry: text('entry').notNull(),
    kind: text('kind', { enum: ['comment', 'dispute'] }).notNull(),
    body: text('body').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('statement_of_facts_comments_version_idx').on(t.versionId, t.at),
    check('statement_of_facts_comments_kind_check', sql`${t.kind} in ('comment', 'dispute')`),
  ],
);

/**
 * A party's agreement of the laytime sheet as computed from named versions: the terms version (0 for the defaults
 * drawn from the charter party) and each port call's statement of facts, with the result it showed in cents. The
 * sheet is agreed when both parties have a row naming the latest versions; a new save makes the earlier rows name
 * versions that are no longer the latest, so they no longer count (nothing is rewritten).
 */
export const laytimeAgreements = pgTable(
  'laytime_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    termsVersion: integer('terms_version').notNull(),
    loadFactsVersion: integer('load_facts_version').notNull(),
    dischargeFactsVersion: integer('discharge_facts_version').notNull(),
    /** The round of agreement: 1, then one more each time both parties reopen the agreed sheet (decision 038). */
    round: integer('round').notNull().default(1),
    currency: text('currency').notNull(),
    demurrage: bigint('demurrage', { mode: 'number' }).notNull(),
    despatch: bigint('despatch', { mode: 'number' }).notNull(),
    agreedBy: text('agreed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // A party agrees one set of versions once a round: the second agreement of the same sheet is the one that settles it.
  (t) => [
    unique('laytime_agreements_party_round_versions').on(t.dealId, t.party, t.round, t.termsVersion, t.loadFactsVersion, t.dischargeFactsVersion),
    check('laytime_agreements_round_check', sql`${t.round} >= 1`),
    check('laytime_agreements_party_check', sql`${t.party} in ('owner', 'charterer')`),
    check('laytime_agreements_versions_check', sql`${t.termsVersion} >= 0 and ${t.loadFactsVersion} >= 1 and ${t.dischargeFactsVersion} >= 1`),
    check('laytime_agreements_result_check', sql`${t.demurrage} >= 0 and ${t.despatch} >= 0`),
  ],
);

/**
 * Reopening an agreed laytime sheet (decision 038), as the steps each party took: one proposes with a reason, the
 * other accepts (the sheet then reopens for round + 1) or the proposer withdraws. `seq` orders a deal's steps; `round`
 * is the agreed round the step concerns. Only grows, like the agreements.
 */
export const laytimeReopenings = pgTable(
  'laytime_reopenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    seq: integer('seq').notNull(),
    round: integer('round').notNull(),
    step: text('step', { enum: ['proposed', 'accepted', 'withdrawn'] }).notNull(),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('laytime_reopenings_deal_seq').on(t.dealId, t.seq),
    // A round is reopened once: the acceptance is what starts the next round.
    uniqueIndex('laytime_reopenings_one_acceptance_idx')
      .on(t.dealId, t.round)
      .where(sql`${t.step} = 'accepted'`),
    check('laytime_reopenings_step_check', sql`${t.step} in ('proposed', 'accepted', 'withdrawn')`),
    check('laytime_reopenings_party_check', sql`${t.party} in ('owner', 'charterer')`),
    check('laytime_reopenings_reason_check', sql`${t.step} <> 'proposed' or length(${t.reason}) > 0`),
    check('laytime_reopenings_round_check', sql`${t.round} >= 1 and ${t.seq} >= 1`),
  ],
);
