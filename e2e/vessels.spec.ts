import path from 'node:path';
import { expect } from '@playwright/test';
import { openWithAppHeldBack, test } from './test';
import { baseURL } from '../playwright.config';
import { demo, demoVesselId, logIn, registerViaApi, signInViaApi, submitVerificationViaApi } from './fixtures';

// Valid IMO numbers unique to this spec (check digit computed as the IMO rule says).
const imoFrom = (six: number) => {
  const s = String(six);
  return s + ([...s].reduce((sum, d, i) => sum + Number(d) * (7 - i), 0) % 10);
};

test('an owner lists a vessel with a photo, an admin approves the owner’s papers in the queue, a charterer finds it and opens its page', async ({
  browser,
}) => {
  // Three people in three browsers, a dozen pages between them: 36 s on a machine at half speed, so it gets
  // twice the default minute.
  test.setTimeout(120_000);
  const vesselName = `Marlin Endeavour ${Date.now() % 100000}`;
  const imo = imoFrom(940000 + (Date.now() % 50000));

  // 1. A new, unverified owner lists a ship.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerAccount = await registerViaApi(ownerContext.request, 'owner');
  await owner.goto('/owner/vessels');
  await owner.getByRole('link', { name: 'List a vessel' }).click();
  await owner.getByLabel('Vessel name').fill(vesselName);
  await owner.getByLabel('IMO number').fill('8814274');
  await owner.getByLabel('Flag').selectOption('PA');
  await owner.getByLabel('Vessel type').selectOption('tanker');
  await owner.getByLabel('Year built').fill('2018');
  await owner.getByLabel('Length overall (m)').fill('183');
  await owner.getByLabel('Beam (m)').fill('32.2');
  await owner.getByLabel('Summer draught (m)').fill('12.1');
  await owner.getByLabel('Deadweight (tonnes)').fill('49900');
  await owner.getByLabel('Cargo tank capacity (cubic metres)').fill('53000');
  await owner.getByLabel('Open port').fill('rotterdam');
  await owner.getByRole('option', { name: /Rotterdam, Netherlands/ }).click();
  await owner.getByLabel('Open from').fill('2027-02-01');
  await owner.getByLabel('Time charter').check();
  await owner.getByLabel('Indicative rate (USD per day, optional)').fill('23500');
  await owner.getByRole('button', { name: 'Save vessel' }).click();
  await expect(owner.getByText('This IMO number fails its check digit')).toBeVisible();
  await owner.getByLabel('IMO number').fill(imo);
  await owner.getByRole('button', { name: 'Save vessel' }).click();
  await expect(owner.getByText('Vessel saved. Add photos below')).toBeVisible();

  await owner.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, '../server/test/fixtures/ship.jpg'));
  await expect(owner.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  await owner.goto('/owner/vessels');
  const card = owner.getByRole('list', { name: `Why ${vesselName} is not public` });
  await expect(card).toContainText('not verified');

  // 2. The owner sends its company's papers; an admin checks them in the review queue and approves with the
  // expiry date printed on each. The users list has no shortcut: it leads to the queue.
  const legalName = `${ownerAccount.company} Shipping S.A.`;
  await submitVerificationViaApi(ownerContext.request, legalName, { operatesShips: true });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, demo.admin);
  await admin.goto('/app/admin/users');
  await admin.getByRole('searchbox', { name: 'Search users by company or role' }).fill(ownerAccount.company);
  const userRow = admin.getByTestId('admin-row').filter({ hasText: ownerAccount.company });
  await userRow.getByRole('link', { name: /^Not verified/ }).click();
  await expect(admin).toHaveURL(/\/app\/admin\/verification$/);
  // The queue lists the waiting files oldest first; others (the demo's, other tests') may wait before this one.
  const review = admin
    .locator('div')
    .filter({ has: admin.getByRole('heading', { level: 2, name: legalName }) })
    .last();
  await expect(review.getByRole('link', { name: 'Open the document' })).toHaveCount(4);
  const download = admin.waitForEvent('download');
  await review.getByRole('link', { name: 'Open the document' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.(pdf|png)$/);
  const dates = review.getByLabel('Expiry date on the document');
  await expect(dates).toHaveCount(4);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review.getByRole('alert')).toHaveText('Enter the expiry date shown on the document (a date after today)');
  for (const [i, on] of ['2099-05-31', '2098-11-30', '2099-02-28', '2099-03-31'].entries()) await dates.nth(i).fill(on);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: legalName })).toHaveCount(0);

  // The owner's company is verified until the earliest of the dates, and the ship goes public.
  await owner.goto('/app/company/verification');
  await expect(owner.getByText(/^Verified company: registration checked on /)).toBeVisible();
  await expect(owner.getByText('Valid until')).toContainText('2098');

  // 3. A charterer searches by type, dates and port, and opens the vessel page.
  const chartererContext = await browser.newContext();
  const charterer = await chartererContext.newPage();
  await logIn(charterer, demo.charterer);
  await charterer.goto('/');
  await charterer.getByLabel('Vessel type').selectOption('tanker');
  await charterer.getByLabel('Open port or region').fill('Rotterdam');
  await charterer.getByLabel('Available from').fill('2027-02-10');
  await charterer.getByLabel('Available to').fill('2027-03-10');
  await charterer
    .getByRole('button', { name: /Search/ })
    .first()
    .click();
  await expect(charterer).toHaveURL(/\/vessels\?.*type=tanker/);
  await expect(charterer).toHaveURL(/location=Rotterdam/);
  const result = charterer.getByRole('link', { name: new RegExp(vesselName) });
  await expect(result).toBeVisible();
  await result.click();
  await expect(charterer.getByRole('heading', { level: 1, name: vesselName })).toBeVisible();
  await expect(charterer.getByText(`IMO ${imo}`).first()).toBeVisible();
  await expect(charterer.getByText('Rotterdam').first()).toBeVisible();
  await expect(charterer.getByRole('img').first()).toBeVisible();

  await Promise.all([ownerContext.close(), adminContext.close(), chartererContext.close()]);
});

