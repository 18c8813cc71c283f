import { ArrowRight, Gauge, MessagesSquare, Percent, Search, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

type ServiceCard = { to: string; title: string; text: string; Icon: LucideIcon; cta: string };

const cards: ServiceCard[] = [
  {
    to: '/vessels',
    Icon: Search,
    title: 'Find open tonnage',
    text: 'Search verified ships by type, open port and open date. Every listing shows IMO number, deadweight, capacity, class and P&I cover.',
    cta: 'Browse vessels',
  },
  {
    to: '/network',
    Icon: Users,
    title: 'Verified counterparties',
    text: 'Owners and charterers are checked against incorporation and good-standing documents and their company IMO number before they can trade.',
    cta: 'See the network',
  },
  {
    to: '/safety',
    Icon: ShieldCheck,
    title: 'Escrow and fraud protection',
    text: 'Hire and freight are held in escrow. Payee bank details are locked at fixture, so a "new bank account" e-mail cannot divert a payment.',
    cta: 'How we keep money safe',
  },
  {
    to: '/messaging',
    Icon: MessagesSquare,
    title: 'Negotiation on the record',
    text: 'Firm offers carry reply deadlines and lapse on time. Every counter and lifted subject is timestamped and cannot be edited afterwards.',
    cta: 'Explore messaging',
  },
  {
    to: '/pricing',
    Icon: Percent,
    title: 'No commission, ever',
    text: 'A broker on each side typically takes 1.25% of hire or freight. On Fairlead both sides keep it: listing, negotiating and fixing are free.',
    cta: 'Compare the cost',
  },
  {
    to: '/management',
    Icon: Gauge,
    title: 'Fleet management tools',
    text: 'Keep open positions, certificates and employment for the whole fleet in one place, with reminders before class or P&I cover expires.',
    cta: 'See the fleet tools',
  },
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
