import { Eye, FileBadge, Hash, MapPin, Ruler, Tags } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Vessel listing',
  title: 'List a ship once. Reach charterers directly.',
  intro:
    'A Fairlead listing gives charterers what they ask for in the first e-mail: identity, particulars, certificates, open position and the charter types you offer. Listing is free, for one ship or a whole fleet.',
  action: { label: 'List a vessel', to: '/register' },
  featuresTitle: 'What a listing contains',
  features: [
    {
      Icon: Hash,
      title: 'Checked identity',
      text: 'IMO number (check digit verified, shown as "IMO 9319466"), MMSI, call sign, flag and year built. Typos that would send a charterer to the wrong ship are caught on entry.',
    },
    {
      Icon: Ruler,
      title: 'Full particulars',
      text: 'LOA, beam, summer draught, deadweight and gross tonnage, plus capacity in the right unit: grain and bale cubic metres, TEU, cubic metres, lane metres or passengers.',
    },
    {
      Icon: FileBadge,
      title: 'Certificates behind the badge',
      text: 'Transcript of register, class certificate, P&I certificate of entry and ISM DOC/SMC. Charterers see a verified badge and expiry dates; the documents stay private until you share them.',
    },
    {
      Icon: MapPin,
      title: 'Open port and open date',
      text: 'Where and when the ship is free next, by UN/LOCODE port (for example NL RTM) or region, so it appears in searches for the right laycan.',
    },
    {
      Icon: Tags,
      title: 'Charter types and indicative rate',
      text: 'Say whether you offer voyage, time or bareboat employment, and show an indicative rate or keep it for negotiation.',
    },
    {
      Icon: Eye,
      title: 'Only verified viewers',
      text: 'Inquiries come from companies that have passed verification. You decide whom to answer, and nothing is binding until you make a firm offer.',
    },
  ],
  stepsTitle: 'From IMO number to live listing',
  steps: [
    { title: 'Enter the IMO number', text: 'We check the number and pre-fill what you have already given us for the ship.' },
    { title: 'Complete particulars', text: 'Dimensions, tonnages, capacity and gear, in the units charterers use.' },
    { title: 'Upload certificates', text: 'Registry, class, P&I and ISM documents, reviewed by our verification team.' },
    { title: 'Set the position', text: 'Open port, open date and charter types. The ship goes live once it is verified.' },
  ],
  notes: [
    {
      q: 'What does it cost to list?',
      a: 'Nothing. There is no listing fee, no subscription and no commission when the ship is fixed.',
    },
    {
      q: 'What if a certificate expires?',
      a: 'We remind you before it does. If it lapses, the listing is paused until the renewed certificate is uploaded and checked, so charterers never fix a ship out of class or without P&I cover.',
    },
  ],
  related: [
    { label: 'Vessel records and certificates', to: '/services/vessel-management' },
    { label: 'Verified network', to: '/network' },
    { label: 'Pricing', to: '/pricing' },
  ],
};

export default function VesselListingPage() {
  usePageTitle('Vessel listing');
  return <ServicePage content={content} />;
}
