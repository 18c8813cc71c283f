import { BadgeCheck, Building2, FileCheck2, Globe2, Star, Users } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { Section } from '../components/section';
import { ServicePage, type ServiceContent } from '../components/service-page';
import { StatTiles } from '../components/stat-tiles';

const content: ServiceContent = {
  eyebrow: 'Verified network',
  title: 'Trade only with counterparties who have been checked',
  intro:
    'Every company on Fairlead is verified before it can make or receive a firm offer, and every ship before it can be fixed. You know who is on the other side before you negotiate, not after something goes wrong.',
  featuresTitle: 'How a company becomes verified',
  featuresIntro: 'We check what a careful chartering desk would check, and we do it once, for everyone.',
  features: [
    {
      Icon: Building2,
      title: 'Incorporation and good standing',
      text: 'A certificate of incorporation and a recent certificate of good standing from the company registry, matched against the name and address given.',
    },
    {
      Icon: FileCheck2,
      title: 'Company IMO number',
      text: 'The seven-digit company and registered owner identification number, check digit verified and compared with the registry record.',
    },
    {
      Icon: Users,
      title: 'People and authority',
      text: 'Contact details are confirmed by a call to an independently sourced number, and users who sign contracts must hold authority to bind the company.',
    },
    {
      Icon: BadgeCheck,
      title: 'Visible badges',
      text: 'Verified companies and ships carry a badge with the date of the last check, so you can approve a counterparty without a round of questions.',
    },
    {
      Icon: Star,
      title: 'History and reviews',
      text: 'Completed charters and reviews from the other party build a track record: on-time delivery, payment behaviour and responsiveness.',
    },
    {
      Icon: Globe2,
      title: 'Worldwide, not a closed club',
      text: 'Owners, operators, charterers and traders from Europe, the Middle East, Asia-Pacific, Africa and the Americas, on dry bulk, wet and liner trades.',
    },
  ],
  notesTitle: 'Questions about the network',
  notes: [
    {
      q: 'How long does verification take?',
      a: 'Usually one business day once all documents are uploaded. You can browse open tonnage while you wait, but firm offers need a verified account.',
    },
    {
      q: 'Can verification be withdrawn?',
      a: 'Yes. A company that provides false documents or attempts fraud is suspended at once, and its open negotiations are closed with notice to the other parties.',
    },
  ],
  related: [
    { label: 'Safety and escrow', to: '/safety' },
    { label: 'Vessel records', to: '/services/vessel-management' },
    { label: 'About Fairlead', to: '/about' },
  ],
};

export default function NetworkPage() {
  usePageTitle('Verified network');
  return (
    <ServicePage content={content}>
      <Section id="figures" tone="tint" title="The network in figures" intro="Counted from the marketplace when you open this page.">
        <StatTiles />
      </Section>
    </ServicePage>
  );
}
