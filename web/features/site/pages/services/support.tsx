import { BookOpen, Clock, Headset, Languages, ShieldCheck, Siren } from 'lucide-react';
import { usePageTitle } from '../../../../lib/use-page-title';
import { ServicePage, type ServiceContent } from '../../components/service-page';

const content: ServiceContent = {
  eyebrow: '24/7 support',
  title: 'Support from people who know chartering, around the clock',
  intro:
    'Ships load on Sundays and firm offers expire at night. Our support desk is staffed 24 hours a day, 7 days a week, by people who understand laycans, subjects and hire statements, not just passwords.',
  action: { label: 'Contact support', to: '/contact' },
  featuresTitle: 'What we help with',
  features: [
    {
      Icon: Clock,
      title: 'Day and night, every day',
      text: 'Call +44 20 7946 0321 or write to chartering@fairlead.example at any hour. Urgent matters, such as a deadline about to pass, go to the front of the queue.',
    },
    {
      Icon: Headset,
      title: 'Using the platform',
      text: 'Listing a ship, posting a cargo, making a firm offer, lifting subjects, signing a charter party: we walk you through it on the phone or by message.',
    },
    {
      Icon: ShieldCheck,
      title: 'Verification',
      text: 'Which documents we need for your company or ship, why a certificate was not accepted, and how to renew an expiring one.',
    },
    {
      Icon: Siren,
      title: 'Suspected fraud',
      text: 'If you receive a message asking you to pay to a new account or to pay a fee outside Fairlead, call us first. We will confirm through the verified contact details.',
    },
    {
      Icon: BookOpen,
      title: 'Process and documents',
      text: 'How laytime is counted, what a clause template covers, how escrow is released. We explain the platform; commercial and legal decisions stay with you.',
    },
    {
      Icon: Languages,
      title: 'In plain English',
      text: 'Answers in clear language, with the chartering terms your team already uses.',
    },
  ],
  notes: [
    {
      q: 'Do you give legal or rate advice?',
      a: 'No. We explain how Fairlead works and what the records show. For legal questions about a charter party, speak to your lawyers or your P&I club.',
    },
    {
      q: 'Is support extra?',
      a: 'No. Support is included for every verified company at no cost, like the rest of Fairlead.',
    },
  ],
  cta: {
    title: 'Need a hand right now?',
    text: 'Send us a message and a member of our chartering desk will reply. For anything urgent, call +44 20 7946 0321 at any hour.',
    primary: { label: 'Contact us', to: '/contact' },
    secondary: { label: 'Read the FAQ', to: '/faq' },
  },
  related: [
    { label: 'FAQ', to: '/faq' },
    { label: 'Safety and fraud protection', to: '/safety' },
  ],
};

export default function SupportPage() {
  usePageTitle('24/7 support');
  return <ServicePage content={content} />;
}
