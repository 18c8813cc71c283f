// The JavaScript budgets of the web app, checked on the build (run by `npm test` after `npm run build`):
// what the home page loads before it is interactive, and what each other page adds when it is opened.
// Sizes are gzip level 9 of the built files: the same build gives the same figures, whatever the machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };
const dist = path.resolve(import.meta.dirname, '../dist/web');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const KB = 1024;
/**
 * The home page's first script: a visitor without a session gets the on-intent script alone (its handle says
 * `hydrate: 'on-intent'`, which server/modules/site/pages.test.ts checks); the app follows on their first move.
 */
const homeBudget = Number(process.env.HOME_JS_BUDGET_KB ?? 80) * KB;
/**
 * The app itself (entry, its imports and the home page's chunk): what a member gets with every page and a
 * visitor on their first move. React 19's react-dom alone is 67 KB of it (docs/decisions/010); this is the
 * figure reached, held as a ceiling so it can only go down.
 */
const appBudget = Number(process.env.APP_JS_BUDGET_KB ?? 178) * KB;
/** Any other page: what opening it adds to what the entry already loaded. */
const routeBudget = Number(process.env.ROUTE_JS_BUDGET_KB ?? 50) * KB;

const gzipSize = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSize.get(file)!;
};
/** A chunk's file and, transitively, the files it imports statically (loaded with it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const total = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);

const onIntentKey = 'app/hydrate-on-intent.ts';
const entryKey = 'index.html';
const entry = closure(entryKey);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('features/site/pages/home.tsx'))!;
const home = manifest[onIntentKey] ? total(closure(onIntentKey)) : Infinity;
const app = total(closure(homeKey, new Set(entry)));

const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /\/pages\//.test(k) && k !== homeKey);
const routes = pages.map((key) => ({ key, size: total([...closure(key)].filter((f) => !entry.has(f))) })).sort((a, b) => b.size - a.size);

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const failures: string[] = [];
console.log(`home page, first script: ${kb(home)} (budget ${kb(homeBudget)})`);
if (home > homeBudget)
  failures.push(`the home page's first script is ${kb(home)}, over its ${kb(homeBudget)} budget (is ${onIntentKey} still an entry?)`);
console.log(`the app with the home page, on the first move or for a member: ${kb(app)} (ceiling ${kb(appBudget)})`);
if (app > appBudget) failures.push(`the app loads ${kb(app)} of JavaScript, over its ${kb(appBudget)} ceiling`);
console.log(`largest page chunks (budget ${kb(routeBudget)} each, beyond the entry):`);
for (const r of routes.slice(0, 5)) console.log(`  ${kb(r.size).padStart(9)}  ${r.key}`);
for (const r of routes) if (r.size > routeBudget) failures.push(`${r.key} adds ${kb(r.size)}, over the ${kb(routeBudget)} budget`);
if (routes.length < 30) failures.push(`only ${routes.length} page chunks found in the manifest: are the pages still code-split?`);

if (failures.length) {
  for (const f of failures) console.error(`over budget: ${f}`);
  process.exit(1);
}
console.log(`all ${routes.length + 1} pages within budget`);
