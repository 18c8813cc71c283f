import { z } from 'zod';
import { MAX_REVIEW_CHARS, MIN_REVIEW_CHARS, reviewMessages, reviewSides } from './ratings';

const score = z.number({ error: reviewMessages.rating }).int(reviewMessages.rating).min(1, reviewMessages.rating).max(5, reviewMessages.rating);

/** What a party writes of the other. Which ratings are asked depends on whom they review: the server checks the keys. */
export const reviewInputSchema = z.object({
  overall: score,
  ratings: z.record(
    z.string(),
    z.number({ error: reviewMessages.ratings }).int(reviewMessages.ratings).min(1, reviewMessages.ratings).max(5, reviewMessages.ratings),
  ),
  body: z.string().trim().min(MIN_REVIEW_CHARS, reviewMessages.bodyShort).max(MAX_REVIEW_CHARS, reviewMessages.bodyLong),
  quotable: z.boolean().optional().default(false),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const replyInputSchema = z.object({
  body: z.string().trim().min(1, reviewMessages.replyShort).max(MAX_REVIEW_CHARS, reviewMessages.bodyLong),
});

export const hideInputSchema = z.object({ reason: z.string().trim().min(3, reviewMessages.reason).max(500, reviewMessages.reason) });

const ratingLine = z.object({ key: z.string(), label: z.string(), value: z.number() });

export const reviewSchema = z.object({
  id: z.uuid(),
  authorSide: z.enum(reviewSides),
  author: z.object({ id: z.string(), company: z.string() }),
  subject: z.object({ id: z.string(), company: z.string() }),
  overall: z.number(),
  ratings: z.array(ratingLine),
  body: z.string(),
  quotable: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Set when an admin hid it: its author still sees it, with this reason. */
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Where the fixture's reviewing stands, for one of its parties. */
export const fixtureReviewsSchema = z.object({
  dealId: z.uuid(),
  side: z.enum(reviewSides),
  counterparty: z.object({ id: z.string(), company: z.string() }),
  /** not_completed: the fixture has not ended; open: the window runs; closed: it is over. */
  window: z.enum(['not_completed', 'open', 'closed']),
  windowClosesAt: z.string().nullable(),
  questions: z.array(z.object({ key: z.string(), label: z.string() })),
  mine: reviewSchema.nullable(),
  /** The counterparty wrote theirs: shown once both are in or the window closed (blind until then). */
  theirsSubmitted: z.boolean(),
  theirs: reviewSchema.nullable(),
  /** What the caller may do now: write their review, reply to the counterparty's. */
  actions: z.array(z.enum(['review', 'reply'])),
});
export type FixtureReviews = z.infer<typeof fixtureReviewsSchema>;

export const adminReviewSchema = reviewSchema.extend({ dealId: z.uuid() });
export type AdminReview = z.infer<typeof adminReviewSchema>;

export { reviewQuoteSchema, type ReviewQuote } from './quotes';

export const companyPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(reviewSides),
  memberSince: z.string(),
  verified: z.boolean(),
  /** The day Fairlead checked the company's registration (null while that record is not kept). */
  verificationCheckedOn: z.string().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
  fixturesCompleted: z.number(),
  fleet: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      imo: z.string().nullable(),
      type: z.string(),
      deadweightT: z.number().nullable(),
      buildYear: z.number(),
      flag: z.string().nullable(),
    }),
  ),
  reviews: z.array(reviewSchema),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
