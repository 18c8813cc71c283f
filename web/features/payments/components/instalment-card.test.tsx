// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import type { Payment } from '../api/payments';
import { InstalmentCard } from './instalment-card';

afterEach(cleanup);

const dealId = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const payment = (over: Partial<Payment>): Payment => ({
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  dealId,
  seq: 1,
  kind: 'freight',
  label: 'Freight, 95% on loading',
  amount: 116_375_000,
  currency: 'USD',
  dueOn: '2026-12-27',
  releaseRule: 'loading',
  status: 'held',
  releasedAmount: 0,
  refundedAmount: 0,
  ownerDoneAt: null,
  chartererConfirmedAt: null,
  autoReleaseAt: null,
  holdReason: null,
  lastFailure: null,
  events: [],
  evidence: [],
  mark: { document: 'bill_of_lading', from: '2026-12-27', refusal: null },
  bankTransfer: null,
  actions: [],
  ...over,
});
const payee = 'the owners, Milos Shipping Ltd';

describe('an instalment (#25)', () => {
  it('the owner sees why loading cannot be marked yet, and cannot open the mark', async () => {
    const refusal = 'Loading cannot be completed before the laycan opens on 2026-12-27: mark it from that day';
    renderAt(
      <InstalmentCard
        payment={payment({ mark: { document: 'bill_of_lading', from: '2026-12-27', refusal }, actions: ['mark_done', 'claim'] })}
        me="owner"
        dealId={dealId}
        autoReleaseDays={5}
        payee={payee}
      />,
    );
    expect(screen.getByText(`Mark loading completed: not yet. ${refusal}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark loading completed' })).toBeDisabled();
  });

  it('the owner’s mark asks for the bill of lading, its time and its quantity', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderAt(<InstalmentCard payment={payment({ actions: ['mark_done', 'claim'] })} me="owner" dealId={dealId} autoReleaseDays={5} payee={payee} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark loading completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark loading completed' });
    expect(dialog).toHaveTextContent('The charterer sees it and has 5 days to confirm or raise a claim');
    await user.click(screen.getAllByRole('button', { name: 'Mark loading completed' }).at(-1)!);
    expect(await screen.findByText('Attach the bill of lading as evidence')).toBeInTheDocument();
    expect(screen.getByText('Give the time the document states')).toBeInTheDocument();
    expect(screen.getByText('Give the quantity the bill of lading states, in whole tonnes')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('the charterer’s confirmation releases money only through a dialog naming the amount and the payee', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { payment: payment({ status: 'released' }) } }));
    renderAt(
      <InstalmentCard
        payment={payment({
          ownerDoneAt: '2026-12-28T10:00:00.000Z',
          actions: ['confirm', 'claim'],
          evidence: [
            {
              id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
              document: 'bill_of_lading',
              statedAt: '2026-12-28T08:00:00.000Z',
              quantityT: 49_870,
              name: 'bl.pdf',
              contentType: 'application/pdf',
              size: 100,
              sha256: 'ab',
              uploadedBy: 'Eleni Markou',
              at: '2026-12-28T10:00:00.000Z',
              url: '/api/payment-evidence/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
            },
          ],
        })}
        me="charterer"
        dealId={dealId}
        autoReleaseDays={5}
        payee={payee}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Bill of lading' })).toHaveAttribute(
      'href',
      '/api/payment-evidence/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(screen.getByText(/^49,870 t, stating/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm loading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm loading' });
    expect(dialog).toHaveTextContent('$1,163,750.00 held in escrow is released to the owners, Milos Shipping Ltd now. This cannot be undone.');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Release $1,163,750.00 to the owners, Milos Shipping Ltd' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ url: expect.stringContaining('/confirm'), method: 'POST' });
  });

  it('shows only the moves the server lists for the caller, whatever the instalment’s state (#26)', () => {
    renderAt(
      <InstalmentCard
        payment={payment({ ownerDoneAt: '2026-12-28T10:00:00.000Z', actions: ['claim'] })}
        me="charterer"
        dealId={dealId}
        autoReleaseDays={5}
        payee={payee}
      />,
    );
    expect(screen.getByRole('button', { name: 'Raise a claim' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Confirm loading' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
