import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Hydration } from '../../common/site/server-rendering';

/** What a page tells crawlers and link previews: rendered into <head> by the server (web/entry-server.tsx). */
export type PageHead = {
  /** Without " · Fairlead"; empty for the home page. Matches the page's own usePageTitle. */
  title: string;
  description: string;
  /** The page's canonical path (query kept only where it changes the content). Defaults to the request's path. */
  canonicalPath?: string;
  /** An absolute or site-relative picture for link previews. */
  image?: string;
  /** schema.org data for the page, as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** A page that exists only as "not found" answers 404 and asks not to be indexed. */
  status?: number;
  noindex?: boolean;
  ogType?: 'website' | 'product';
};

export type PageContext = { queryClient: QueryClient; params: Params; url: URL };

/**
 * A route's `handle`: what the server loads before rendering (so the HTML carries the real content) and
 * the head it writes. The client reads neither: its pages ask for the same queries, which the server's
 * answers already fill, so hydration finds the same data and renders the same markup.
 */
export type PageHandle = {
  prefetch?: (ctx: PageContext) => Promise<unknown>;
  head?: (ctx: PageContext) => PageHead;
  /**
   * 'on-intent' for a page that works as plain HTML (its links, GET forms and <details>): a visitor who is not
   * signed in gets its app on their first move, not with the page. 'after-load' for a page whose content is in
   * its HTML but whose controls need the app: it loads once the page's content has (web/app/hydrate-on-intent.ts).
   */
  hydrate?: Hydration;
};
