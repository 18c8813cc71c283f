import type { PageHandle, PageHead } from '../../app/page-head';

/** Title (as each page's usePageTitle has it) and the description crawlers and link previews show, per site page. */
const heads: Record<string, PageHead> = {
  '': {
    title: '',
    description:
      'Fix charters directly with verified vessel owners and charterers: search open tonnage by type, port and dates, negotiate firm offers on the record, sign the charter party and pay through escrow. No commission.',
  },
  about: {
    title: 'About us',
    description:
      'Why Fairlead exists: an open, commission-free marketplace where owners and charterers fix charters directly, instead of paying 1.25% or more per side.',
  },
  contact: {
    title: 'Contact',
    description: 'Questions about listing a ship, fixing a charter or payments held in escrow? Write to the Fairlead team.',
  },
  faq: { title: 'FAQ', description: 'How verification, firm offers and subjects, charter parties, escrow and payouts work on Fairlead, answered.' },
  terms: { title: 'Terms of use', description: 'The terms that apply to owners, charterers and visitors using the Fairlead marketplace.' },
  privacy: {
    title: 'Privacy notice',
    description: 'What personal data Fairlead keeps about members and visitors, why, for how long, and your rights.',
  },
  cookies: { title: 'Cookie notice', description: 'The cookies Fairlead sets: a session cookie to keep you signed in, and nothing for advertising.' },
  services: {
    title: 'Services',
    description:
      'Vessel listing, charter booking, negotiation, charter parties, escrow payments and support: what Fairlead does for owners and charterers.',
  },
  'services/chartering': {
    title: 'Chartering',
    description: 'Voyage and time charters fixed directly between owner and charterer, with every offer timed and on the record.',
  },
  'services/brokerage': {
    title: 'Brokerage',
    description: 'Everything a broker does on a fixture, done in the open on Fairlead, without the 1.25% address commission.',
  },
  'services/management': {
    title: 'Vessel Management',
    description: 'Keep your fleet’s particulars, open positions and availability current, so charterers find the right ship.',
  },
  'services/vessel-listing': {
    title: 'Vessel listing',
    description: 'List a ship with its particulars, photos, open port and dates; charterers search and enquire directly.',
  },
  'services/charter-booking': {
    title: 'Charter booking',
    description: 'From enquiry to firm offer, subjects lifted and a fixture recap: book a charter on Fairlead step by step.',
  },
  'services/vessel-management': {
    title: 'Vessel records',
    description: 'IMO, MMSI and certificates kept with each vessel, each certificate checked with its expiry date.',
  },
  'services/document-handling': {
    title: 'Document handling',
    description: 'Charter parties drawn up from the agreed terms, versioned, and signed by both sides with a verifiable record.',
  },
  'services/payment-processing': {
    title: 'Payment processing',
    description: 'Hire and freight held in escrow until delivery, loading or completion, with a ledger of every movement.',
  },
  'services/support': {
    title: 'Support',
    description: 'Help by e-mail and the contact form from people who know chartering, for owners and charterers on Fairlead.',
  },
  network: {
    title: 'Verified network',
    description: 'Every company on Fairlead is checked before it trades: who verification covers and what it means.',
  },
  safety: {
    title: 'Safety',
    description: 'How Fairlead protects a fixture: verified counterparties, firm offers on the record, escrow, and guarded bank details.',
  },
  messaging: {
    title: 'Messaging',
    description: 'Talk to the other side directly, in threads tied to the vessel or the deal, delivered as they are sent.',
  },
  pricing: { title: 'Pricing', description: 'Fairlead is free for owners and charterers: no commission on fixtures, no listing fees.' },
  management: {
    title: 'Fleet management tools',
    description: 'Tools for owners: fleet overview, availability calendars, open positions and enquiries in one place.',
  },
};

/** Pages with a form that posts through the app: it loads with them (the others are read, and load it on the visitor's first move). */
const eagerPages = new Set(['contact']);

/** The handle of one site page: its head, and for the home page the figures it shows, read before rendering. */
export function sitePageHandle(path: string): PageHandle {
  const head = heads[path] ?? { title: '', description: heads[''].description };
  const hydrate = eagerPages.has(path) ? 'eager' : 'on-intent';
  if (path !== '') return { head: () => head, hydrate };
  return {
    head: () => head,
    hydrate,
    // Imported here, not above: the route table is in the first script every page loads, and this read runs on the server only.
    prefetch: async ({ queryClient }) =>
      Promise.all([
        queryClient.fetchQuery((await import('./api/site-stats')).siteStatsQuery()),
        queryClient.fetchQuery((await import('./api/review-quotes')).reviewQuotesQuery()),
      ]),
  };
}

export const notFoundHandle: PageHandle = {
  hydrate: 'on-intent',
  head: () => ({ title: 'Page not found', description: 'This page is not on Fairlead.', status: 404, noindex: true }),
};
