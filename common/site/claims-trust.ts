import { api, web, type Claim } from './claim-types';

/** Promises about verification, money, messages and support, with the features that keep them. */
export const trustClaims = {
  // Verification of companies.
  verifiedCompanies: {
    title: 'Verified companies',
    text: 'Only companies Fairlead has verified from their registration documents can send enquiries, make offers or accept them.',
    pages: ['/services/brokerage', '/network', '/safety'],
    features: [api('POST /api/admin/verification/:id/approve'), api('POST /api/deals'), api('POST /api/deals/:id/accept')],
  },

  companyDetails: {
    title: 'Checked against documents',
    text: 'Each company sends its legal name, registration number and country, registered address and signatory, with its certificate of incorporation, proof of address and the signatory’s ID, and owners operating ships their ISM DOC. An administrator checks them side by side, then approves, rejects with a reason, or asks for more.',
    pages: ['/network'],
    features: [
      api('PUT /api/company/verification'),
      api('POST /api/company/verification/documents/:kind'),
      api('POST /api/company/verification/submit'),
      api('GET /api/admin/verification'),
      api('POST /api/admin/verification/:id/approve'),
      api('POST /api/admin/verification/:id/reject'),
      api('POST /api/admin/verification/:id/ask'),
      web('/app/company/verification'),
    ],
  },
  verificationExpiry: {
    title: 'Checked again at expiry',
    text: 'Verification lasts until the first of the documents expires. The company is told 30 and 7 days before and on the day; then it keeps its deals but cannot start new ones until it is verified again.',
    pages: ['/network'],
    features: [api('PUT /api/company/verification'), api('POST /api/company/verification/submit')],
  },
  privateKyc: {
    title: 'Documents kept private',
    text: 'Verification documents are read only by the company’s own members and Fairlead’s administrators, never by other members or visitors.',
    pages: ['/network'],
    features: [api('GET /api/verification-documents/:id')],
  },
  reviews: {
    title: 'History and reviews',
    text: 'After a completed fixture each side may review the other within 30 days. Neither sees the other’s review until both are in or the 30 days are over, and each company’s public page shows its ratings, reviews and fixtures completed on Fairlead.',
    pages: ['/network'],
    features: [api('POST /api/deals/:id/reviews'), api('GET /api/companies/:id'), web('/companies/:id')],
  },
  visibleVerification: {
    title: 'Visible on every listing',
    text: 'A ship’s page names its owner’s company and whether it is verified, and ships of unverified or suspended owners are not shown at all.',
    pages: ['/network'],
    features: [api('GET /api/vessels/:id'), web('/vessels/:id')],
  },
  suspension: {
    title: 'Withdrawn when it must be',
    text: 'Fairlead can suspend a company that gives false details or attempts fraud: it can no longer sign in or trade, and its ships leave the market.',
    pages: ['/network'],
    features: [api('POST /api/admin/users/:id/suspend'), api('POST /api/admin/users/:id/reinstate')],
  },
  openToAll: {
    title: 'Worldwide, not a closed club',
    text: 'Any owner, operator, charterer or trader can register a company, from any country, on dry bulk, wet and liner trades.',
    pages: ['/network'],
    features: [api('POST /api/accounts/register'), web('/register')],
  },

  sanctionsScreening: {
    title: 'Sanctions screening',
    text: 'When a deal is accepted, both companies and the ship (by IMO number and name) are screened against the sanctions lists Fairlead loads. A possible match stops the acceptance and goes to Fairlead’s administrators, who clear or confirm it.',
    pages: ['/safety'],
    features: [
      api('POST /api/deals/:id/accept'),
      api('GET /api/admin/sanctions/cases'),
      api('POST /api/admin/sanctions/cases/:id/clear'),
      api('POST /api/admin/sanctions/cases/:id/confirm'),
    ],
  },

  // Money: escrow, schedules and payout details.
  escrow: {
    title: 'Escrow for hire and freight',
    text: 'The charterer pays into escrow, the owner sees that the funds are secured, and release follows the terms of the signed charter party.',
    pages: ['/safety'],
    features: [api('POST /api/payments/:id/checkout'), api('GET /api/deals/:id/payments')],
  },
  hireSchedule: {
    title: 'Payment schedules',
    text: 'When the charter party is sealed, its payment schedule is drawn from the signed terms: hire per period in advance for a time charter, freight for a voyage, each instalment with its due date, and both sides are told.',
    pages: ['/services/payment-processing'],
    features: [api('POST /api/deals/:id/contract/sign'), api('GET /api/deals/:id/payments')],
  },
  freightEscrow: {
    title: 'Release on the agreed event',
    text: 'Freight and hire are paid into escrow. The owner marks the agreed event (delivery, loading or voyage completed) with its document; the money is released when the charterer confirms it, or automatically a set number of days later unless a claim is raised.',
    pages: ['/services/payment-processing'],
    features: [api('POST /api/payments/:id/checkout'), api('POST /api/payments/:id/done'), api('POST /api/payments/:id/confirm')],
  },
  claimsOnHeldMoney: {
    title: 'Disputes without chasing',
    text: 'Either side can raise a claim on money held in escrow. It stays held until Fairlead releases or refunds it, in full or in part, with a written reason.',
    pages: ['/services/payment-processing'],
    features: [api('POST /api/payments/:id/claim'), api('POST /api/admin/payments/:id/refund'), api('POST /api/admin/payments/:id/release')],
  },
  statementPerCharter: {
    title: 'A clear statement per charter',
    text: 'Every instalment, payment into escrow and release of one charter in one place, with its record.',
    pages: ['/services/payment-processing'],
    features: [api('GET /api/deals/:id/payments'), web('/app/deals/:id/payments')],
  },
  lockedPayee: {
    title: 'Payout details locked after the first fixture',
    text: 'Once an owner has fixed a charter, no message, e-mail or chat can redirect a payment: money is paid out only to the bank details already on file.',
    pages: ['/services/payment-processing', '/safety'],
    features: [api('PUT /api/payouts/bank-details'), api('GET /api/payouts/bank-details')],
  },
  bankChangeConfirmation: {
    title: 'Confirmation by e-mail and password',
    text: 'A change of payout bank details needs the account password again and the confirmation link that Fairlead e-mails to the owner’s address on file, not to any address given in the request.',
    pages: ['/services/payment-processing', '/safety'],
    features: [api('PUT /api/payouts/bank-details'), api('POST /api/payouts/bank-details/confirm')],
  },
  coolingOff: {
    title: 'A 48-hour wait',
    text: 'A confirmed change takes effect only after 48 hours. Meanwhile the owner and every charterer with money due are told, the owner can cancel it and Fairlead can block it.',
    pages: ['/services/payment-processing', '/safety'],
    features: [api('POST /api/payouts/bank-details/cancel'), api('POST /api/admin/payout-changes/:id/block')],
  },
  noOutsidePayments: {
    title: 'No payments outside the platform',
    text: 'Hire and freight are paid into escrow through Fairlead. Fairlead never asks for fees in advance, and no genuine counterparty here needs you to pay them directly: any such request is a warning sign.',
    pages: ['/safety'],
    features: [api('POST /api/payments/:id/checkout')],
  },

  // Messages and notifications.
  threadPerShip: {
    title: 'One thread per ship or deal',
    text: 'Questions about a ship before any deal, and everything about a deal once it starts, stay in one conversation instead of being scattered across inboxes and phones.',
    pages: ['/messaging'],
    features: [api('POST /api/conversations'), api('POST /api/conversations/:id/messages'), web('/app/messages/:id')],
  },
  offersLapse: {
    title: 'Offers with reply deadlines',
    text: 'A firm offer shows its reply deadline on the deal and lapses automatically when it passes; both sides see that it lapsed.',
    pages: ['/messaging'],
    features: [api('POST /api/deals/:id/offers'), web('/app/deals/:id')],
  },
  keptRecord: {
    title: 'A record that stays as it was',
    text: 'Sent messages, offers, counters and lifted subjects cannot be edited or deleted, and each carries its time in UTC, so both sides keep a reliable record if a dispute arises.',
    pages: ['/messaging'],
    features: [api('GET /api/conversations/:id'), api('GET /api/deals/:id')],
  },
  threadExport: {
    title: 'Download the thread',
    text: 'Either party can download the whole conversation as a text file, every message with its UTC time and sender, for its own files or an arbitrator.',
    pages: ['/messaging'],
    features: [api('GET /api/conversations/:id/export'), web('/app/messages/:id')],
  },
  attachments: {
    title: 'Documents in context',
    text: 'Share a Q88, a stowage plan or certificates inside the thread (PDF, images, Word or Excel, up to 10 MB), visible only to the two sides of the conversation.',
    pages: ['/messaging'],
    features: [api('POST /api/conversations/:id/attachments'), api('GET /api/attachments/:id')],
  },
  notifications: {
    title: 'Notifications that matter',
    text: 'Be told in the app when a message or an offer arrives, a subject is lifted or an offer lapses, and by e-mail as your settings say.',
    pages: ['/messaging'],
    features: [api('GET /api/notifications'), api('PUT /api/notifications/mail-preferences'), web('/app/notifications')],
  },
  reportMessage: {
    title: 'Report a message',
    text: 'A message that asks for a payment outside Fairlead or looks wrong can be reported from the thread; Fairlead’s team reviews it.',
    pages: ['/messaging', '/services/support'],
    features: [api('POST /api/messages/:id/report'), api('GET /api/admin/message-reports')],
  },

  // Pricing: what is included, each with the feature it prices.
  unlimitedListings: {
    title: 'Unlimited listings',
    text: 'List every ship in your fleet and post as many cargo orders as you need. No listing fees, no subscription.',
    pages: ['/pricing'],
    features: [api('POST /api/vessels'), api('POST /api/cargoes')],
  },
  pricingNegotiation: {
    title: 'Direct negotiation',
    text: 'Offers, counters and subjects with deadlines, kept with times that cannot be changed.',
    pages: ['/pricing'],
    features: [api('POST /api/deals/:id/offers'), api('POST /api/deals/:id/subjects/:subjectId/lift')],
  },
  pricingVerification: {
    title: 'Verification',
    text: 'Company verification from documents, by Fairlead’s administrators, at no charge.',
    pages: ['/pricing'],
    features: [api('POST /api/admin/verification/:id/approve')],
  },
  pricingEscrow: {
    title: 'Escrow',
    text: 'Hire, freight and demurrage held and released through escrow at no charge from Fairlead.',
    pages: ['/pricing'],
    features: [api('POST /api/payments/:id/checkout'), api('POST /api/payments/:id/confirm')],
  },
  pricingNoCommission: {
    title: '100% commission-free',
    text: 'No percentage on any fixture, however large, and no mark-up on payments: the schedule carries the agreed amounts.',
    pages: ['/pricing'],
    features: [api('GET /api/deals/:id/payments')],
  },
  pricingSupport: {
    title: 'Support',
    text: 'Answers by e-mail from people who know chartering, at no cost.',
    pages: ['/pricing'],
    features: [api('POST /api/site/contact')],
  },

  // Support: how members reach Fairlead.
  contactForm: {
    title: 'Write to us',
    text: 'Use the contact form or e-mail chartering@fairlead.example. The form confirms receipt by e-mail at once, and a member of the Fairlead team replies by e-mail.',
    pages: ['/services/support', '/contact'],
    features: [api('POST /api/site/contact'), api('GET /api/admin/contact-messages'), web('/contact')],
  },
  supportPlatform: {
    title: 'Using the platform',
    text: 'Listing a ship, posting a cargo, making a firm offer, lifting subjects, signing a charter party: we explain each step by e-mail.',
    pages: ['/services/support'],
    features: [api('POST /api/site/contact')],
  },
  supportVerification: {
    title: 'Verification',
    text: 'Which documents Fairlead needs for your company, and what an administrator asked for when a submission came back.',
    pages: ['/services/support'],
    features: [api('POST /api/site/contact'), api('GET /api/company/verification')],
  },
  supportPayments: {
    title: 'Escrow and payments',
    text: 'Where an instalment stands, how escrow is released, and what happens to money held under a claim.',
    pages: ['/services/support'],
    features: [api('POST /api/site/contact'), api('GET /api/deals/:id/payments')],
  },
  supportProcess: {
    title: 'Process and documents',
    text: 'How laytime is counted, what a clause covers, how escrow is released. We explain the platform; commercial and legal decisions stay with you.',
    pages: ['/services/support'],
    features: [api('POST /api/site/contact')],
  },
} satisfies Record<string, Claim>;
