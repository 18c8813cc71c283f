import { FilePen, FileStack, FileText, History, Lock, Signature } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Document handling',
  title: 'Recaps and charter parties, drafted from what you agreed',
  intro:
    'No more retyping main terms into a Word file at midnight. When a fixture is clean, Fairlead drafts the recap and the charter party from the negotiated terms, both sides review the riders, and the contract is signed online.',
  featuresTitle: 'Paperwork without the paper chase',
  features: [
    {
      Icon: FileText,
      title: 'Recap in one click',
      text: 'All agreed terms in one document: ship, laycan, ports, cargo, freight or hire, laytime, demurrage and despatch, payment terms and lifted subjects.',
    },
    {
      Icon: FileStack,
      title: 'Clause templates for each charter type',
      text: 'Fairlead’s own clause templates for voyage, time and bareboat charters, following the structure the market knows, completed with your fixture’s details.',
    },
    {
      Icon: FilePen,
      title: 'Riders, reviewed together',
      text: 'Attach additional clauses and propose amendments. Every change is tracked by author and time, and nothing is final until both sides accept it.',
    },
    {
      Icon: Signature,
      title: 'Online signature',
      text: 'Authorised signatories of both companies sign the charter party online. The signed version is sealed and shared with both parties at once.',
    },
    {
      Icon: History,
      title: 'Full version history',
      text: 'Every draft is kept. If a dispute reaches arbitration, you can show exactly which wording was agreed and when.',
    },
    {
      Icon: Lock,
      title: 'Private by default',
      text: 'Documents are visible only to the two parties to the charter and, when you request it, to Fairlead support. Files are stored encrypted.',
    },
  ],
  stepsTitle: 'From fixture to signed contract',
  steps: [
    { title: 'Clean fixture', text: 'All subjects lifted; the terms are frozen.' },
    { title: 'Recap issued', text: 'Both parties receive the recap generated from the agreed terms.' },
    { title: 'Draft and riders', text: 'The charter party is drafted, riders are added and amendments agreed.' },
    { title: 'Signed', text: 'Both signatories sign online and escrow instructions are issued.' },
  ],
  notes: [
    {
      q: 'Do you use the standard BIMCO forms?',
      a: 'Fairlead writes its own clause templates. They follow the familiar structure of voyage, time and bareboat charter parties, and you can add riders with any wording both sides agree.',
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
