import { expect } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, fixedDealViaApi, logIn, ownerWithVessel, registerViaApi, signInViaApi, uniqueImo, verifyCompanyViaApi } from './fixtures';

test('an admin opens a vessel record, suspends it with a reason, and reinstates it', async ({ page, browser, playwright }) => {
  const name = `Kythira Trader ${uniqueImo()}`;
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext();
  await ownerWithVessel(ownerContext.request, admin, name);
  await ownerContext.close();

  await logIn(page, demo.admin);
  await page.goto('/app/admin');
  await expect(page.getByTestId('tile-Vessels')).toHaveText(/^\d+$/);
  await page
    .getByRole('link', { name: /Vessels/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/app\/admin\/vessels$/);
  await page.getByRole('searchbox', { name: 'Search vessels by name or type' }).fill(name);
  const row = page.getByTestId('admin-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `View ${name}` }).click();
  const record = page.getByRole('dialog', { name });
  await expect(record.getByText('Bulk carrier')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${name}` });
  await dialog.getByRole('button', { name: 'Suspend vessel' }).click();
  await expect(dialog.getByText('Give a reason of at least 5 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Class certificate expired last week');
  await dialog.getByRole('button', { name: 'Suspend vessel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('suspended')).toBeVisible();

  await row.getByRole('button', { name: `Reinstate ${name}` }).click();
  const back = page.getByRole('dialog', { name: `Reinstate ${name}` });
  await back.getByLabel('Reason').fill('Renewed certificate received and checked');
  await back.getByRole('button', { name: 'Reinstate vessel' }).click();
  await expect(row.getByText('available')).toBeVisible();

  await page.goto('/app/admin/audit');
  await expect(page.getByText('vessel.reinstated').first()).toBeVisible();
  await admin.dispose();
});

// The charter is this test's own: a deal fixed through the API on a vessel of its own.
test('an admin cancels a charter with a reason', async ({ page, browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext();
  const { vessel } = await ownerWithVessel(ownerContext.request, admin, `Serifos Bulker ${uniqueImo()}`);
  const chartererContext = await browser.newContext();
  const charterer = await registerViaApi(chartererContext.request, 'charterer');
  await verifyCompanyViaApi(chartererContext.request, admin, charterer.company);
  const dealId = await fixedDealViaApi(ownerContext.request, chartererContext.request, vessel.id);

  await logIn(page, demo.admin);
  await page.goto('/app/admin/charters');
  await page.getByRole('searchbox', { name: 'Search charters by vessel id or status' }).fill(vessel.id);
  const row = page.getByTestId('admin-row').first();
  await expect(row.getByText('confirmed')).toBeVisible();
  const cancelButton = row.getByRole('button', { name: /^Cancel charter/ });
  const charterLabel = (await cancelButton.getAttribute('aria-label'))?.replace('Cancel charter ', '');
  expect(charterLabel).toMatch(/^\w+/);
  await cancelButton.click();
  const dialog = page.getByRole('dialog', { name: /^Cancel charter/ });
  await dialog.getByLabel('Reason').fill('Owner and charterer agreed to withdraw the fixture');
  await dialog.getByRole('button', { name: 'Cancel charter' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search charters by vessel id or status' }).fill(vessel.id);
  const cancelled = page.getByTestId('admin-row').filter({ has: page.getByRole('button', { name: `View charter ${charterLabel}` }) });
  await expect(cancelled.getByText('cancelled')).toBeVisible();
  // The deal that made the charter says so on its record.
  const { deal } = await (await admin.get(`/api/deals/${dealId}`)).json();
  expect([deal.stage, deal.events.at(-1).note]).toEqual(['cancelled', 'Owner and charterer agreed to withdraw the fixture']);
  await ownerContext.close();
  await chartererContext.close();
  await admin.dispose();
});

test('a change shows even when a search that left before it answers after it', async ({ browser, page }) => {
  const memberContext = await browser.newContext();
  const user = await registerViaApi(memberContext.request, 'charterer');
  await memberContext.close();
  await logIn(page, demo.admin);
  await page.goto('/app/admin/users');
  const row = page.getByTestId('admin-row').filter({ hasText: user.company });
  const role = row.getByRole('combobox', { name: `Role of ${user.company}` });
  await expect(role).toHaveValue('charterer'); // newest first: on the first page

  // The search reads the list before the role change and is held back until the change has been answered.
  let answerSearch = () => {};
  const changed = new Promise<void>((resolve) => (answerSearch = resolve));
  await page.route(
    (url) => url.pathname === '/api/admin/users' && url.searchParams.get('q') === user.company,
    async (route) => {
      const stale = await route.fetch();
      await changed;
      await route.fulfill({ response: stale });
    },
    { times: 1 },
  );
  const searchSent = page.waitForRequest((r) => r.url().includes(`q=${encodeURIComponent(user.company).replace(/%20/g, '+')}`));
  await page.getByRole('searchbox', { name: 'Search users by company or role' }).fill(user.company);
  await searchSent;
  const changeAnswered = page.waitForResponse((r) => r.url().endsWith(`/api/admin/users/${user.id}/role`));
  await role.selectOption('owner');
  await page
    .getByRole('dialog', { name: `Make ${user.company} a Vessel Owner?` })
    .getByRole('button', { name: 'Change to Vessel Owner' })
    .click();
  expect((await changeAnswered).status()).toBe(200);
  answerSearch();
  await expect(role).toHaveValue('owner');
  await expect(row).toHaveCount(1);
});

test('the admin tables keep status and actions in sight at 1280 px and on a phone', async ({ browser }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await logIn(page, demo.admin);
    for (const [path, action] of [
      ['/app/admin/charters', /^Cancel charter/],
      ['/app/admin/users', /^Delete /],
      ['/app/admin/payments', /^View payment /],
    ] as const) {
      await page.goto(path);
      const button = page.getByRole('button', { name: action }).first();
      await expect(button).toBeVisible();
      // Inside the screen, and not clipped by a table that would have to be scrolled sideways to reach it.
      const sight = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        let clip = { left: 0, right: window.innerWidth };
        for (let p = el.parentElement; p; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') {
            const r = p.getBoundingClientRect();
            clip = { left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
          }
        }
        return { left: box.left, right: box.right, clipLeft: clip.left, clipRight: clip.right };
      });
      expect(sight.left >= sight.clipLeft && sight.right <= sight.clipRight + 0.5, `${path} at ${width}px: ${JSON.stringify(sight)}`).toBe(true);
      // No sideways scrolling needed to reach it: the page itself is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (path === '/app/admin/payments') {
        // Labelled, not icons alone; and at 1280 px every column (Scheduled too) fits without scrolling the table.
        await expect(button).toHaveText('View');
        if (width === 1280) {
          const table = page.getByRole('table', { name: 'Payments' });
          expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
        }
      }
    }
    await context.close();
  }
});
