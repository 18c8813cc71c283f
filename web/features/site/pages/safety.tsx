import { BadgeCheck, Ban, Hourglass, Landmark, LockKeyhole, MailCheck, ScanSearch, ShieldAlert } from 'lucide-react';
import { claim } from '../../../../common/site/claims';
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
    { Icon: BadgeCheck, ...claim('verifiedCompanies') },
    { Icon: ShieldAlert, ...claim('marketPause') },
    { Icon: ScanSearch, ...claim('sanctionsScreening') },
    { Icon: Landmark, ...claim('escrow') },
    { Icon: LockKeyhole, ...claim('lockedPayee') },
    { Icon: MailCheck, ...claim('bankChangeConfirmation') },
    { Icon: Hourglass, ...claim('coolingOff') },
    { Icon: Ban, ...claim('noOutsidePayments') },
  ],
  stepsTitle: 'If something looks wrong',
  steps: [
    { title: 'Do not pay', text: 'Do not act on payment instructions received by e-mail, chat or phone.' },
    { title: 'Report it', text: 'Report the message from its thread on Fairlead, or write to us through the contact form.' },
    { title: 'We check', text: 'Fairlead’s team reviews the report and the payout changes waiting on the account.' },
    { title: 'We act', text: 'A waiting change of bank details can be blocked, and money in escrow held until the matter is resolved.' },
  ],
  notesTitle: 'Your data and records',
  notes: [
    {
      q: 'Can a record be changed after the fact?',
      a: 'No. Every offer, counter, lifted subject and sent message is kept with its time and cannot be edited or deleted, which gives both sides a reliable record if a dispute arises.',
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
