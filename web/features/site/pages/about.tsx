import { ArrowLeftRight, BadgeCheck, History, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { StatTiles } from '../components/stat-tiles';
import { textLink } from '../components/styles';

const values = [
  {
    Icon: ArrowLeftRight,
    title: 'Direct',
    text: 'Owners and charterers deal with each other. Nobody rewords an offer on the way, and nobody takes a percentage for passing it on.',
  },
  {
    Icon: BadgeCheck,
    title: 'Verified',
    text: 'Every company is checked against its documents before it can trade, and a ship whose P&I or class certificate has expired leaves the market.',
  },
  {
    Icon: History,
    title: 'On the record',
    text: 'Offers, counters and subjects are timestamped and cannot be rewritten. When people disagree, the record answers.',
  },
  {
    Icon: Landmark,
    title: 'Safe money',
    text: 'Hire and freight move only through escrow, to payout accounts locked after the first fixture. A spoofed e-mail cannot divert a payment.',
  },
];

export default function AboutPage() {
  usePageTitle('About us');
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="We built the marketplace we wanted to charter on"
        intro={
          <p>
            Fairlead is a London-based company that connects vessel owners and charterers directly. We are chartering managers, operators, ship
            finance people and engineers who spent years watching good fixtures slowed down by e-mail chains and eroded by commission.
          </p>
        }
      />

      <Section id="story" title="Why Fairlead exists">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              A typical fixture still passes through two brokers, each taking around 1.25% of hire or freight, and through hundreds of e-mails in
              which a single changed figure is easy to miss. Counterparties are checked by phone calls and hearsay. Payment fraud, from look-alike
              e-mail domains to fake cargoes that ask for advance fees, costs the industry dearly every year.
            </p>
            <p>
              We think the tools have caught up with the trade. Verification can be done once, for everyone. Negotiation can follow the familiar steps
              of firm offer, counter and subjects, with deadlines a computer keeps. And money can sit in escrow instead of travelling on the strength
              of an e-mail.
            </p>
          </div>
          <aside aria-labelledby="name-title" className="rounded-2xl bg-navy-900 p-6 text-navy-100 sm:p-8">
            <svg
              aria-hidden
              focusable="false"
              width="64"
              height="64"
              viewBox="0 0 64 64"
              className="text-sea-300"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <rect x="12" y="22" width="40" height="20" rx="10" />
              <path d="M2 32h20M42 32h20" strokeLinecap="round" strokeDasharray="4 4" />
            </svg>
            <h3 id="name-title" className="mt-4 text-xl font-semibold text-white">
              What the name means
            </h3>
            <p className="mt-3 leading-relaxed">
              A fairlead is the fitting on a ship’s deck that guides a mooring line cleanly from the winch to the shore, so it runs true and does not
              chafe. That is our job in a negotiation: keep the line between owner and charterer straight, and take nothing off it on the way.
            </p>
          </aside>
        </div>
      </Section>

      <Section id="values" tone="tint" title="What we stand for">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((v) => (
            <li key={v.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <v.Icon aria-hidden className="size-6 text-sea-700" />
              <h3 className="mt-3 text-lg font-semibold text-navy-900">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="figures" title="Fairlead today" intro="Counted from the marketplace when you open this page.">
        <StatTiles />
      </Section>

      <Section id="company" tone="tint" title="Where to find us">
        <div className="grid gap-8 text-slate-700 md:grid-cols-2">
          <p className="text-lg leading-relaxed">
            Fairlead Ltd is a company registered in England and Wales, with its office at 21 St Mary Axe, London EC3A 8EP, in the heart of the London
            shipping community. Members reach us through the contact form or by e-mail.
          </p>
          <p className="text-lg leading-relaxed">
            Want to see whether Fairlead fits your desk?{' '}
            <Link to="/contact" className={textLink}>
              Talk to our team
            </Link>
            , read the{' '}
            <Link to="/faq" className={textLink}>
              frequently asked questions
            </Link>
            , or see how we{' '}
            <Link to="/safety" className={textLink}>
              keep charters and payments safe
            </Link>
            .
          </p>
        </div>
      </Section>

      <CtaBand />
    </>
  );
}
