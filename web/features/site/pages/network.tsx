import { BadgeCheck, Building2, CalendarClock, FileCheck2, Globe2, Lock, Star, Users } from 'lucide-react';
import { claim } from '../../../../common/site/claims';
import { usePageTitle } from '../../../lib/use-page-title';
import { Section } from '../components/section';
import { ServicePage, type ServiceContent } from '../components/service-page';
import { StatTiles } from '../components/stat-tiles';

const content: ServiceContent = {
  eyebrow: 'Verified network',
  title: 'Trade only with counterparties who have been checked',
  intro:
    'Every company on Fairlead is verified before it can send an enquiry, make an offer or accept one. You know who is on the other side before you negotiate, not after something goes wrong.',
  featuresTitle: 'How the network is kept clean',
  features: [
    { Icon: BadgeCheck, ...claim('verifiedCompanies') },
    { Icon: Building2, ...claim('companyDetails') },
    { Icon: CalendarClock, ...claim('verificationExpiry') },
    { Icon: Lock, ...claim('privateKyc') },
    { Icon: Star, ...claim('reviews') },
    { Icon: FileCheck2, ...claim('visibleVerification') },
    { Icon: Users, ...claim('suspension') },
    { Icon: Globe2, ...claim('openToAll') },
  ],
  notesTitle: 'Questions about the network',
  notes: [
    {
      q: 'Can I look around before I am verified?',
      a: 'Yes. You can search open tonnage and cargo orders while you wait; enquiries, offers and fixtures need a verified company.',
    },
    {
      q: 'Can verification be withdrawn?',
      a: 'Yes. A company that provides false details or attempts fraud is suspended: its sessions end, it cannot sign in, and its ships are no longer shown.',
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
