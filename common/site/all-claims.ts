import { api, web, type Claim, type Feature } from './claim-types';
import { claims as pageClaims } from './claims';
import { homeClaimWords, type HomeClaimId } from './claims-home';

/**
 * Every promise of the public site with the features that make it true (#29): the home page's (words in
 * claims-home.ts) and the other pages' (claims.ts). The claims test checks each feature named here against the API's
 * route table and the web app's routes.
 */

/** What the home page's promises rest on; their words are in claims-home.ts. */
const homeFeatures: Record<HomeClaimId, Feature[]> = {
  findTonnage: [api('GET /api/vessels'), web('/vessels'), web('/vessels/:id')],
  negotiationOnRecord: [api('POST /api/deals/:id/offers'), api('POST /api/deals/:id/subjects/:subjectId/lift'), api('GET /api/deals/:id')],
  fleetTools: [web('/owner/vessels'), api('PUT /api/vessels/:id/position'), api('POST /api/vessels/:id/blocks'), web('/app/deals')],
  verifiedCounterparties: [api('POST /api/admin/verification/:id/approve'), api('POST /api/deals'), api('GET /api/vessels')],
  escrowAndFraud: [api('POST /api/payments/:id/checkout'), api('PUT /api/payouts/bank-details')],
  noCommissionEver: [api('GET /api/deals/:id/payments')],
};
const homeClaims = Object.fromEntries(
  Object.entries(homeClaimWords).map(([id, words]) => [id, { ...words, pages: ['/'], features: homeFeatures[id as HomeClaimId] } satisfies Claim]),
) as Record<HomeClaimId, Claim>;

export const claims = { ...homeClaims, ...pageClaims } satisfies Record<string, Claim>;
