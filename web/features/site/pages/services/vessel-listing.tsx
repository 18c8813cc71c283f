import { Eye, FileBadge, Hash, MapPin, Ruler, Tags } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Vessel listing',
  title: 'List a ship once. Reach charterers directly.',
  intro:
    'A Fairlead listing gives charterers what they ask for in the first e-mail: identity, particulars, verified certificates, open position and the charter types you offer. Listing is free, for one ship or a whole fleet.',
  action: { label: 'List a vessel', to: '/register' },
  featuresTitle: 'What a listing contains',
  features: [
    { Icon: Hash, ...claim('checkedIdentity') },
    { Icon: Ruler, ...claim('particulars') },
    { Icon: FileBadge, ...claim('classAndPi') },
    { Icon: MapPin, ...claim('openPosition') },
    { Icon: Tags, ...claim('charterTypesAndRate') },
    { Icon: Eye, ...claim('verifiedEnquirers') },
  ],
  stepsTitle: 'From IMO number to live listing',
  steps: [
    { title: 'Enter the IMO number', text: 'The check digit is verified as you type, so a mistyped number never reaches a charterer.' },
    { title: 'Complete particulars', text: 'Dimensions, deadweight and capacity, in the units charterers use.' },
    { title: 'Upload certificates', text: 'P&I, class, SMC, ISSC, IOPP and registry, each with its expiry date, checked by Fairlead.' },
    { title: 'Set the position', text: 'Open port, open date and charter types. The ship goes live once your company is verified.' },
  ],
  notes: [
    {
      q: 'What does it cost to list?',
      a: 'Nothing. There is no listing fee, no subscription and no commission when the ship is fixed.',
    },
    {
      q: 'What if a certificate expires?',
      a: 'You are told 30 and 7 days before and on the day. When the P&I or class certificate expires, the ship leaves search and matching until the renewed certificate is uploaded and verified, so charterers do not fix a ship out of class or without P&I cover.',
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
