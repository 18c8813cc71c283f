// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import AdminPaymentsPage from './payments';

afterEach(cleanup);

// The table layout (tablet width and up); jsdom has no media queries of its own.
let wide = true;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

const base = {
  charterId: '2b6f1c0e-5d4a-4f3b-9e8d-7c6b5a4f3e2d',
  dealId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  currency: 'USD',
  dueOn: '2026-12-01',
  holdReason: null,
  vesselName: 'Kalliope',
  chartererCompany: 'Levant Grain Trading',
  ownerCompany: 'Aegean Bulk Carriers S.A.',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const held = {
  ...base,
  id: '0f1e2d3c-4b5a-4968-8776-655443322110',
  label: 'Hire, first 15 days in advance',
  providerIntentId: 'sim_ch_123',
  amount: 18_750_000,
  status: 'held',
  actions: ['hold', 'release', 'refund'],
};
const failed = {
  ...base,
  id: '1f1e2d3c-4b5a-4968-8776-655443322110',
  label: 'Hire, second 15 days',
  providerIntentId: null,
  amount: 18_750_000,
  status: 'failed',
  actions: ['retry'],
};

function answer(url: string) {
  if (url.includes('/api/admin/payments')) return { status: 200, body: { items: [held, failed], total: 2, page: 1, pageSize: 20 } };
  return { status: 200, body: { items: [] } };
}

describe('admin payments table', () => {
  it('names every action in words, not an icon alone, and keeps only the columns that fit beside the menu', async () => {
    wide = true;
    stubFetch(answer);
    renderAt(<AdminPaymentsPage />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const heldRow = (await within(table).findByText(/Hire, first 15 days in advance/)).closest('tr')!;
    // Each button shows its word, and its full name (for a screen reader) starts with that word.
    const expected: [string, RegExp][] = [
      ['View', /^View payment/],
      ['Hold', /^Hold .* in escrow$/],
      ['Release', /^Release .* to the owner$/],
      ['Refund', /^Refund .* to the charterer$/],
    ];
    for (const [word, name] of expected) expect(within(heldRow).getByRole('button', { name })).toHaveTextContent(word);
    const failedRow = within(table)
      .getByText(/Hire, second 15 days/)
      .closest('tr')!;
    expect(within(failedRow).getByRole('button', { name: /^Retry the failed charge/ })).toHaveTextContent('Retry');
    expect(within(failedRow).queryByRole('button', { name: /^Release/ })).toBeNull();
    // The provider's intent id lives in the View dialog: five columns, status and actions among them.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Charter', 'Amount', 'Status', 'Scheduled', 'Actions']);
  });

  it('on a phone each payment is a card titled by its ship and instalment, with its labelled actions', async () => {
    wide = false;
    stubFetch(answer);
    renderAt(<AdminPaymentsPage />);
    const list = await screen.findByRole('list', { name: 'Payments' });
    const card = (await within(list).findByText(/Kalliope · Hire, first 15 days in advance/)).closest('li')!;
    expect(within(card).getByText('In escrow')).toBeVisible();
    expect(within(card).getByRole('button', { name: /^Release .* to the owner$/ })).toHaveTextContent('Release');
  });

  it('names the payee of a release once, with no doubled full stop after a company ending in "S.A." (#25)', async () => {
    wide = true;
    stubFetch(answer);
    renderAt(<AdminPaymentsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Release Hire, first 15 days in advance to the owner$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Release to the owner' });
    // USD 187,500.00 = 18,750,000 cents.
    expect(within(dialog).getByText('$187,500.00 held in escrow goes to the owners, Aegean Bulk Carriers S.A. This cannot be undone.')).toBeVisible();
  });

  it('exports what the table shows: its search and sort go into the CSV link', async () => {
    wide = true;
    stubFetch(answer);
    renderAt(<AdminPaymentsPage />);
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/exports/payments.csv?sort=createdAt&dir=desc');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search payments/ }), 'held');
    await waitFor(() => expect(link).toHaveAttribute('href', '/api/admin/exports/payments.csv?q=held&sort=createdAt&dir=desc'));
    expect(screen.getByRole('link', { name: 'Export ledger CSV' })).toHaveAttribute('href', '/api/admin/exports/ledger.csv');
  });
});
