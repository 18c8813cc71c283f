import type { publicPagePaths } from './public-pages';

/** What the public pages promise, and what makes each promise true (#29): the shapes of common/site/claims.ts. */

export type SitePage = (typeof publicPagePaths)[number];

/**
 * A feature a claim rests on: an API operation as the route table writes it ("POST /api/deals/:id/offers"), or a page
 * of the web app ("/app/deals/:id"). Several features mean the claim needs all of them.
 */
export type Feature = { api: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}` } | { web: `/${string}` };

export type Claim = {
  /** The words the page shows: a feature block's heading (or a short promise) and its text. */
  title: string;
  text: string;
  /** The pages that show it. */
  pages: SitePage[];
  features: Feature[];
};

export const api = (op: Extract<Feature, { api: string }>['api']): Feature => ({ api: op });
export const web = (path: Extract<Feature, { web: string }>['web']): Feature => ({ web: path });
