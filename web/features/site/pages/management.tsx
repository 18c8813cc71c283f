import { Bookmark, Calculator, CalendarRange, FileSpreadsheet, Inbox, LayoutDashboard, MapPinned } from 'lucide-react';
import { claim } from '../../../../common/site/claims';
import { usePageTitle } from '../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Fleet tools',
  title: 'Fleet management tools for the commercial desk',
  intro:
    'Whether you run three handysize ships or forty tankers, Fairlead gives your chartering desk one picture of the fleet: where each ship opens, which dates are taken, which deals are live and what money is due.',
  action: { label: 'Set up your fleet', to: '/register' },
  featuresTitle: 'Tools included with every owner account',
  features: [
    { Icon: LayoutDashboard, ...claim('listingsAccurate') },
    { Icon: Inbox, ...claim('dealsInOneList') },
    { Icon: CalendarRange, ...claim('noDoubleFixing') },
    { Icon: Calculator, ...claim('demurrageClaim') },
    { Icon: MapPinned, ...claim('cargoesForShip') },
    { Icon: Bookmark, ...claim('savedSearches') },
    { Icon: FileSpreadsheet, ...claim('hireInView') },
  ],
  stepsTitle: 'A day on the desk with Fairlead',
  steps: [
    { title: 'Morning check', text: 'The deals list shows every live negotiation with its stage and the next reply deadline.' },
    { title: 'Positions updated', text: 'A delayed discharge moves one ship’s open date, and its matching cargoes follow.' },
    { title: 'Fixtures closed', text: 'Subjects lifted, recap issued, the ship blocked for the charter dates.' },
    { title: 'Money reconciled', text: 'Hire received into escrow and released to your bank details on file.' },
  ],
  notes: [
    {
      q: 'Do the tools cost extra?',
      a: 'No. Fleet tools are part of every verified owner and operator account, like the rest of Fairlead.',
    },
    {
      q: 'Can charterers use them too?',
      a: 'Charterers get their own: cargo orders with the ships that match them, saved searches, their deals and the payment statement of each charter.',
    },
  ],
  related: [
    { label: 'Vessel Management', to: '/services/management' },
    { label: 'Vessel records', to: '/services/vessel-management' },
    { label: 'Payment processing', to: '/services/payment-processing' },
  ],
};

export default function FleetToolsPage() {
  usePageTitle('Fleet management tools');
  return <ServicePage content={content} />;
}
