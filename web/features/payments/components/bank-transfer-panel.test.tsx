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
const payee = 'the owners, Milos Shipping Ltd';
const instructions = {
  accountHolder: 'Fairlead Escrow (simulated)',
  bankName: 'Simulated Escrow Bank, London',
  iban: 'GB82WEST12345698765432',
  bic: 'WESTGB22',
  accountNumber: null,
  routingNumber: null,
  reference: 'FL-0123-4567-D',
  amount: 116_375_000,
  currency: 'USD',
};
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
  status: 'scheduled',
  releasedAmount: 0,
  refundedAmount: 0,
  ownerDoneAt: null,
  chartererConfirmedAt: null,
  autoReleaseAt: null,
  holdReason: null,
  lastFailure: null,
  events: [],
  evidence: [],
  mark: null,
  bankTransfer: null,
  // What the server lists for the charterer of a due instalment.
  actions: ['pay'],
  ...over,
});
const awaiting = (applied: number) =>
  payment({
    status: 'pending',
    actions: [],
    bankTransfer: {
      instructions,
      state: 'awaiting',
      applied,
      remaining: 116_375_000 - applied,
      excess: 0,
      receipts: applied ? [{ amount: applied, applied, excess: 0, receivedAt: '2026-12-20T09:30:00.000Z' }] : [],
    },
  });

describe('paying an instalment by bank transfer (#25)', () => {
  it('above the card limit the charterer is offered bank transfer only, and told why', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { checkoutUrl: '/app/deals/x/payments', payment: awaiting(0) } }));
    renderAt(<InstalmentCard payment={payment({})} me="charterer" dealId={dealId} autoReleaseDays={5} payee={payee} cardLimit={99_999_999} />);
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.getByText('Pay by bank transfer to the escrow account: a card payment is at most $999,999.99.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({
      url: expect.stringContaining(`/api/payments/${payment({}).id}/checkout`),
      method: 'POST',
      body: { method: 'bank_transfer' },
    });
  });

  it('within the card limit, card stays on offer beside the transfer', () => {
    renderAt(
      <InstalmentCard
        payment={payment({ amount: 3_675_000 })}
        me="charterer"
        dealId={dealId}
        autoReleaseDays={5}
        payee={payee}
        cardLimit={99_999_999}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeEnabled();
  });

  it('the charterer reads where to send the money, the reference and what is still to come', () => {
    renderAt(<InstalmentCard payment={awaiting(60_000_000)} me="charterer" dealId={dealId} autoReleaseDays={5} payee={payee} />);
    expect(screen.getByRole('heading', { name: 'Send $563,750.00 by bank transfer' })).toBeInTheDocument();
    expect(screen.getByText('GB82 WEST 1234 5698 7654 32')).toBeInTheDocument();
    expect(screen.getAllByText('FL-0123-4567-D').length).toBeGreaterThan(0);
    expect(screen.getByText('$563,750.00 (of $1,163,750.00)')).toBeInTheDocument();
    expect(screen.getByText(/^Received \$600,000\.00 of \$1,163,750\.00 with reference/)).toHaveTextContent('$563,750.00 still to come.');
    expect(screen.queryByText('Waiting for the payment provider to confirm the charge.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record transfer received' })).not.toBeInTheDocument();
  });

  it('the owner sees the progress, not the account details', () => {
    renderAt(<InstalmentCard payment={awaiting(0)} me="owner" dealId={dealId} autoReleaseDays={5} payee={payee} />);
    expect(screen.getByRole('heading', { name: 'Paying by bank transfer' })).toBeInTheDocument();
    expect(screen.queryByText('GB82 WEST 1234 5698 7654 32')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing has arrived yet. You are told when the money is held in escrow.')).toBeInTheDocument();
  });

  it('in test mode an admin records a transfer received, typed with thousands separators', async () => {
    const calls = stubFetch(() => ({
      status: 200,
      body: { reference: 'FL-0123-4567-D', received: 60_000_000, excess: 0, amount: 116_375_000, currency: 'USD' },
    }));
    renderAt(<InstalmentCard payment={awaiting(0)} me={null} isAdmin testMode dealId={dealId} autoReleaseDays={5} payee={payee} />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount received with FL-0123-4567-D');
    await user.clear(amount);
    await user.type(amount, '600,000.00');
    await user.click(screen.getByRole('button', { name: 'Record transfer received' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({
      url: expect.stringContaining('/api/simulated-provider/bank-transfers'),
      method: 'POST',
      body: { reference: 'FL-0123-4567-D', amount: 60_000_000, currency: 'USD' },
    });
  });

  it('what arrived beyond the instalment is shown as returned, not held', () => {
    const done = payment({
      status: 'held',
      bankTransfer: {
        instructions,
        state: 'complete',
        applied: 116_375_000,
        remaining: 0,
        excess: 500_000,
        receipts: [{ amount: 116_875_000, applied: 116_375_000, excess: 500_000, receivedAt: '2026-12-20T09:30:00.000Z' }],
      },
    });
    renderAt(<InstalmentCard payment={done} me="charterer" dealId={dealId} autoReleaseDays={5} payee={payee} />);
    expect(screen.getByRole('heading', { name: 'Paid by bank transfer' })).toBeInTheDocument();
    expect(
      screen.getByText('$5,000.00 more than due arrived. It is not held in escrow: it is returned to the account it came from.'),
    ).toBeInTheDocument();
  });
});
