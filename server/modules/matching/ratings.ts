import { inArray } from 'drizzle-orm';
import type { CompanyRating } from '../../../common/matching/api';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * The published ratings of the companies on a page of matches, read when the page is shown (a kept ranked list may be
 * older than the last review). A company with no reviews has a count of 0 and no average.
 */
export async function companyRatings(db: DbOrTx, ids: string[]): Promise<Map<string, CompanyRating>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: profiles.id, average: profiles.ratingAverage, count: profiles.ratingCount })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { average: r.count > 0 ? r.average : null, count: r.count }]));
}

export const noRating: CompanyRating = { average: null, count: 0 };
