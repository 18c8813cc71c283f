import { CalendarRange, Container, Handshake, Inbox, Package, Ship } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Chartering',
  title: 'Charter the right ship, directly from its owner',
  intro:
    'Voyage charters and time charters, negotiated straight between the owner and the charterer. No broker in the chain, no commission deducted from hire or freight.',
  action: { label: 'Browse vessels', to: '/vessels' },
  featuresTitle: 'Voyage and time charters, one way of working',
  featuresIntro: 'Choose the contract that fits the trade. Fairlead keeps the terms, the deadlines and the money in the same place.',
  features: [
    { Icon: Package, ...claim('voyageCharters') },
    { Icon: CalendarRange, ...claim('timeCharters') },
    { Icon: Container, ...claim('cargoOrders') },
    { Icon: Inbox, ...claim('circularsIn') },
    { Icon: Ship, ...claim('shipTypes') },
    { Icon: Handshake, ...claim('directNegotiation') },
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
      a: 'Yes. Fairlead drafts the charter party from its own clause set and the agreed main terms; either side can amend clauses or add riders as a new version, and both sign the same version.',
    },
    {
      q: 'Can a fixture still be cancelled?',
      a: 'Before the charter begins and while no money is in escrow, either side can cancel from the deal page, with its reason on the record; both sides are told and the ship’s dates are released. Otherwise Fairlead cancels it, so that the money goes where the charter party says.',
    },
    {
      q: 'Can an owner hold two cargoes on subjects for one ship?',
      a: 'Subjects on Fairlead are visible to both sides and each has a deadline. When a deadline passes the deal falls away automatically, so nothing stays on subjects indefinitely.',
    },
    {
      q: 'Do you act as principal or carrier?',
      a: 'No. The charter party is between the owner and the charterer. Fairlead provides the marketplace, the negotiation record, the charter party and escrow.',
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
