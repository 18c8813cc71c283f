// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RefundDialog } from './refund-dialog';

afterEach(cleanup);

type Refund = { reason: string; amount?: number };

function renderDialog() {
  const refunds: Refund[] = [];
  render(<RefundDialog open onOpenChange={() => {}} inEscrow={18_750_000} currency="USD" pending={false} onRefund={(r) => refunds.push(r)} />);
  return { refunds, user: userEvent.setup() };
}

describe('the admin refund dialog', () => {
  it('asks for a reason with the API’s message and sends nothing, then refunds all of it with the reason trimmed', async () => {
    const { refunds, user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Refund to the charterer' });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Give a reason of at least 5 characters')).toBeVisible();
    expect(refunds).toEqual([]);
    await user.type(screen.getByLabelText('Reason'), '  Vessel withdrawn before delivery ');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds).toHaveLength(1));
    expect(refunds).toEqual([{ reason: 'Vessel withdrawn before delivery', amount: undefined }]);
  });

  it('refunds part of it in minor units, and refuses more than escrow holds with the server’s words', async () => {
    const { refunds, user } = renderDialog();
    await screen.findByRole('dialog', { name: 'Refund to the charterer' });
    await user.type(screen.getByLabelText('Reason'), 'Short-landing of 300 t agreed by both sides');
    await user.type(screen.getByLabelText('Amount to refund (USD, optional)'), '187,500.01');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The refund cannot exceed the $187,500.00 held')).toBeVisible();
    expect(refunds).toEqual([]);
    await user.clear(screen.getByLabelText('Amount to refund (USD, optional)'));
    await user.type(screen.getByLabelText('Amount to refund (USD, optional)'), '7,350');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds).toHaveLength(1));
    expect(refunds).toEqual([{ reason: 'Short-landing of 300 t agreed by both sides', amount: 735_000 }]);
  });
});
