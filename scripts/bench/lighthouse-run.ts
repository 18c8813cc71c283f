// One Lighthouse run of one page, reduced to the figures the web benchmark reports. Lighthouse's default
// configuration is the one we measure against: a mid-range phone on a slow 4G link, throttling simulated (Lantern)
// from an unthrottled load, so the figures do not depend on this machine's network and vary less between runs.
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageRun = {
  /** 0 to 100, as the report shows them. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page itself, with what is written into it (the on-intent script, the icon, the hydration state). */
  documentBytes: number;
  scriptBytes: number;
  imageBytes: number;
  /** Per category, the audits that cost it points ("title (id)"). */
  failing: Record<Category, string[]>;
  /** Requests that left our origin: there should be none (the benchmark must not depend on the internet). */
  foreignRequests: string[];
};

// Debian's package; CHROME_PATH names another one (chrome-launcher reads the same variable by convention).
const DEFAULT_CHROME = '/usr/bin/chromium';

/** A headless Chromium for Lighthouse to drive. Runs in its own process group; kill() ends the group and its profile folder. */
export async function launchChrome(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROME_PATH || DEFAULT_CHROME;
  // chrome-launcher leaves a failed spawn as an unhandled 'error' event, which would end the benchmark on the spot.
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  return launch({
    chromePath,
    // No sandbox: it needs user namespaces, which containers and CI often lack. The rest keeps Chromium from
    // calling home (updates, sync, field trials), which would both leave the machine and disturb the measurement.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
    handleSIGINT: false, // the benchmark stops Chromium itself, together with the server, on any signal
    logLevel: 'silent',
  });
}

type TableItem = Record<string, unknown>;
const tableItems = (lhr: Result, id: string): TableItem[] => {
  const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
  if (!details?.items) throw new Error(`Lighthouse gave no "${id}" table`);
  return details.items;
};

const numeric = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for "${id}"`);
  return value;
};

/**
 * An audit costs its category points when it is weighted and not perfect. Unweighted ones (the performance
 * diagnostics and opportunities) are listed by the report's own rule: failing below 0.9.
 */
function failingAudits(lhr: Result, category: Category): string[] {
  return lhr.categories[category].auditRefs
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return false;
      return audit.score < (ref.weight > 0 ? 1 : 0.9);
    })
    .map((ref) => `${lhr.audits[ref.id].title} (${ref.id})`);
}

/** Runs Lighthouse on `url` in the Chromium listening on `chromePort`; throws if Lighthouse could not measure the page. */
export async function runLighthouse(url: string, chromePort: number): Promise<PageRun> {
  const result = await lighthouse(url, { port: chromePort, logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  // A page that never painted, or a main document that failed, comes back as a result with a runtime error.
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const scores = {} as Record<Category, number>;
  const failing = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    scores[category] = Math.round(score * 100);
    failing[category] = score < 1 ? failingAudits(lhr, category) : [];
  }

  const summary = tableItems(lhr, 'resource-summary');
  const transferred = (type: string) => Number(summary.find((row) => row.resourceType === type)?.transferSize ?? 0);
  const origin = new URL(url).origin;
  const foreignRequests = tableItems(lhr, 'network-requests')
    .map((row) => String(row.url))
    .filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);

  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    documentBytes: transferred('document'),
    scriptBytes: transferred('script'),
    imageBytes: transferred('image'),
    failing,
    foreignRequests,
  };
}
