import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { demo, signInViaApi } from './fixtures';

type Role = 'anonymous' | 'owner' | 'charterer' | 'admin';
type Expect = { h1: RegExp; path?: string } | { redirect: string };
type Route = { path: string; expect: (role: Role) => Expect };

const page = (h1: RegExp) => () => ({ h1 });
const member = (h1: RegExp, path?: string) => (role: Role): Expect => (role === 'anonymous' ? { redirect: '/login' } : { h1, path });
const admin = (h1: RegExp) => (role: Role): Expect => (role === 'anonymous' ? { redirect: '/login' } : role === 'admin' ? { h1 } : { redirect: '/' });
const services = ['chartering', 'brokerage', 'management', 'vessel-listing', 'charter-booking', 'vessel-management', 'document-handling', 'payment-processing', 'support'];

// The specification's route table, plus the pages it links to.
const routes: Route[] = [
  { path: '/', expect: page(/Fix your charters directly/) },
  { path: '/vessels', expect: page(/^Browse vessels$/) },
  { path: '/vessels/available', expect: page(/^Available now$/) },
  { path: '/vessels/map', expect: page(/^Open positions$/) },
  { path: 'VESSEL', expect: page(/^Aegean Spirit$/) },
  { path: '/services', expect: page(/.+/) },
  ...services.map((s) => ({ path: `/services/${s}`, expect: page(/.+/) })),
  { path: '/about', expect: page(/marketplace we wanted/) },
  { path: '/contact', expect: page(/Talk to our chartering desk/) },
  { path: '/faq', expect: page(/Frequently asked questions/) },
  { path: '/terms', expect: page(/Terms of use/) },
  { path: '/privacy', expect: page(/Privacy notice/) },
  { path: '/cookies', expect: page(/Cookie notice/) },
  ...['/network', '/safety', '/messaging', '/pricing', '/management'].map((p) => ({ path: p, expect: page(/.+/) })),
  { path: '/login', expect: page(/Log in to Fairlead/) },
  { path: '/register', expect: page(/Create your Fairlead account/) },
  { path: '/forgot-password', expect: page(/Forgot your password/) },
  { path: '/reset-password', expect: page(/This reset link is not valid/) },
  { path: '/profile', expect: member(/^Profile$/, '/app/profile') },
  { path: '/dashboard', expect: member(/^Welcome, /, '/app/dashboard') },
  { path: '/notifications', expect: member(/^Notifications$/, '/app/notifications') },
  { path: '/app/dashboard', expect: member(/^Welcome, /) },
  { path: '/app/profile', expect: member(/^Profile$/) },
  { path: '/app/notifications', expect: member(/^Notifications$/) },
  { path: '/app/settings', expect: member(/^Settings$/) },
  { path: '/app/admin', expect: admin(/^Admin Dashboard$/) },
  { path: '/app/admin/users', expect: admin(/^Users$/) },
  { path: '/app/admin/vessels', expect: admin(/^Vessels$/) },
  { path: '/app/admin/charters', expect: admin(/^Charters$/) },
  { path: '/app/admin/payments', expect: admin(/^Payments$/) },
  { path: '/app/admin/messages', expect: admin(/^Contact inbox$/) },
  { path: '/app/admin/newsletter', expect: admin(/^Newsletter subscribers$/) },
  { path: '/app/admin/audit', expect: admin(/^Audit log$/) },
  { path: '/owner/vessels', expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'owner' ? { h1: /^My vessels$/ } : { redirect: '/' }) },
  { path: '/owner/vessels/new', expect: (r) => (r === 'anonymous' ? { redirect: '/login' } : r === 'owner' ? { h1: /^List a vessel$/ } : { redirect: '/' }) },
  { path: '/no-such-page', expect: page(/^Page not found$/) },
];

async function signIn(p: Page, role: Role) {
  if (role !== 'anonymous') await signInViaApi(p.request, demo[role]);
}

test.describe.configure({ mode: 'parallel' });

/** Routes already checked with axe in this run (each page once, by the first role that sees it). */
const axeChecked = new Set<string>();

for (const role of ['anonymous', 'owner', 'charterer', 'admin'] as Role[]) {
  test(`every route as ${role}: right content or redirect, own title, no console errors, no serious a11y violations`, async ({ page: p }) => {
    test.setTimeout(240_000);
    const consoleErrors: string[] = [];
    p.on('console', (m) => m.type() === 'error' && consoleErrors.push(`${p.url()}: ${m.text()}`));
    p.on('pageerror', (e) => consoleErrors.push(`${p.url()}: ${e.message}`));
    await signIn(p, role);
    const vessel = (await (await p.request.get('/api/vessels?q=Aegean%20Spirit')).json()).items[0];

    const titles = new Map<string, string>();
    for (const route of routes) {
      const path = route.path === 'VESSEL' ? `/vessels/${vessel.id}` : route.path;
      const want = route.expect(role);
      await p.goto(path);
      if ('redirect' in want) {
        await expect(p, `${path} as ${role}`).toHaveURL(new URL(want.redirect, baseURL).toString());
        continue;
      }
      await expect(p.getByRole('heading', { level: 1 }), `${path} as ${role}`).toHaveText(want.h1);
      await expect(p.locator('h1'), `${path} has one h1`).toHaveCount(1);
      if (want.path) await expect(p).toHaveURL(new URL(want.path, baseURL).toString());
      const title = await p.title();
      expect(title, `${path} has its own title`).toMatch(/Fairlead/);
      titles.set(path, title);
      const key = new URL(p.url()).pathname + (role === 'admin' || role === 'owner' ? `#${role}` : '');
      if (!axeChecked.has(key)) {
        axeChecked.add(key);
        const { violations } = await new AxeBuilder({ page: p }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`), `accessibility of ${path}`).toEqual([]);
      }
    }
    const distinct = new Set(titles.values());
    expect(distinct.size, 'document titles differ between pages').toBeGreaterThan(titles.size * 0.9);
    expect(consoleErrors).toEqual([]);
  });
}