test('search filters live in the URL and the back button restores them', async ({ page }) => {
  // Other browser tests list bulk carriers of 63,500 dwt: the size keeps the demo's Aegean Spirit (~82,000 dwt) on page 1.
  await page.goto('/vessels?type=bulkCarrier&minSize=80000');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Aegean Spirit/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nordic Fjell/ })).toHaveCount(0);
  await page.goto('/vessels?type=container');
  await expect(page.getByRole('link', { name: /Nordic Fjell/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/type=bulkCarrier&minSize=80000/);
  await expect(page.getByRole('link', { name: /Aegean Spirit/ })).toBeVisible();
});

test('an empty result says so and widens the search in one click', async ({ page }) => {
  // Aegean Spirit is a bulk carrier of ~82,000 dwt: a 400,000 dwt minimum finds nothing. Its name keeps it on
  // page 1 once the size goes, whatever other browser tests have listed.
  await page.goto('/vessels?type=bulkCarrier&q=Aegean&minSize=400000');
  const empty = page.getByRole('region', { name: 'No vessels match these filters' });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Remove the date range' })).toHaveCount(0); // no dates to remove
  await empty.getByRole('button', { name: 'Remove the size limits' }).click();
  await expect(page).toHaveURL(/type=bulkCarrier/);
  await expect(page).not.toHaveURL(/minSize/);
  await expect(page.getByRole('link', { name: /Aegean Spirit/ })).toBeVisible();

  await page.goto('/vessels?q=no-such-ship-anywhere');
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).not.toHaveURL(/q=/);
  // Every listed ship again (other browser tests add theirs, so which ship comes first is not fixed).
  await expect(empty).toBeHidden();
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('the open-positions map is drawn from shipped data only, and a port on it opens that port’s search', async ({ page, request }) => {
  const offSite: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(`${baseURL}/`) && !r.url().startsWith('data:')) offSite.push(r.url());
  });
  const { ports: positions }: { ports: { locode: string; country: string; vessels: number }[] } = await (
    await request.get('/api/vessels/open-positions')
  ).json();
  const piraeus = positions.find((p) => p.locode === 'GRPIR');
  expect(piraeus?.vessels, 'the demo data has ships open at Piraeus').toBeGreaterThanOrEqual(1);

  await page.goto('/vessels/map');
  const map = page.getByRole('group', { name: 'World map of open positions' });
  await expect(map.getByRole('link')).toHaveCount(positions.length);
  const port = map.getByRole('link', {
    name: `Piraeus, ${piraeus?.country}: ${piraeus?.vessels} ${piraeus?.vessels === 1 ? 'vessel' : 'vessels'} open`,
  });
  await port.click();
  await expect(page).toHaveURL(/\/vessels\?port=GRPIR$/);
  // Other browser tests list ships open at Piraeus too, newest first: the search is Piraeus's, whichever ship leads it.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('button', { name: /^Remove filter: Open port: Piraeus/ })).toBeVisible();
  await expect(
    results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first(),
  ).toContainText('Open Piraeus, Greece');
  expect(offSite, 'requests that left the site').toEqual([]);
});

