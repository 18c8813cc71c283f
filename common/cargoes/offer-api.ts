import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { dealDetailSchema } from '../charters/api';
import { termsSchema } from '../charters/terms';

// "Offer your ship": an owner answers a charterer's cargo order with one of their ships and an indication on the
// cargo's terms (common/cargoes/deal-terms.ts drafts them). The deal that opens continues as any other.

export const cargoOfferMessages = {
  ownCargo: 'You cannot offer a ship for your own cargo order',
  notOnMarket: (ship: string) => `${ship} is not on the market (archived, suspended or its P&I cover expired): charterers cannot deal on it`,
  wrongType: (type: 'voyage' | 'tct') =>
    type === 'voyage'
      ? 'This cargo order is for a voyage charter: offer voyage terms'
      : 'This cargo order is for a trip time charter: offer time terms',
  held: (ship: string, start: string, end: string) =>
    `${ship} is already taken from ${start} to ${end}, which overlaps these dates: change the laycan or offer another ship`,
} as const;

export const cargoOfferInputSchema = z.object({
  vesselId: z.uuid({ error: 'Choose one of your ships' }),
  /** The owner's indication: voyage terms for a voyage order, time terms for a trip time charter. */
  terms: termsSchema,
});
export type CargoOfferInput = z.input<typeof cargoOfferInputSchema>;
export type CargoOfferValues = z.output<typeof cargoOfferInputSchema>;

export const cargoOfferApi = {
  offerShip: endpoint({
    method: 'post',
    path: '/api/cargoes/{id}/offers',
    operationId: 'offerShipForCargo',
    tag: 'Cargoes',
    access: ['owner'],
    summary: 'Offer one of your ships for an open cargo order: a deal opens with your indication (verified owners)',
    params: z.object({ id: z.uuid({ error: 'Cargo order not found' }) }),
    body: cargoOfferInputSchema,
    ok: { status: 201, schema: z.object({ deal: dealDetailSchema }) },
    errors: [404, 409],
  }),
};
