import { Star } from 'lucide-react';
import { useReviewQuotes } from '../api/review-quotes';
import { Section } from './section';

const sideWord = { owner: 'Owner', charterer: 'Charterer' } as const;

/**
 * What members wrote of a counterparty after a fixture, quoted only with the reviewer's consent: drawn from published
 * reviews, never written for the page. No quotes, no section.
 */
export function Testimonials() {
  const { data } = useReviewQuotes();
  if (!data?.length) return null;
  return (
    <Section
      id="reviews"
      eyebrow="From completed fixtures"
      title="What members say of their counterparties"
      intro="Reviews written on Fairlead after a fixture was completed, quoted with their authors’ consent."
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {data.map((q) => (
          <li key={q.id}>
            <figure className="flex h-full flex-col rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <span role="img" aria-label={`${q.overall} out of 5`} className="flex gap-0.5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Star key={n} aria-hidden className={`size-4 ${n <= q.overall ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`} />
                ))}
              </span>
              <blockquote className="mt-3 flex-1 text-slate-800">“{q.body}”</blockquote>
              <figcaption className="mt-4 text-sm text-slate-600">
                {sideWord[q.authorSide]} <span className="font-medium text-slate-800">{q.authorCompany}</span>, of {q.subjectCompany}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
