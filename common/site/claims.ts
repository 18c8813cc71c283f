import type { Claim, SitePage } from './claim-types';
import { marketClaims } from './claims-market';
import { trustClaims } from './claims-trust';

/**
 * What the public pages promise, each promise with the features that make it true (#29). A page shows a claim's
 * words from this table, and a test checks every feature named here against the API's route table and the web app's
 * routes: remove a route and the promise that rests on it fails the build instead of staying on the site.
 */

// The home page's claims are in all-claims.ts (with the rest, for the test): their words are in claims-home.ts, which
// only the home page loads.
export const claims = { ...marketClaims, ...trustClaims } satisfies Record<string, Claim>;
export type ClaimId = keyof typeof claims;

/** A claim's words for a feature block on a page. */
export function claim(id: ClaimId): { title: string; text: string } {
  const c: Claim = claims[id];
  return { title: c.title, text: c.text };
}

/** The claims a page other than the home page shows, in the table's order. */
export function claimsOn(page: SitePage): Claim[] {
  return Object.values(claims as Record<string, Claim>).filter((c) => c.pages.includes(page));
}
