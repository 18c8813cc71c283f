import { expect } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, ownerWithVessel, registerViaApi, signInViaApi, uniqueImo } from './fixtures';

test('a charterer messages the owner from the ship’s page; the owner’s open page receives it without reloading', async ({
  page,
  browser,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext({ baseURL });
  const { vessel } = await ownerWithVessel(ownerContext.request, admin, `Paros Trader ${uniqueImo()}`);
  await registerViaApi(page.request, 'charterer');

  // The owner's Messages page is open before anything is said.
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/app/messages');
  await expect(ownerPage.getByText('No conversations yet')).toBeVisible();

  await page.goto(`/vessels/${vessel.id}`);
  await page.getByRole('button', { name: 'Message the owner' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  const box = page.getByRole('textbox', { name: 'Message' });
  // Nothing empty is sent: the composer says what the API would.
  await box.press('Enter');
  await expect(page.getByText('Write a message first')).toBeVisible();
  await box.fill('Is she open in Piraeus early March?');
  await box.press('Shift+Enter');
  await box.pressSequentially('Call me on +30 210 458 7700');
  await box.press('Enter');
  const log = page.getByRole('log');
  await expect(log.getByText('Is she open in Piraeus early March?')).toBeVisible();
  await expect(log.getByText('[contact details hidden until the deal is fixed]', { exact: false })).toBeVisible();
  await expect(log.getByText('Delivered')).toBeVisible();
  await expect(box).toHaveValue('');

  // A file with a caption: the paperclip, then Send.
  await page.locator('input[type=file]').setInputFiles({
    name: 'Cargo plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(page.getByRole('button', { name: 'Remove Cargo plan.pdf' })).toBeVisible();
  await box.fill('Stowage as discussed');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('link', { name: /Cargo plan\.pdf/ })).toBeVisible();
  await expect(log.getByText('Stowage as discussed')).toBeVisible();

  // Pushed to the owner's page over the event stream: no reload, no polling.
  const entry = ownerPage.getByRole('link', { name: /Stowage as discussed/ });
  await expect(entry).toBeVisible({ timeout: 10_000 });
  await entry.click();
  await expect(ownerPage.getByRole('log').getByText('Is she open in Piraeus early March?')).toBeVisible();
  // The owner opened it: the charterer sees it read, live.
  await expect(log.getByText('Read', { exact: true })).toHaveCount(2, { timeout: 10_000 });
  await ownerContext.close();
});
