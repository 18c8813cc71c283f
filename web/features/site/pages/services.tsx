import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { featurePages, servicePages, type ServiceLink } from '../components/service-links';

function LinkGrid({ links }: { links: ServiceLink[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((s) => (
        <li key={s.to}>
          <Link
            to={s.to}
            className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xs transition hover:border-sea-600 hover:shadow-md"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-sea-300" aria-hidden>
              <s.Icon className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="flex items-center gap-1 text-lg font-semibold text-navy-900">
                {s.label}
                <ArrowRight aria-hidden className="size-4 text-sea-700 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-1 text-slate-700">{s.summary}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function ServicesPage() {
  usePageTitle('Services');
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Everything between an open ship and a paid charter"
        intro={
          <p>
            Fairlead replaces the broker chain with tools both sides use directly: listing, search, negotiation, contracts, escrow and support from
            people who know chartering. All of it is free of commission.
          </p>
        }
      />
      <Section id="services" title="Our services" intro="Choose a service to see how it works and what it includes.">
        <LinkGrid links={servicePages} />
      </Section>
      <Section id="platform" tone="tint" title="Across the platform" intro="The foundations every service relies on.">
        <LinkGrid links={featurePages} />
      </Section>
      <CtaBand />
    </>
  );
}
