import { BadgeCheck, BellRing, CalendarDays, Inbox, ListPlus, Wallet } from 'lucide-react';
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
    {
      Icon: ListPlus,
      title: 'Listings that stay accurate',
      text: 'Each ship carries its particulars, open port and open date. Update a position in seconds when a voyage runs long, and charterers search what is really available.',
    },
    {
      Icon: BadgeCheck,
      title: 'Verification badges',
      text: 'Registry, class, P&I and ISM certificates are checked once and shown as badges, so charterers can approve you faster and subjects are lifted sooner.',
    },
    {
      Icon: Inbox,
      title: 'One inbox for inquiries',
      text: 'Inquiries, firm bids and counters for all your ships arrive in one list, sorted by reply deadline, so nothing expires unnoticed.',
    },
    {
      Icon: CalendarDays,
      title: 'Employment calendar',
      text: 'See which ships are fixed, on subjects or open, and when. A ship cannot be fixed twice for overlapping dates.',
    },
    {
      Icon: BellRing,
      title: 'Expiry reminders',
      text: 'Reminders well before a class, P&I or ISM certificate expires. An expired certificate takes the ship off the market until it is renewed.',
    },
    {
      Icon: Wallet,
      title: 'Hire and freight in view',
      text: 'Every hire instalment, freight payment and demurrage claim per charter, with its due date and whether the money is held in escrow or released.',
    },
  ],
  stepsTitle: 'Getting your fleet on Fairlead',
  steps: [
    { title: 'Verify the company', text: 'Certificate of incorporation, good-standing certificate and company IMO number.' },
    { title: 'Add the ships', text: 'Enter each IMO number and particulars, then upload registry, class and P&I documents.' },
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
      a: "Yes. A commercial manager's company can be verified on its own and list ships it manages, provided the registered owner's authority is documented during verification.",
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
