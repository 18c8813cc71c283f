import { eq } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS, ratingQuestions, reviewedSide, reviewMessages, type ReviewSide } from '../../../common/reviews/ratings';
import type { FixtureReviews, Review } from '../../../common/reviews/schemas';
import type { Database, DbOrTx } from '../../db/client';
import { charters, profiles, reviewReplies, reviews } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/context';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import { recordAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { publishReviews } from './publish';
import { oneReview, readReviews, toReview } from './read';

const DAY = 86_400_000;
export type ReviewDeps = { db: Database; clock: Clock };
type ReviewBody = { overall: number; ratings: Record<string, number>; body: string; quotable: boolean };

/** A fixture completes after its last held day; its parties may review each other for 30 days from then. */
export const windowClosesAt = (endDate: string) => new Date(Date.parse(`${endDate}T00:00:00Z`) + (1 + REVIEW_WINDOW_DAYS) * DAY);

/** The fixture a deal made, if the caller is one of its two parties: anyone else is told it does not exist. */
async function fixtureOf(db: DbOrTx, user: CurrentUser, dealId: string, lock = false) {
  const query = db.select().from(charters).where(eq(charters.dealId, dealId));
  const [charter] = lock ? await query.for('update') : await query;
  if (!charter || (charter.ownerId !== user.id && charter.chartererId !== user.id)) throw new AppError('not_found', reviewMessages.notFound);
  const side: ReviewSide = charter.ownerId === user.id ? 'owner' : 'charterer';
  return { charter, side, counterpartyId: side === 'owner' ? charter.chartererId : charter.ownerId };
}

const isVisible = (r: Review | undefined) => Boolean(r && r.publishedAt && !r.hidden);

export async function fixtureReviews(db: DbOrTx, user: CurrentUser, dealId: string, now: Date): Promise<FixtureReviews> {
  const { charter, side, counterpartyId } = await fixtureOf(db, user, dealId);
  const [counterparty] = await db.select({ company: profiles.companyName }).from(profiles).where(eq(profiles.id, counterpartyId));
  const written = (await readReviews(db, eq(reviews.charterId, charter.id))).map(toReview);
  const mine = written.find((r) => r.author.id === user.id) ?? null;
  const theirs = written.find((r) => r.author.id === counterpartyId);
  const closes = windowClosesAt(charter.endDate);
  const window = charter.status !== 'completed' ? 'not_completed' : now >= closes ? 'closed' : 'open';
  // Blind: the counterparty's review is shown only once published (both in, or the window closed), never before.
  const shown = isVisible(theirs) ? theirs! : null;
  return {
    dealId,
    side,
    counterparty: { id: counterpartyId, company: counterparty?.company ?? '' },
    window,
    windowClosesAt: charter.status === 'completed' ? closes.toISOString() : null,
    questions: [...ratingQuestions[reviewedSide(side)]],
    mine,
    theirsSubmitted: Boolean(theirs),
    theirs: shown,
    actions: [...(window === 'open' && !mine ? (['review'] as const) : []), ...(shown && !shown.reply ? (['reply'] as const) : [])],
  };
}

export async function submitReview(deps: ReviewDeps, user: CurrentUser, dealId: string, input: ReviewBody): Promise<FixtureReviews> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // Locked: the two parties' reviews arriving together both see the other, so the pair is published once.
    const { charter, side, counterpartyId } = await fixtureOf(tx, user, dealId, true);
    const keys = ratingQuestions[reviewedSide(side)].map((q) => q.key);
    const given = Object.keys(input.ratings);
    if (given.length !== keys.length || !keys.every((k) => k in input.ratings)) {
      throw new AppError('validation', reviewMessages.ratings, { ratings: reviewMessages.ratings });
    }
    if (charter.status !== 'completed') throw new AppError('conflict', reviewMessages.notCompleted);
    const closes = windowClosesAt(charter.endDate);
    if (now >= closes) throw new AppError('conflict', reviewMessages.windowClosed);
    const existing = await tx.select({ authorId: reviews.authorId }).from(reviews).where(eq(reviews.charterId, charter.id));
    if (existing.some((r) => r.authorId === user.id)) throw new AppError('conflict', reviewMessages.alreadyReviewed);
    const ratings = Object.fromEntries(keys.map((k) => [k, input.ratings[k]]));
    const [row] = await tx
      .insert(reviews)
      .values({
        charterId: charter.id,
        dealId,
        authorId: user.id,
        subjectId: counterpartyId,
        authorSide: side,
        overall: input.overall,
        ratings,
        body: input.body,
        quotable: input.quotable,
        windowClosesAt: closes,
        createdAt: now,
      })
      .returning()
      .catch((err: unknown) => {
        if (sqlState(err) === UNIQUE_VIOLATION) throw new AppError('conflict', reviewMessages.alreadyReviewed);
        throw err;
      });
    await recordAudit(tx, { actor: user, action: 'review.submit', entity: 'review', entityId: row.id, after: { dealId, overall: row.overall } });
    if (existing.some((r) => r.authorId === counterpartyId)) {
      await publishReviews(tx, charter.id, now, { windowClosed: false });
    } else {
      await enqueue(tx, 'reviews.publish', { charterId: charter.id }, { runAt: closes });
      await notify(
        tx,
        counterpartyId,
        `${user.companyName} reviewed your fixture`,
        `Write your review by ${closes.toISOString().slice(0, 10)} to read theirs: both are published together, or at that date.`,
        { path: `/app/deals/${dealId}/review`, label: 'Review the fixture' },
      );
    }
  });
  return fixtureReviews(deps.db, user, dealId, now);
}

export async function replyToReview(deps: ReviewDeps, user: CurrentUser, reviewId: string, body: string): Promise<Review> {
  await deps.db.transaction(async (tx) => {
    const row = await oneReview(tx, reviewId);
    const review = row?.review;
    // The author and the reviewed company know the review exists; the reviewed only once it is published (blind).
    if (!review || (review.authorId !== user.id && (review.subjectId !== user.id || !review.publishedAt))) {
      throw new AppError('not_found', reviewMessages.reviewNotFound);
    }
    if (review.subjectId !== user.id) throw new AppError('forbidden', reviewMessages.notReviewed);
    if (review.hiddenAt) throw new AppError('conflict', reviewMessages.alreadyHidden);
    if (row.reply) throw new AppError('conflict', reviewMessages.alreadyReplied);
    const [reply] = await tx
      .insert(reviewReplies)
      .values({ reviewId, authorId: user.id, body, createdAt: deps.clock.now() })
      .returning()
      .catch((err: unknown) => {
        if (sqlState(err) === UNIQUE_VIOLATION) throw new AppError('conflict', reviewMessages.alreadyReplied);
        throw err;
      });
    await recordAudit(tx, { actor: user, action: 'review.reply', entity: 'review', entityId: reviewId, after: { replyId: reply.id } });
  });
  return toReview((await oneReview(deps.db, reviewId))!);
}
