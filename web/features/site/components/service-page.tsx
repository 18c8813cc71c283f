import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CtaBand, defaultCta, type CtaContent } from './cta-band';
import { HowItWorks, type Step } from './how-it-works';
import { PageHero } from './page-hero';
import { Section } from './section';
import { onDarkOutline, onDarkSolid } from './styles';

export type Feature = { Icon: LucideIcon; title: string; text: string };
export type Note = { q: string; a: string };
type Action = { label: string; to: string };

export type ServiceContent = {
  eyebrow: string;
  title: string;
  intro: string;
  /** The hero's main button; "Talk to an Expert" always follows it. */
  action?: Action;
  featuresTitle: string;
  featuresIntro?: string;
  features: Feature[];
  stepsTitle?: string;
  stepsIntro?: string;
  steps?: Step[];
  notesTitle?: string;
  notes?: Note[];
  cta?: CtaContent;
  related?: Action[];
};

/**
 * One layout for every service and feature page: hero, feature blocks, optional extra section,
 * steps, notes, related links and a call to action. Pages supply the words.
 */
export function ServicePage({ content: c, children }: { content: ServiceContent; children?: ReactNode }) {
  const action = c.action ?? { label: 'Get Started', to: '/register' };
  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} intro={<p>{c.intro}</p>}>
        <Link to={action.to} className={onDarkSolid}>
          {action.label}
        </Link>
        <Link to="/contact" className={onDarkOutline}>
          Talk to an Expert
        </Link>
      </PageHero>

      <Section id="features" title={c.featuresTitle} intro={c.featuresIntro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {c.features.map((f) => (
            <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-lg bg-navy-50 text-navy-800" aria-hidden>
                <f.Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{f.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{f.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {children}

      {c.steps?.length ? (
        <Section id="steps" tone="tint" title={c.stepsTitle ?? 'How it works'} intro={c.stepsIntro}>
          <HowItWorks steps={c.steps} />
        </Section>
      ) : null}

      {c.notes?.length ? (
        <Section id="notes" title={c.notesTitle ?? 'Good to know'}>
          <dl className="grid gap-x-10 gap-y-8 md:grid-cols-2">
            {c.notes.map((n) => (
              <div key={n.q}>
                <dt className="font-semibold text-navy-900">{n.q}</dt>
                <dd className="mt-2 leading-relaxed text-slate-700">{n.a}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {c.related?.length ? (
        <nav aria-labelledby="related-title" className="border-t border-slate-200 bg-white pt-12">
          <div className="container-page">
            <h2 id="related-title" className="text-lg font-semibold text-navy-900">
              Related
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {c.related.map((r) => (
                <li key={r.to}>
                  <Link
                    to={r.to}
                    className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-navy-900 hover:border-sea-600 hover:bg-navy-50"
                  >
                    {r.label}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}

      <CtaBand content={c.cta ?? defaultCta} />
    </>
  );
}
