import { Star } from 'lucide-react';
import { ratingSummary } from '../../../../common/reviews/ratings';

/** Five stars, filled to the rating; read out as words ("4 out of 5"), the stars being drawing only. */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={`${className} ${n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}

/** A company's published rating with its count, or that it has none yet. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {average !== null && count > 0 ? <Stars value={average} /> : null}
      <span className="text-sm text-slate-700">{ratingSummary(average, count)}</span>
    </span>
  );
}
