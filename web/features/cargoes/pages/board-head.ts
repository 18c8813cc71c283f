import type { PageHandle } from '../../../app/page-head';
import { cargoBoardQuery } from '../api/cargoes';
import { boardFromUrl } from '../components/use-board-params';

/** The server runs the URL's search before rendering /cargoes, so the cards are in the HTML. */
export const boardHandle: PageHandle = {
  hydrate: 'after-load',
  prefetch: ({ queryClient, url }) => queryClient.fetchQuery(cargoBoardQuery(boardFromUrl(url.searchParams).apiQuery)),
  head: ({ url }) => {
    // A filtered board is its own page (shareable, and what a crawler followed); the page number is not.
    const params = new URLSearchParams(url.searchParams);
    params.delete('page');
    const query = params.toString();
    return {
      title: 'Cargo board',
      description:
        'Open cargo orders from charterers: commodity, quantity, load and discharge ports or regions, laycan and freight idea. Owners enquire directly, no commission.',
      canonicalPath: query ? `${url.pathname}?${query}` : url.pathname,
    };
  },
};
