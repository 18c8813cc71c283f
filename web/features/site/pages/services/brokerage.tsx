import { Clock, Eye, FileCheck2, Megaphone, Percent, ScrollText } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Brokerage',
  title: "A broker's desk, without the broker's commission",
  intro:
    'Circulating positions, chasing replies, keeping track of counters and writing the recap: Fairlead does the work a chartering broker does, in the open, for both sides, and takes no commission on the fixture.',
  featuresTitle: 'What the platform does for you',
  features: [
    { Icon: Megaphone, ...claim('matching') },
    { Icon: Clock, ...claim('lapsingOffers') },
    { Icon: Eye, ...claim('versionedCounters') },
    { Icon: ScrollText, ...claim('recapFromTerms') },
    { Icon: FileCheck2, ...claim('verifiedCompanies') },
    { Icon: Percent, ...claim('noCommission') },
  ],
  notesTitle: 'About working without a broker',
  notes: [
    {
      q: 'We value our broker. Can we still use one?',
      a: 'Yes. Nothing on Fairlead stops you from working with a broker, and we charge nothing either way. Any commission you agree with your broker is between you and them.',
    },
    {
      q: 'Who gives us market advice?',
      a: 'The Fairlead team answers questions about how the process and the documents work, by e-mail. We do not give rate advice or negotiate on your behalf: both parties stay in control.',
    },
    {
      q: 'Is a firm offer on Fairlead binding?',
      a: 'A firm offer commits the party making it until its deadline, as in conventional practice. A fixture is only concluded when main terms are agreed and every subject is lifted.',
    },
    {
      q: 'What about confidentiality?',
      a: 'Negotiations are visible only to the two parties involved. Rates are never published to the market, and the other side sees only what you send.',
    },
  ],
  related: [
    { label: 'Messaging and negotiation record', to: '/messaging' },
    { label: 'Pricing compared with brokers', to: '/pricing' },
    { label: 'Verified network', to: '/network' },
  ],
};

export default function BrokeragePage() {
  usePageTitle('Brokerage');
  return <ServicePage content={content} />;
}
