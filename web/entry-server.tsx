import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isServerRenderedPath } from '../common/site/public-pages';
import type { PageContext, PageHandle, PageHead } from './app/page-head';
import { Providers } from './app/providers';
import { headHtml } from './app/ssr/head-html';
import { serverStateJson } from './app/ssr/server-state';
import type { PageRenderer, RenderedPage } from '../common/site/server-rendering';
import { ApiError, setApiTransport } from './lib/api';
import { routes } from './routes';

const handler = createStaticHandler(routes);
const defaultDescription = 'Fairlead: the commission-free marketplace where vessel owners and charterers fix charters directly.';
let transportSet = false;

/**
 * Renders one public page (home, site pages, /vessels with its filters, a vessel's page, login) to HTML,
 * or returns null for pages the browser renders alone (the member and admin areas). Each page's `handle`
 * loads its data into a fresh query cache first, so the HTML carries the real content, as an anonymous
 * visitor sees it; the browser then hydrates from the same answers.
 */
export const renderPage: PageRenderer = async (request, options) => {
  const requested = new URL(request.url);
  if (!isServerRenderedPath(requested.pathname)) return null;
  // The page's address as the public knows it (APP_URL), for canonical URLs and JSON-LD.
  const url = new URL(requested.pathname + requested.search, options.origin);
  if (!transportSet) {
    setApiTransport(options.api);
    transportSet = true;
  }

  const context = await handler.query(request);
  if (context instanceof Response) return context; // a <Navigate>-style redirect answered by the router
  if (context.errors) return null; // let the browser show its error page rather than half a page

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const handles = context.matches.map((m) => ({ handle: m.route.handle as PageHandle | undefined, params: m.params }));
  const failures = (await Promise.allSettled(handles.map(({ handle, params }) => handle?.prefetch?.({ queryClient, params, url })))).filter(
    (r) => r.status === 'rejected',
  );
  if (failures.length > 0) return unreadPage(failures[0].reason, options.origin, url);
  const head = pageHead(handles, queryClient, url);

  const router = createStaticRouter(handler.dataRoutes, context);
  let renderError: unknown;
  const body = await renderToReadableStream(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Never outline a finished part behind an inline script of React's: the page's policy blocks those (pages.test.ts),
    // and the page is sent whole anyway (below).
    { onError: (error) => void (renderError = error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The whole page, not a shell with fallbacks: crawlers and link previews read it without running scripts.
  await body.allReady;
  if (renderError) throw renderError;

  const state = serverStateJson({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient),
  });
  // The page's own route decides (the deepest match that says), not the layout around it.
  const hydration = [...handles].reverse().find((h) => h.handle?.hydrate)?.handle?.hydrate ?? 'eager';
  return { status: head.status ?? context.statusCode, head: headHtml(head, options.origin, url.pathname), body, state, hydration };
};

/** A page whose data the server could not read: a 4xx keeps its status (a crawler drops the page), anything else is the browser's to retry. */
function unreadPage(reason: unknown, origin: string, url: URL): RenderedPage {
  const status = reason instanceof ApiError && reason.status >= 400 && reason.status < 500 ? reason.status : 200;
  const head: PageHead =
    status === 404
      ? { title: 'Not found', description: 'This page is not on Fairlead, or no longer public.', noindex: true }
      : { title: '', description: defaultDescription, noindex: status !== 200 };
  return { status, head: headHtml(head, origin, url.pathname), body: null };
}

/** The deepest matched route's head wins (a vessel's page over the layout's). */
function pageHead(handles: { handle?: PageHandle; params: PageContext['params'] }[], queryClient: QueryClient, url: URL): PageHead {
  const last = [...handles].reverse().find((h) => h.handle?.head);
  return (
    last?.handle?.head?.({ queryClient, params: last.params, url }) ?? {
      title: '',
      description: defaultDescription,
    }
  );
}
