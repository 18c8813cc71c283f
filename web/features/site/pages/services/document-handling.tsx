import { FilePen, FileStack, FileText, History, Lock, Signature } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Document handling',
  title: 'Recaps and charter parties, drafted from what you agreed',
  intro:
    'No more retyping main terms into a Word file at midnight. When a fixture is clean, the recap comes from the negotiated terms, the charter party is drafted from it, both sides review the riders, and the contract is signed online.',
  featuresTitle: 'Paperwork without the paper chase',
  features: [
    { Icon: FileText, ...claim('recapOneClick') },
    { Icon: FileStack, ...claim('clauseTemplates') },
    { Icon: FilePen, ...claim('riders') },
    { Icon: Signature, ...claim('onlineSignature') },
    { Icon: History, ...claim('checkablePdf') },
    { Icon: Lock, ...claim('privateDocuments') },
  ],
  stepsTitle: 'From fixture to signed contract',
  steps: [
    { title: 'Clean fixture', text: 'All subjects lifted; the terms are frozen.' },
    { title: 'Recap issued', text: 'Both parties receive the recap generated from the agreed terms.' },
    { title: 'Draft and riders', text: 'The charter party is drafted, riders are added and amendments agreed.' },
    { title: 'Signed', text: 'Both parties sign online; the sealed version sets the payment schedule.' },
  ],
  notes: [
    {
      q: 'Do you use the standard BIMCO forms?',
      a: 'Fairlead writes its own clause sets. They follow the familiar structure of voyage and time charter parties, and you can add riders with any wording both sides agree.',
    },
    {
      q: 'Is an online signature valid?',
      a: 'Under English law, and in most jurisdictions, a contract signed electronically by authorised signatories is as binding as one signed on paper.',
    },
  ],
  related: [
    { label: 'Charter booking', to: '/services/charter-booking' },
    { label: 'Payment processing', to: '/services/payment-processing' },
    { label: 'Messaging', to: '/messaging' },
  ],
};

export default function DocumentHandlingPage() {
  usePageTitle('Document handling');
  return <ServicePage content={content} />;
}
