/**
 * The contract between the server and the web app's server renderer (web/entry-server.tsx, built to
 * dist/ssr): the server hands over the request and a way to reach its API in-process; the renderer answers
 * with the page, a redirect, or null for pages the browser renders alone.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export type RenderOptions = {
  /** The site's public address (APP_URL): canonical and preview URLs are absolute. */
  origin: string;
  /** How the pages' API reads reach the server: in-process, through the same routes and checks as the browser's. */
  api: ApiTransport;
};

/**
 * When a rendered page's app loads: with the page (`eager`); once the page has loaded, its pictures included
 * (`after-load`: the content takes a slow connection's bandwidth first); or on the visitor's first move
 * (`on-intent`: the page works as plain HTML until then). The last two load it earlier on the visitor's first
 * move (web/app/hydrate-on-intent.ts). Signed-in members always get it eagerly.
 */
export type Hydration = 'eager' | 'after-load' | 'on-intent';

/**
 * A public page rendered on the server: its status, the tags for <head>, the markup for #root and the state
 * to hydrate with; or, when its data could not be read (a vessel not on the market), only the status and
 * head, and the browser renders the page as on any client-side visit.
 */
export type RenderedPage =
  | { status: number; head: string; body: ReadableStream<Uint8Array>; state: string; hydration: Hydration }
  | { status: number; head: string; body: null };

export type PageRenderer = (request: Request, options: RenderOptions) => Promise<RenderedPage | Response | null>;

/** The element of a rendered page that carries its state to the browser: a JSON data block (the Content-Security-Policy allows no inline scripts). */
export const serverStateElementId = 'fairlead-server-state';
