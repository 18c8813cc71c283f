import { BookOpen, Flag, Headset, Mail, ShieldCheck, Wallet } from 'lucide-react';
import { claim } from '../../../../../common/site/claims';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

// Support is what exists: the contact form (confirmed by e-mail, answered from the admins' inbox), e-mail and the
// report button in a message thread. No telephone line and no staffed night desk, so the page promises neither (#29).
const content: ServiceContent = {
  eyebrow: 'Support',
  title: 'Support from people who know chartering',
  intro:
    'Write to the Fairlead team about laycans, subjects, charter parties and hire statements, not just passwords. Every message is confirmed by e-mail at once and answered by e-mail.',
  action: { label: 'Contact support', to: '/contact' },
  featuresTitle: 'What we help with',
  features: [
    { Icon: Mail, ...claim('contactForm') },
    { Icon: Headset, ...claim('supportPlatform') },
    { Icon: ShieldCheck, ...claim('supportVerification') },
    { Icon: Flag, ...claim('reportMessage') },
    { Icon: Wallet, ...claim('supportPayments') },
    { Icon: BookOpen, ...claim('supportProcess') },
  ],
  notes: [
    {
      q: 'Do you give legal or rate advice?',
      a: 'No. We explain how Fairlead works and what the records show. For legal questions about a charter party, speak to your lawyers or your P&I club.',
    },
    {
      q: 'Is support extra?',
      a: 'No. Support is included for every company at no cost, like the rest of Fairlead.',
    },
    {
      q: 'Asked to pay to a new bank account?',
      a: 'Do not pay. Payout bank details on Fairlead change only with the owner’s password, a link e-mailed to the address on file and a 48-hour wait that both sides are told about. Write to us and report the message in its thread.',
    },
  ],
  cta: {
    title: 'Need a hand?',
    text: 'Send us a message and a member of the Fairlead team will reply by e-mail.',
    primary: { label: 'Contact us', to: '/contact' },
    secondary: { label: 'Read the FAQ', to: '/faq' },
  },
  related: [
    { label: 'FAQ', to: '/faq' },
    { label: 'Safety and fraud protection', to: '/safety' },
  ],
};

export default function SupportPage() {
  usePageTitle('Support');
  return <ServicePage content={content} />;
}
