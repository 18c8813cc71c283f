import type { ReactNode } from 'react';
import { PageHero } from './page-hero';

export type LegalSection = { id: string; title: string; body: ReactNode };

const prose = '[&_a]:font-medium [&_a]:text-sea-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-navy-900';

type LegalPageProps = { eyebrow: string; title: string; updated: string; intro: ReactNode; sections: LegalSection[] };

/** Terms, privacy and cookie notices: a contents list, then numbered sections with anchors. */
export function LegalPage({ eyebrow, title, updated, intro, sections }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} intro={<p>Last updated: {updated}</p>} />
      <div className="bg-white py-12 sm:py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="contents-title" className="lg:sticky lg:top-6 lg:self-start">
            <h2 id="contents-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              Contents
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-navy-800 hover:text-sea-700 hover:underline">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 max-w-3xl">
            <div className={`space-y-4 text-lg leading-relaxed text-slate-700 ${prose}`}>{intro}</div>
            {sections.map((s, i) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-10 scroll-mt-6">
                <h2 id={`${s.id}-title`} className="text-xl font-bold text-navy-900">
                  {i + 1}. {s.title}
                </h2>
                <div className={`mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5 ${prose}`}>
                  {s.body}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
