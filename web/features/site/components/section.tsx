import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type SectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'white' | 'tint';
  children: ReactNode;
};

/** A page section with its h2; the heading labels the region for screen readers. */
export function Section({ id, eyebrow, title, intro, tone = 'white', children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-14 sm:py-20', tone === 'tint' ? 'bg-navy-50' : 'bg-white')}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-sea-700">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="mt-2 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            {title}
          </h2>
          {intro ? <div className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</div> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
