// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import AdminChartersPage from './charters';

afterEach(cleanup);

// The table layout (tablet width and up); jsdom has no media queries of its own.
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

const base = {
  vesselId: '2b6f1c0e-5d4a-4f3b-9e8d-7c6b5a4f3e2d',
  vesselName: 'Kalliope',
  chartererId: 'charterer-1',
  chartererCompany: 'Levant Grain Trading',
  ownerId: 'owner-1',
  ownerCompany: 'Aegean Bulk Carriers S.A.',
  startDate: '2026-12-01',
  endDate: '2026-12-24',
  totalAmount: 122_500_000,
  currency: 'USD',
  paymentStatus: 'due',
  cancelReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};
// The server lists what the admin may do with each charter; the page draws only those buttons. The statuses are
// chosen so that a page deciding by status itself would draw the opposite.
const listedCancel = { ...base, id: '0f1e2d3c-4b5a-4968-8776-655443322110', status: 'completed', actions: ['cancel'] };
const listedNothing = { ...base, id: '1f1e2d3c-4b5a-4968-8776-655443322110', status: 'active', actions: [] };

describe('admin charters table', () => {
  it('shows Cancel only for the charters the server lists it for', async () => {
    stubFetch((url) =>
      url.includes('/api/admin/charters')
        ? { status: 200, body: { items: [listedCancel, listedNothing], total: 2, page: 1, pageSize: 20 } }
        : { status: 200, body: { items: [] } },
    );
    renderAt(<AdminChartersPage />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('button', { name: 'Cancel charter 0f1e2d3c' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Cancel charter 1f1e2d3c' })).toBeNull();
  });
});
