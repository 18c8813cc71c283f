import type { PageHandle } from './page-head';

/** Heads of the public pages outside the site feature whose modules another page shares or that have no handle of their own. */
export const handles = {
  openPositions: {
    head: () => ({
      title: 'Open positions',
      description: 'Where verified owners’ ships open next, on a world map: ports and dates of open tonnage on Fairlead.',
    }),
    // Imported here, not above: the route table is in the first script every page loads, and this read runs on the server only.
    prefetch: async ({ queryClient }) => queryClient.fetchQuery((await import('../features/vessels/api/marketplace')).openPositionsQuery()),
  },
  verify: {
    head: () => ({
      title: 'Verify a charter party',
      description: 'Check that a charter party PDF is the one both sides signed on Fairlead, by its fingerprint.',
    }),
  },
  // Rendered on the server and hydrated once loaded; what is typed meanwhile is kept (web/app/hydrate-on-intent.ts).
  login: {
    hydrate: 'after-load',
    head: () => ({
      title: 'Log in',
      description: 'Log in to Fairlead to enquire, negotiate and fix charters directly with verified owners and charterers.',
    }),
  },
  register: {
    head: () => ({
      title: 'Create your account',
      description: 'Join Fairlead as a vessel owner or a charterer: list ships or find tonnage, and fix charters with no commission.',
    }),
  },
} satisfies Record<string, PageHandle>;
