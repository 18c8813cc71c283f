import { expect, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { test } from './test';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { demo, ownerWithVessel, signInViaApi, uniqueImo } from './fixtures';

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A small real JPEG of one colour, made here: each photo's bytes differ, nothing is fetched. */
const photo = async (name: string, r: number, g: number, b: number): Promise<Upload> => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 427, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer(),
});

/** Drops files on the zone as a drag from the desktop would: a DataTransfer built in the page carries them. */
async function dropFiles(page: Page, zoneName: string, files: Upload[]) {
  const zone = page.getByRole('button', { name: zoneName });
  const dataTransfer = await page.evaluateHandle(
    (sent) => {
      const dt = new DataTransfer();
      for (const f of sent) dt.items.add(new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, { type: f.mimeType }));
      return dt;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, data: f.buffer.toString('base64') })),
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByRole('button', { name: 'Drop to upload' }), 'the zone lights up under a drag').toHaveAttribute('data-dragging', 'true');
  await page.getByRole('button', { name: 'Drop to upload' }).dispatchEvent('drop', { dataTransfer });
}

/** A verified owner with a vessel of its own (never the demo data), on that vessel's editor. */
async function ownerEditing(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], name: string) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const context = await browser.newContext();
  const { vessel } = await ownerWithVessel(context.request, admin, `${name} ${uniqueImo()}`);
  await admin.dispose();
  const page = await context.newPage();
  await page.goto(`/owner/vessels/${vessel.id}/edit`);
  await expect(page.getByRole('button', { name: 'Add photos' })).toBeVisible();
  return { page, vessel, context };
}

test('an owner drops two photos at once: each shows its progress, both join the vessel’s photos, and a fake is refused in the server’s words', async ({
  browser,
  playwright,
}) => {
  const { page, context } = await ownerEditing(browser, playwright, 'Kea Trader');
  const notAPhoto = { name: 'survey-report.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Class survey report, not an image') };
  await dropFiles(page, 'Add photos', [await photo('hull.jpg', 30, 60, 120), await photo('hold-2.jpg', 140, 110, 70), notAPhoto]);

  const rows = page.getByRole('list', { name: 'Photo uploads' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'hull.jpg' })).toContainText('Done');
  await expect(rows.filter({ hasText: 'hold-2.jpg' })).toContainText('Done');
  // The declared type passes the browser's check; the server reads the bytes and says no.
  await expect(rows.filter({ hasText: 'survey-report.jpg' })).toContainText('This file is not a photo: upload a JPEG, PNG or WebP image');
  const stored = page.getByRole('list', { name: 'Photos of this vessel' }).getByRole('img');
  await expect(stored).toHaveCount(2);
  // The drop zone, the rows and their progress bars pass an accessibility check as they stand after a batch.
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual(
    [],
  );

  // The picker takes several at once too.
  await page.locator('input[type=file]').setInputFiles([await photo('bridge.jpg', 200, 200, 210), await photo('deck.jpg', 90, 90, 90)]);
  await expect(rows).toHaveCount(2); // the finished batch made way
  await expect(rows.filter({ hasText: 'Done' })).toHaveCount(2);
  await expect(stored).toHaveCount(4);
  await context.close();
});

test('past the photo limit the server refuses the file that does not fit, and the row says so', async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const { page, vessel, context } = await ownerEditing(browser, playwright, 'Milos Carrier');
  // Eleven of the twelve photos a vessel may have, sent through the API.
  for (let i = 0; i < 11; i++) {
    const res = await context.request.post(`/api/vessels/${vessel.id}/photos`, {
      headers: { origin: baseURL },
      multipart: { file: await photo(`p${i}.jpg`, i * 20, 80, 160) },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.reload();
  const stored = page.getByRole('list', { name: 'Photos of this vessel' }).getByRole('img');
  await expect(stored).toHaveCount(11);

  await page.locator('input[type=file]').setInputFiles([await photo('stern.jpg', 10, 10, 10), await photo('funnel.jpg', 250, 40, 40)]);
  const rows = page.getByRole('list', { name: 'Photo uploads' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Which of the two the server takes first is its business: one fits, the other is refused.
  await expect(rows.filter({ hasText: 'Done' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'A vessel can have at most 12 photos' })).toHaveCount(1);
  await expect(stored).toHaveCount(12);
  await context.close();
});
