import { CalendarClock, Hourglass, Landmark, LockKeyhole, MailCheck, Receipt, RotateCcw, Scale } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Payment processing',
  title: 'Hire, freight and demurrage, paid through escrow',
  intro:
    'Money only moves through Fairlead. The charterer pays into escrow, the owner sees the funds secured, and payment is released on the terms of the charter party. Payout bank details cannot be changed by an e-mail.',
  featuresTitle: 'Built for the way charters are paid',
  features: [
    { Icon: CalendarClock, ...claim('hireSchedule') },
    { Icon: Landmark, ...claim('freightEscrow') },
    { Icon: Scale, ...claim('demurrageClaim') },
    { Icon: LockKeyhole, ...claim('lockedPayee') },
    { Icon: MailCheck, ...claim('bankChangeConfirmation') },
    { Icon: Hourglass, ...claim('coolingOff') },
    { Icon: RotateCcw, ...claim('claimsOnHeldMoney') },
    { Icon: Receipt, ...claim('statementPerCharter') },
  ],
  stepsTitle: 'How a hire payment moves',
  steps: [
    { title: 'Instalment due', text: 'The next instalment falls due from the payment schedule of the signed charter party.' },
    { title: 'Charterer pays in', text: 'Funds arrive in the escrow account and both sides are notified.' },
    { title: 'Released to the owner', text: 'Once the agreed event is confirmed, the money is paid out to the owner’s bank details on file.' },
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
      a: 'US dollars, euros and pounds sterling: every amount is recorded with its currency. Bank charges for international transfers are set by your bank, not by us.',
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
