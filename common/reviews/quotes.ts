import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { reviewSides } from './ratings';

// The home page's quotes, apart from the rest of the reviews' API: the home page is the page most visitors load
// first, and it needs this one endpoint, not the schemas of every review form.

/** A sentence Fairlead may show on its home page, with the reviewer's consent. */
export const reviewQuoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  overall: z.number(),
  authorCompany: z.string(),
  authorSide: z.enum(reviewSides),
  subjectCompany: z.string(),
});
export type ReviewQuote = z.infer<typeof reviewQuoteSchema>;

export const reviewQuotesEndpoint = endpoint({
  method: 'get',
  path: '/api/reviews/quotes',
  operationId: 'reviewQuotes',
  tag: 'Reviews',
  access: 'public',
  summary: 'Published reviews whose authors agreed to be quoted on the home page (none when there are none)',
  ok: { status: 200, schema: z.object({ items: z.array(reviewQuoteSchema) }) },
});
