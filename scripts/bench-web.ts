// npm run bench:web — Lighthouse on the public pages a visitor lands on, as a phone on slow 4G sees them.
// Builds the web app, starts the production server on the embedded database with the demo marketplace, and runs
// Lighthouse (mobile, simulated throttling) three times on /, /vessels, one listed vessel's page and /login.
// Prints per page the medians beside the goals, and the audits that cost points. Then times a visitor's first tap
// right after a page has loaded, on a throttled phone (scripts/bench/first-tap.ts). BENCH_ONLY=lighthouse or
// BENCH_ONLY=first-tap runs one part. A benchmark, not a test: it exits 0 when goals are missed, and non-zero only
// when something failed to build, start or measure.
import { spawnSync } from 'node:child_process';
import { inspect } from 'node:util';
import type { LaunchedChrome } from 'chrome-launcher';
import { firstTap } from './bench/first-tap';
import { CATEGORIES, runLighthouse, launchChrome, type Category, type PageRun } from './bench/lighthouse-run';
import { webServer, type WebServer } from './bench/web-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PARTS = ['lighthouse', 'first-tap'] as const;
const ONLY = process.env.BENCH_ONLY;

type Goal = { label: string; value: (r: PageRun) => number; format: (v: number) => string; goal?: { text: string; met: (v: number) => boolean } };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const score = (c: Category) => (r: PageRun) => r.scores[c];
const GOALS: Goal[] = [
  { label: 'performance', value: score('performance'), format: String, goal: { text: '>= 98', met: (v) => v >= 98 } },
  { label: 'accessibility', value: score('accessibility'), format: String, goal: { text: '100', met: (v) => v === 100 } },
  { label: 'best practices', value: score('best-practices'), format: String, goal: { text: '100', met: (v) => v === 100 } },
  { label: 'SEO', value: score('seo'), format: String, goal: { text: '100', met: (v) => v === 100 } },
  { label: 'LCP', value: (r) => r.lcpMs, format: (v) => `${(v / 1000).toFixed(2)} s`, goal: { text: '<= 1.0 s', met: (v) => v <= 1000 } },
  { label: 'TBT', value: (r) => r.tbtMs, format: (v) => `${Math.round(v)} ms` },
  { label: 'CLS', value: (r) => r.cls, format: (v) => v.toFixed(3), goal: { text: '<= 0.02', met: (v) => v <= 0.02 } },
  { label: 'HTML', value: (r) => r.documentBytes, format: kib },
  { label: 'JavaScript', value: (r) => r.scriptBytes, format: kib },
  { label: 'images', value: (r) => r.imageBytes, format: kib },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return console.log('BENCH_SKIP_BUILD=1: measuring the build already in dist/web');
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`npm run build failed (${res.status ?? res.signal})`);
}

