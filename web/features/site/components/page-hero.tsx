import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow?: string; title: string; intro: ReactNode; children?: ReactNode };

/** The navy band that opens every marketing page and holds its only h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-900 text-white">
      <WaveLines />
      <div className="container-page relative py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-sea-300">{eyebrow}</p> : null}
        <h1 id="page-title" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{intro}</div>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

/** Decorative swell lines in the corner of the hero; fixed size so nothing shifts. */
export function WaveLines() {
  return (
    <svg
      aria-hidden
      focusable="false"
      width="560"
      height="320"
      viewBox="0 0 560 320"
      className="pointer-events-none absolute -right-24 bottom-0 hidden text-navy-700 sm:block"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path
          key={i}
          d={`M0 ${120 + i * 36} C 90 ${90 + i * 36}, 180 ${150 + i * 36}, 280 ${120 + i * 36} S 470 ${90 + i * 36}, 560 ${120 + i * 36}`}
        />
      ))}
    </svg>
  );
}
