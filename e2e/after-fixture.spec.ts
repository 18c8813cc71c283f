import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { demo, logIn } from './fixtures';
import { test } from './test';

// #30 in the browser, on the demo's records (read only, so other tests see them unchanged): Thira Star's voyage, its
// statements of facts and agreed laytime sheet; Kalliope's time charter and its hire statement with off-hire.

const thiraCharterer = 'logistics@gulfpetro.test';

/** The fixed deal of the named ship that the signed-in member is party to, through the deals list. */
async function fixedDealOf(page: Page, ship: string): Promise<string> {
  const res = await page.request.get('/api/deals?stage=fixed');
  const { items } = (await res.json()) as { items: { id: string; vessel: { name: string } }[] };
  const deal = items.find((d) => d.vessel.name === ship);
  expect(deal?.vessel.name, `a fixed deal of ${ship}`).toBe(ship);
  expect(deal?.id).toMatch(/^[0-9a-f-]{36}$/);
  return deal!.id;
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('the owners reach a port call from the deal and read its statement and the agreed sheet on the port’s clock', async ({ page }) => {
  await logIn(page, demo.owner);
  const deal = await fixedDealOf(page, 'Thira Star');
  await page.goto(`/app/deals/${deal}`);
  await page.getByRole('link', { name: 'load port' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thira Star at Genova/);
  await expect(page.getByText('Version 1 recorded by')).toBeVisible();
  // Agreed by both: the owners read the statement, no longer edit it, and the sheet is final and settled.
  await expect(page.getByLabel('Notice of readiness tendered', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Agreed by both parties: the sheet is final/)).toBeVisible();
  await expect(page.getByText('$27,800.00').first()).toBeVisible();
  await expect(page.getByText(/Times in Europe\/Rome/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', `/api/deals/${deal}/laytime/sheet.pdf`);
  await expectAccessible(page);

  await page.getByRole('link', { name: /Discharge port/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thira Star at Mersin/);
  await expect(page.getByText(/Times in Europe\/Istanbul/)).toBeVisible();
  await expect(page.getByText('Ship’s crane no. 2, hydraulic failure')).toBeVisible();
});

test('the charterers read the same sheet, fits a phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, thiraCharterer);
  const deal = await fixedDealOf(page, 'Thira Star');
  await page.goto(`/app/deals/${deal}/ports/load`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Thira Star at Genova/);
  await expect(page.getByText(/^Agreed by both parties: the sheet is final/)).toBeVisible();
  await expect(page.getByText('$27,800.00').first()).toBeVisible();
  // The charterers' view of an entry: read-only, with a dispute to hand.
  await expect(page.getByRole('button', { name: 'Dispute loading commenced' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

test('the charterers read Kalliope’s hire statement: one off-hire accepted and deducted, one disputed', async ({ page }) => {
  await logIn(page, demo.charterer);
  const deal = await fixedDealOf(page, 'Kalliope');
  await page.goto(`/app/deals/${deal}`);
  await page.getByRole('link', { name: 'Hire statement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalliope');
  const offHire = page.getByRole('region', { name: 'Off-hire' });
  await expect(offHire.getByText(/Main engine breakdown, drifting off Busan/)).toBeVisible();
  await expect(offHire.getByText(/Deviation to Kaohsiung to land a sick crew member/)).toBeVisible();
  // 30 hours off hire at USD 18,500 a day, a line of the statement's table on a wide screen.
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Off-hire: Main engine breakdown' })).toContainText('$23,125.00');
  await expectAccessible(page);
});
