import { BadgeCheck, Clock, Landmark } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/feedback';
import { usePageTitle } from '../../../lib/use-page-title';
import { CtaBand } from '../components/cta-band';
import { WaveLines } from '../components/page-hero';
import { SampleDashboard } from '../components/sample-dashboard';
import { Section } from '../components/section';
import { ServicesGrid } from '../components/services-grid';
import { StatTiles } from '../components/stat-tiles';
import { onDarkOutline, onDarkSolid } from '../components/styles';
import { VesselSearchForm } from '../components/vessel-search-form';

// Below the fold (and the quotes absent until there are reviews to quote): their code loads after the page, not with it.
// The server renders them in full (it waits for every boundary), and hydration picks them up once their script is in.
const HowItWorks = lazy(() => import('../components/how-it-works').then((m) => ({ default: m.HowItWorks })));
const Testimonials = lazy(() => import('../components/testimonials').then((m) => ({ default: m.Testimonials })));

const promises = [
  { Icon: BadgeCheck, text: 'Verified companies' },
  { Icon: Clock, text: 'Firm offers with real deadlines' },
  { Icon: Landmark, text: 'Hire and freight held in escrow' },
];

export default function HomePage() {
  usePageTitle('');

  return (
    <>
      <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-900 text-white">
        <WaveLines />
        <div className="container-page relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-sea-300">Direct chartering marketplace</p>
            <h1 id="page-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              Fix your charters directly. Keep the commission.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-navy-100">
              Fairlead connects vessel owners and charterers without a broker in between. Verified counterparties, negotiation with a timed record of
              every offer, digital charter parties and escrow payments, all free of commission.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/vessels" className={onDarkSolid}>
                Browse vessels
              </Link>
              <Link to="/contact" className={onDarkOutline}>
                Talk to an Expert
              </Link>
            </div>
            <ul className="mt-8 grid gap-2 text-sm text-navy-100 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {promises.map(({ Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon aria-hidden className="size-4 shrink-0 text-sea-300" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex justify-center lg:justify-end">
            <SampleDashboard />
          </div>
        </div>
      </section>

      <section aria-labelledby="search-title" className="bg-navy-50 py-12 sm:py-16">
        <div className="container-page">
          <Card className="p-5 sm:p-8">
            <h2 id="search-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
              Search open tonnage
            </h2>
            <p className="mt-2 text-slate-700">Find ships that open in your region within your laycan. Leave a field empty to search more widely.</p>
            <div className="mt-6">
              <VesselSearchForm />
            </div>
          </Card>
        </div>
      </section>

      <Section
        id="services"
        eyebrow="What Fairlead does"
        title="Everything a fixture needs, without the middleman"
        intro="From the first inquiry to the last hire payment, both sides work in one place and deal with each other directly."
      >
        <ServicesGrid />
      </Section>

      <Section
        id="how-it-works"
        tone="tint"
        eyebrow="How it works"
        title="From open position to signed charter party in four steps"
        intro="The steps follow the way fixtures are already negotiated, with deadlines the system enforces instead of reminders in an inbox."
      >
        <Suspense fallback={null}>
          <HowItWorks />
        </Suspense>
      </Section>

      <Suspense fallback={null}>
        <Testimonials />
      </Suspense>

      <CtaBand />

      <Section
        id="figures"
        tone="tint"
        eyebrow="Fairlead in numbers"
        title="What is on the market today"
        intro="Counted from the marketplace itself when you open this page: ships you can find in the search, where they open, and the charters fixed here."
      >
        <StatTiles />
      </Section>
    </>
  );
}
