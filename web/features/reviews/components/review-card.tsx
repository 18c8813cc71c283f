import type { Review } from '../../../../common/reviews/schemas';
import { Stars } from './rating';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const sideLabel = { owner: 'Owner', charterer: 'Charterer' } as const;

/** One review as the public and the parties read it: the ratings, the text and the reviewed company's reply. */
export function ReviewCard({ review, showAuthor = true }: { review: Review; showAuthor?: boolean }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5" aria-label={`Review by ${review.author.company}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Stars value={review.overall} />
        <p className="text-sm text-slate-600">
          {showAuthor ? (
            <>
              {sideLabel[review.authorSide]}: <span className="font-medium text-slate-800">{review.author.company}</span> ·{' '}
            </>
          ) : null}
          {day(review.publishedAt ?? review.createdAt)}
        </p>
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {review.ratings.map((r) => (
          <div key={r.key} className="flex items-center justify-between gap-2 sm:block">
            <dt className="text-slate-600">{r.label}</dt>
            <dd>
              <Stars value={r.value} className="size-3.5" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 whitespace-pre-line break-words text-slate-800">{review.body}</p>
      {review.reply ? (
        <div className="mt-4 border-l-2 border-sea-600 pl-4">
          <p className="text-sm font-medium text-slate-800">Reply from {review.subject.company}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{review.reply.body}</p>
        </div>
      ) : null}
    </article>
  );
}
