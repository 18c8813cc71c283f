import { api, web, type Claim } from './claim-types';

/** Promises about listing, search, negotiation and the charter party, with the features that keep them. */
export const marketClaims = {
  // Negotiation: brokerage, charter booking, chartering, messaging.
  matching: {
    title: 'Your position in front of the right people',
    text: 'A cargo order or an open ship is matched against the other side’s listings by type, size, region and dates, and the matches are listed for you. No mass e-mails to unknown addresses.',
    pages: ['/services/brokerage'],
    features: [api('GET /api/cargoes/:id/matches'), api('GET /api/vessels/:id/matches'), web('/owner/vessels/:id/matches')],
  },
  lapsingOffers: {
    title: 'Deadlines that enforce themselves',
    text: 'Firm offers and bids carry a reply time. When it passes, the offer lapses by itself and both sides are free again. Nobody has to ring round to find out where things stand.',
    pages: ['/services/brokerage'],
    features: [api('POST /api/deals/:id/offers'), api('POST /api/deals/:id/accept')],
  },
  versionedCounters: {
    title: 'Counters you can compare',
    text: 'Every counter is a new version of the main terms, shown beside the previous one with the changed terms marked.',
    pages: ['/services/brokerage', '/services/charter-booking', '/messaging'],
    features: [api('POST /api/deals/:id/offers'), web('/app/deals/:id')],
  },
  recapFromTerms: {
    title: 'A recap written for you',
    text: 'When the last subject is lifted, the recap is produced from the agreed terms: ship, laycan, ports, cargo, rate, payment terms, laytime and demurrage. No retyping, no transcription errors.',
    pages: ['/services/brokerage'],
    features: [api('POST /api/deals/:id/subjects/:subjectId/lift'), web('/app/deals/:id/recap')],
  },
  noCommission: {
    title: 'Nothing deducted for intermediaries',
    text: 'Brokers typically take 1.25% per side from hire, freight and often demurrage. On Fairlead neither side pays commission: the payment schedule carries the agreed amounts and nothing else.',
    pages: ['/services/brokerage'],
    features: [api('GET /api/deals/:id/payments')],
  },
  searchByLaycan: {
    title: 'Search by laycan',
    text: 'Filter open tonnage by ship type, size, open port or country and the dates your cargo is ready, then send an enquiry with the cargo, quantity and tolerance.',
    pages: ['/services/charter-booking'],
    features: [api('GET /api/vessels'), api('POST /api/deals'), web('/app/deals/new')],
  },
  structuredTerms: {
    title: 'Structured main terms',
    text: 'Ship, laycan, load and discharge ports, cargo, rate, payment terms, laytime and demurrage are fields, not free text, so both sides always read the same offer.',
    pages: ['/services/charter-booking'],
    features: [api('POST /api/deals/:id/offers')],
  },
  firmOffers: {
    title: 'Firm offers with reply deadlines',
    text: 'A firm offer or bid states when it expires and lapses automatically at that time. Only the side it is addressed to can accept it, and only before then.',
    pages: ['/services/charter-booking'],
    features: [api('POST /api/deals/:id/offers'), api('POST /api/deals/:id/accept')],
  },
  subjectsWithDeadlines: {
    title: 'Subjects with deadlines',
    text: 'Each subject in the main terms, such as charterers’ approval or receivers’ approval, has its own deadline and is lifted or failed explicitly by the side it belongs to.',
    pages: ['/services/charter-booking'],
    features: [api('POST /api/deals/:id/subjects/:subjectId/lift'), api('POST /api/deals/:id/subjects/:subjectId/fail')],
  },
  cleanFixture: {
    title: 'Clean fixture and recap',
    text: 'When the last subject is lifted the fixture is clean, the ship is blocked for the charter dates and the recap is there for both parties.',
    pages: ['/services/charter-booking'],
    features: [api('POST /api/deals/:id/subjects/:subjectId/lift'), web('/app/deals/:id/recap')],
  },
  voyageCharters: {
    title: 'Voyage charters',
    text: 'Freight per tonne or lump sum from named load to discharge ports. Laytime terms and the demurrage rate are agreed in the main terms and carried into the charter party.',
    pages: ['/services/chartering'],
    features: [api('POST /api/deals'), api('POST /api/deals/:id/contract')],
  },
  timeCharters: {
    title: 'Time charters',
    text: 'Hire per day for a period, paid in instalments in advance. Delivery and redelivery are recorded, and the hire schedule follows the signed charter party.',
    pages: ['/services/chartering'],
    features: [api('POST /api/deals'), api('GET /api/deals/:id/payments'), api('POST /api/deals/:id/payments/redelivery')],
  },
  cargoOrders: {
    title: 'Cargo orders',
    text: 'Charterers post a cargo with its ports, laycan and quantity; owners offer a suitable ship against it, and the negotiation starts from the order.',
    pages: ['/services/chartering'],
    features: [api('POST /api/cargoes'), api('POST /api/cargoes/:id/offers'), web('/cargoes')],
  },
  circularsIn: {
    title: 'Circulars in, listings out',
    text: 'Paste or forward a broker’s position list or cargo circular: Fairlead reads it into draft listings for you to check and publish.',
    pages: ['/services/chartering'],
    features: [api('POST /api/import'), api('POST /api/import/:id/publish'), web('/app/import')],
  },
  shipTypes: {
    title: 'All main ship types',
    text: 'Bulk carriers, tankers, container ships, ro-ro, general cargo and passenger ships, each with capacity in its own unit: cubic metres, TEU, lane metres or passengers.',
    pages: ['/services/chartering'],
    features: [api('POST /api/vessels'), api('GET /api/vessels')],
  },
  directNegotiation: {
    title: 'Direct, on both sides',
    text: 'Owner and charterer negotiate with each other on the deal, with no intermediary relaying or rewording an offer.',
    pages: ['/services/chartering'],
    features: [api('POST /api/deals/:id/offers'), api('POST /api/conversations/:id/messages')],
  },

  // Ships: listing, records and fleet tools.
  checkedIdentity: {
    title: 'Checked identity',
    text: 'IMO number (check digit verified, shown as "IMO 9319466"), MMSI, call sign, flag and year built. Typos that would send a charterer to the wrong ship are caught on entry.',
    pages: ['/services/vessel-listing'],
    features: [api('POST /api/vessels')],
  },
  particulars: {
    title: 'Full particulars',
    text: 'LOA, beam, summer draught and deadweight, plus capacity in the unit of the ship type: cubic metres, TEU, lane metres or passengers. Photos show the ship as she is.',
    pages: ['/services/vessel-listing'],
    features: [api('POST /api/vessels'), api('POST /api/vessels/:id/photos')],
  },
  openPosition: {
    title: 'Open port and open date',
    text: 'Where and when the ship is free next, by UN/LOCODE port (for example NL RTM), so it appears in searches and on the map for the right laycan.',
    pages: ['/services/vessel-listing'],
    features: [api('PUT /api/vessels/:id/position'), web('/vessels/map')],
  },
  charterTypesAndRate: {
    title: 'Charter types and indicative rate',
    text: 'Say whether you offer voyage, time or bareboat employment, and show an indicative daily rate or keep it for negotiation.',
    pages: ['/services/vessel-listing'],
    features: [api('POST /api/vessels'), api('PATCH /api/vessels/:id')],
  },
  verifiedEnquirers: {
    title: 'Only verified counterparties',
    text: 'Enquiries and offers come only from companies Fairlead has verified. You decide whom to answer, and nothing binds you until you make a firm offer.',
    pages: ['/services/vessel-listing'],
    features: [api('POST /api/deals'), api('POST /api/admin/verification/:id/approve')],
  },
  classAndPi: {
    title: 'Certificates behind the badge',
    text: 'P&I certificate of entry, class certificate, SMC, ISSC, IOPP and certificate of registry (and the CLC for tankers), each with its expiry date and checked by Fairlead’s administrators. A ship shows "Documents verified" only while every one is verified and unexpired; the files stay private.',
    pages: ['/services/vessel-listing', '/services/vessel-management', '/services/management'],
    features: [
      api('POST /api/vessels/:id/certificates'),
      api('POST /api/admin/ship-certificates/:id/approve'),
      api('GET /api/ship-certificates/:id/file'),
    ],
  },
  marketPause: {
    title: 'Automatic market pause',
    text: 'The owner is told 30 and 7 days before a certificate expires and on the day. When the P&I or class certificate expires, the ship leaves search and matching that day and its live firm offers lapse; deals on subjects or fixed are kept.',
    pages: ['/services/vessel-management', '/services/management', '/safety'],
    features: [api('POST /api/vessels/:id/certificates'), api('GET /api/admin/ship-certificates')],
  },
  listingsAccurate: {
    title: 'Listings that stay accurate',
    text: 'Each ship carries its particulars, open port and open date. Update a position in seconds when a voyage runs long, and charterers search what is really available.',
    pages: ['/services/management', '/management'],
    features: [api('PUT /api/vessels/:id/position'), web('/owner/vessels')],
  },
  dealsInOneList: {
    title: 'One list for enquiries',
    text: 'Enquiries, firm bids and counters for all your ships arrive in one list of deals, each with its stage and reply deadline, so nothing expires unnoticed.',
    pages: ['/services/management', '/management'],
    features: [api('GET /api/deals'), web('/app/deals')],
  },
  noDoubleFixing: {
    title: 'No double fixing',
    text: 'Fixed periods and the dates you block take the ship out of the calendar. Two charters cannot overlap for the same vessel: the database refuses it, whoever is negotiating.',
    pages: ['/services/management', '/services/vessel-management', '/management'],
    features: [api('POST /api/vessels/:id/blocks'), api('DELETE /api/vessels/:id/blocks/:blockId')],
  },
  hireInView: {
    title: 'Hire and freight in view',
    text: 'Every hire instalment, freight payment and demurrage claim per charter, with its due date and whether the money is held in escrow or released.',
    pages: ['/services/management', '/management'],
    features: [api('GET /api/deals/:id/payments'), web('/app/deals/:id/payments')],
  },
  particularsUnderControl: {
    title: 'Particulars under control',
    text: 'Edit particulars, class society and P&I club as they change; the IMO number, checked on entry, stays the ship’s constant identity.',
    pages: ['/services/vessel-management'],
    features: [api('PATCH /api/vessels/:id'), web('/owner/vessels/:id/edit')],
  },
  cargoesForShip: {
    title: 'Cargoes for each ship',
    text: 'Every ship’s page lists the open cargo orders that fit its type, size, open position and dates.',
    pages: ['/services/vessel-management', '/management'],
    features: [api('GET /api/vessels/:id/matches'), web('/owner/vessels/:id/matches')],
  },
  archiveShips: {
    title: 'Ships in and out of the fleet',
    text: 'Take a ship off the market or archive a sold one without losing its record, and restore it when it trades again.',
    pages: ['/services/vessel-management'],
    features: [api('POST /api/vessels/:id/archive'), api('POST /api/vessels/:id/restore')],
  },
  savedSearches: {
    title: 'Saved searches',
    text: 'Save a search for tonnage or cargoes and come back to it with one click.',
    pages: ['/management'],
    features: [api('POST /api/saved-searches'), api('GET /api/saved-searches')],
  },
  demurrageClaim: {
    title: 'Demurrage priced for you',
    text: 'Enter the time on demurrage; Fairlead prices it pro rata at the agreed daily rate and adds it to the charter’s payment schedule.',
    pages: ['/management', '/services/payment-processing'],
    features: [api('POST /api/deals/:id/payments/demurrage')],
  },

  // The charter party.
  recapOneClick: {
    title: 'Recap from the agreed terms',
    text: 'All agreed terms in one document: ship, laycan, ports, cargo, freight or hire, laytime, demurrage, payment terms and lifted subjects.',
    pages: ['/services/document-handling'],
    features: [web('/app/deals/:id/recap')],
  },
  clauseTemplates: {
    title: 'Clause sets for each charter type',
    text: 'Fairlead’s own clause sets for voyage and time charters, completed with your fixture’s details when the charter party is drafted.',
    pages: ['/services/document-handling'],
    features: [api('POST /api/deals/:id/contract')],
  },
  riders: {
    title: 'Riders, reviewed together',
    text: 'Amend clauses or add riders as a new version of the charter party. Every version is kept with its author and time, and nothing is final until both sides sign the same one.',
    pages: ['/services/document-handling'],
    features: [api('POST /api/deals/:id/contract/versions'), api('GET /api/deals/:id/contract/versions/:version')],
  },
  onlineSignature: {
    title: 'Online signature',
    text: 'Each party signs the charter party online with its password. The second signature seals that version, and both parties download the same PDF.',
    pages: ['/services/document-handling'],
    features: [api('POST /api/deals/:id/contract/sign'), api('GET /api/deals/:id/contract/versions/:version/pdf')],
  },
  checkablePdf: {
    title: 'A PDF anyone can check',
    text: 'Every page of the PDF carries the version and its fingerprint. Anyone holding it can check on Fairlead’s verify page that not a byte has changed.',
    pages: ['/services/document-handling'],
    features: [api('POST /api/contracts/verify'), web('/verify')],
  },
  privateDocuments: {
    title: 'Private by default',
    text: 'The recap and the charter party are visible only to the two parties to the charter and to Fairlead’s administrators.',
    pages: ['/services/document-handling'],
    features: [api('GET /api/deals/:id/contract')],
  },
} satisfies Record<string, Claim>;
