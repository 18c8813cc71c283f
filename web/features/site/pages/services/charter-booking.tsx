import { CalendarClock, CircleCheck, ClipboardList, GitCompare, Hourglass, Search } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Charter booking',
  title: 'From first inquiry to clean fixture, step by step',
  intro:
    'Charter booking on Fairlead follows the negotiation you already know: indication, firm offer, counters, subjects, clean fixture and recap. The difference is that every step has a visible state and a deadline that the system keeps.',
  action: { label: 'Find a vessel', to: '/vessels' },
  featuresTitle: 'Built around how fixtures are really made',
  features: [
    {
      Icon: Search,
      title: 'Search by laycan',
      text: 'Filter open tonnage by ship type, open port or region and the dates your cargo is ready, then send an inquiry with the cargo, quantity and tolerance.',
    },
    {
      Icon: ClipboardList,
      title: 'Structured main terms',
      text: 'Ship, laycan, load and discharge ports, cargo, rate, payment terms, laytime and demurrage are fields, not free text, so both sides always read the same offer.',
    },
    {
      Icon: Hourglass,
      title: 'Firm offers with reply deadlines',
      text: 'A firm offer or bid states when it expires and lapses automatically at that time. While it is firm, the ship or cargo is marked as under offer.',
    },
    {
      Icon: GitCompare,
      title: 'Versioned counters',
      text: 'Each counter is a new version of the terms with the differences highlighted, so you can see at a glance what moved and what was repeated.',
    },
    {
      Icon: CalendarClock,
      title: 'Subjects with deadlines',
      text: "Owners' approval, charterers' approval, receivers' approval, board approval or details: each subject has its own deadline and is lifted explicitly.",
    },
    {
      Icon: CircleCheck,
      title: 'Clean fixture and recap',
      text: 'When the last subject is lifted the fixture is clean, the ship is blocked for the charter dates and the recap is generated for both parties.',
    },
  ],
  stepsTitle: 'The booking sequence',
  steps: [
    { title: 'Inquiry', text: 'Send cargo or period requirements to one or more suitable ships.' },
    { title: 'Firm offer and counters', text: 'Negotiate main terms with deadlines on every firm step.' },
    { title: 'On subjects', text: 'Lift each subject before its deadline, or the deal falls away.' },
    { title: 'Fixed', text: 'Recap, charter party for signature and escrow instructions follow.' },
  ],
  notes: [
    {
      q: 'Can I negotiate with more than one ship at once?',
      a: 'You can send inquiries widely, but like in conventional practice you can be firm on the same business with only one counterparty at a time. The platform shows which offers are firm.',
    },
    {
      q: 'What happens if a subject deadline passes?',
      a: 'The deal falls away automatically, both sides are notified and the ship becomes available again. Nobody is left holding tonnage on expired subjects.',
    },
  ],
  related: [
    { label: 'Chartering', to: '/services/chartering' },
    { label: 'Messaging', to: '/messaging' },
    { label: 'Document handling', to: '/services/document-handling' },
  ],
};

export default function CharterBookingPage() {
  usePageTitle('Charter booking');
  return <ServicePage content={content} />;
}
