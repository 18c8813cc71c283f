// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Terms } from '../../../../common/charters/terms';
import { renderAt, stubFetch } from '../../../test/render';
import type { DealDetail } from '../api/deals';
import DealPage from './deal';

afterEach(cleanup);

const id = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const at = '2027-01-10T09:00:00.000Z';
const reason = 'The shippers cancelled their sale contract: there is no cargo to load';
const terms: Terms = {
  charterType: 'voyage',
  laycanFrom: '2027-03-03',
  laycanTo: '2027-03-08',
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat in bulk',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'FRURO',
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
const event = (n: number, e: Partial<DealDetail['events'][number]>): DealDetail['events'][number] => ({
  id: n,
  event: 'offer',
  actorRole: 'owner',
  actorCompany: 'Aegean Bulk Carriers',
  offerVersion: null,
  subjectText: null,
  stageAfter: 'negotiating',
  note: null,
  at,
  contractVersion: null,
  ...e,
});
/** A voyage deal fixed clean on the owner's firm offer; the caller is the charterer. */
const fixed: DealDetail = {
  id,
  stage: 'fixed',
  charterType: 'voyage',
  vessel: { id: '44444444-4444-4444-8444-444444444444', name: 'Aegean Spirit', imo: '9321019', flag: 'MT', deadweightT: 63_500 },
  owner: { id: 'owner-1', company: 'Aegean Bulk Carriers', verified: true },
  charterer: { id: 'charterer-1', company: 'Nile Grain Trading', verified: true },
  myParty: 'charterer',
  laycanFrom: terms.laycanFrom,
  laycanTo: terms.laycanTo,
  live: null,
  awaiting: null,
  nextDeadline: null,
  headline: { cargo: 'Wheat in bulk', from: 'FRURO', to: 'EGALY', price: { amountMinor: 2_450, currency: 'USD', basis: 'per_tonne' } },
  createdAt: at,
  updatedAt: at,
  offers: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      version: 2,
      fromParty: 'owner',
      kind: 'firm',
      terms,
      replyBy: at,
      replyZone: 'UTC',
      status: 'accepted',
      createdAt: at,
      subjects: [],
    },
  ],
  events: [
    event(1, { event: 'enquire', actorRole: 'charterer', actorCompany: 'Nile Grain Trading', offerVersion: 1, stageAfter: 'enquiry' }),
    event(2, { offerVersion: 2 }),
    event(3, { event: 'accept', actorRole: 'charterer', actorCompany: 'Nile Grain Trading', offerVersion: 2, stageAfter: 'fixed' }),
  ],
  counterpartyContact: null,
  charterId: '55555555-5555-4555-8555-555555555555',
  serverTime: at,
  actions: ['cancel'],
  decidableSubjects: [],
  cargoOrder: null,
};
const cancelled: DealDetail = {
  ...fixed,
  stage: 'cancelled',
  actions: [],
  events: [
    ...fixed.events,
    event(4, { event: 'cancel_fixture', actorRole: 'charterer', actorCompany: 'Nile Grain Trading', stageAfter: 'cancelled', note: reason }),
  ],
};

/** The deal page at the deal's address, the network answering as the server would. */
function openDeal(deal: DealDetail, onCancel: () => { status: number; body?: unknown }) {
  const calls = stubFetch((url, init) => {
    if (url.endsWith(`/api/deals/${id}/cancel`) && init.method === 'POST') return onCancel();
    if (url.endsWith(`/api/deals/${id}`)) return { status: 200, body: { deal } };
    return { status: 200, body: { items: [] } };
  });
  renderAt(<DealPage />, { path: '/app/deals/:id', url: `/app/deals/${id}` });
  return calls;
}
const cancels = (calls: { url: string; method: string; body: unknown }[]) => calls.filter((c) => c.url.endsWith('/cancel'));

describe('a party cancels the fixture from the deal page (#26)', () => {
  it('asks for the reason, warns of the charter party, and shows the deal cancelled with its reason', async () => {
    const calls = openDeal(fixed, () => ({ status: 200, body: { deal: cancelled } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the fixture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the fixture?' });
    expect(dialog).toHaveTextContent('Cancelling a fixed charter may be a breach of the charter party.');
    expect(dialog).toHaveTextContent('Aegean Bulk Carriers may claim damages from you under it.');

    // No reason: the shared schema's words under the field, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    const field = within(dialog).getByLabelText('Reason for cancelling');
    expect(
      await within(dialog).findByText('Give the reason for cancelling in at least 10 characters: it goes on the record and to the other side'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Give the reason for cancelling in at least 10 characters: it goes on the record and to the other side',
    );
    expect(cancels(calls)).toHaveLength(0);

    await user.type(field, `  ${reason}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    await waitFor(() => expect(cancels(calls).map((c) => [c.method, c.body])).toEqual([['POST', { reason }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.getByText(`This deal is cancelled: ${reason}`)).toBeVisible();
    expect(screen.getByText(`cancelled the fixture: ${reason}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the fixture' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, in its own words', async () => {
    const held =
      'Money is held in escrow for this fixture: ask Fairlead to cancel it, so that the money is returned or paid as the charter party says';
    openDeal(fixed, () => ({ status: 409, body: { error: { code: 'conflict', message: held } } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the fixture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the fixture?' });
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), reason);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the fixture' }));
    expect(await within(dialog).findByText(held)).toBeVisible();
  });

  it('offers no cancel button when the server does not list it', async () => {
    openDeal({ ...fixed, actions: [] }, () => ({ status: 500 }));
    expect(await screen.findByText('Fixed, clean. The recap sets out every agreed term.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel the fixture' })).not.toBeInTheDocument();
  });
});
