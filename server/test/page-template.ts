import { createHash } from 'node:crypto';
import { templateFrom } from '../lib/web-pages';

// A public page's frame as the tests render it (server/modules/site/pages.test.ts, first-render.test.ts).

// The on-intent script as the build writes it (web/app/hydrate-on-intent.ts), with its source map comment.
export const onIntentSource =
  'addEventListener("pointerover",()=>import(document.querySelector("meta[name=fairlead-app]").content));\n//# sourceMappingURL=hydrate-on-intent.js.map\n';
/** That script as a page carries it, and the hash a Content-Security-Policy allows it by (CSP level 3: SHA-256 of the code, base64). */
export const onIntentInPage = onIntentSource.replace(
  'sourceMappingURL=hydrate-on-intent.js.map',
  'sourceMappingURL=/assets/hydrate-on-intent.js.map',
);
export const onIntentHash = `'sha256-${createHash('sha256').update(onIntentInPage).digest('base64')}'`;

// The shape of the built index.html: Vite's script, the modules it preloads and the styles in <head>, an empty root.
export const template = templateFrom(
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Fallback description" />
    <title>Fairlead</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/main.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  { file: '/assets/hydrate-on-intent.js', source: onIntentSource },
);
