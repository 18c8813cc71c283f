import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { profiles, reviews } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notify } from '../notifications/service';

/** A review counts in a company's rating once it is published and as long as no admin hid it. */
export const countsInRating = and(sql`${reviews.publishedAt} is not null`, isNull(reviews.hiddenAt));

/**
 * Recomputes the companies' published rating (average and count) from their reviews, in the caller's transaction: the
 * one that publishes or hides a review. Lists read these columns in the joins they already make.
 */
export async function refreshRatings(tx: DbOrTx, companyIds: string[]): Promise<void> {
  if (companyIds.length === 0) return;
  const visible = sql`r.subject_id = ${profiles.id} and r.published_at is not null and r.hidden_at is null`;
  await tx
    .update(profiles)
    .set({
      ratingCount: sql`(select count(*)::int from ${reviews} r where ${visible})`,
      ratingAverage: sql`(select round(avg(r.overall)::numeric, 2) from ${reviews} r where ${visible})`,
    })
    .where(inArray(profiles.id, [...new Set(companyIds)]));
}

/** Publishes the fixture's unpublished reviews (both are in, or the window closed), updates ratings, tells the reviewed. */
export async function publishReviews(tx: DbOrTx, charterId: string, now: Date, opts: { windowClosed: boolean }): Promise<void> {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.charterId, charterId), isNull(reviews.publishedAt), opts.windowClosed ? lte(reviews.windowClosesAt, now) : undefined))
    .returning();
  if (published.length === 0) return;
  await refreshRatings(
    tx,
    published.map((r) => r.subjectId),
  );
  for (const r of published) {
    await notify(
      tx,
      r.subjectId,
      'A review of your company is published',
      'Your counterparty’s review of a completed fixture is now on your company page. You may reply once.',
      {
        path: `/app/deals/${r.dealId}/review`,
        label: 'Read the review',
      },
    );
  }
}

/** The window's deadline: whatever was written is published, whether or not the other side wrote theirs. */
export const reviewJobHandlers = (deps: { db: Database; clock: Clock }) => ({
  'reviews.publish': ({ charterId }: { charterId: string }) =>
    deps.db.transaction((tx) => publishReviews(tx, charterId, deps.clock.now(), { windowClosed: true })),
});
