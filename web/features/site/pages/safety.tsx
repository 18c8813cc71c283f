import { BadgeCheck, Ban, Hourglass, Landmark, LockKeyhole, PhoneCall } from 'lucide-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { Section } from '../components/section';
import { ServicePage, type ServiceContent } from '../components/service-page';

const content: ServiceContent = {
  eyebrow: 'Safety',
  title: 'Verification, escrow and fraud protection by design',
  intro:
    'The costliest chartering losses are rarely about the sea. They are "our bank account has changed" e-mails, fake cargoes that ask for advance fees and counterparties nobody checked. Fairlead is built to close those doors.',
  featuresTitle: 'The controls that protect every charter',
  features: [
    {
      Icon: BadgeCheck,
      title: 'Verified companies and ships',
      text: 'Incorporation, good standing and company IMO number for every company; registry, class, P&I and ISM certificates for every ship. Expired cover takes a ship off the market.',
    },
    {
      Icon: Landmark,
      title: 'Escrow for hire and freight',
      text: 'The charterer pays into escrow, the owner sees that the funds are secured, and release follows the terms of the signed charter party.',
    },
    {
      Icon: LockKeyhole,
      title: 'Payee details locked at fixture',
      text: 'The account that receives payment is fixed when the charter is fixed. No message, e-mail or chat can redirect a payment.',
    },
    {
      Icon: PhoneCall,
      title: 'Second-channel confirmation',
      text: 'Changing payee bank details requires confirmation by a call to the verified contact number on file, not to a number given in the request.',
    },
    {
      Icon: Hourglass,
      title: 'Cooling-off period',
      text: 'A confirmed change takes effect only after a cooling-off period, during which both parties are notified and can stop it.',
    },
    {
      Icon: Ban,
      title: 'No payments outside the platform',
      text: 'Fairlead never asks for fees in advance and no genuine counterparty on Fairlead needs you to pay them directly. Any such request is a warning sign.',
    },
  ],
  stepsTitle: 'If something looks wrong',
  steps: [
    { title: 'Do not pay', text: 'Do not act on payment instructions received by e-mail, chat or phone.' },
    { title: 'Call us', text: 'Reach our 24/7 desk on +44 20 7946 0321 from the number you already hold.' },
    { title: 'We confirm', text: 'We check with the counterparty through their verified contact details.' },
    { title: 'We act', text: 'Suspicious accounts are frozen and the other parties are warned at once.' },
  ],
  notesTitle: 'Your data and records',
  notes: [
    {
      q: 'Can a record be changed after the fact?',
      a: 'No. Every offer, counter and lifted subject is timestamped and cannot be edited or deleted, which gives both sides a reliable record if a dispute arises.',
    },
    {
      q: 'How are accounts protected?',
      a: 'Sessions use secure, HttpOnly cookies, signing out ends every session, and repeated failed sign-ins are blocked. Password reset links work once and expire after one hour.',
    },
  ],
  related: [
    { label: 'Payment processing', to: '/services/payment-processing' },
    { label: 'Verified network', to: '/network' },
    { label: 'Messaging', to: '/messaging' },
  ],
};

const warnings = [
  'An e-mail from a domain one letter away from your counterparty’s, announcing new bank details.',
  'A cargo offer that needs a "registration", "port" or "documentation" fee paid before a charter party is signed.',
  'Pressure to move the conversation to a private e-mail or messenger "because the platform is slow".',
  'A request to split a payment between the escrow account and a second account.',
];

export default function SafetyPage() {
  usePageTitle('Safety');
  return (
    <ServicePage content={content}>
      <Section
        id="warning-signs"
        tone="tint"
        title="Warning signs we see in the market"
        intro="Share this list with your operations and finance teams."
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {warnings.map((w) => (
            <li key={w} className="flex gap-3 rounded-xl border border-amber-200 bg-white p-5 text-slate-800">
              <Ban aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
              {w}
            </li>
          ))}
        </ul>
      </Section>
    </ServicePage>
  );
}
