import { CalendarClock, Landmark, LockKeyhole, Receipt, RotateCcw, Scale } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Payment processing',
  title: 'Hire, freight and demurrage, paid through escrow',
  intro:
    'Money only moves through Fairlead. The charterer pays into escrow, the owner sees the funds secured, and payment is released on the terms of the charter party. Payee bank details cannot be changed by an e-mail.',
  featuresTitle: 'Built for the way charters are paid',
  features: [
    {
      Icon: CalendarClock,
      title: 'Hire schedules',
      text: 'Time charter hire is scheduled from the charter party, typically 15 days in advance, pro rata for the final period, with reminders before each due date.',
    },
    {
      Icon: Landmark,
      title: 'Escrow for freight',
      text: 'Voyage freight is paid into escrow and released on the agreed event, such as signing or release of bills of lading, or completion of discharge.',
    },
    {
      Icon: Scale,
      title: 'Demurrage and despatch',
      text: 'Laytime is counted from a valid notice of readiness, with SHINC or SHEX terms applied. Demurrage and despatch are calculated pro rata and invoiced from the statement of facts.',
    },
    {
      Icon: LockKeyhole,
      title: 'Locked payee details',
      text: 'The bank account that receives payment is fixed when the charter is fixed. A change needs confirmation through a second channel and a cooling-off period.',
    },
    {
      Icon: RotateCcw,
      title: 'Refunds without chasing',
      text: 'Overpaid hire, off-hire deductions and cancelled charters are refunded from escrow automatically once both sides confirm the figure.',
    },
    {
      Icon: Receipt,
      title: 'A clear ledger per charter',
      text: 'Every instalment, deduction and release in one statement, exportable for your accounts and auditors.',
    },
  ],
  stepsTitle: 'How a hire payment moves',
  steps: [
    { title: 'Invoice issued', text: 'The next instalment is raised from the hire schedule in the charter party.' },
    { title: 'Charterer pays in', text: 'Funds arrive in the escrow account and both sides are notified.' },
    { title: 'Owner released', text: 'On the due date the instalment is paid to the locked payee account.' },
  ],
  notesTitle: 'Worked example: demurrage',
  notes: [
    {
      q: 'How is demurrage calculated?',
      a: 'Time used beyond the laytime allowed, multiplied by the daily rate, pro rata. A ship on demurrage for 4 days 6 hours 30 minutes (4.27083 days) at USD 30,000 per day earns USD 128,125.',
    },
    {
      q: 'And despatch?',
      a: 'If cargo operations finish early and the charter party provides for despatch, the owner pays it for the time saved, usually at half the demurrage rate.',
    },
    {
      q: 'Which currencies are supported?',
      a: 'Charters are usually settled in US dollars, and Fairlead records every amount with its currency. Bank charges for international transfers are set by your bank, not by us.',
    },
    {
      q: 'What does Fairlead charge for escrow?',
      a: 'Nothing. Fairlead takes no commission and no percentage of hire, freight or demurrage.',
    },
  ],
  related: [
    { label: 'Safety and fraud protection', to: '/safety' },
    { label: 'Pricing', to: '/pricing' },
    { label: 'Document handling', to: '/services/document-handling' },
  ],
};

export default function PaymentProcessingPage() {
  usePageTitle('Payment processing');
  return <ServicePage content={content} />;
}
