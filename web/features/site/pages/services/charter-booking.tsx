import { CalendarClock, CircleCheck, ClipboardList, GitCompare, Hourglass, Search } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
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
    { Icon: Search, ...claim('searchByLaycan') },
    { Icon: ClipboardList, ...claim('structuredTerms') },
    { Icon: Hourglass, ...claim('firmOffers') },
    { Icon: GitCompare, ...claim('versionedCounters') },
    { Icon: CalendarClock, ...claim('subjectsWithDeadlines') },
    { Icon: CircleCheck, ...claim('cleanFixture') },
  ],
  stepsTitle: 'The booking sequence',
  steps: [
    { title: 'Inquiry', text: 'Send cargo or period requirements to one or more suitable ships.' },
    { title: 'Firm offer and counters', text: 'Negotiate main terms with deadlines on every firm step.' },
    { title: 'On subjects', text: 'Lift each subject before its deadline, or the deal falls away.' },
    { title: 'Fixed', text: 'The recap, the charter party for signature and the payment schedule follow.' },
  ],
  notes: [
    {
      q: 'Can I negotiate with more than one ship at once?',
      a: 'Yes: you can send enquiries to several ships. Each deal shows which offers are firm and until when, and a ship can never be fixed twice for overlapping dates.',
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
