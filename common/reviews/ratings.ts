/** The side of a fixture a review's author was on. A charterer reviews the owner, an owner the charterer. */
export const reviewSides = ['owner', 'charterer'] as const;
export type ReviewSide = (typeof reviewSides)[number];

/** Each side may review the other for this many days after the fixture is completed. */
export const REVIEW_WINDOW_DAYS = 30;
export const MAX_REVIEW_CHARS = 2000;
export const MIN_REVIEW_CHARS = 20;

/**
 * The ratings asked of a reviewer, by the role of the party reviewed: what a charterer judges an owner on, and what an
 * owner judges a charterer on. Keys are stored in reviews.ratings.
 */
export const ratingQuestions = {
  owner: [
    { key: 'vesselAsDescribed', label: 'Vessel as described' },
    { key: 'performance', label: 'Performance' },
    { key: 'communication', label: 'Communication' },
  ],
  charterer: [
    { key: 'cargoReady', label: 'Cargo and documents ready' },
    { key: 'paymentsOnTime', label: 'Payments on time' },
    { key: 'communication', label: 'Communication' },
  ],
} as const satisfies Record<ReviewSide, readonly { key: string; label: string }[]>;

/** The role of the party an author on `side` reviews. */
export const reviewedSide = (side: ReviewSide): ReviewSide => (side === 'owner' ? 'charterer' : 'owner');

export const reviewMessages = {
  notFound: 'Fixture not found',
  reviewNotFound: 'Review not found',
  notCompleted: 'You can review your counterparty once the fixture is completed',
  windowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this fixture are over`,
  alreadyReviewed: 'You have already reviewed this fixture',
  notReviewed: 'Only the company reviewed can reply to a review',
  notPublished: 'You can reply once the review is published',
  alreadyReplied: 'You have already replied to this review',
  alreadyHidden: 'This review is already hidden',
  rating: 'Choose a rating from 1 to 5',
  ratings: 'Rate each point from 1 to 5',
  bodyShort: `Write at least ${MIN_REVIEW_CHARS} characters`,
  bodyLong: `Keep it to ${MAX_REVIEW_CHARS} characters`,
  replyShort: 'Write your reply',
  reason: 'Say which rule the review breaks',
} as const;

/** "4.7" for an average, with one decimal as review sites show it. */
export const ratingText = (average: number) => average.toFixed(1);
/** "4.7 from 12 reviews" / "No reviews yet". */
export const ratingSummary = (average: number | null, count: number) =>
  count === 0 || average === null ? 'No reviews yet' : `${ratingText(average)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
