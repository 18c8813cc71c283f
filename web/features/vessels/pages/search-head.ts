import type { PageHandle } from '../../../app/page-head';
import { vesselSearchQuery } from '../api/marketplace';
import { searchFromUrl } from '../components/use-search-params-state';

/** The server runs the URL's search before rendering /vessels, so the results are in the HTML. */
export const searchHandle: PageHandle = {
  hydrate: 'after-load',
  prefetch: ({ queryClient, url }) => queryClient.fetchQuery(vesselSearchQuery(searchFromUrl(url.pathname, url.searchParams).apiQuery)),
  head: ({ url }) => {
    const availableNow = searchFromUrl(url.pathname, url.searchParams).availableNow;
    return {
      title: availableNow ? 'Available now' : 'Browse vessels',
      description: availableNow
        ? 'Ships free today from verified owners: bulk carriers, tankers, container ships and more, chartered direct with no commission.'
        : 'Search open tonnage from verified owners by vessel type, size, open port and dates, then talk to the owner directly and fix free of commission.',
      // A filtered search is its own page (shareable, and what a crawler followed); the page number is not.
      canonicalPath: canonicalSearch(url),
    };
  },
};

function canonicalSearch(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete('page');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
