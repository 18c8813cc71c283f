import { expect } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, fixedDealViaApi, ownerWithVessel, registerViaApi, signInViaApi, uniqueImo, verifyCompanyViaApi } from './fixtures';

test('the parties draft the charter party from the recap, amend it, and both sign: it is sealed', async ({ page, browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext({ baseURL });
  const { owner, vessel } = await ownerWithVessel(ownerContext.request, admin, `Andros Carrier ${uniqueImo()}`);
  const charterer = await registerViaApi(page.request, 'charterer');
  await verifyCompanyViaApi(page.request, admin, charterer.company);
  const dealId = await fixedDealViaApi(ownerContext.request, page.request, vessel.id);

  // The charterer drafts it from the deal page.
  await page.goto(`/app/deals/${dealId}`);
  await page.getByRole('link', { name: 'Charter party' }).click();
  await page.getByRole('button', { name: 'Draft charter party' }).click();
  await expect(page.getByRole('heading', { name: 'Version 1' })).toBeVisible();
  await expect(page.getByText('US$24.50 per metric tonne of cargo loaded', { exact: false })).toBeVisible();

  // A rider, as version 2.
  await page.getByRole('button', { name: 'Amend' }).click();
  await page.getByRole('button', { name: 'Add a rider clause' }).click();
  const clauses = await page.getByRole('textbox', { name: /^Text of clause/ }).count();
  await page.getByRole('textbox', { name: `Text of clause ${clauses}` }).fill('Holds clean, dry and free of residues of the previous cargo.');
  await page.getByLabel('What changed (shown on the record)').fill('Hold cleanliness rider');
  await page.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(page.getByRole('heading', { name: 'Version 2' })).toBeVisible();
  await expect(page.getByText('Holds clean, dry and free of residues of the previous cargo.', { exact: true })).toBeVisible();
  await expect(page.getByText('Rider clause · added')).toBeVisible(); // the comparison of versions 1 and 2

  // The charterer signs: the consent must be confirmed and the password given.
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign version 2' });
  await dialog.getByRole('button', { name: 'Sign version 2' }).click();
  await expect(dialog.getByText('Confirm that you sign electronically and agree to electronic records')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel('Your password').fill(charterer.password);
  await dialog.getByRole('button', { name: 'Sign version 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Signed by .+, /)).toHaveCount(1);

  // The owner signs through the API; the charterer's page shows the seal without a reload.
  const signed = await ownerContext.request.post(`/api/deals/${dealId}/contract/sign`, {
    headers: { origin: baseURL },
    data: { version: 2, password: owner.password, consent: true },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  await expect(page.getByText('Both sides signed version 2: nothing can change any more.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Amend' })).toBeHidden();

  // Anyone can check the signed PDF on /verify; one changed byte and it does not match.
  const pdf = Buffer.from(await (await page.request.get(`/api/deals/${dealId}/contract/versions/2/pdf`)).body());
  const visitor = await browser.newPage();
  await visitor.goto('/verify');
  await visitor.getByLabel('Charter party PDF').setInputFiles({ name: 'charter-party.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(visitor.getByText('Matches version 2, signed by both parties and sealed')).toBeVisible();
  const changed = Buffer.from(pdf);
  changed[100] ^= 1;
  await visitor.getByLabel('Charter party PDF').setInputFiles({ name: 'charter-party.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(visitor.getByText('Does not match', { exact: true })).toBeVisible();
  await ownerContext.close();
});