/** A listed vessel's page, found as a visitor finds it: through the public search. */
async function vesselPath(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/vessels`);
  if (!res.ok) throw new Error(`GET /api/vessels: ${res.status}`);
  const body = (await res.json()) as { items?: { id?: string }[] };
  const id = body.items?.[0]?.id;
  if (!id) throw new Error('the public search lists no vessel: the demo data did not load');
  return `/vessels/${id}`;
}

function report(path: string, runs: PageRun[]): { met: number; goals: number } {
  let met = 0;
  let goals = 0;
  console.log(`\n${path}  (median of ${runs.length})`);
  for (const g of GOALS) {
    const v = median(runs.map(g.value));
    let verdict = '';
    if (g.goal) {
      goals++;
      if (g.goal.met(v)) met++;
      verdict = `goal ${g.goal.text.padEnd(9)} ${g.goal.met(v) ? 'met' : 'NOT MET'}`;
    }
    console.log(`  ${g.label.padEnd(15)} ${g.format(v).padStart(10)}   ${verdict}`);
  }
  // Audits that cost points in any run; the run count says whether it is steady or flickers.
  for (const category of CATEGORIES) {
    if (median(runs.map((r) => r.scores[category])) === 100 && runs.every((r) => r.failing[category].length === 0)) continue;
    const counts = new Map<string, number>();
    for (const r of runs) for (const title of r.failing[category]) counts.set(title, (counts.get(title) ?? 0) + 1);
    console.log(`  ${category} below 100:`);
    for (const [title, n] of counts) console.log(`    - ${title}${n < runs.length ? `  [${n} of ${runs.length} runs]` : ''}`);
  }
  const foreign = [...new Set(runs.flatMap((r) => r.foreignRequests))];
  if (foreign.length) console.log(`  requests that left the local server: ${foreign.join(', ')}`);
  return { met, goals };
}

let server: WebServer | null = null;
let chrome: LaunchedChrome | null = null;
let stopping: Promise<void> | null = null;
/** The exit code of the signal that stopped the run, if one did. */
let interrupted: number | null = null;
// Lighthouse and the DevTools protocol reject with plain objects as well as Errors.
const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : inspect(err));

/** Ends Chromium and the server (each at most once), whatever state the run is in. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    try {
      chrome?.kill();
    } catch (err) {
      console.error(`could not stop Chromium (pid ${chrome?.pid}): ${(err as Error).message}`);
    }
    await server?.stop();
  })();
  return stopping;
}

// Ctrl-C, a CI timeout or a crash outside the awaited path (an 'error' event nobody listens to) must not leave a
// server holding its folder or a headless Chromium behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = signal === 'SIGINT' ? 130 : 143; // the run in flight fails when its browser goes: not a failure to report
    void stopAll().finally(() => process.exit(interrupted!));
  });
}
process.once('uncaughtException', (err) => {
  console.error(`\nbench:web failed: ${describe(err)}`);
  void stopAll().finally(() => process.exit(1));
});

async function main() {
  if (ONLY && !PARTS.some((p) => p === ONLY)) throw new Error(`BENCH_ONLY=${ONLY}: expected one of ${PARTS.join(', ')}`);
  build();
  server = webServer();
  const origin = await server.start();
  if (ONLY !== 'first-tap') await lighthouseRuns(origin);
  if (ONLY !== 'lighthouse') await firstTap(origin);
}

async function lighthouseRuns(origin: string) {
  const paths = ['/', '/vessels', await vesselPath(origin), '/login'];
  // One plain request each first, so no page pays for the server's first use of a code path.
  for (const p of paths) await (await fetch(origin + p)).arrayBuffer();

  console.log(`\nLighthouse ${RUNS} x ${paths.length} pages on ${origin} (mobile preset, simulated throttling)`);
  const runs = new Map<string, PageRun[]>(paths.map((p) => [p, []]));
  // Round by round across the pages, so a passing disturbance on the machine spreads over pages instead of one page's runs.
  for (let i = 1; i <= RUNS; i++) {
    for (const p of paths) {
      const t = performance.now();
      // A fresh Chromium each run, as Lighthouse's CLI does: a second navigation to the same page in one browser
      // came back without a trace here (NO_NAVSTART; GoogleChrome/lighthouse#14736), and no run inherits another's state.
      // It still happens now and then with a fresh browser: such a run is taken again, up to twice (twice in a row was seen here).
      for (let attempt = 1; ; attempt++) {
        const browser = (chrome = await launchChrome());
        try {
          runs.get(p)!.push(await runLighthouse(origin + p, browser.port));
          break;
        } catch (err) {
          if (attempt > 2 || !String(err).includes('NO_NAVSTART')) throw err;
          console.log(`  run ${i}/${RUNS} ${p}: no trace recorded (NO_NAVSTART), measuring again`);
        } finally {
          chrome = null;
          browser.kill();
        }
      }
      console.log(`  run ${i}/${RUNS} ${p}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
  }

  let met = 0;
  let goals = 0;
  for (const [p, r] of runs) {
    const page = report(p, r);
    met += page.met;
    goals += page.goals;
  }
  console.log(`\ngoals met: ${met} of ${goals}`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  if (interrupted === null) console.error(`\nbench:web failed: ${describe(err)}`);
  exitCode = interrupted ?? 1;
} finally {
  await stopAll();
}
// Lighthouse's browser connection can keep the event loop alive after Chromium is gone.
process.exit(exitCode);