test('a vessel page marks the held dates as unavailable to the public, and only those', async ({ page, request, playwright }) => {
  // The demo data holds a deal on subjects for Aegean Spirit (about a hundred days out): the public reads it as
  // unavailable, not by its stage.
  const aegean = await demoVesselId(request, 'Aegean Spirit');
  const { booked }: { booked: { start: string; end: string; state: string }[] } = await (await request.get(`/api/vessels/${aegean}`)).json();
  expect(booked.length, 'the demo held dates of Aegean Spirit').toBeGreaterThan(0);
  expect(
    booked.map((b) => b.state),
    'the public reads every held day as unavailable',
  ).toEqual(booked.map(() => 'unavailable'));

  // The page's calendar shows the next three months: its owner takes days 20 to 24 off the market for maintenance on
  // Stavanger Pride (a ferry: no cargo order of the other browser tests matches her), and puts them back after.
  const owner = await playwright.request.newContext({ baseURL });
  await signInViaApi(owner, 'ops@nordicreefer.test');
  const vesselId = await demoVesselId(request, 'Stavanger Pride');
  const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [start, end] = [iso(20), iso(24)];
  const added = await owner.post(`/api/vessels/${vesselId}/blocks`, {
    headers: { origin: baseURL },
    data: { start, end, reason: 'maintenance', note: 'Annual survey' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { block } = await added.json();
  try {
    const day = (isoDate: string, shift = 0) => {
      const d = new Date(`${isoDate}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + shift);
      return `${d.getUTCDate()} ${d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
    };
    await page.goto(`/vessels/${vesselId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stavanger Pride' })).toBeVisible();
    const isHeld = (label: string) => page.getByRole('cell', { name: `${label}, unavailable`, exact: true });
    await expect(isHeld(day(start))).toBeVisible();
    await expect(isHeld(day(end))).toBeVisible();
    await expect(isHeld(day(start, -1))).toHaveCount(0);
    await expect(isHeld(day(end, 1))).toHaveCount(0);
    // The note and the reason are the owner's: the public reads only "unavailable".
    await expect(page.getByText('Annual survey')).toHaveCount(0);
    await expect(page.getByText('Pending request')).toHaveCount(0);
  } finally {
    const removed = await owner.delete(`/api/vessels/${vesselId}/blocks/${block.id}`, { headers: { origin: baseURL } });
    expect(removed.status()).toBe(204);
    await owner.dispose();
  }
});

test('a filter chosen before the search page has loaded its app is kept and applied once it has', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The app's script held back, as on a slow phone: the visitor picks a vessel type in the server's page meanwhile.
  const release = await openWithAppHeldBack(page, '/vessels');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'after-load');
  const filters = page.getByRole('search', { name: 'Vessel filters' });
  await filters.getByLabel('Vessel type').selectOption('tanker');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(/\/vessels\?type=tanker$/);
  await expect(filters.getByLabel('Vessel type')).toHaveValue('tanker');
});

test('on a phone, Filters tapped before the search page has loaded its app opens the filters at once, and the app agrees', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await openWithAppHeldBack(page, '/vessels');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'after-load');
  const filters = page.getByRole('search', { name: 'Vessel filters' });
  await expect(filters).toBeHidden();
  // The first script opens the panel at once, and the app, replaying the tap, agrees.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(filters).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'after-load');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(filters).toBeVisible();
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(filters).toBeVisible();
});
