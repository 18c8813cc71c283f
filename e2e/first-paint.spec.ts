import { expect } from '@playwright/test';
import { test } from './test';

// A visitor on a phone sees a public page's content before the app's scripts take the connection: what the page
// fetches before its first paint is its styles and its photos, never a script (the one that loads the app is in
// the page: server/lib/web-pages.ts; the app is fetched once the page has painted: web/app/hydrate-on-intent.ts).
type Fetched = { url: string; start: number };

test('public pages paint their content before any script is fetched, and load the app after', async ({ page, request }) => {
  const listed = (await (await request.get('/api/vessels')).json()) as { items: { id: string }[] };
  expect(listed.items.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 412, height: 823 });

  for (const path of ['/vessels', `/vessels/${listed.items[0].id}`, '/login']) {
    await page.goto(path); // waits for the app (e2e/test.ts): it must come, after the paint
    const { firstPaint, fetched } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      fetched: performance.getEntriesByType('resource').map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    const before = fetched.filter((f: Fetched) => f.start < firstPaint).map((f: Fetched) => f.url);
    const scriptsAfter = fetched.filter((f: Fetched) => f.url.endsWith('.js') && f.start >= firstPaint);
    expect(before.length, path).toBeGreaterThan(0);
    expect(
      before.filter((url) => !/^\/assets\/[\w-]+\.css$/.test(url) && !url.startsWith('/api/media/vessels/')),
      path,
    ).toEqual([]);
    expect(scriptsAfter.length, path).toBeGreaterThan(0);
  }
});
