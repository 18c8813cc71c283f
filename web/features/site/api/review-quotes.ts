import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewQuotesEndpoint } from '../../../../common/reviews/quotes';
import { call } from '../../../lib/api';

/** Reviews whose authors agreed to be quoted (also read by the server before rendering the home page). */
export const reviewQuotesQuery = () =>
  queryOptions({ queryKey: ['review-quotes'], queryFn: ({ signal }) => call(reviewQuotesEndpoint, { signal }).then((r) => r.items) });

export const useReviewQuotes = () => useQuery(reviewQuotesQuery());
