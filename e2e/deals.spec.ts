import { expect } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, ownerWithVessel, registerViaApi, signInViaApi, uniqueImo, verifyCompanyViaApi, voyageTerms } from './fixtures';

test('a charterer enquires on a ship, the owner answers firm, the charterer accepts and reads the recap', async ({ page, browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext();
  const { owner, vessel } = await ownerWithVessel(ownerContext.request, admin, `Milos Carrier ${uniqueImo()}`);
  const charterer = await registerViaApi(page.request, 'charterer');
  await verifyCompanyViaApi(page.request, admin, charterer.company);

  await page.goto(`/vessels/${vessel.id}`);
  await page.getByRole('link', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Send enquiry' })).toBeVisible();
  await page.getByLabel('Cargo', { exact: true }).fill('Wheat in bulk');
  await page.getByLabel('Quantity (mt)').fill('50000');
  await page.getByLabel('Discharge port').fill('Alexandria');
  await page.getByRole('option', { name: /Alexandria/ }).click();
  // Nothing is sent while the form is wrong: the schema the API applies names the field.
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Freight must be an amount')).toBeVisible();
  await page.getByLabel('Freight', { exact: true }).fill('24.50');
  await page.getByLabel('Demurrage per day').fill('25,000');
  await page.getByLabel('Despatch per day').fill('12,500');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/app\/deals\/[0-9a-f-]{36}$/);
  const dealId = page.url().split('/').pop()!;
  await expect(page.getByText('Enquiry', { exact: true })).toBeVisible();
  await expect(page.getByText('Your enquiry is with the owner.')).toBeVisible();

  // The owner answers with a firm offer at a higher freight, two hours to reply.
  const replyBy = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const { deal } = await (await page.request.get(`/api/deals/${dealId}`)).json();
  const terms = { ...voyageTerms(), laycanFrom: deal.laycanFrom, laycanTo: deal.laycanTo, freightRate: 2_600 };
  const offered = await ownerContext.request.post(`/api/deals/${dealId}/offers`, {
    headers: { origin: baseURL },
    data: { kind: 'firm', terms, replyBy, replyZone: 'Europe/London', subjects: [] },
  });
  expect(offered.status(), await offered.text()).toBe(201);

  await page.reload();
  await expect(page.getByText(/Owners’ firm offer \(version 2\) is for you to answer/)).toBeVisible();
  await expect(page.getByText(/left$/).first()).toBeVisible();
  const freight = page.getByRole('row', { name: /^Freight(?! payment)/ });
  await expect(freight.getByText('Changed')).toBeVisible();
  await expect(freight.getByText('US$26.00 per mt')).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept version 2?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Fixed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: owner.email })).toBeVisible(); // contact details only now

  await page.getByRole('link', { name: 'Recap' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(vessel.name) })).toBeVisible();
  await expect(page.getByText('Fixed without subjects.')).toBeVisible();
  await expect(page.getByText('50,000 mt 10% more or less in owners’ option (MOLOO)')).toBeVisible();
  await ownerContext.close();
  await admin.dispose();
});

test('on subjects: the bound side has no Withdraw, and Lift subject binds only once confirmed (#25)', async ({ page, browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext();
  const { vessel } = await ownerWithVessel(ownerContext.request, admin, `Naxos Trader ${uniqueImo()}`);
  const charterer = await registerViaApi(page.request, 'charterer');
  await verifyCompanyViaApi(page.request, admin, charterer.company);

  // The owner's firm offer on one subject, the charterers' own: once accepted, the owners are bound (nothing left to lift).
  const headers = { origin: baseURL };
  const enquiry = await page.request.post('/api/deals', { headers, data: { vesselId: vessel.id, terms: voyageTerms() } });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const dealId = (await enquiry.json()).deal.id as string;
  const replyBy = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const subjects = [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: new Date(Date.now() + 24 * 3_600_000).toISOString() }];
  const offered = await ownerContext.request.post(`/api/deals/${dealId}/offers`, {
    headers,
    data: { kind: 'firm', terms: voyageTerms(), replyBy, replyZone: 'UTC', subjects },
  });
  expect(offered.status(), await offered.text()).toBe(201);

  await page.goto(`/app/deals/${dealId}`);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Added' })
      .getByText(/Charterers’ board approval: charterers to lift by/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept version 2?' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('On subjects', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(page.getByText(/the deal now ends only through a subject, not by withdrawing/)).toBeVisible();

  // Lifting binds: a dialog first; going back changes nothing.
  await page.getByRole('button', { name: 'Lift subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift this subject?' });
  await expect(dialog.getByText(/It is the last open subject: the deal is fixed, clean\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('On subjects', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lift subject' }).click();
  await dialog.getByRole('button', { name: 'Lift subject' }).click();
  await expect(page.getByText('Fixed', { exact: true })).toBeVisible();
  await ownerContext.close();
  await admin.dispose();
});

test('the owner declines an enquiry, after a confirmation, and the deal is closed (#25)', async ({ page, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const { vessel } = await ownerWithVessel(page.request, admin, `Paros Trader ${uniqueImo()}`);
  const chartererRequest = await playwright.request.newContext({ baseURL });
  const charterer = await registerViaApi(chartererRequest, 'charterer');
  await verifyCompanyViaApi(chartererRequest, admin, charterer.company);
  const enquiry = await chartererRequest.post('/api/deals', { headers: { origin: baseURL }, data: { vesselId: vessel.id, terms: voyageTerms() } });
  expect(enquiry.status(), await enquiry.text()).toBe(201);

  await page.goto(`/app/deals/${(await enquiry.json()).deal.id}`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog', { name: 'Decline this enquiry?' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send offer' })).toHaveCount(0);
  await chartererRequest.dispose();
  await admin.dispose();
});
