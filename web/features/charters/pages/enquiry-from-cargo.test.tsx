// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import EnquiryPage from './enquiry';

afterEach(cleanup);

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const vessel = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aegean Spirit',
  imo: '9074729',
  openPort: 'NLRTM',
  openDate: day(10),
  charterTypes: ['voyage'],
};
/** The charterer's own order: 30,000 t soybeans, US Gulf (a region) to Rotterdam, open freight, 2.5% commission. */
const cargo = {
  id: '7b0c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b90',
  status: 'open',
  commodity: 'soybeans',
  commodityName: 'Soybeans',
  quantityT: 30_000,
  tolerancePct: 5,
  toleranceOption: 'MOLOO',
  load: { code: 'USG', name: 'US Gulf (USG)', kind: 'region' },
  discharge: { code: 'NLRTM', name: 'Rotterdam, Netherlands', kind: 'port' },
  laycanFrom: day(20),
  laycanTo: day(25),
  loadRateTpd: 12_000,
  loadTerms: 'SHINC',
  dischargeRateTpd: 10_000,
  dischargeTerms: 'SHINC',
  charterType: 'voyage',
  freightBasis: 'open',
  freightIdea: null,
  commissionPct: 2.5,
  mine: true,
};
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Send enquiry from a cargo order (?cargo=)', () => {
  it('starts from the order’s terms and sends them as the charterer completed them, linked to the order', async () => {
    const calls = stubFetch((url) => {
      if (url.includes(`/api/vessels/${vessel.id}`)) return { status: 200, body: { vessel } };
      if (url.includes(`/api/cargoes/${cargo.id}`)) return { status: 200, body: { cargo } };
      if (url.endsWith('/api/deals')) return { status: 201, body: { deal: { id: '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f' } } };
      return { status: 200, body: { items: [], names: {} } };
    });
    const { router } = renderAt(<EnquiryPage />, { path: '/app/deals/new', url: `/app/deals/new?vessel=${vessel.id}&cargo=${cargo.id}` });
    expect(await screen.findByText('For your cargo order: 30,000 t soybeans USG → Rotterdam')).toBeInTheDocument();
    expect([value('Cargo'), value('Quantity (mt)'), value('Tolerance (% more or less)'), value('Laycan from'), value('Laytime counts')]).toEqual([
      'Soybeans',
      '30000',
      '5',
      day(20),
      'SHINC',
    ]);
    // Left to the charterer: the open freight, and the voyage's days (no estimate here), both shown empty.
    expect([value('Freight'), value('Estimated voyage (days after the laycan)'), value('Remarks')]).toEqual(['', '', '']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Freight'), '41.25');
    await user.type(screen.getByLabelText('Demurrage per day'), '15,000');
    await user.type(screen.getByLabelText('Despatch per day'), '7,500');
    await user.type(screen.getByLabelText('Estimated voyage (days after the laycan)'), '24');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      vesselId: vessel.id,
      cargoOrderId: '7b0c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b90', // the deal is linked to the order it was sent from
      terms: {
        charterType: 'voyage',
        cargo: 'Soybeans',
        quantityT: 30_000,
        loadPort: 'USMSY', // USG's reference port (New Orleans)
        dischargePort: 'NLRTM',
        freightBasis: 'per_tonne',
        freightRate: 4_125,
        loadRateTpd: 12_000,
        dischargeRateTpd: 10_000,
        laytimeTerms: 'SHINC',
        demurragePerDay: 1_500_000,
        despatchPerDay: 750_000,
        voyageDays: 24,
        addressCommissionPct: 2.5,
        brokeragePct: 0,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/deals/0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f'));
  });

  it('is prefilled when the order’s own page has the order in the cache (its Send enquiry, in the same tab)', async () => {
    stubFetch((url) => {
      if (url.includes(`/api/vessels/${vessel.id}`)) return { status: 200, body: { vessel } };
      if (url.includes(`/api/cargoes/${cargo.id}`)) return { status: 200, body: { cargo } };
      return { status: 200, body: { items: [], names: {} } };
    });
    // What the order's page (/cargoes/:id) leaves behind: the order itself, under its key ['cargo', id].
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData(['cargo', cargo.id], cargo);
    const router = createMemoryRouter([{ path: '/app/deals/new', element: <EnquiryPage /> }], {
      initialEntries: [`/app/deals/new?vessel=${vessel.id}&cargo=${cargo.id}`],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('For your cargo order: 30,000 t soybeans USG → Rotterdam')).toBeInTheDocument();
    expect([value('Cargo'), value('Quantity (mt)'), value('Laycan from'), value('Laycan to (cancelling)')]).toEqual([
      'Soybeans',
      '30000',
      day(20),
      day(25),
    ]);
  });
});
