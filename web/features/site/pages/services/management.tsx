import { BadgeCheck, BellRing, CalendarDays, Inbox, ListPlus, Wallet } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Vessel Management',
  title: 'Keep every ship employed, verified and paid',
  intro:
    'For owners, operators and commercial managers. Fairlead brings the commercial side of running ships into one place: listings, open positions, inquiries, fixtures, documents and hire, ship by ship and across the fleet.',
  action: { label: 'List your fleet', to: '/register' },
  featuresTitle: 'The owner-side toolkit',
  features: [
    { Icon: ListPlus, ...claim('listingsAccurate') },
    { Icon: BadgeCheck, ...claim('classAndPi') },
    { Icon: Inbox, ...claim('dealsInOneList') },
    { Icon: CalendarDays, ...claim('noDoubleFixing') },
    { Icon: BellRing, ...claim('marketPause') },
    { Icon: Wallet, ...claim('hireInView') },
  ],
  stepsTitle: 'Getting your fleet on Fairlead',
  steps: [
    { title: 'Verify the company', text: 'Certificate of incorporation, proof of address, the signatory’s ID and your ISM DOC.' },
    { title: 'Add the ships', text: 'Enter each IMO number and particulars, then upload registry, class, P&I and ISM certificates.' },
    { title: 'Publish positions', text: 'Set open port, open date, charter types offered and an indicative rate if you wish.' },
    { title: 'Answer inquiries', text: 'Negotiate directly with verified charterers and fix without paying commission.' },
  ],
  notesTitle: 'Good to know',
  notes: [
    {
      q: 'Is this technical ship management?',
      a: 'No. Crewing, maintenance and the ISM system stay with you or your technical manager. Fairlead covers the commercial side: finding employment, negotiating, contracting and getting paid.',
    },
    {
      q: 'Can a manager act for several owners?',
      a: 'Yes. A commercial manager registers its own company as an owner account and lists the ships it manages.',
    },
  ],
  related: [
    { label: 'Vessel listing', to: '/services/vessel-listing' },
    { label: 'Vessel records and certificates', to: '/services/vessel-management' },
    { label: 'Fleet tools', to: '/management' },
  ],
};

export default function VesselManagementServicePage() {
  usePageTitle('Vessel Management');
  return <ServicePage content={content} />;
}
