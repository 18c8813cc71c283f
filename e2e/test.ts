import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with one change: after `page.goto` lands on a page the server rendered, it waits for
 * React to hydrate it. Until then the page shows its content but does not yet answer (a click or a chosen
 * file would be lost), which is what a person on a slow phone sees too; the tests act as one who waits for
 * the page to be ready. `main.tsx` marks <html data-hydrated> once the first render has committed (or
 * "failed", when the page's code could not be loaded). A page that loads its app on the visitor's first move
 * is ready as it arrives ("on-intent": web/app/hydrate-on-intent.ts holds and replays what comes before).
 */
function whenReady(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A reading page loads its app on the first move ("on-intent"); any other waits for it ("true", or "failed").
    await page.waitForFunction(
      () =>
        !document.getElementById('fairlead-server-state') ||
        ['true', 'failed', 'on-intent'].includes(document.documentElement.dataset.hydrated ?? ''),
    );
    return response;
  };
  return page;
}

function pagesWhenReady(context: BrowserContext) {
  for (const page of context.pages()) whenReady(page);
  context.on('page', whenReady);
  return context;
}

function browserWhenReady(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => pagesWhenReady(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => whenReady(await newPage(options));
  return browser;
}

export const test = base.extend({
  browser: [async ({ browser }, provide) => provide(browserWhenReady(browser)), { scope: 'worker' }],
  context: async ({ context }, provide) => provide(pagesWhenReady(context)),
});

/**
 * Opens `path` with the app's script held back, as on a slow phone, and without waiting for the app (Playwright's
 * own goto): the page is the server's HTML until `release()` lets the script through.
 */
export async function openWithAppHeldBack(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await (Object.getPrototypeOf(page) as Page).goto.call(page, path);
  return release;
}
