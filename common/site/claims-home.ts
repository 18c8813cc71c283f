/**
 * The words of the home page's promises (the services grid), in a module of their own: the home page is the first page
 * most visitors load, and it carries only these words, not the whole table of claims nor what each rests on
 * (claims.ts joins them with their features for the test that checks every claim).
 */
export const homeClaimWords = {
  findTonnage: {
    title: 'Find open tonnage',
    text: 'Search ships by type, size, open port and open date. Every listing shows the IMO number, deadweight, capacity, class society and P&I club.',
  },
  negotiationOnRecord: {
    title: 'Negotiation on the record',
    text: 'Firm offers carry reply deadlines and lapse on time. Every counter and lifted subject is kept on the deal with its time and cannot be edited afterwards.',
  },
  fleetTools: {
    title: 'Fleet tools',
    text: 'Keep open positions, blocked dates, deals and payments for the whole fleet in one place.',
  },
  verifiedCounterparties: {
    title: 'Verified counterparties',
    text: 'Owners and charterers are verified by Fairlead from their registration documents before they can trade, and the ships of unverified owners are not shown.',
  },
  escrowAndFraud: {
    title: 'Escrow and fraud protection',
    text: 'Hire and freight are held in escrow. Payout bank details are locked after the first fixture, so a "new bank account" e-mail cannot divert a payment.',
  },
  noCommissionEver: {
    title: 'No commission, ever',
    text: 'A broker on each side typically takes 1.25% of hire or freight. On Fairlead both sides keep it: listing, negotiating and fixing are free.',
  },
} satisfies Record<string, { title: string; text: string }>;

export type HomeClaimId = keyof typeof homeClaimWords;

/** A home claim's words for a feature block. */
export const homeClaim = (id: HomeClaimId): { title: string; text: string } => homeClaimWords[id];
