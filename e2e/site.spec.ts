import { expect } from '@playwright/test';
import { openWithAppHeldBack, test } from './test';
import { demo, lastMailTo, logIn, signInViaApi, uniqueEmail } from './fixtures';

test('the contact form validates, confirms on screen and by e-mail, and lands in the admin inbox', async ({ page, request }) => {
  await page.goto('/contact');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Tell us a little more: at least 10 characters')).toBeVisible();

  const email = uniqueEmail('contact');
  const company = `Hanseatic Steel Trading ${email.split('@')[0].split('.')[1]}`;
  await form.getByLabel('Name').fill('Jonas Becker');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Company (optional)').fill(company);
  await form.getByLabel('Topic').selectOption('chartering');
  await form.getByLabel('Message').fill('We need a 30,000 dwt geared bulker for steel coils Hamburg to Houston, laycan 10-20 March.');
  await form.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible();

  const mail = await lastMailTo(request, email, /received your message/i);
  expect(mail?.subject).toMatch(/received your message/i);

  await logIn(page, demo.admin);
  await page.goto('/app/admin/messages');
  await expect(page.getByText(company)).toBeVisible();
});

test('a signed-in member finds the contact form filled in with their name and e-mail, and can change them', async ({ page }) => {
  await signInViaApi(page.request, demo.charterer);
  const { profile } = await (await page.request.get('/api/accounts/me')).json();
  expect(profile.email).toBe(demo.charterer);
  await page.goto('/contact');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await expect(form.getByLabel('Name')).toHaveValue(profile.name);
  await expect(form.getByLabel('E-mail')).toHaveValue(profile.email);
  await expect(form.getByLabel('Company (optional)')).toHaveValue('');
  await form.getByLabel('Name').fill('Chartering desk');
  await expect(form.getByLabel('Name')).toHaveValue('Chartering desk');
});

test('the home page shows the figures the server counted, and no invented rating or testimonials', async ({ page, request }) => {
  await page.goto('/');
  const stats = await (await request.get('/api/site/stats')).json();
  const figures = page.getByRole('region', { name: 'What is on the market today' });
  const tiles: [number, RegExp][] = [
    [stats.listedVerifiedVessels, /^ships? listed by (a )?verified owners?$/],
    [stats.portsWithOpenPositions, /^ports? where (a )?listed ships? opens?$/],
    [stats.countriesWithOpenTonnage, /^(country|countries) with open tonnage$/],
    [stats.fixtures, /^charters? fixed on Fairlead$/],
  ];
  await expect(figures.locator('dt')).toHaveCount(tiles.length);
  for (const [value, label] of tiles) {
    await expect(
      figures
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd'),
    ).toHaveText(String(value));
  }
  await expect(page.getByText(/out of 5|reviews by owners|What clients say/)).toHaveCount(0);
});

test('the footer newsletter box subscribes an address, and twice is harmless', async ({ page }) => {
  const email = uniqueEmail('news');
  for (let i = 0; i < 2; i++) {
    await page.goto('/faq');
    await page.getByLabel(/Market brief/).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(`Subscribed: ${email}`)).toBeVisible();
  }
  await page.goto('/about');
  await page.getByLabel(/Market brief/).fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
});

test('the home search form takes the user to the vessel search with the filters in the URL', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Vessel type').selectOption('bulkCarrier');
  await page.getByLabel('Open port or region').fill('Piraeus');
  await page.getByLabel('Available from').fill('2027-01-05');
  await page.getByLabel('Available to').fill('2027-01-25');
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vessels\?type=bulkCarrier&location=Piraeus&from=2027-01-05&to=2027-01-25$/);
});

test('a page whose code is gone after a deploy opens afresh from the server; gone again, the error screen, not a loop', async ({ page }) => {
  // A lost code chunk, as after a deploy while the tab was open.
  await page.route(/\/assets\/faq-[^/]+\.js$/, (route) => route.abort());
  // Opened directly, the server's HTML stays on screen.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: /Frequently asked questions|FAQ/ })).toBeVisible();
  // Reached from another page of the app: the tab loads the page it was going to from the server, a new document.
  await page.goto('/contact');
  await page.evaluate(() => Object.assign(window, { openedBeforeTheDeploy: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: /Frequently asked questions|FAQ/ })).toBeVisible();
  expect(await page.evaluate(() => 'openedBeforeTheDeploy' in window)).toBe(false);
  // Missing again within seconds (the file is truly gone): the error screen, never a loop of reloads.
  await page.goto('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Fairlead' })).toBeVisible();
});

test('a reading page works before its app loads, loads it on the first move, and a member gets it at once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fix your charters directly. Keep the commission.' })).toBeVisible();
  // Nothing but the small first script while the visitor only reads.
  await page.waitForTimeout(500);
  expect(scripts.filter((s) => !/\/assets\/(hydrate-on-intent|preload-helper)-/.test(s))).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'on-intent');
  // The first tap loads the app, and is not lost: the menu opens once the app answers.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.length).toBeGreaterThan(2);
  // Subscribing before the app has loaded: held, then sent through the app; the address stays out of the URL.
  await page.goto('/about');
  await page.getByLabel(/Market brief/).evaluate((input: HTMLInputElement, email) => {
    input.value = email;
    input.form!.requestSubmit();
  }, uniqueEmail('brief'));
  await expect(page.getByText(/will receive the fortnightly market brief/)).toBeVisible();
  expect(page.url()).not.toContain('email=');

  // A member's header (their menu, notifications) needs the app: it comes with the page.
  await signInViaApi(page.request, demo.charterer);
  scripts.length = 0;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The app's own scripts came with the page, not the script that waits for a first move.
  expect(scripts.filter((s) => /hydrate-on-intent/.test(s))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(5);
});

test('on a phone the menu opens at the first tap, before the app has loaded, and the app agrees once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The app's script held back, as on a slow phone: the page is the server's HTML.
  const release = await openWithAppHeldBack(page, '/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'on-intent');
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mobile).toBeVisible();
  await expect(mobile.getByRole('link', { name: 'Chartering' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'on-intent');
  // The app arrives, replays the tap, and its state is the one on screen: the same button now closes the menu.
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(mobile).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(mobile).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'Chartering' }).click();
  await expect(page).toHaveURL(/\/services\/chartering$/);
  await expect(mobile).toBeHidden();
});
