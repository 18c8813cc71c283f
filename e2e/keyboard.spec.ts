import { expect } from '@playwright/test';
import { test } from './test';
import { demo, logIn, registerViaApi, signInViaApi, verifyCompanyViaApi } from './fixtures';

test('the Vessels menu opens and navigates with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  const trigger = page.getByRole('button', { name: 'Vessels menu' });
  const main = page.getByRole('navigation', { name: 'Main' });
  const browseAll = main.getByRole('link', { name: 'Browse All Vessels' });
  const availableNow = main.getByRole('link', { name: 'Available Now' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(browseAll).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(browseAll).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(availableNow).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(browseAll).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Arrow down from the closed button opens it on its first link; Tab past the last link closes it.
  await page.keyboard.press('ArrowDown');
  await expect(browseAll).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(availableNow).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(browseAll).toBeHidden();
  await trigger.focus();
  await page.keyboard.press('ArrowUp');
  await expect(availableNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vessels\/available$/);
});

test('the mobile menu toggles open and closed, with Admin Panel for admins', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, demo.admin);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
});

test('on a phone the account strip scrolls to the current page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, demo.admin);
  await page.goto('/app/admin/audit');
  const strip = page.getByRole('navigation', { name: 'Account' });
  await expect(strip.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  await expect(strip.getByRole('link', { name: 'Audit log' })).toBeInViewport({ ratio: 1 });
  await page.goto('/app/settings');
  await expect(strip.getByRole('link', { name: 'Settings' })).toBeInViewport({ ratio: 1 });
});

test('a modal traps focus and gives it back when it closes', async ({ page }) => {
  await logIn(page, demo.admin);
  await page.goto('/app/admin/users');
  const opener = page.getByRole('button', { name: 'Create Admin' });
  await expect(page.getByTestId('admin-row').first()).toBeVisible();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Admin' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the header bell shows the real unread count, and marking all as read clears it', async ({ browser, page }) => {
  // A fresh owner whose only notification is the one an admin's approval of its papers sends: no other test touches it.
  const owner = await registerViaApi(page.request, 'owner');
  const adminContext = await browser.newContext();
  await signInViaApi(adminContext.request, demo.admin);
  await verifyCompanyViaApi(page.request, adminContext.request, owner.company);
  await adminContext.close();

  await page.goto('/app/notifications');
  const list = page.getByRole('list', { name: 'Your notifications' });
  await expect(list.locator('[data-unread]')).toHaveCount(1);
  await expect(list).toContainText(`Fairlead checked ${owner.company}'s registration and documents.`);
  const bell = page.getByRole('link', { name: /^Notifications/ }).first();
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.locator('[data-unread]')).toHaveCount(0);
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(); // nothing left to mark
  await page.reload(); // the server kept it
  await expect(page.getByRole('list', { name: 'Your notifications' })).toBeVisible();
  await expect(page.locator('[data-unread]')).toHaveCount(0);
});
