import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { caseStatuses, entryKinds, sanctionsListIds, screeningOccasions, subjectTypes } from '../../../common/sanctions/cases';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** One row per official list: which version was loaded, when and by whom. */
export const sanctionsLists = pgTable(
  'sanctions_lists',
  {
    id: text('id', { enum: sanctionsListIds }).primaryKey(),
    /** The list's own publication date or version as printed in the file (null when the file carries none). */
    version: text('version'),
    sourceFile: text('source_file').notNull(),
    entryCount: integer('entry_count').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
    loadedBy: text('loaded_by'),
  },
  (t) => [check('sanctions_lists_id_check', sql`${t.id} in (${list(sanctionsListIds)})`)],
);

/** A designated person, entity or ship, as the list states it; replaced whole when its list is loaded again. */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: text('list_id', { enum: sanctionsListIds })
      .notNull()
      .references(() => sanctionsLists.id, { onDelete: 'cascade' }),
    /** The list's own identifier (OFAC ent_num, EU logicalId, UK Group ID): stable across loads, so decided cases stay decided. */
    ref: text('ref').notNull(),
    kind: text('kind', { enum: entryKinds }).notNull(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    imo: text('imo'),
    programme: text('programme'),
  },
  (t) => [
    check('sanctions_entries_kind_check', sql`${t.kind} in (${list(entryKinds)})`),
    uniqueIndex('sanctions_entries_ref_idx').on(t.listId, t.ref),
    index('sanctions_entries_imo_idx').on(t.imo),
  ],
);

/** What a case keeps of the entry it matched: the entry itself is replaced at the next load. */
export type EntrySnapshot = { name: string; aliases: string[]; imo: string | null; kind: string; programme: string | null };

/**
 * A possible match found by screening, for an admin to clear or confirm. One case per subject, name screened and
 * list entry: screening the same name again finds the case already decided. Cases are never deleted and a decision
 * is never changed (trigger in the migration).
 */
export const sanctionsCases = pgTable(
  'sanctions_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: subjectTypes }).notNull(),
    /** The company's profile id (company, signatory) or the vessel's id; no foreign key: the case outlives both. */
    subjectId: text('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    subjectImo: text('subject_imo'),
    listId: text('list_id', { enum: sanctionsListIds }).notNull(),
    entryRef: text('entry_ref').notNull(),
    entry: jsonb('entry').$type<EntrySnapshot>().notNull(),
    /** 'imo' for an exact IMO number, else the list name or alias that scored highest. */
    matchedOn: text('matched_on', { enum: ['imo', 'name'] }).notNull(),
    matchedName: text('matched_name').notNull(),
    score: numeric('score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    occasion: text('occasion', { enum: screeningOccasions }).notNull(),
    /** The deal whose acceptance was stopped, when that was the occasion. */
    dealId: uuid('deal_id'),
    status: text('status', { enum: caseStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // No foreign key, as in the audit log: the decision must outlive the admin's account.
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    check('sanctions_cases_status_check', sql`${t.status} in (${list(caseStatuses)})`),
    check('sanctions_cases_subject_check', sql`${t.subjectType} in (${list(subjectTypes)})`),
    check('sanctions_cases_occasion_check', sql`${t.occasion} in (${list(screeningOccasions)})`),
    check('sanctions_cases_decided_check', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    uniqueIndex('sanctions_cases_one_per_match').on(t.subjectType, t.subjectId, t.subjectName, t.listId, t.entryRef),
    index('sanctions_cases_subject_idx').on(t.subjectId),
    index('sanctions_cases_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
