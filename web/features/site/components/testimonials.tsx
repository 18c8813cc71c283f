import { Quote, Star } from 'lucide-react';
import { rating } from './stat-tiles';

const testimonials = [
  {
    quote:
      'We fixed a 45-day trip time charter for a Supramax in one afternoon. The firm offer expired exactly when it said it would, and the recap matched what we agreed line for line. No chasing, no e-mail chains.',
    role: 'Chartering manager',
    company: 'Dry bulk operator, Piraeus',
  },
  {
    quote:
      'Our worry was always payment fraud. With bank details locked at fixture and hire held in escrow, our finance team stopped treating every "updated account details" e-mail as an emergency.',
    role: 'Head of finance',
    company: 'Grain trading house, Geneva',
  },
  {
    quote:
      'Keeping open positions and certificates for eleven handysize ships in one place means charterers see accurate tonnage. We get direct inquiries without paying away 1.25% on every fixture.',
    role: 'Commercial director',
    company: 'Family-owned shipowner, Hamburg',
  },
];

export function Testimonials() {
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2 text-slate-700">
        <span className="flex text-amber-500" aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-5 fill-current" />
          ))}
        </span>
        <span>
          Rated <strong className="text-navy-900">{rating.score} out of {rating.outOf}</strong> from {rating.reviews} reviews by owners and
          charterers.
        </span>
      </p>
      <ul className="mt-8 grid gap-5 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.company}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6">
              <Quote aria-hidden className="size-7 text-sea-700" />
              <blockquote className="mt-3 flex-1 leading-relaxed text-slate-800">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-slate-100 pt-4 text-sm">
                <span className="block font-semibold text-navy-900">{t.role}</span>
                <span className="text-slate-600">{t.company}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
