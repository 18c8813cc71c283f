import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { test } from './test';
import { baseURL } from '../playwright.config';
import { demo, demoVesselId, signInViaApi } from './fixtures';

type Role = 'anonymous' | 'owner' | 'charterer' | 'admin';
/** `refused`: the page is shown with the API's 403 for this role (an admin is not a party to a fixture's reviews). */
type Expect = { h1: RegExp; path?: string; refused?: true } | { redirect: string };
type Route = { path: string; expect: (role: Role) => Expect };

const page = (h1: RegExp) => () => ({ h1 });
const member =
  (h1: RegExp, path?: string) =>
  (role: Role): Expect =>
    role === 'anonymous' ? { redirect: '/login' } : { h1, path };
const admin =
  (h1: RegExp) =>
  (role: Role): Expect =>
    role === 'anonymous' ? { redirect: '/login' } : role === 'admin' ? { h1 } : { redirect: '/' };
const services = [
  'chartering',
  'brokerage',
  'management',
  'vessel-listing',
  'charter-booking',
  'vessel-management',
  'document-handling',
  'payment-processing',
  'support',
];

// The specification's route table, plus the pages it links to.
const routes: Route[] = [
  { path: '/', expect: page(/Fix your charters directly/) },
  { path: '/vessels', expect: page(/^Browse vessels$/) },
  { path: '/vessels/available', expect: page(/^Available now$/) },
  { path: '/vessels/map', expect: page(/^Open positions$/) },
  { path: '/vessels/:id', expect: page(/^Aegean Spirit$/) },
  { path: '/services', expect: page(/.+/) },
  ...services.map((s) => ({ path: `/services/${s}`, expect: page(/.+/) })),
  { path: '/about', expect: page(/marketplace we wanted/) },
  { path: '/contact', expect: page(/Talk to our chartering desk/) },
  { path: '/faq', expect: page(/Frequently asked questions/) },
  { path: '/verify', expect: page(/^Verify a charter party$/) },
  { path: '/terms', expect: page(/Terms of use/) },
  { path: '/privacy', expect: page(/Privacy notice/) },
  { path: '/cookies', expect: page(/Cookie notice/) },
  ...['/network', '/safety', '/messaging', '/pricing', '/management'].map((p) => ({ path: p, expect: page(/.+/) })),
  { path: '/login', expect: page(/Log in to Fairlead/) },
  { path: '/register', expect: page(/Create your Fairlead account/) },
  { path: '/forgot-password', expect: page(/Forgot your password/) },
  { path: '/reset-password', expect: page(/This reset link is not valid/) },
  { path: '/confirm-email', expect: page(/This confirmation link is not valid/) },
  { path: '/profile', expect: member(/^Profile$/, '/app/profile') },
  { path: '/dashboard', expect: member(/^Welcome, /, '/app/dashboard') },
  { path: '/notifications', expect: member(/^Notifications$/, '/app/notifications') },
  { path: '/app/dashboard', expect: member(/^Welcome, /) },
  { path: '/app/profile', expect: member(/^Profile$/) },
  { path: '/app/notifications', expect: member(/^Notifications$/) },
  { path: '/app/settings', expect: member(/^Settings$/) },
  {
    path: '/app/settings/bank-details',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'owner' ? { h1: /^Payout bank details$/ } : { redirect: '/' }),
  },
  { path: '/app/deals', expect: member(/^Deals$/) },
  {
    path: '/app/deals/new',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'charterer' ? { h1: /^Send enquiry$/ } : { redirect: '/' }),
  },
  { path: '/app/deals/:id', expect: member(/.+/) },
  { path: '/app/deals/:id/recap', expect: member(/^.+ \/ .+$/) },
  { path: '/app/deals/:id/contract', expect: member(/^Charter party/) },
  { path: '/app/deals/:id/payments', expect: member(/^Payments/) },
  { path: '/app/messages', expect: member(/^Messages$/) },
  { path: '/app/admin', expect: admin(/^Admin Dashboard$/) },
  { path: '/app/admin/users', expect: admin(/^Users$/) },
  { path: '/app/admin/vessels', expect: admin(/^Vessels$/) },
  { path: '/app/admin/charters', expect: admin(/^Charters$/) },
  { path: '/app/admin/payments', expect: admin(/^Payments$/) },
  { path: '/app/admin/messages', expect: admin(/^Contact inbox$/) },
  { path: '/app/admin/newsletter', expect: admin(/^Newsletter subscribers$/) },
  { path: '/app/admin/audit', expect: admin(/^Audit log$/) },
  { path: '/app/admin/jobs', expect: admin(/^Background jobs$/) },
  { path: '/app/admin/reports', expect: admin(/^Reported messages$/) },
  {
    path: '/owner/vessels',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'owner' ? { h1: /^My vessels$/ } : { redirect: '/' }),
  },
  {
    path: '/owner/vessels/new',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'owner' ? { h1: /^List a vessel$/ } : { redirect: '/' }),
  },
  // The cargo side of the market (#27), circulars (#28) and trust you can check (#29).
  { path: '/cargoes', expect: page(/^Cargo board$/) },
  { path: '/companies/:id', expect: page(/^Aegean Bulk Carriers S\.A\.$/) },
  {
    path: '/app/cargoes',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'charterer' ? { h1: /^My cargo orders$/ } : { redirect: '/' }),
  },
  {
    path: '/app/cargoes/new',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'charterer' ? { h1: /^Post a cargo order$/ } : { redirect: '/' }),
  },
  {
    path: '/app/import',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'admin' ? { redirect: '/' } : { h1: /^Import circulars$/ }),
  },
  {
    path: '/app/company/verification',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'admin' ? { redirect: '/' } : { h1: /^Company verification$/ }),
  },
  {
    path: '/owner/vessels/:id/certificates',
    expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'charterer' ? { redirect: '/' } : { h1: /^Ship’s certificates$/ }),
  },
  {
    path: '/app/deals/:id/review',
    expect: (r) =>
      r === 'anonymous' ? { redirect: '/login' } : r === 'admin' ? { h1: /^Review the fixture$/, refused: true } : { h1: /^Review .+/ },
  },
  { path: '/app/admin/verification', expect: admin(/^Company verification$/) },
  { path: '/app/admin/verification/ships', expect: admin(/^Ship certificates$/) },
  { path: '/app/admin/sanctions', expect: admin(/^Sanctions screening$/) },
  { path: '/app/admin/reviews', expect: admin(/^Reviews$/) },
  { path: '/no-such-page', expect: page(/^Page not found$/) },
];

