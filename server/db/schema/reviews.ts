import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { reviewSides } from '../../../common/reviews/ratings';
import { users } from './auth';
import { charters } from './charters';
import { deals } from './deals';

/**
 * What one party to a completed fixture says of the other. Only grows (triggers in migration 0058): the one change a row
 * takes is its publication (once both sides wrote, or the window closed) and an admin's hiding, each set once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    charterId: uuid('charter_id')
      .notNull()
      .references(() => charters.id, { onDelete: 'restrict' }),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'restrict' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company reviewed: the other party to the fixture. */
    subjectId: text('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The author's side of the fixture: a charterer reviews an owner and the other way round. */
    authorSide: text('author_side', { enum: reviewSides }).notNull(),
    overall: smallint('overall').notNull(),
    /** The ratings that fit the reviewed party's role (common/reviews/ratings.ts), each 1 to 5. */
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
    body: text('body').notNull(),
    /** The author agreed that Fairlead may quote it on its home page. */
    quotable: boolean('quotable').notNull().default(false),
    /** When the review window closes: the fixture's last day + 1 + 30 days. Both reviews publish then at the latest. */
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'restrict' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    unique('reviews_one_per_side').on(t.charterId, t.authorId),
    check('reviews_overall_check', sql`${t.overall} between 1 and 5`),
    check('reviews_side_check', sql`${t.authorSide} in ('owner', 'charterer')`),
    check('reviews_not_self_check', sql`${t.authorId} <> ${t.subjectId}`),
    index('reviews_subject_idx').on(t.subjectId),
  ],
);

/** The reviewed party's one answer to a review. Never changed or removed. */
export const reviewReplies = pgTable('review_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  reviewId: uuid('review_id')
    .notNull()
    .unique('review_replies_one_per_review')
    .references(() => reviews.id, { onDelete: 'restrict' }),
  authorId: text('author_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
