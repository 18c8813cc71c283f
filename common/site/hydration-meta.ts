// Between the server's page template (server/lib/web-pages.ts) and the first script of a page whose app comes
// later (web/app/hydrate-on-intent.ts). A module of its own: the app does not import it, so the bundler keeps it
// inside that script rather than in a chunk the script would have to fetch before it runs.

/** The <meta> that tells the script when to load the app: `after-load` or `on-intent`. */
export const hydrationMetaName = 'fairlead-hydrate';
/** The <meta> that tells it which: the app's entry script (content) and the modules to preload with it (data-preload). */
export const appMetaName = 'fairlead-app';
