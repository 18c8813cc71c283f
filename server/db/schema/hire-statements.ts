import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { HireFacts } from '../../../common/hire/api';
import type { BunkerLot } from '../../../common/hire/terms';
import { users } from './auth';
import { deals } from './deals';

// The hire statement of a fixed time charter (#30, decision 036). All four tables only grow (a trigger refuses UPDATE,
// DELETE and TRUNCATE): a hire statement is argued over months, and what each side saw then must still read the same.

/** The owner's facts of the statement (delivery, redelivery, bunkers, expenses, CVE, ballast bonus): each save a version. */
export const hireFactsVersions = pgTable(
  'hire_facts_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    facts: jsonb('facts').$type<HireFacts>().notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('hire_facts_versions_deal_version').on(t.dealId, t.version), check('hire_facts_versions_version_check', sql`${t.version} >= 1`)],
);

/** An off-hire period the charterer recorded, numbered per deal from 1. */
export const hireOffHires = pgTable(
  'hire_off_hires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    bunkersConsumed: jsonb('bunkers_consumed').$type<BunkerLot[]>().notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('hire_off_hires_deal_number').on(t.dealId, t.number),
    check('hire_off_hires_number_check', sql`${t.number} >= 1`),
    check('hire_off_hires_order_check', sql`${t.toAt} > ${t.fromAt}`),
  ],
);

/** The owner's answer to an off-hire: accepted or disputed, with a comment. The latest answer counts. */
export const hireOffHireAnswers = pgTable(
  'hire_off_hire_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offHireId: uuid('off_hire_id')
      .notNull()
      .references(() => hireOffHires.id, { onDelete: 'restrict' }),
    answer: text('answer', { enum: ['accepted', 'disputed'] }).notNull(),
    comment: text('comment').notNull(),
    answeredBy: text('answered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('hire_off_hire_answers_off_hire_idx').on(t.offHireId, t.at),
    check('hire_off_hire_answers_answer_check', sql`${t.answer} in ('accepted', 'disputed')`),
  ],
);

/**
 * A party's agreement of the statement as computed from named versions (the facts version; the off-hire version, the
 * number of off-hires and answers recorded), with the balance it showed and the payments it counted. Agreed when both
 * parties have a row naming the latest versions and the same balance; settled in the transaction of the second.
 */
export const hireAgreements = pgTable(
  'hire_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    party: text('party', { enum: ['owner', 'charterer'] }).notNull(),
    factsVersion: integer('facts_version').notNull(),
    offHiresVersion: integer('off_hires_version').notNull(),
    currency: text('currency').notNull(),
    /** Owed to owners less owed to charterers, in cents: negative, the charterers are in credit. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    payments: jsonb('payments').$type<{ paidOn: string; amount: number; note?: string }[]>().notNull(),
    agreedBy: text('agreed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('hire_agreements_party_versions').on(t.dealId, t.party, t.factsVersion, t.offHiresVersion, t.balance),
    check('hire_agreements_party_check', sql`${t.party} in ('owner', 'charterer')`),
    check('hire_agreements_versions_check', sql`${t.factsVersion} >= 1 and ${t.offHiresVersion} >= 0`),
  ],
);
