import { expect, type APIRequest, type Browser, type Page } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, fixedDealViaApi, lastMailTo, logIn, ownerWithVessel, registerViaApi, signInViaApi, uniqueImo, verifyCompanyViaApi } from './fixtures';

/** A deal fixed and its charter party signed by both through the API: sealed, so its payment schedule is drawn up. */
async function sealedDeal(page: Page, browser: Browser, playwright: { request: APIRequest }, name: string) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const ownerContext = await browser.newContext({ baseURL });
  const { owner, vessel } = await ownerWithVessel(ownerContext.request, admin, `${name} ${uniqueImo()}`);
  const charterer = await registerViaApi(page.request, 'charterer');
  await verifyCompanyViaApi(page.request, admin, charterer.company);
  const dealId = await fixedDealViaApi(ownerContext.request, page.request, vessel.id);
  const headers = { origin: baseURL };
  expect((await ownerContext.request.post(`/api/deals/${dealId}/contract`, { headers })).status()).toBe(201);
  for (const [request, password] of [
    [ownerContext.request, owner.password],
    [page.request, charterer.password],
  ] as const) {
    const signed = await request.post(`/api/deals/${dealId}/contract/sign`, { headers, data: { version: 1, password, consent: true } });
    expect(signed.status(), await signed.text()).toBe(200);
  }
  await admin.dispose();
  return { ownerContext, vessel, dealId };
}

test('the charterer pays freight into escrow through the provider’s checkout; loading is marked only on evidence, and a release is confirmed', async ({
  page,
  browser,
  playwright,
}) => {
  const { ownerContext, vessel, dealId } = await sealedDeal(page, browser, playwright, 'Naxos Trader');

  // The sealed charter party's schedule, from the deal page: 50,000 t at USD 24.50 = USD 1,225,000; 95% on loading.
  await page.goto(`/app/deals/${dealId}`);
  await page.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payments · ${vessel.name}`);
  const first = page.getByRole('heading', { name: '1. Freight, 95% on loading' }).locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
  await expect(first.getByText('$1,163,750.00', { exact: true })).toBeVisible();
  await expect(page.getByText('2. Freight balance, 5% within 30 days of discharge')).toBeVisible();

  // Pay by card: the simulated provider's checkout. A declined card first; the page offers another card (#25).
  await first.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\/sim_ch_[a-f0-9]{32}$/);
  await expect(page.getByText('Test mode: no real money moves')).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $1,163,750.00' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Fairlead without paying' })).toBeVisible();
  await page.getByRole('button', { name: 'Try another card' }).click();
  // Then a card that needs the bank's confirmation.
  await page.getByLabel('Card number').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Pay $1,163,750.00' }).click();
  await expect(page.getByText('Your bank asks you to confirm this payment.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment accepted. Fairlead holds it in escrow.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Fairlead' }).click();

  // The provider's webhook arrives: the money is held in escrow (the page follows the event stream).
  await expect(first.getByText('In escrow', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('In escrow now').locator('..')).toContainText('$1,163,750.00');

  // The owner cannot mark loading completed before the laycan opens (a month out): the page says why (#25).
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/app/deals/${dealId}/payments`);
  await expect(ownerPage.getByRole('button', { name: 'Mark loading completed' })).toBeDisabled();
  await expect(
    ownerPage.getByText(
      /^Mark loading completed: not yet\. Loading cannot be completed before the laycan opens on \d{4}-\d{2}-\d{2}: mark it from that day\.$/,
    ),
  ).toBeVisible();

  // The charterer confirms completion of the balance ahead: a release is confirmed in a dialog naming amount and payee.
  const second = page.getByRole('heading', { name: /^2\. Freight balance/ }).locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
  await second.getByRole('button', { name: 'Confirm completion' }).click();
  const release = page.getByRole('dialog', { name: 'Confirm completion' });
  await expect(release).toContainText('$61,250.00 is released to the owners');
  await release.getByRole('button', { name: /^Release \$61,250\.00 to the owners, / }).click();
  await expect(second.getByText(/^Confirmed by the charterer \d/)).toBeVisible();
  await first.getByText(/^Record/).click();
  await expect(first.getByText('Paid into escrow')).toBeVisible();
  await ownerContext.close();
});

