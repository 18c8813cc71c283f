import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverStateElementId, type PageRenderer, type RenderedPage } from '../../common/site/server-rendering';

const rendererEntry = path.resolve(import.meta.dirname, '../../dist/ssr/entry-server.js');
let renderer: Promise<PageRenderer | null> | undefined;

/** The web app's server renderer, built by `npm run build` into dist/ssr; without it every page is rendered by the browser. */
export function loadPageRenderer(): Promise<PageRenderer | null> {
  renderer ??= existsSync(rendererEntry)
    ? import(pathToFileURL(rendererEntry).href).then((m: { renderPage: PageRenderer }) => m.renderPage)
    : Promise.resolve(null);
  return renderer;
}

type Template = { beforeHead: string; beforeRoot: string; afterRoot: string };
const templates = new Map<string, Template>();

/**
 * The built index.html, cut where a rendered page's head tags and markup go. Its own <title> and description
 * are the fallback for browser-rendered pages; a rendered page brings its own.
 */
export function pageTemplate(indexFile: string): Template {
  const cached = templates.get(indexFile);
  if (cached) return cached;
  const template = templateFrom(readFileSync(indexFile, 'utf8'));
  templates.set(indexFile, template);
  return template;
}

export function templateFrom(indexHtml: string): Template {
  const html = indexHtml
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf('<div id="root"></div>');
  return {
    beforeHead: html.slice(0, headEnd),
    beforeRoot: html.slice(headEnd, root) + '<div id="root">',
    afterRoot: '</div>' + html.slice(root + '<div id="root"></div>'.length),
  };
}

/** The page as one streamed response: head and the start of the body first, then React's markup, then the state to hydrate with. */
export function pageResponse(template: Template, page: RenderedPage): Response {
  const encoder = new TextEncoder();
  const start = `${template.beforeHead}  ${page.head}\n  ${template.beforeRoot}`;
  const headers = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache' };
  if (!page.body) return new Response(start + template.afterRoot, { status: page.status, headers });
  const body = page.body;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(start));
      const reader = body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) controller.enqueue(chunk.value);
      const state = `<script type="application/json" id="${serverStateElementId}">${page.state}</script>`;
      controller.enqueue(encoder.encode(`</div>${state}${template.afterRoot.slice('</div>'.length)}`));
      controller.close();
    },
  });
  return new Response(stream, { status: page.status, headers });
}
