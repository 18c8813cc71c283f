import { ArrowRight, Gauge, MessagesSquare, Percent, Search, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { homeClaim } from '../../../../common/site/claims-home';

type ServiceCard = { to: string; title: string; text: string; Icon: LucideIcon; cta: string };

const cards: ServiceCard[] = [
  { to: '/vessels', Icon: Search, ...homeClaim('findTonnage'), cta: 'Browse vessels' },
  { to: '/network', Icon: Users, ...homeClaim('verifiedCounterparties'), cta: 'See the network' },
  { to: '/safety', Icon: ShieldCheck, ...homeClaim('escrowAndFraud'), cta: 'How we keep money safe' },
  { to: '/messaging', Icon: MessagesSquare, ...homeClaim('negotiationOnRecord'), cta: 'Explore messaging' },
  { to: '/pricing', Icon: Percent, ...homeClaim('noCommissionEver'), cta: 'Compare the cost' },
  { to: '/management', Icon: Gauge, ...homeClaim('fleetTools'), cta: 'See the fleet tools' },
];

export function ServicesGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.to}>
          <Link
            to={c.to}
            className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-xs transition hover:border-sea-600 hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-navy-900 text-sea-300" aria-hidden>
              <c.Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{c.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{c.text}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-sea-700 group-hover:text-navy-900">
              {c.cta}
              <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