test('leaving the checkout without paying makes the instalment due again, and it can be paid', async ({ page, browser, playwright }) => {
  const { ownerContext, dealId } = await sealedDeal(page, browser, playwright, 'Syros Carrier');
  await ownerContext.close();
  await page.goto(`/app/deals/${dealId}/payments`);
  const first = page.getByRole('heading', { name: '1. Freight, 95% on loading' }).locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
  await first.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\/sim_ch_[a-f0-9]{32}$/);
  await page.getByRole('button', { name: 'Back to Fairlead without paying' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/deals/${dealId}/payments$`));
  // The checkout's end reaches Fairlead as the provider's event: no longer "Processing", due again.
  await expect(first.getByText('Processing', { exact: true })).toBeHidden({ timeout: 15_000 });
  await expect(first.getByText('Due', { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $1,163,750.00' }).click();
  await expect(page.getByText('Payment accepted. Fairlead holds it in escrow.')).toBeVisible();
});

test('the charterer funds freight by bank transfer with its reference; escrow holds it once all of it is in (#25)', async ({
  page,
  browser,
  playwright,
}) => {
  const { ownerContext, dealId } = await sealedDeal(page, browser, playwright, 'Milos Venture');
  await ownerContext.close();
  await page.goto(`/app/deals/${dealId}/payments`);
  const first = page.getByRole('heading', { name: '1. Freight, 95% on loading' }).locator('xpath=ancestor::div[contains(@class, "rounded-xl")][1]');
  await first.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await expect(first.getByRole('heading', { name: 'Send $1,163,750.00 by bank transfer' })).toBeVisible();
  await expect(first.getByText('GB82 WEST 1234 5698 7654 32')).toBeVisible();
  const reference = (await first.getByText(/^FL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/).textContent())!;
  await expect(first.getByText('Awaiting transfer', { exact: true })).toBeVisible();

  // Test mode: the admin records the escrow bank's statement lines on the same page, a part and then the rest.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, demo.admin);
  await adminPage.goto(`/app/deals/${dealId}/payments`);
  const amount = adminPage.getByLabel(`Amount received with ${reference}`);
  await amount.fill('600,000.00');
  await adminPage.getByRole('button', { name: 'Record transfer received' }).click();
  await expect(first.getByText(/^Received \$600,000\.00 of \$1,163,750\.00 with reference/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('In escrow now').locator('..')).toContainText('$0.00');
  await amount.fill('563,750.00');
  await adminPage.getByRole('button', { name: 'Record transfer received' }).click();
  await expect(first.getByText('In escrow', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(first.getByRole('heading', { name: 'Paid by bank transfer' })).toBeVisible();
  await expect(page.getByText('In escrow now').locator('..')).toContainText('$1,163,750.00');
  await adminContext.close();
});

test('the back office holds a paid instalment, refunds part of it, and shows the deal’s ledger', async ({ page, browser, playwright }) => {
  const { ownerContext, vessel, dealId } = await sealedDeal(page, browser, playwright, 'Paros Bulker');
  // The charterer pays the first instalment with a test card, through the API and the provider's checkout API.
  const headers = { origin: baseURL };
  const schedule = await (await page.request.get(`/api/deals/${dealId}/payments`)).json();
  const started = await page.request.post(`/api/payments/${schedule.payments[0].id}/checkout`, {
    headers,
    data: { idempotencyKey: `e2e-${uniqueImo()}-0000000000` },
  });
  const ref = (await started.json()).checkoutUrl.split('/').pop();
  expect((await page.request.post(`/api/simulated-provider/charges/${ref}/pay`, { headers, data: { number: '4242424242424242' } })).status()).toBe(
    200,
  );
  await expect
    .poll(async () => (await (await page.request.get(`/api/deals/${dealId}/payments`)).json()).payments[0].status, { timeout: 15_000 })
    .toBe('held');
  await ownerContext.close();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, demo.admin);
  await adminPage.goto('/app/admin/payments');
  const row = adminPage.getByRole('row').filter({ hasText: vessel.name }).filter({ hasText: 'Freight, 95% on loading' });
  await row.getByRole('button', { name: /^View payment/ }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Ledger of the deal' })).toBeVisible();
  await expect(dialog.getByText('Charterer → Escrow').first()).toBeVisible();
  await adminPage.keyboard.press('Escape');

  await row.getByRole('button', { name: /^Hold .* in escrow$/ }).click();
  const hold = adminPage.getByRole('dialog', { name: 'Hold in escrow' });
  await hold.getByLabel('Reason').fill('Receivers report 300 t short-landed; checking the outturn report');
  await hold.getByRole('button', { name: 'Hold' }).click();
  await expect(hold).toBeHidden();
  await expect(row.getByText('On hold', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Refund .* to the charterer$/ }).click();
  const refund = adminPage.getByRole('dialog', { name: 'Refund to the charterer' });
  await refund.getByLabel(/Amount to refund/).fill('7350');
  await refund.getByLabel('Reason').fill('Short-landing of 300 t at USD 24.50 agreed by both sides');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  const after = await (await page.request.get(`/api/deals/${dealId}/payments`)).json();
  expect(after.payments[0]).toMatchObject({ status: 'settled', refundedAmount: 735_000, releasedAmount: 116_375_000 - 735_000 });
  await adminContext.close();
});

test('after a fixture, a change of payout bank details needs the password and the e-mailed link; the back office can block it', async ({
  page,
  browser,
  playwright,
}) => {
  const { ownerContext } = await sealedDeal(page, browser, playwright, 'Milos Pioneer');
  const ownerPage = await ownerContext.newPage();
  const ownerEmail = (await (await ownerContext.request.get('/api/accounts/me')).json()).profile.email as string;
  await ownerPage.goto('/app/settings');
  await ownerPage.getByRole('link', { name: 'Manage bank details' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Payout bank details');
  await ownerPage.getByRole('button', { name: 'Add bank details' }).click();
  await ownerPage.getByLabel('Account holder').fill('Milos Shipping Ltd');
  await ownerPage.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 33');
  await ownerPage.getByLabel('SWIFT/BIC').fill('NWBKGB2L');
  await ownerPage.getByRole('button', { name: 'Request the change' }).click();
  await expect(ownerPage.getByText('This IBAN is not valid: check the country code, the length and the check digits')).toBeVisible();
  await expect(ownerPage.getByText('Enter your password to change bank details after a fixture')).toBeVisible();
  await ownerPage.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
  await ownerPage.getByLabel('Your password').fill('harbour-master-42');
  await ownerPage.getByRole('button', { name: 'Request the change' }).click();
  await expect(ownerPage.getByText(/waits for the confirmation link we e-mailed you/)).toBeVisible();

  const mail = await lastMailTo(ownerContext.request, ownerEmail, /Confirm the change of your payout bank details/);
  const link = /https?:\/\/\S+bank-details\?token=\S+/.exec(mail!.text)![0];
  await ownerPage.goto(new URL(link).pathname + new URL(link).search);
  await ownerPage.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(ownerPage.getByText(/unless cancelled or stopped by Fairlead/)).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, demo.admin);
  await adminPage.goto('/app/admin/payments');
  const change = adminPage.getByRole('listitem').filter({ hasText: 'GB82' }).filter({ hasText: 'Milos Shipping Ltd' });
  await expect(change.getByText('In its 48 hours')).toBeVisible();
  await change.getByRole('button', { name: 'Block' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Block the change' });
  await dialog.getByLabel('Reason').fill('Requested from an unknown device; the owners say it was not them');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(change).toHaveCount(0);
  await ownerPage.reload();
  await expect(ownerPage.getByText('No payout account yet: add one before money is released to you.')).toBeVisible();
  await adminContext.close();
  await ownerContext.close();
});
