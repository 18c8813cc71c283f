import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appMetaName, hydrationMetaName } from '../../common/site/hydration-meta';
import { serverStateElementId, type PageRenderer, type RenderedPage } from '../../common/site/server-rendering';
import { contentSecurityPolicy } from './security';

const renderers = new Map<string, Promise<PageRenderer | null>>();

/** The web app's server renderer at `entry` (`npm run build` writes it to dist/ssr), loaded once per build; without it every page is rendered by the browser. */
export function loadPageRenderer(entry: string): Promise<PageRenderer | null> {
  let renderer = renderers.get(entry);
  if (!renderer) {
    renderer = existsSync(entry) ? import(pathToFileURL(entry).href).then((m: { renderPage: PageRenderer }) => m.renderPage) : Promise.resolve(null);
    renderers.set(entry, renderer);
  }
  return renderer;
}

/**
 * The page around a rendered page's markup. `beforeHead` loads the app with the page; `onIntentBeforeHead`, the
 * same without the app's scripts and with the small one that loads it on the visitor's first move, written into
 * the page (null when the build has none: every page then loads its app eagerly). `onIntentPolicy` is the
 * Content-Security-Policy that lets that one script run, by its hash.
 */
type Template = { beforeHead: string; onIntentBeforeHead: string | null; onIntentPolicy: string | null; beforeRoot: string; afterRoot: string };

/** The on-intent script as built: its address (for its source map) and its code. */
export type OnIntentScript = { file: string; source: string };

/** The manifest key of the on-intent script's entry (vite.config.ts). */
const onIntentEntry = 'app/hydrate-on-intent.ts';
const templates = new Map<string, Template>();

/**
 * The built index.html, cut where a rendered page's head tags and markup go. Its own <title> and description
 * are the fallback for browser-rendered pages; a rendered page brings its own.
 */
export function pageTemplate(indexFile: string): Template {
  const cached = templates.get(indexFile);
  if (cached) return cached;
  const dist = path.dirname(indexFile);
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>) : {};
  const onIntentFile = manifest[onIntentEntry]?.file;
  const onIntent = onIntentFile ? { file: `/${onIntentFile}`, source: readFileSync(path.join(dist, onIntentFile), 'utf8') } : undefined;
  const template = templateFrom(readFileSync(indexFile, 'utf8'), onIntent);
  templates.set(indexFile, template);
  return template;
}

/**
 * The on-intent script written into the page: a visitor's first paint then waits for the page and its styles
 * alone. As a file it was one more request on a new connection before the first paint, which cost a phone on
 * a slow link a round trip or two. The policy allows exactly this code (its SHA-256), never inline scripts as such.
 */
function inlineOnIntent({ file, source }: OnIntentScript): { tag: string; policy: string } {
  // The build's source map comment names a file beside the script; from the page it must be the asset's address.
  const code = source.replace(
    /(\/\/# sourceMappingURL=)(\S+)(\s*)$/,
    (_, comment: string, map: string, end: string) => comment + path.posix.join(path.posix.dirname(file), map) + end,
  );
  // Bundled code has no reason to hold "</script"; if it ever did, it would end the element early.
  if (/<\/script/i.test(code)) throw new Error(`${file} contains "</script" and cannot be written into a page`);
  const hash = createHash('sha256').update(code).digest('base64');
  return { tag: `<script type="module">${code}</script>`, policy: contentSecurityPolicy([`'sha256-${hash}'`]) };
}

export function templateFrom(indexHtml: string, onIntent?: OnIntentScript): Template {
  const html = indexHtml.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf('<div id="root"></div>');
  const beforeHead = html.slice(0, headEnd);
  const appScripts = /\n\s*<script type="module"[^>]*><\/script>|\n\s*<link rel="modulepreload"[^>]*>/g;
  const appEntry = beforeHead.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  const preloads = [...beforeHead.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inline = onIntent && appEntry ? inlineOnIntent(onIntent) : null;
  // The app named for the on-intent script, which loads it later: nothing but the page and its styles comes
  // before the first paint.
  const onIntentScripts = `  <meta name="${appMetaName}" content="${appEntry}" data-preload="${preloads.join(' ')}" />
  ${inline?.tag}\n`;
  return {
    // The page's content is in its HTML: its text, styles and first picture come before the app that makes it
    // interactive, which would otherwise take a slow connection's bandwidth first (module scripts fetch at high priority).
    beforeHead: beforeHead.replace(/<script type="module"|<link rel="modulepreload"/g, '$& fetchpriority="low"'),
    onIntentBeforeHead: inline ? `${beforeHead.replace(appScripts, '')}${onIntentScripts}` : null,
    onIntentPolicy: inline?.policy ?? null,
    beforeRoot: html.slice(headEnd, root) + '<div id="root">',
    afterRoot: '</div>' + html.slice(root + '<div id="root"></div>'.length),
  };
}

/**
 * The page as one streamed response: head and the start of the body first, then React's markup, then the state
 * to hydrate with. A page that may load its app later (after load, on intent) does so for a visitor without a
 * session, told by a <meta> which; a member's header, notifications and own ships need the app at once.
 */
export function pageResponse(template: Template, page: RenderedPage, visitor: { signedIn: boolean } = { signedIn: false }): Response {
  const encoder = new TextEncoder();
  const deferred = page.body && page.hydration !== 'eager' && !visitor.signedIn && template.onIntentBeforeHead;
  const mode = deferred ? `<meta name="${hydrationMetaName}" content="${page.hydration}" />\n  ` : '';
  const start = `${deferred || template.beforeHead}  ${mode}${page.head}\n  ${template.beforeRoot}`;
  // The same address answers differently with and without a session.
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' };
  if (deferred && template.onIntentPolicy) headers['Content-Security-Policy'] = template.onIntentPolicy;
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
