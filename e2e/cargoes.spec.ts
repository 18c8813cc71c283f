import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, registerViaApi, signInViaApi, uniqueImo, verifyCompanyViaApi } from './fixtures';

// The two-sided market of #27 as members use it: a charterer posts a cargo order, the public board shows it, the
// order's page ranks the ships that can do it, and an owner offers a ship from its matching cargoes. Every test makes
// its own charterer, order and (where it needs one) owner and ship, with dates counted from today; the demo ships it
// reads (server/db/seed/demo-positions.ts) are only read. A test finds its own order's card or row by the link to it,
// whatever the others (or a retry) have posted; each order's quantity is its own, so the board's size filter keeps its
// card on the first page. The demo dates are the server's start day: a run across midnight UTC would be a day out.

const headers = { origin: baseURL };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "7–12 Dec 2026", "29 Dec 2026 – 3 Jan 2027": the laycan as the pages write it, worked out here from the two dates. */
function laycanWords(from: string, to: string) {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  if (fy !== ty) return `${fd} ${months[fm - 1]} ${fy} – ${td} ${months[tm - 1]} ${ty}`;
  if (fm !== tm) return `${fd} ${months[fm - 1]} – ${td} ${months[tm - 1]} ${ty}`;
  return `${fd}–${td} ${months[tm - 1]} ${ty}`;
}

const dateParts = (n: number) => day(n).split('-').map(Number);
/** "3 Dec" and "3 Dec 2026", n days from today. */
const dayMonth = (n: number) => `${dateParts(n)[2]} ${months[dateParts(n)[1] - 1]}`;
const dayMonthYear = (n: number) => `${dayMonth(n)} ${dateParts(n)[0]}`;

/** A charterer of our own, verified by Fairlead (only verified companies may post orders); `request` keeps its session. */
async function verifiedCharterer(request: APIRequestContext, admin: APIRequestContext) {
  const charterer = await registerViaApi(request, 'charterer');
  await verifyCompanyViaApi(request, admin, charterer.company);
  return charterer;
}

/** A wheat order from Piraeus to Alexandria through the API, a week out; `overrides` change what a test needs. */
async function postOrder(request: APIRequestContext, overrides: Record<string, unknown>) {
  const res = await request.post('/api/cargoes', {
    headers,
    data: {
      commodity: 'wheat',
      quantityT: 30_000,
      tolerancePct: 10,
      toleranceOption: 'MOLOO',
      loadPlace: 'GRPIR',
      dischargePlace: 'EGALY',
      laycanFrom: day(7),
      laycanTo: day(12),
      loadRateTpd: 10_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 8_000,
      dischargeTerms: 'SHINC',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: 2_400,
      commissionPct: 3.75,
      gearNeeded: false,
      accountVisibility: 'everyone',
      remarks: '',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).cargo as { id: string };
}

/** The order's card on the anonymous visitor's board, narrowed to its quantity as the filters do it (each test has its own). */
async function boardCard(visitor: Page, quantity: number, cargoId: string) {
  await visitor.goto(`/cargoes?minSize=${quantity}&maxSize=${quantity}`);
  const card = visitor
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: visitor.locator(`a[href="/cargoes/${cargoId}"]`) });
  await expect(card).toHaveCount(1);
  return card;
}

