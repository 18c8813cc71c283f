import { Archive, CalendarX2, FileBadge, Search, ShieldAlert, ShipWheel } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Vessel records',
  title: 'Certificates, cover and availability for every ship',
  intro:
    "A charterer's first questions are about the ship itself: is it in class, is it entered with a P&I club, when is it free? Fairlead keeps those answers with each vessel, checked from its certificates, and a ship whose P&I or class certificate has expired leaves the market.",
  action: { label: 'Add your ships', to: '/register' },
  featuresTitle: 'One record per ship',
  features: [
    { Icon: FileBadge, ...claim('classAndPi') },
    { Icon: ShieldAlert, ...claim('marketPause') },
    { Icon: CalendarX2, ...claim('noDoubleFixing') },
    { Icon: ShipWheel, ...claim('particularsUnderControl') },
    { Icon: Search, ...claim('cargoesForShip') },
    { Icon: Archive, ...claim('archiveShips') },
  ],
  notes: [
    {
      q: 'Who can see a ship’s record?',
      a: 'Anyone can see a listed ship’s particulars, open position and which certificates are verified until when. The certificate files are read only by you and Fairlead’s administrators.',
    },
  ],
  related: [
    { label: 'Vessel listing', to: '/services/vessel-listing' },
    { label: 'Vessel Management', to: '/services/management' },
    { label: 'Safety and verification', to: '/safety' },
  ],
};

export default function VesselRecordsPage() {
  usePageTitle('Vessel records');
  return <ServicePage content={content} />;
}
