// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../../common/admin/dashboard';
import { renderAt, stubFetch } from '../../../test/render';
import AdminDashboardPage from './admin-dashboard';

// uPlot reads the screen's pixel ratio when it loads, and jsdom draws no canvas: the charts' tables carry the numbers.
vi.hoisted(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

afterEach(cleanup);

const c = (current: number, previous: number | null) => ({ current, previous });
const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const noMoney: Dashboard['series'][number]['money'] = [];

/** A week of the marketplace, as the API would answer it. */
const week: Dashboard = {
  period: { period: '7d', from: '2026-11-22', to: '2026-11-28', previousFrom: '2026-11-15', previousTo: '2026-11-21', bucket: 'day' },
  figures: {
    newMembers: c(12, 8),
    newCompanies: c(3, 3),
    listedShips: c(41, null),
    openPositions: c(9, 12),
    cargoOrders: c(5, 0),
    enquiries: c(30, 24),
    offers: c(18, 20),
    fixtures: c(4, 2),
    medianHoursToFixture: { current: 60, previous: 36 },
    failedPayments: c(1, 3),
    openReports: c(2, 2),
    openVerificationCases: c(6, 4),
  },
  money: [
    {
      currency: 'USD',
      fixed: c(125_000_000, 50_000_000),
      held: c(18_750_000, null),
      released: c(40_000_000, 0),
      refunded: c(0, 0),
      inClaims: c(2_500_000, 0),
    },
    { currency: 'EUR', fixed: c(30_000_000, 0), held: c(0, null), released: c(0, 0), refunded: c(0, 0), inClaims: c(0, 0) },
  ],
  series: days.map((start, i) => ({
    start,
    fixtures: [0, 1, 0, 2, 0, 0, 1][i],
    money:
      i === 1
        ? [{ currency: 'USD', fixed: 50_000_000, released: 0, refunded: 0 }]
        : i === 3
          ? [{ currency: 'USD', fixed: 75_000_000, released: 40_000_000, refunded: 0 }]
          : i === 6
            ? [{ currency: 'EUR', fixed: 30_000_000, released: 0, refunded: 0 }]
            : noMoney,
  })),
  funnel: [
    { stage: 'enquiry', deals: 30 },
    { stage: 'negotiating', deals: 18 },
    { stage: 'on_subjects', deals: 7 },
    { stage: 'fixed', deals: 4 },
  ],
  fixturesByLoadRegion: [
    { label: 'US Gulf', fixtures: 2 },
    { label: 'Black Sea', fixtures: 1 },
    { label: 'Not stated', fixtures: 1 },
  ],
  fixturesBySizeClass: [
    { label: 'Supramax', fixtures: 3 },
    { label: 'Panamax', fixtures: 1 },
  ],
};

/** A quiet week: nothing happened, so every chart has to say so. */
const quiet: Dashboard = {
  ...week,
  figures: Object.fromEntries(Object.keys(week.figures).map((k) => [k, c(0, 0)])) as unknown as Dashboard['figures'],
  money: [],
  series: days.map((start) => ({ start, fixtures: 0, money: noMoney })),
  funnel: week.funnel.map((s) => ({ ...s, deals: 0 })),
  fixturesByLoadRegion: [],
  fixturesBySizeClass: [],
};

const summary = { users: 120, vessels: 45, charters: 30, payments: 17 };

function serve(dashboard: Dashboard | { status: number; body: unknown }) {
  return stubFetch((url) => {
    if (url.startsWith('/api/admin/summary')) return { status: 200, body: summary };
    if (url.startsWith('/api/admin/dashboard')) return 'status' in dashboard ? dashboard : { status: 200, body: dashboard };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

const card = (label: string) => screen.getByRole('group', { name: label });
const figure = (label: string) => ({
  value: within(card(label)).getByTestId('figure-value').textContent,
  change: within(card(label)).getByTestId('figure-change').textContent,
  previous: within(card(label)).queryByTestId('figure-previous')?.textContent ?? null,
});
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((cell) => cell.textContent));
const dashboardCalls = (calls: { url: string }[]) => calls.filter((x) => x.url.startsWith('/api/admin/dashboard')).map((x) => x.url);

describe('admin dashboard (#31)', () => {
  it('keeps the title, intro and the four tiles, and asks for 30 days when the URL names no period', async () => {
    const calls = serve(week);
    renderAt(<AdminDashboardPage />, { path: '/app/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(screen.getByText('Verify companies, watch the market and keep every fixture safe.')).toBeVisible();
    for (const name of ['Users', 'Vessels', 'Charters', 'Payments']) expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await screen.findByRole('group', { name: 'New members' });
    expect(dashboardCalls(calls)).toEqual(['/api/admin/dashboard?period=30d']);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each figure with the previous period and the change in words', async () => {
    serve(week);
    renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=7d' });
    await screen.findByRole('group', { name: 'New members' });
    expect(screen.getByText('22 Nov 2026 – 28 Nov 2026')).toBeVisible();
    expect(screen.getByText(/compared with 15 Nov 2026 – 21 Nov 2026/)).toBeVisible();
    expect(figure('New members')).toEqual({ value: '12', change: 'Up 50%', previous: 'Previous: 8' });
    expect(figure('New companies')).toEqual({ value: '3', change: 'No change', previous: 'Previous: 3' });
    expect(figure('Listed ships')).toEqual({ value: '41', change: 'No previous figure', previous: null });
    expect(figure('Open positions')).toEqual({ value: '9', change: 'Down 25%', previous: 'Previous: 12' });
    expect(figure('Cargo orders')).toEqual({ value: '5', change: 'Up from 0', previous: 'Previous: 0' });
    expect(figure('Fixtures')).toEqual({ value: '4', change: 'Up 100%', previous: 'Previous: 2' });
    // 60 hours is two and a half days; 36 hours stays in hours. (60 - 36) / 36 = 66.7%.
    expect(figure('Time to fixture')).toEqual({ value: '2.5 days', change: 'Up 67%', previous: 'Previous: 36 hours' });
    expect(figure('Failed payments')).toEqual({ value: '1', change: 'Down 67%', previous: 'Previous: 3' });
    // Money in minor units, written with its currency in whole units: 125,000,000 cents is $1,250,000.
    expect(figure('Value fixed')).toEqual({ value: '$1,250,000', change: 'Up 150%', previous: 'Previous: $500,000' });
    expect(figure('Held in escrow')).toEqual({ value: '$187,500', change: 'No previous figure', previous: null });
    expect(figure('In claims')).toEqual({ value: '$25,000', change: 'Up from 0', previous: 'Previous: $0' });
  });

  it('puts every chart’s numbers in a table, and switches money between currencies', async () => {
    serve(week);
    renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=7d' });
    const fixtures = await screen.findByRole('table', { name: 'Fixtures over time' });
    expect(rows(fixtures)).toEqual([
      ['22 Nov 2026', '0'],
      ['23 Nov 2026', '1'],
      ['24 Nov 2026', '0'],
      ['25 Nov 2026', '2'],
      ['26 Nov 2026', '0'],
      ['27 Nov 2026', '0'],
      ['28 Nov 2026', '1'],
    ]);
    const usd = screen.getByRole('table', { name: 'Money over time in USD' });
    expect(rows(usd)).toHaveLength(7);
    expect(rows(usd)[3]).toEqual(['25 Nov 2026', '$750,000.00', '$400,000.00', '$0.00']);
    expect(rows(screen.getByRole('table', { name: 'Deals by stage' }))).toEqual([
      ['Enquiry', '30', '100%'],
      ['Negotiating', '18', '60%'],
      ['On subjects', '7', '23%'],
      ['Fixed', '4', '13%'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Fixtures by load region' }))).toEqual([
      ['US Gulf', '2'],
      ['Black Sea', '1'],
      ['Not stated', '1'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Fixtures by vessel size' }))).toEqual([
      ['Supramax', '3'],
      ['Panamax', '1'],
    ]);

    // Two currencies: each switch (one by the figures, one by the chart) shows the other currency everywhere.
    const [euro] = screen.getAllByRole('button', { name: 'EUR' });
    await userEvent.click(euro);
    expect(figure('Value fixed')).toEqual({ value: '€300,000', change: 'Up from 0', previous: 'Previous: €0' });
    const eur = screen.getByRole('table', { name: 'Money over time in EUR' });
    expect(rows(eur)[6]).toEqual(['28 Nov 2026', '€300,000.00', '€0.00', '€0.00']);
    expect(screen.queryByRole('table', { name: 'Money over time in USD' })).toBeNull();
  });

  it('names a year’s buckets by month, the first one from the period’s first day', async () => {
    const year: Dashboard = {
      ...week,
      period: { period: '12m', from: '2025-11-29', to: '2026-11-28', previousFrom: '2024-11-29', previousTo: '2025-11-28', bucket: 'month' },
      series: [
        { start: '2025-11-29', fixtures: 0, money: noMoney },
        { start: '2025-12-01', fixtures: 3, money: noMoney },
        { start: '2026-01-01', fixtures: 1, money: noMoney },
      ],
    };
    serve(year);
    renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=12m' });
    const table = await screen.findByRole('table', { name: 'Fixtures over time' });
    expect(rows(table)).toEqual([
      ['From 29 Nov 2025', '0'],
      ['Dec 2025', '3'],
      ['Jan 2026', '1'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeVisible();
  });

  it('says so where a quiet period has nothing to chart', async () => {
    serve(quiet);
    renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=7d' });
    await screen.findByText('No money moved in this period');
    expect(screen.getAllByText('No fixtures in this period')).toHaveLength(3);
    expect(screen.getByText('No deals opened in this period')).toBeVisible();
    expect(screen.getByText('No money was fixed, held, released or refunded in this period or the one before.')).toBeVisible();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
  });

  it('keeps the chosen period in the URL and asks the API for it', async () => {
    const calls = serve(week);
    const { router } = renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=7d' });
    await screen.findByRole('group', { name: 'New members' });
    await userEvent.click(screen.getByRole('button', { name: '12 months' }));
    expect(router.state.location.search).toBe('?period=12m');
    await waitFor(() => expect(dashboardCalls(calls)).toEqual(['/api/admin/dashboard?period=7d', '/api/admin/dashboard?period=12m']));
    expect(screen.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');

    // Custom dates: the form gives the contract's own message and asks nothing until they are right.
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-10-10' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-10-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText('The last day must not be before the first day')).toBeVisible();
    expect(router.state.location.search).toBe('?period=12m');
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-10-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    expect(router.state.location.search).toBe('?period=custom&from=2026-10-10&to=2026-10-31');
    await waitFor(() => expect(dashboardCalls(calls).at(-1)).toBe('/api/admin/dashboard?period=custom&from=2026-10-10&to=2026-10-31'));
    expect(dashboardCalls(calls)).toHaveLength(3);
  });

  it('shows custom dates from a shared link that the contract refuses, and asks nothing', async () => {
    const calls = serve(week);
    renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=custom&from=2026-10-10' });
    expect(await screen.findByText('Enter both the first and the last day')).toBeVisible();
    expect(screen.getByLabelText('First day')).toHaveValue('2026-10-10');
    expect(dashboardCalls(calls)).toEqual([]);
  });

  it('shows the API’s refusal in the app’s alert', async () => {
    serve({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong on our side.' } } });
    renderAt(<AdminDashboardPage />, { path: '/app/admin', url: '/app/admin?period=7d' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded: Something went wrong on our side.');
  });
});
