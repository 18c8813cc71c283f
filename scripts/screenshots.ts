// Takes full-page screenshots of the given routes at 375 px and 1280 px, for looking at what we built.
// Usage: node --import tsx scripts/screenshots.ts http://localhost:3200 [--as owner|charterer|admin] /route …
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...rest] = process.argv.slice(2);
const asIndex = rest.indexOf('--as');
const role = asIndex >= 0 ? rest.splice(asIndex, 2)[1] : null;
const routes = rest.length ? rest : ['/'];
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  if (role) {
    const res = await context.request.post(`${base}/api/auth/sign-in/email`, {
      headers: { origin: base },
      data: { email: `${role}@fairlead.test`, password: 'fairlead-demo-2026' },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  for (const route of routes) {
    // Not 'networkidle': signed-in pages hold the event stream open for good.
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForTimeout(1200);
    const name = `${role ?? 'anon'}${route.replace(/[/?=&]/g, '_') || '_home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
