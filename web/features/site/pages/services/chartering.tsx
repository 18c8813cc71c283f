import { Anchor, CalendarRange, Container, Fuel, Package, Ship } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Chartering',
  title: 'Charter the right ship, directly from its owner',
  intro:
    'Voyage charters, time charters, trip time charters and bareboat charters, negotiated straight between the owner and the charterer. No broker in the chain, no commission deducted from hire or freight.',
  action: { label: 'Browse vessels', to: '/vessels' },
  featuresTitle: 'Every common charter type, one way of working',
  featuresIntro: 'Choose the contract that fits the trade. Fairlead keeps the terms, the deadlines and the money in the same place.',
  features: [
    {
      Icon: Package,
      title: 'Voyage charters',
      text: 'Freight per tonne or lump sum from named load to discharge ports. Laytime terms, demurrage and despatch rates are agreed in the main terms and carried into the charter party.',
    },
    {
      Icon: CalendarRange,
      title: 'Time and trip time charters',
      text: 'Hire per day for a period or a single trip, normally paid 15 days in advance. Delivery and redelivery ranges, bunkers on delivery and the hire schedule are part of the fixture.',
    },
    {
      Icon: Anchor,
      title: 'Bareboat charters',
      text: 'For charterers who crew and run the ship themselves over months or years. Registry, class and insurance responsibilities are set out clause by clause.',
    },
    {
      Icon: Container,
      title: 'Contracts of affreightment',
      text: 'A quantity of cargo over a period, with no ship named in advance. Each lifting is nominated against the contract and tracked on its own laycan.',
    },
    {
      Icon: Ship,
      title: 'All main ship types',
      text: 'Bulk carriers, tankers, container ships, ro-ro, general cargo and passenger ships, each with capacity in its own unit: tonnes, cubic metres, TEU, lane metres or passengers.',
    },
    {
      Icon: Fuel,
      title: 'Clear cost split',
      text: 'The platform shows who pays what: voyage costs such as bunkers, port dues and canal tolls for the charterer on time charter; operating costs for the owner.',
    },
  ],
  stepsTitle: 'How a charter comes together',
  steps: [
    {
      title: 'Describe the need',
      text: 'Search open tonnage by type, open port and dates, or post a cargo order with ports, laycan, quantity and tolerance.',
    },
    {
      title: 'Exchange firm offers',
      text: 'Owners offer and charterers bid with a reply deadline. Each counter is a new version of the main terms.',
    },
    { title: 'Lift the subjects', text: 'Agree on subjects, then lift each one before its deadline. Only when all are lifted is the fixture clean.' },
    {
      title: 'Sign and perform',
      text: 'The recap and charter party are drafted from the agreed terms, signed online, and hire or freight runs through escrow.',
    },
  ],
  notesTitle: 'Questions charterers ask',
  notes: [
    {
      q: 'Can we still use our own riders?',
      a: 'Yes. Fairlead drafts a charter party from its own clause templates and the agreed main terms; either side can attach rider clauses, and both see every change before signing.',
    },
    {
      q: 'What happens if the ship misses the laycan?',
      a: 'The cancelling date is recorded with the fixture. If the ship has not tendered notice of readiness by then, the charterer can exercise the cancellation option from the charter page.',
    },
    {
      q: 'Can an owner hold two cargoes on subjects for one ship?',
      a: 'Subjects on Fairlead are visible to both sides and each has a deadline. When a deadline passes the deal falls away automatically, so nothing stays on subjects indefinitely.',
    },
    {
      q: 'Do you act as principal or carrier?',
      a: 'No. The charter party is between the owner and the charterer. Fairlead provides the marketplace, the negotiation record, the documents and the escrow account.',
    },
  ],
  related: [
    { label: 'Charter booking', to: '/services/charter-booking' },
    { label: 'Document handling', to: '/services/document-handling' },
    { label: 'Payment processing', to: '/services/payment-processing' },
    { label: 'Pricing', to: '/pricing' },
  ],
};

export default function CharteringPage() {
  usePageTitle('Chartering');
  return <ServicePage content={content} />;
}
