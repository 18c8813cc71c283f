import { Star } from 'lucide-react';
import type { CompanyRating } from '../../../../common/matching/api';
import { ratingSummary } from '../../../../common/reviews/ratings';

/** A counterparty's rating on a match row: "4.5 out of 5 from 2 reviews", or "No reviews yet" (never 0 stars). */
export function CompanyRatingText({ rating }: { rating: CompanyRating }) {
  const rated = rating.count > 0 && rating.average !== null;
  return (
    <span className="inline-flex items-center gap-1 text-slate-600">
      {rated ? <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" /> : null}
      {ratingSummary(rating.average, rating.count)}
    </span>
  );
}
