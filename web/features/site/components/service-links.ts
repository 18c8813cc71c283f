import {
  Anchor,
  CalendarCheck,
  FileText,
  Gauge,
  Handshake,
  Headset,
  ListPlus,
  MessagesSquare,
  Percent,
  ShieldCheck,
  Ship,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export type ServiceLink = { to: string; label: string; summary: string; Icon: LucideIcon };

/** The /services/* pages, in the order the services index shows them. */
export const servicePages: ServiceLink[] = [
  {
    to: '/services/chartering',
    label: 'Chartering',
    Icon: Ship,
    summary: 'Voyage, time and bareboat charters fixed directly between owner and charterer.',
  },
  {
    to: '/services/brokerage',
    label: 'Brokerage',
    Icon: Handshake,
    summary: "Everything a broker's desk does for you, without a commission on either side.",
  },
  {
    to: '/services/management',
    label: 'Vessel Management',
    Icon: Anchor,
    summary: 'The owner-side toolkit: list, verify, employ and get paid for your ships.',
  },
  {
    to: '/services/vessel-listing',
    label: 'Vessel listing',
    Icon: ListPlus,
    summary: 'Publish a ship with its particulars, open position and charter types.',
  },
  {
    to: '/services/charter-booking',
    label: 'Charter booking',
    Icon: CalendarCheck,
    summary: 'From inquiry to clean fixture: offers, counters, subjects and recap.',
  },
  {
    to: '/services/vessel-management',
    label: 'Vessel records',
    Icon: Wrench,
    summary: 'Certificates, class, P&I cover and availability for every ship.',
  },
  {
    to: '/services/document-handling',
    label: 'Document handling',
    Icon: FileText,
    summary: 'Recaps and charter parties drafted from agreed terms and signed online.',
  },
  {
    to: '/services/payment-processing',
    label: 'Payment processing',
    Icon: Wallet,
    summary: 'Hire, freight and demurrage through escrow, with locked payee details.',
  },
  { to: '/services/support', label: 'Support', Icon: Headset, summary: 'People who know chartering, by e-mail and the contact form.' },
];

/** The platform feature pages linked from the home page. */
export const featurePages: ServiceLink[] = [
  { to: '/network', label: 'Verified network', Icon: Users, summary: 'Who you meet on Fairlead and how each company is checked.' },
  { to: '/safety', label: 'Safety and escrow', Icon: ShieldCheck, summary: 'Verification, escrow and the controls that stop payment fraud.' },
  { to: '/messaging', label: 'Messaging', Icon: MessagesSquare, summary: 'Direct messages and a timed, tamper-proof record of the negotiation.' },
  { to: '/pricing', label: 'Pricing', Icon: Percent, summary: 'Free to list, negotiate and fix. See what you save against brokers.' },
  { to: '/management', label: 'Fleet tools', Icon: Gauge, summary: 'Positions, blocked dates, deals and payments across your fleet.' },
];
