import type { PageHandle } from '../../../app/page-head';
import { cargoPageQuery } from '../api/cargoes';
import { cargoTitle, freightLine, laycanText } from '../format';

/** The server reads the order before rendering its page, and writes its title and one-line summary into <head>. */
export const cargoHandle: PageHandle = {
  hydrate: 'after-load',
  prefetch: ({ queryClient, params }) => queryClient.fetchQuery(cargoPageQuery(params.id ?? '')),
  head: ({ queryClient, params }) => {
    const c = queryClient.getQueryData(cargoPageQuery(params.id ?? '').queryKey);
    if (!c) return { title: 'Cargo order', description: 'A cargo order on Fairlead.', noindex: true };
    return {
      title: cargoTitle(c),
      description: `${cargoTitle(c)}, ${c.load.name} to ${c.discharge.name}, laycan ${laycanText(c.laycanFrom, c.laycanTo)}, ${freightLine(c, true)}. Owners enquire directly on Fairlead, no commission.`,
      canonicalPath: `/cargoes/${c.id}`,
      // A closed order stays readable for its poster and anyone holding the link, but is not a page to find.
      noindex: c.status !== 'open',
    };
  },
};
