import { ratingSummary } from '../../../../common/reviews/ratings';
import type { CompanyPage } from '../../../../common/reviews/schemas';
import type { PageHandle } from '../../../app/page-head';
import { companyPageQuery } from '../api/reviews';

const roleWord = { owner: 'Shipowner', charterer: 'Charterer' } as const;

/** One line for search results and link previews: role, verification, rating, fleet and fixtures. */
export function companySummary(c: CompanyPage): string {
  const fleet = c.role === 'owner' ? ` ${c.fleet.length} ${c.fleet.length === 1 ? 'ship' : 'ships'} listed.` : '';
  return `${roleWord[c.role]} on Fairlead${c.verified ? ', verified' : ''}. ${ratingSummary(c.rating.average, c.rating.count)}.${fleet} ${c.fixturesCompleted} ${c.fixturesCompleted === 1 ? 'fixture' : 'fixtures'} completed on Fairlead.`;
}

/** The server reads the company before rendering its page, and writes its name and summary into <head>. */
export const companyHandle: PageHandle = {
  hydrate: 'on-intent',
  prefetch: ({ queryClient, params }) => queryClient.fetchQuery(companyPageQuery(params.id ?? '')),
  head: ({ queryClient, params }) => {
    const data = queryClient.getQueryData(companyPageQuery(params.id ?? '').queryKey);
    if (!data) return { title: 'Company', description: 'A company on Fairlead.', noindex: true, status: 404 };
    return { title: data.name, description: companySummary(data), canonicalPath: `/companies/${data.id}` };
  },
};