const roles: Role[] = ['anonymous', 'owner', 'charterer', 'admin'];

/**
 * Axe runs once per page and view (seconds each on a small machine). A public page's content is the same
 * for everyone, so visitors check all of them and each signed-in role checks the home page, where its own
 * header shows; member pages, whose navigation differs by role, are checked by every role that sees them.
 */
const axeChecks = new Set<string>();
const covered = new Set<string>();
for (const role of roles) {
  for (const route of routes) {
    const want = route.expect(role);
    if ('redirect' in want) continue;
    const shown = want.path ?? route.path;
    const member = shown.startsWith('/app/') || shown.startsWith('/owner/');
    if (!(role === 'anonymous' || member || shown === '/') || covered.has(`${role} ${shown}`)) continue;
    covered.add(`${role} ${shown}`);
    axeChecks.add(`${role} ${route.path}`);
  }
}

type Visit = { page: Page; consoleErrors: string[] };

/**
 * One signed-in page per role and worker, reused from test to test as a visitor's tab would be: a new
 * page per test costs a new renderer process, seconds each on a small machine. Each test collects the
 * console errors of its own visit.
 */
const it = test.extend<{ visitAs: (role: Role) => Promise<Visit> }, { pageFor: (role: Role) => Promise<Page> }>({
  pageFor: [
    async ({ browser }, provide) => {
      const pages = new Map<Role, Page>();
      await provide(async (role) => {
        const existing = pages.get(role);
        if (existing) return existing;
        const context = await browser.newContext({ baseURL });
        if (role !== 'anonymous') await signInViaApi(context.request, demo[role]);
        const page = await context.newPage();
        pages.set(role, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  visitAs: async ({ pageFor }, provide) => {
    const cleanups: (() => void)[] = [];
    await provide(async (role) => {
      const page = await pageFor(role);
      const consoleErrors: string[] = [];
      const onConsole = (m: ConsoleMessage) => m.type() === 'error' && consoleErrors.push(`${page.url()}: ${m.text()}`);
      const onPageError = (e: Error) => consoleErrors.push(`${page.url()}: ${e.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      cleanups.push(() => page.off('console', onConsole).off('pageerror', onPageError));
      return { page, consoleErrors };
    });
    for (const cleanup of cleanups) cleanup();
  },
});

test.describe.configure({ mode: 'parallel' });

for (const role of roles) {
  for (const route of routes) {
    it(`${route.path} as ${role}: right content or redirect, no console errors, no serious a11y violations`, async ({ visitAs }) => {
      const { page: p, consoleErrors } = await visitAs(role);
      const path = await concretePath(p, route.path);
      const want = route.expect(role);
      const response = await p.goto(path);
      // An unknown address is a real 404 for crawlers, with the not-found page for people; the browser logs the status.
      const notFound = route.path === '/no-such-page';
      if (notFound) expect(response?.status()).toBe(404);
      if ('redirect' in want) {
        await expect(p).toHaveURL(new URL(want.redirect, baseURL).toString());
      } else {
        await expect(p.getByRole('heading', { level: 1 })).toHaveText(want.h1);
        await expect(p.locator('h1'), 'one h1 on the page').toHaveCount(1);
        if (want.path) await expect(p).toHaveURL(new URL(want.path, baseURL).toString());
        expect(await p.title()).toMatch(/Fairlead/);
        if (axeChecks.has(`${role} ${route.path}`)) {
          const { violations } = await new AxeBuilder({ page: p }).analyze();
          const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(
            serious.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`),
            'serious accessibility violations',
          ).toEqual([]);
        }
      }
      const refused = 'refused' in want && want.refused === true;
      const expected = (e: string) =>
        (notFound && e.endsWith('the server responded with a status of 404 (Not Found)')) ||
        (refused && e.endsWith('the server responded with a status of 403 (Forbidden)'));
      expect(consoleErrors.filter((e) => !expected(e))).toEqual([]);
    });
  }
}

it('every page has its own document title', async ({ visitAs }) => {
  test.setTimeout(240_000); // ~70 page loads: 65 s on a machine at half speed
  // An admin sees every page but the owner's fleet pages, which an owner checks.
  const titles = new Map<string, string>();
  for (const role of ['admin', 'owner'] as const) {
    const { page: p } = await visitAs(role);
    for (const route of routes) {
      const want = route.expect(role);
      if ('redirect' in want || (role === 'owner' && !('redirect' in route.expect('admin')))) continue;
      const path = await concretePath(p, route.path);
      await p.goto(path);
      await expect(p.getByRole('heading', { level: 1 }), path).toHaveText(want.h1);
      titles.set(want.path ?? path, await p.title());
    }
  }
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  const shared = [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(', ')}`);
  expect(shared, 'pages sharing one title').toEqual([]);
});

/** A route pattern with a real record of the demo data: Aegean Spirit, its owner's company, or a fixed deal the signed-in member is party to. */
async function concretePath(p: Page, path: string): Promise<string> {
  if (path === '/vessels/:id') return `/vessels/${await demoVesselId(p.request, 'Aegean Spirit')}`;
  if (path === '/owner/vessels/:id/certificates') return `/owner/vessels/${await demoVesselId(p.request, 'Aegean Spirit')}/certificates`;
  if (path === '/companies/:id') {
    const vessel = await p.request.get(`/api/vessels/${await demoVesselId(p.request, 'Aegean Spirit')}`);
    return `/companies/${(await vessel.json()).owner.id}`;
  }
  if (!path.includes('/app/deals/:id')) return path;
  const res = await p.request.get('/api/deals?stage=fixed');
  if (!res.ok()) return path.replace(':id', '00000000-0000-4000-8000-000000000000'); // a visitor is sent to /login before any id matters
  const { items } = await res.json();
  expect(items.length, 'a fixed demo deal').toBeGreaterThan(0);
  return path.replace(':id', items[0].id);
}
