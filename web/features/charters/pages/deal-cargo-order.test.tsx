// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Terms } from '../../../../common/charters/terms';
import { renderAt, stubFetch } from '../../../test/render';
import type { DealDetail } from '../api/deals';
import DealPage from './deal';

afterEach(cleanup);

const id = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const cargoId = '7b0c2f4e-5d1a-4c8e-9f3b-2a6d8e1c4b90';
const at = '2027-01-02T09:00:00.000Z';
const terms: Terms = {
  charterType: 'voyage',
  laycanFrom: '2027-01-12',
  laycanTo: '2027-01-20',
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'ROCND',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_450,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 2_500_000,
  despatchPerDay: 1_250_000,
  voyageDays: 20,
};
/** The charterer's enquiry sent from their order for 50,000 t wheat, Constanța to Alexandria; the caller is the charterer. */
const enquiry: DealDetail = {
  id,
  stage: 'enquiry',
  charterType: 'voyage',
  vessel: { id: '44444444-4444-4444-8444-444444444444', name: 'Aegean Spirit', imo: '9321019', flag: 'MT', deadweightT: 63_500 },
  owner: { id: 'owner-1', company: 'Aegean Bulk Carriers', verified: true },
  charterer: { id: 'charterer-1', company: 'Nile Grain Trading', verified: true },
  myParty: 'charterer',
  laycanFrom: terms.laycanFrom,
  laycanTo: terms.laycanTo,
  live: { version: 1, kind: 'enquiry', fromParty: 'charterer', replyBy: null },
  awaiting: 'owner',
  nextDeadline: null,
  headline: { cargo: 'Wheat', from: 'ROCND', to: 'EGALY', price: { amountMinor: 2_450, currency: 'USD', basis: 'per_tonne' } },
  createdAt: at,
  updatedAt: at,
  offers: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      version: 1,
      fromParty: 'charterer',
      kind: 'enquiry',
      terms,
      replyBy: null,
      replyZone: 'UTC',
      status: 'live',
      createdAt: at,
      subjects: [],
    },
  ],
  events: [
    {
      id: 1,
      event: 'enquire',
      actorRole: 'charterer',
      actorCompany: 'Nile Grain Trading',
      offerVersion: 1,
      subjectText: null,
      stageAfter: 'enquiry',
      note: null,
      at,
      contractVersion: null,
    },
  ],
  counterpartyContact: null,
  charterId: null,
  serverTime: at,
  actions: ['withdraw'],
  decidableSubjects: [],
  cargoOrder: { id: cargoId, title: '50,000 t wheat Constanța → Alexandria', laycanFrom: '2027-01-12', laycanTo: '2027-01-20', pageShown: true },
};

function openDeal(deal: DealDetail) {
  stubFetch((url) => (url.endsWith(`/api/deals/${id}`) ? { status: 200, body: { deal } } : { status: 200, body: { items: [], names: {} } }));
  renderAt(<DealPage />, { path: '/app/deals/:id', url: `/app/deals/${id}` });
}
const line = 'From cargo order: 50,000 t wheat Constanța → Alexandria, laycan 12–20 Jan 2027';

describe('the deal page names the cargo order the deal was made from', () => {
  it('links the order’s line to the order’s page', async () => {
    openDeal(enquiry);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === line)).toBeVisible();
    const link = screen.getByRole('link', { name: '50,000 t wheat Constanța → Alexandria, laycan 12–20 Jan 2027' });
    expect(link).toHaveAttribute('href', `/cargoes/${cargoId}`);
  });

  it('writes the line without a link where the server says the order’s page is closed to the viewer', async () => {
    openDeal({ ...enquiry, myParty: 'owner', cargoOrder: { ...enquiry.cargoOrder!, pageShown: false } });
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === line)).toBeVisible();
    expect(screen.queryByRole('link', { name: /50,000 t wheat/ })).not.toBeInTheDocument();
  });

  it('says nothing of a cargo order when the deal was not made from one', async () => {
    openDeal({ ...enquiry, cargoOrder: null });
    expect(await screen.findByRole('heading', { name: 'Aegean Spirit' })).toBeVisible();
    expect(screen.queryByText(/From cargo order/)).not.toBeInTheDocument();
  });
});
