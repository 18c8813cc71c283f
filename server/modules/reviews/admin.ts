import { eq } from 'drizzle-orm';
import { reviewMessages } from '../../../common/reviews/ratings';
import type { AdminReview } from '../../../common/reviews/schemas';
import { reviews } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/service';
import { notify } from '../notifications/service';
import { refreshRatings } from './publish';
import { oneReview, readReviews, toAdminReview } from './read';
import type { ReviewDeps } from './service';

export async function adminReviews(deps: ReviewDeps): Promise<AdminReview[]> {
  return (await readReviews(deps.db, undefined)).map(toAdminReview);
}

/**
 * Hides a review that breaks the rules: off the company page, the home page and the rating, in one transaction with
 * its audit record and the author's notice. The text stays (reviews only grow): the author still reads it, with why.
 */
export async function hideReview(deps: ReviewDeps, admin: CurrentUser, id: string, reason: string): Promise<AdminReview> {
  await deps.db.transaction(async (tx) => {
    const row = await oneReview(tx, id);
    if (!row) throw new AppError('not_found', reviewMessages.reviewNotFound);
    if (row.review.hiddenAt) throw new AppError('conflict', reviewMessages.alreadyHidden);
    const now = deps.clock.now();
    await tx.update(reviews).set({ hiddenAt: now, hiddenBy: admin.id, hiddenReason: reason }).where(eq(reviews.id, id));
    await refreshRatings(tx, [row.review.subjectId]);
    await recordAudit(tx, {
      actor: admin,
      action: 'review.hide',
      entity: 'review',
      entityId: id,
      before: { hidden: false },
      after: { hidden: true, reason },
    });
    await notify(tx, row.review.authorId, 'Fairlead hid your review', `Your review of ${row.subject} breaks the review rules: ${reason}`, {
      path: `/app/deals/${row.review.dealId}/review`,
      label: 'See your review',
    });
  });
  return toAdminReview((await oneReview(deps.db, id))!);
}
