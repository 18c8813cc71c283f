import './app/zod-config';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { readServerState } from './app/ssr/server-state';
import { meQuery } from './lib/me';
import { queryClient } from './lib/query-client';
import { createAppRouter, type AppRouter } from './router';
import './styles.css';

async function start() {
  const container = document.getElementById('root')!;
  const serverState = readServerState();
  // The server's answers go into the cache first, so the pages' first render shows what the server rendered.
  if (serverState) {
    hydrate(queryClient, serverState.queries);
    // The server read them as an anonymous visitor; a signed-in member may see more (their own ship, whether they may enquire).
    const stop = queryClient.getQueryCache().subscribe(({ query }) => {
      if (query.queryKey[0] !== meQuery.queryKey[0] || query.state.status === 'pending') return;
      stop();
      if (query.state.data) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
    });
  }
  let router: AppRouter;
  try {
    router = await createAppRouter(serverState?.router);
  } catch (err) {
    // The page's code could not be loaded (a deploy while the tab was open, a lost connection). The server's
    // HTML stays: the reader keeps the content and plain links; a client-rendered page would only show an error.
    document.documentElement.dataset.hydrated = 'failed';
    throw err;
  }
  reloadOnMissingCode(router);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkHydrated />
      </Providers>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole page: a tap during hydration is answered (React replays it) instead of waiting behind it.
  if (serverState) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const RELOADED_AT = 'fairlead:reloaded-at';

/**
 * After a deploy, a tab open since before it asks for a page's code that is gone (the new release's files have new
 * names): it opens the page it was going to from the new release instead of showing an error. Only online, and at
 * most once in 10 s, so a lost connection or a file truly missing never loops. Not during start: a server-rendered
 * page whose app cannot load keeps its HTML (above).
 */
function reloadOnMissingCode(router: AppRouter) {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine || Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < 10_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    const to = router.state.navigation.location;
    window.location.assign(to ? to.pathname + to.search + to.hash : window.location.href);
  });
}

/** <html data-hydrated="true"> once the first render has committed: the page answers from then on (the browser tests wait for it). */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

void start();
