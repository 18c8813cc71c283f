import { and, asc, count, eq, gte, isNull, or } from 'drizzle-orm';
import type { CompanyPage, ReviewQuote } from '../../../common/reviews/schemas';
import type { DbOrTx } from '../../db/client';
import { charters, profiles, reviews, vessels } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { publiclyVisible } from '../vessels/visibility';
import { countsInRating } from './publish';
import { readReviews, toReview } from './read';

const companyNotFound = 'Company not found';
/** The home page quotes at most this many reviews, the best-rated and newest first. */
const QUOTES = 3;

/**
 * A company's public page: what a counterparty who never met them can check. Only members who trade (owners and
 * charterers) have one; a suspended or erased account has none.
 */
export async function companyPage(db: DbOrTx, id: string): Promise<CompanyPage> {
  const [company] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), isNull(profiles.erasedAt), isNull(profiles.suspendedAt)));
  if (!company || company.role === 'admin') throw new AppError('not_found', companyNotFound);
  const fleet = await db
    .select({
      id: vessels.id,
      name: vessels.name,
      imo: vessels.imo,
      type: vessels.type,
      deadweightT: vessels.deadweightT,
      buildYear: vessels.buildYear,
      flag: vessels.flag,
    })
    .from(vessels)
    .innerJoin(profiles, eq(profiles.id, vessels.ownerId))
    .where(and(eq(vessels.ownerId, id), publiclyVisible))
    .orderBy(asc(vessels.name));
  const [{ fixtures }] = await db
    .select({ fixtures: count() })
    .from(charters)
    .where(and(eq(charters.status, 'completed'), or(eq(charters.ownerId, id), eq(charters.chartererId, id))));
  const published = await readReviews(db, and(eq(reviews.subjectId, id), countsInRating), 100);
  return {
    id,
    name: company.companyName,
    role: company.role,
    memberSince: company.createdAt.toISOString(),
    verified: company.verified,
    verificationCheckedOn: company.verified ? company.verificationCheckedOn : null,
    rating: { average: company.ratingAverage, count: company.ratingCount },
    fixturesCompleted: fixtures,
    fleet,
    reviews: published.map(toReview),
  };
}

/** Reviews whose authors agreed to be quoted, published and not hidden, rated 4 or 5: the home page's testimonials. */
export async function reviewQuotes(db: DbOrTx): Promise<ReviewQuote[]> {
  const rows = await readReviews(db, and(countsInRating, eq(reviews.quotable, true), gte(reviews.overall, 4)), 50);
  return rows
    .sort((a, b) => b.review.overall - a.review.overall || b.review.createdAt.getTime() - a.review.createdAt.getTime())
    .slice(0, QUOTES)
    .map(({ review, author, subject }) => ({
      id: review.id,
      body: review.body,
      overall: review.overall,
      authorCompany: author,
      authorSide: review.authorSide,
      subjectCompany: subject,
    }));
}
