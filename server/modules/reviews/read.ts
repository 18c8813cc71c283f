import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ratingQuestions, reviewedSide } from '../../../common/reviews/ratings';
import type { AdminReview, Review } from '../../../common/reviews/schemas';
import type { DbOrTx } from '../../db/client';
import { profiles, reviewReplies, reviews } from '../../db/schema';

const authorProfile = alias(profiles, 'review_author');
const subjectProfile = alias(profiles, 'review_subject');

/** Reviews with both companies' names and the reply, newest first. */
export async function readReviews(db: DbOrTx, where: SQL | undefined, limit = 200) {
  return db
    .select({ review: reviews, author: authorProfile.companyName, subject: subjectProfile.companyName, reply: reviewReplies })
    .from(reviews)
    .innerJoin(authorProfile, eq(authorProfile.id, reviews.authorId))
    .innerJoin(subjectProfile, eq(subjectProfile.id, reviews.subjectId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
type ReadRow = Awaited<ReturnType<typeof readReviews>>[number];

/** A review as the API shows it: its ratings labelled by the questions asked of the reviewed side. */
export function toReview({ review: r, author, subject, reply }: ReadRow): Review {
  return {
    id: r.id,
    authorSide: r.authorSide,
    author: { id: r.authorId, company: author },
    subject: { id: r.subjectId, company: subject },
    overall: r.overall,
    ratings: ratingQuestions[reviewedSide(r.authorSide)].map((q) => ({ key: q.key, label: q.label, value: r.ratings[q.key] ?? 0 })),
    body: r.body,
    quotable: r.quotable,
    createdAt: r.createdAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    hidden: r.hiddenAt ? { at: r.hiddenAt.toISOString(), reason: r.hiddenReason ?? '' } : null,
    reply: reply ? { body: reply.body, createdAt: reply.createdAt.toISOString() } : null,
  };
}

export const toAdminReview = (row: ReadRow): AdminReview => ({ ...toReview(row), dealId: row.review.dealId });

export async function oneReview(db: DbOrTx, id: string) {
  const [row] = await readReviews(db, and(eq(reviews.id, id)), 1);
  return row;
}
