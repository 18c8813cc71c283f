import { CalendarX2, FileBadge, History, ShieldAlert, ShipWheel, UserCog } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Vessel records',
  title: 'Certificates, cover and availability for every ship',
  intro:
    "A charterer's first questions are about the ship itself: is it in class, is it entered with a P&I club, when is it free? Fairlead keeps those answers current for each vessel, so approvals are quick and nothing lapses unnoticed.",
  action: { label: 'Add your ships', to: '/register' },
  featuresTitle: 'One record per ship',
  features: [
    {
      Icon: FileBadge,
      title: 'Certificate register',
      text: 'Transcript of register, class certificate, P&I certificate of entry, ISM DOC and SMC, each with issuer and expiry date, reviewed by our verification team.',
    },
    {
      Icon: ShieldAlert,
      title: 'Automatic market pause',
      text: 'If class or P&I cover lapses, the ship is taken off the market until the renewed certificate is checked, protecting both you and the charterer.',
    },
    {
      Icon: CalendarX2,
      title: 'No double fixing',
      text: 'Fixed periods block the ship in its calendar. Two charters cannot overlap for the same vessel, whoever is negotiating.',
    },
    {
      Icon: ShipWheel,
      title: 'Particulars under control',
      text: 'Change of flag, name or class society is recorded with its date, and the IMO number stays the ship’s constant identity throughout.',
    },
    {
      Icon: History,
      title: 'Charter history',
      text: 'Past fixtures, ports called and reviews from counterparties build the ship’s track record on the platform.',
    },
    {
      Icon: UserCog,
      title: 'Team access',
      text: 'Operations, chartering and finance colleagues work on the same records, each with the access their role needs.',
    },
  ],
  notes: [
    {
      q: 'Which documents do you check?',
      a: 'For every ship: the registry certificate or transcript of register, a class certificate confirming the ship is in class, the P&I certificate of entry with its expiry, and the ISM Document of Compliance and Safety Management Certificate.',
    },
    {
      q: 'Who can see the documents?',
      a: 'Charterers see the verified badges and expiry dates. The documents themselves are shared only with a counterparty you are negotiating with, and only when you choose to.',
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