test('a verified charterer posts a cargo order from the keyboard; visitors see it on the board without the company', async ({
  page,
  browser,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const charterer = await verifiedCharterer(page.request, admin);
  const [from, to] = [day(8), day(13)];

  await page.goto('/app/cargoes/new');
  await expect(page.getByRole('heading', { name: 'Post a cargo order' })).toBeVisible();
  await page.getByLabel('Commodity').selectOption({ label: 'Wheat (1.3 m³/t)' });
  await page.getByLabel('Quantity (tonnes)').fill('31,700');
  await page.getByLabel('Tolerance (%)').fill('5');
  await page.getByLabel('In whose option').selectOption({ label: 'MOLCHOPT (charterers’ option)' });
  // The load port from the port list, with the keyboard; the discharge as a region brokers name.
  await page.getByLabel('Load port or region').pressSequentially('Piraeus');
  await expect(page.getByRole('option', { name: /Piraeus/ })).toBeVisible();
  await page.getByLabel('Load port or region').press('Enter');
  await expect(page.getByLabel('Load port or region')).toHaveValue('Piraeus, Greece (GR PIR)');
  await page.getByLabel('Discharge: port or region').selectOption('Region');
  await page.getByLabel('Discharge port or region').selectOption({ label: 'MED — Mediterranean' });
  // The laycan the wrong way round: the shared schema's words, under the field, and nothing is posted.
  await page.getByLabel('Laycan start').fill(to);
  await page.getByLabel('Laycan end').fill(from);
  await page.getByLabel('Load rate (t/day)').fill('8,000');
  await page.getByLabel('Load terms').selectOption('SHINC');
  await page.getByLabel('Discharge rate (t/day)').fill('5,000');
  await page.getByLabel('Discharge terms').selectOption('SHEX');
  await page.getByLabel('Charter type').selectOption({ label: 'Voyage charter' });
  await page.getByLabel('Freight idea given').selectOption({ label: 'Per tonne' });
  await page.getByLabel('Freight idea (USD per tonne)').fill('27.50');
  await page.getByLabel('Total commission (%)').fill('3.75');
  await page.getByRole('radio', { name: 'Verified members' }).check();
  await page.getByLabel('Remarks (optional)').fill('Milling wheat, e2e order.');
  await page.getByRole('button', { name: 'Post cargo order' }).click();
  await expect(page.getByLabel('Laycan end')).toHaveAccessibleDescription('The laycan cannot end before it starts');
  await expect(page.getByRole('alert')).toHaveText(['The laycan cannot end before it starts']);
  await expect(page).toHaveURL(/\/app\/cargoes\/new$/);

  await page.getByLabel('Laycan start').fill(from);
  await page.getByLabel('Laycan end').fill(to);
  await page.getByLabel('Laycan end').press('Enter'); // submits the form, as Enter in a field does
  await expect(page).toHaveURL(/\/cargoes\/[0-9a-f-]{36}$/);
  const cargoPath = new URL(page.url()).pathname;
  await expect(page.getByText('Cargo order posted. It is on the board until its laycan ends.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wheat, 31,700 t 5% MOLCHOPT');
  const term = (name: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('dd');
  await expect(term('Account')).toHaveText(`${charterer.company} Verified`);
  await expect(term('Cargo')).toHaveText('Wheat, 31,700 t 5% MOLCHOPT');
  await expect(term('Load')).toHaveText('Piraeus, Greece');
  await expect(term('Discharge')).toHaveText('Mediterranean (MED) (range)');
  await expect(term('Laycan')).toHaveText(laycanWords(from, to));
  await expect(term('Load rate')).toHaveText('8,000 t/day SHINC');
  await expect(term('Discharge rate')).toHaveText('5,000 t/day SHEX');
  await expect(term('Freight idea')).toHaveText('USD 27.50/t');
  await expect(term('Commission')).toHaveText('3.75% total');
  await expect(term('Company name shown to')).toHaveText('Verified members');
  await expect(term('Remarks')).toHaveText('Milling wheat, e2e order.');

  // A visitor finds it on the public board: the terms, and in place of the company, who may see it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const card = await boardCard(visitor, 31_700, cargoPath.split('/').pop()!);
  await expect(card.getByRole('link', { name: 'Wheat' })).toBeVisible();
  await expect(card.getByText('31,700 t 5% MOLCHOPT')).toBeVisible();
  await expect(card.getByLabel('Freight', { exact: true })).toHaveText('USD 27.50/t');
  await expect(card.getByText(`Laycan ${laycanWords(from, to)}`)).toBeVisible();
  await expect(card.getByText('Shown to verified members')).toBeVisible();
  await expect(card.getByText(charterer.company)).toHaveCount(0);
  expect(await visitor.content()).not.toContain(charterer.company);
  await card.getByRole('link', { name: 'Wheat' }).click();
  await expect(visitor).toHaveURL(cargoPath);
  await expect(visitor.getByText('to see the ships that can do this cargo, ranked, with a voyage estimate for each.')).toBeVisible();
  await visitorContext.close();
  await admin.dispose();
});

test('an order for everyone names its charterer; its matching ships are ranked with why, and Send enquiry opens prefilled', async ({
  page,
  browser,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const charterer = await verifiedCharterer(page.request, admin);
  // 30,400 t less 10% MOLOO: ships of 27,360 dwt up. Aegean Spirit opens at Piraeus in six days (the demo positions),
  // before this laycan; Hardanger opens on the Continent in eight, more than a week's ballast from Piraeus.
  const cargo = await postOrder(page.request, { quantityT: 30_400, accountVisibility: 'everyone' });

  const visitorContext = await browser.newContext();
  const card = await boardCard(await visitorContext.newPage(), 30_400, cargo.id);
  await expect(card.getByText(`${charterer.company} Verified`)).toBeVisible();
  await visitorContext.close();

  await page.goto(`/cargoes/${cargo.id}`);
  await expect(page.getByRole('heading', { name: 'Matching ships' })).toBeVisible();
  const row = (ship: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: ship, exact: true }) });
  // Aegean Spirit waits at Piraeus from day 6 for a laycan opening on day 7.
  const aegean = row('Aegean Spirit');
  await expect(aegean.getByText('Fits', { exact: true })).toBeVisible();
  await expect(aegean.getByRole('definition')).toHaveText([`at the load port · arrives ${dayMonth(6)} · early by 1 day`, '515 nm']);
  await expect(aegean.getByRole('list', { name: 'Checks' })).toContainText(
    `OK: 0 nm ballast at 14 kn: 0.00 days, arrives ${dayMonthYear(6)}, 1 day before the laycan (waits)`,
  );
  await expect(aegean.getByText(/^USD [\d,]+\/day$/)).toBeVisible();
  // Hardanger: 2,837 nm from Rotterdam at 13.5 kn is 2,837 / 324 = 8.76 days, nine whole days from her day 8: day 17,
  // five days after the laycan closes on day 12.
  const hardanger = row('Hardanger');
  await expect(hardanger.getByText('Does not fit', { exact: true })).toBeVisible();
  await expect(hardanger.getByRole('definition').first()).toHaveText(`2,837 nm via Gibraltar · 8.8 days · arrives ${dayMonth(17)} · late by 5 days`);
  await expect(hardanger.getByRole('list', { name: 'Checks' }).getByRole('listitem').first()).toHaveText(
    `Fails: 2,837 nm ballast at 13.5 kn: 8.76 days, arrives ${dayMonthYear(17)}, 5 days after the laycan closes`,
  );
  // Ships that fit are ranked above those that do not.
  const rankText = (r: Locator) =>
    r
      .locator('span')
      .filter({ hasText: /^Rank \d+\.$/ })
      .textContent();
  const rank = async (r: Locator) => Number((await rankText(r))?.replace(/\D/g, ''));
  expect(await rank(aegean)).toBeLessThan(await rank(hardanger));

  // The estimate behind the TCE, by hand: the 10% is in owners' option (MOLOO) and she lifts it, so 33,440 t are paid at
  // USD 24.00: USD 802,560.00 gross, and 3.75% of it USD 30,096.00 commission.
  await aegean.getByRole('button', { name: /Show the voyage estimate for Aegean Spirit/ }).click();
  const estimate = aegean.getByRole('table', { name: /Voyage estimate at full speed/ });
  await expect(estimate.getByRole('row', { name: /Gross freight/ })).toContainText('USD 802,560.00');
  await expect(estimate.getByRole('row', { name: /^Commission/ })).toContainText('− USD 30,096.00');

  await aegean.getByRole('link', { name: 'Send enquiry to Aegean Spirit' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/deals/new\\?vessel=[0-9a-f-]{36}&cargo=${cargo.id}$`));
  await expect(page.getByRole('heading', { name: 'Send enquiry' })).toBeVisible();
  await expect(page.getByText('For your cargo order: 30,400 t wheat Piraeus → El Iskandariya (Alexandria)')).toBeVisible();
  await expect(page.locator('form').getByText(/^Aegean Spirit IMO \d{7}$/)).toBeVisible();
  await expect(page.getByLabel('Laycan from')).toHaveValue(day(7));
  await expect(page.getByLabel('Laycan to (cancelling)')).toHaveValue(day(12));
  await expect(page.getByLabel('Quantity (mt)')).toHaveValue('30400');
  await expect(page.getByLabel('Tolerance (% more or less)')).toHaveValue('10');
  await expect(page.getByLabel('Load port')).toHaveValue(/Piraeus/);
  await expect(page.getByLabel('Discharge port')).toHaveValue(/Alexandria/);
  await expect(page.getByLabel('Freight', { exact: true })).toHaveValue('24.00');
  await expect(page.getByLabel('Load rate (mt per day)')).toHaveValue('10000');
  await expect(page.getByLabel('Discharge rate (mt per day)')).toHaveValue('8000');
  await admin.dispose();
});

test('an owner offers their ship from its matching cargoes and lands in the deal', async ({ page, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signInViaApi(admin, demo.admin);
  const chartererRequest = await playwright.request.newContext({ baseURL });
  await verifiedCharterer(chartererRequest, admin);
  // The charterer's name is kept for an owner whose offer they answer: until then the owner reads why.
  const cargo = await postOrder(chartererRequest, { commodity: 'barley', quantityT: 41_300, freightIdea: 3_800, accountVisibility: 'ok_account' });

  // Our owner's ship, open at Piraeus from five days out, fast and economical enough for an estimate.
  const owner = await registerViaApi(page.request, 'owner');
  await verifyCompanyViaApi(page.request, admin, owner.company, { operatesShips: true });
  const name = `Sifnos Bulker ${uniqueImo()}`;
  const created = await page.request.post('/api/vessels', {
    headers,
    data: {
      name,
      imo: uniqueImo(),
      flag: 'MT',
      type: 'bulkCarrier',
      buildYear: 2016,
      lengthM: 199.9,
      beamM: 32.24,
      draughtM: 13.3,
      deadweightT: 63_500,
      capacity: 79_000,
      classSociety: 'Bureau Veritas',
      piClub: 'Gard',
      piExpiry: '2099-02-20',
      openPort: 'GRPIR',
      openDate: day(5),
      openDateTo: day(8),
      charterTypes: ['voyage', 'time'],
      rateUsdPerDay: 15_500,
      description: 'Ultramax, 4 x 30 t cranes.',
      ladenSpeedKn: 13,
      ladenConsumptionT: 27,
      ballastSpeedKn: 13.5,
      ballastConsumptionT: 25,
      portConsumptionT: 3,
      constantsT: 350,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vessel = (await created.json()).vessel as { id: string };

  await page.goto('/owner/vessels');
  await page.getByRole('link', { name: `Matching cargoes for ${name}` }).click();
  await expect(page).toHaveURL(`/owner/vessels/${vessel.id}/matches`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Matching cargoes for ${name}`);
  const title = '41,300 t barley Piraeus → El Iskandariya (Alexandria)';
  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/cargoes/${cargo.id}"]`) });
  await expect(row.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(row.getByText('Fits', { exact: true })).toBeVisible();
  await expect(row.getByText('OK account: shown once the charterer answers your offer')).toBeVisible();
  await expect(row.getByText(/^USD [\d,]+\/day$/)).toBeVisible();

  await row.getByRole('link', { name: `Offer your ship, ${name}, for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cargoes/${cargo.id}/offer\\?vessel=${vessel.id}&days=[\\d.]+$`));
  await expect(page.getByRole('heading', { name: 'Offer your ship' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByLabel('Your ship')).toHaveValue(vessel.id);
  await expect(page.getByLabel('Quantity (mt)')).toHaveValue('41300');
  await expect(page.getByLabel('Freight', { exact: true })).toHaveValue('38.00');
  await page.getByLabel('Demurrage per day').fill('18,000');
  await page.getByLabel('Despatch per day').fill('9,000');
  await page.getByRole('button', { name: 'Send indication' }).click();

  await expect(page).toHaveURL(/\/app\/deals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Your indication (version 1) is with the other side.')).toBeVisible();
  await expect(page.getByText(/offered the ship for the cargo order, with an indication \(version 1\)/)).toBeVisible();
  await chartererRequest.dispose();
  await admin.dispose();
});
