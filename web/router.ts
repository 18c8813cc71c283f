import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router. On a page the server rendered, the matched routes' code is loaded before the
 * router starts: a lazy route still unresolved at hydration would render nothing where the server's HTML
 * has the page, and React would throw that HTML away (React Router's documented pattern for lazy routes
 * with server rendering).
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazyMatches.map(async (m) => {
        const resolved = await (m.route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(m.route, { ...resolved, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
