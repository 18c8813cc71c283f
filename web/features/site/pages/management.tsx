import { BellRing, Calculator, CalendarRange, FileSpreadsheet, LayoutDashboard, MapPinned } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Fleet tools',
  title: 'Fleet management tools for the commercial desk',
  intro:
    'Whether you run three handysize ships or forty tankers, Fairlead gives your chartering, operations and finance teams one picture of the fleet: where each ship opens, how it is employed, what is due and what is about to expire.',
  action: { label: 'Set up your fleet', to: '/register' },
  featuresTitle: 'Tools included with every owner account',
  features: [
    {
      Icon: LayoutDashboard,
      title: 'Fleet dashboard',
      text: 'Open, on subjects, fixed or off the market: the status of every ship on one screen, with the next deadline that needs your attention.',
    },
    {
      Icon: CalendarRange,
      title: 'Employment schedule',
      text: 'A timeline of fixtures per ship, with laycans, delivery and redelivery dates. Overlapping charters for the same ship are impossible by design.',
    },
    {
      Icon: MapPinned,
      title: 'Open positions',
      text: 'Update open port and open date for several ships at once when the schedule moves, so charterers search accurate tonnage.',
    },
    {
      Icon: Calculator,
      title: 'Laytime and demurrage calculator',
      text: 'Enter NOR time and the statement of facts; laytime is counted under SHINC, SHEX, FHINC or FHEX terms and demurrage or despatch is calculated pro rata.',
    },
    {
      Icon: BellRing,
      title: 'Certificate and cover reminders',
      text: 'Class, P&I and ISM expiry dates across the fleet with advance reminders, before a lapse takes a ship off the market.',
    },
    {
      Icon: FileSpreadsheet,
      title: 'Hire and freight statements',
      text: 'Per charter and per ship: instalments paid, held in escrow, released or outstanding. Export to CSV for your accounting system.',
    },
  ],
  stepsTitle: 'A day on the desk with Fairlead',
  steps: [
    { title: 'Morning check', text: 'The dashboard lists offers expiring today and subjects due for lifting.' },
    { title: 'Positions updated', text: 'A delayed discharge moves one ship’s open date; inquiries adjust automatically.' },
    { title: 'Fixtures closed', text: 'Subjects lifted, recap issued, the ship blocked in the schedule.' },
    { title: 'Money reconciled', text: 'Hire received into escrow and released to the locked payee account.' },
  ],
  notes: [
    {
      q: 'Do the tools cost extra?',
      a: 'No. Fleet tools are part of every verified owner and operator account, like the rest of Fairlead.',
    },
    {
      q: 'Can charterers use them too?',
      a: 'Charterers get the same calendar, laytime calculator and payment statements for the ships they have on charter.',
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
