import { Clock, Eye, FileCheck2, Megaphone, Percent, ScrollText } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Brokerage',
  title: "A broker's desk, without the broker's commission",
  intro:
    'Circulating positions, chasing replies, keeping track of counters and writing the recap: Fairlead does the work a chartering broker does, in the open, for both sides, and takes no commission on the fixture.',
  featuresTitle: 'What the platform does for you',
  features: [
    {
      Icon: Megaphone,
      title: 'Your position in front of the right people',
      text: 'An open ship or a cargo order is shown to verified counterparties whose trades match it: type, size, region and dates. No mass e-mails, no lists of unknown addresses.',
    },
    {
      Icon: Clock,
      title: 'Deadlines that enforce themselves',
      text: 'Firm offers and bids carry a reply time. When it passes, the offer lapses and both sides are free again. Nobody has to ring round to find out where things stand.',
    },
    {
      Icon: Eye,
      title: 'Counters you can compare',
      text: 'Every "accept except", "decline and counter" or "repeat our last" is a new version of the main terms, with the changes from the previous version highlighted.',
    },
    {
      Icon: ScrollText,
      title: 'A recap written for you',
      text: 'When the last subject is lifted, the recap is produced from the agreed terms: ship, laycan, ports, cargo, rate, payment terms, laytime and demurrage. No retyping, no transcription errors.',
    },
    {
      Icon: FileCheck2,
      title: 'Counterparty checks done in advance',
      text: 'Companies and ships are verified before they can trade, so the usual "who are they?" enquiries are answered before the first offer.',
    },
    {
      Icon: Percent,
      title: 'Nothing deducted for intermediaries',
      text: 'Brokers typically take 1.25% per side from hire, freight and often demurrage. On Fairlead neither side pays commission; whatever you agree is what changes hands.',
    },
  ],
  notesTitle: 'About working without a broker',
  notes: [
    {
      q: 'We value our broker. Can we still use one?',
      a: 'Yes. Nothing on Fairlead stops you from working with a broker, and we charge nothing either way. Any commission you agree with your broker is between you and them.',
    },
    {
      q: 'Who gives us market advice?',
      a: 'Our chartering desk can explain how the process and the documents work, around the clock. We do not give rate advice or negotiate on your behalf: both parties stay in control.',
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
