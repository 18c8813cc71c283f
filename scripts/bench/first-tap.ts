// The first tap on a phone: the public pages load the app only on a visitor's first move (web/app/hydrate-on-intent.ts),
// so a tap right after the page has loaded may wait for the app's JavaScript to arrive, run and hydrate. Each scenario
// opens its page in a fresh browser context (cold cache, not signed in) as a phone on slow 4G with its CPU 4x slower
// than this machine's, taps at once after the load event and times the tap to the first frame showing the answer:
// the interaction's latency as a visitor lives it, set against the 'good' INP threshold.
import { chromium, errors, type Browser, type CDPSession, type Page } from '@playwright/test';
import { firstTapScenarios, type Scenario } from './first-tap-scenarios';
import { marksKey, watchFirstTap, type Marks } from './first-tap-watch';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 200;
/** How long a tap is given to show its answer: one that has not by then is reported as unanswered, and over the goal. */
const ANSWER_TIMEOUT_MS = 20_000;

// Lighthouse's mobile slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up), applied by DevTools per request;
// DevTools takes throughputs in bytes per second.
const kbps = (k: number) => (k * 1024) / 8;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: kbps(1638.4),
  uploadThroughput: kbps(750),
  connectionType: 'cellular4g',
} as const;
const CPU_SLOWDOWN = 4;

/** One tap, in ms from the touch: null where it did not happen before the answer (an answer never seen: Infinity). */
type Run = { answerMs: number; scriptsMs: number | null; hydratedMs: number | null; scriptBytes: number };

type ScriptLoad = { finishedAt?: number; bytes?: number };

/** The JavaScript files the tab fetches, with the absolute time each was in (DevTools' clock set onto the wall clock). */
function recordScripts(cdp: CDPSession): Map<string, ScriptLoad> {
  const loads = new Map<string, ScriptLoad>();
  let wallOffset = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.wallTime) wallOffset = e.wallTime - e.timestamp;
    if (e.type === 'Script' || new URL(e.request.url).pathname.endsWith('.js')) loads.set(e.requestId, {});
  });
  cdp.on('Network.loadingFinished', (e) => {
    const load = loads.get(e.requestId);
    if (load) Object.assign(load, { finishedAt: (e.timestamp + wallOffset) * 1000, bytes: e.encodedDataLength });
  });
  return loads;
}

/**
 * A function's source to run in the page. tsx compiles this script keeping function names, which wraps the named
 * functions inside with a `__name` helper the page does not have: the page is given one that does nothing.
 */
function inPage<A>(fn: (arg: A) => void, arg: A): string {
  return `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}); })()`;
}

/** The marks once the answer is on screen, or as they stand when the tap has had its time. */
async function answered(page: Page): Promise<Marks> {
  const marks = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as Marks | null, marksKey);
  try {
    // Survives the navigation a tapped link starts: Playwright runs it again in the next document.
    await page.waitForFunction((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null')?.answer != null, marksKey, {
      timeout: ANSWER_TIMEOUT_MS,
      polling: 50,
    });
  } catch (err) {
    if (!(err instanceof errors.TimeoutError)) throw err;
  }
  return (await marks()) ?? { tap: null, hydrated: null, answer: null };
}

async function measure(browser: Browser, origin: string, s: Scenario): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript({ content: inPage(watchFirstTap, { answer: s.answer, key: marksKey }) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = recordScripts(cdp);

    await page.goto(origin + s.path, { waitUntil: 'load', timeout: 90_000 });
    await s.target(page).tap({ timeout: 30_000 });
    const marks = await answered(page);
    if (marks.tap === null) throw new Error(`${s.name}: the page saw no touch`);
    const tap = marks.tap;
    const end = marks.answer ?? Date.now();
    // Every file of JavaScript is the app's (the page's own script is written into it): those in before the answer.
    const app = [...scripts.values()].filter((l) => l.finishedAt !== undefined && l.finishedAt <= end);
    const lastScript = Math.max(...app.map((l) => l.finishedAt!));
    return {
      answerMs: marks.answer === null ? Infinity : marks.answer - tap,
      scriptsMs: app.length && lastScript > tap ? lastScript - tap : null,
      hydratedMs: marks.hydrated === null ? null : Math.max(0, marks.hydrated - tap),
      scriptBytes: app.reduce((sum, l) => sum + (l.bytes ?? 0), 0),
    };
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];
const ms = (v: number | null) => (v === null ? '-' : v === Infinity ? 'no answer' : `${Math.round(v)} ms`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(s: Scenario, runs: Run[]) {
  const answers = runs.map((r) => r.answerMs);
  const medianOf = (pick: (r: Run) => number | null) => {
    const known = runs.map(pick).filter((v): v is number => v !== null);
    return known.length ? percentile(known, 50) : null;
  };
  console.log(
    `  ${s.name.padEnd(20)} p50 ${ms(percentile(answers, 50)).padStart(8)}  p75 ${ms(percentile(answers, 75)).padStart(8)}  max ${ms(Math.max(...answers)).padStart(8)}` +
      `   | medians: scripts in ${ms(medianOf((r) => r.scriptsMs)).padStart(8)}, hydrated ${ms(medianOf((r) => r.hydratedMs)).padStart(8)}, JavaScript ${kib(medianOf((r) => r.scriptBytes) ?? 0)}`,
  );
}

export async function firstTap(origin: string): Promise<void> {
  const scenarios = await firstTapScenarios(origin);
  // One plain request each first, so no tap pays for the server's first use of a code path.
  for (const p of new Set(scenarios.map((s) => s.path))) await (await fetch(origin + p)).arrayBuffer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(`\nFirst tap: ${RUNS} x ${scenarios.length} taps right after load (390x844 touch screen, CPU ${CPU_SLOWDOWN}x slower, slow 4G)`);
    const runs = new Map<Scenario, Run[]>(scenarios.map((s) => [s, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const s of scenarios) {
        const run = await measure(browser, origin, s);
        runs.get(s)!.push(run);
        console.log(`  run ${i}/${RUNS} ${s.name}: ${ms(run.answerMs)}`);
      }
    }
    console.log('\nfrom the tap to the answer on screen; after the bar: when the last script was in and the app hydrated, from the tap,');
    console.log('and the JavaScript in before the answer');
    for (const [s, r] of runs) report(s, r);
    const all = [...runs.values()].flat().map((r) => r.answerMs);
    const p75 = percentile(all, 75);
    console.log(`  ${'all taps'.padEnd(20)} p75 ${ms(p75)}   goal <= ${GOAL_MS} ms p75 ${p75 <= GOAL_MS ? 'met' : 'NOT MET'}`);
  } finally {
    await browser.close();
  }
}
