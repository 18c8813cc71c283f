// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { RecordTransferForm } from './record-transfer-form';

afterEach(cleanup);

const dealId = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

describe('recording a transfer at the simulated escrow bank (#26)', () => {
  it('asks for the amount in the API’s words and sends nothing, then sends the statement line', async () => {
    const calls = stubFetch(() => ({
      status: 200,
      body: { reference: 'FL-0123-4567-D', received: 60_000_000, excess: 0, amount: 116_375_000, currency: 'USD' },
    }));
    renderAt(<RecordTransferForm dealId={dealId} reference="FL-0123-4567-D" currency="USD" remaining={0} />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount received with FL-0123-4567-D');
    expect(amount).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Record transfer received' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the amount received');
    expect(calls).toHaveLength(0);

    await user.type(amount, '600,000.00');
    await user.click(screen.getByRole('button', { name: 'Record transfer received' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls).toEqual([
      {
        url: expect.stringContaining('/api/simulated-provider/bank-transfers'),
        method: 'POST',
        body: { reference: 'FL-0123-4567-D', amount: 60_000_000, currency: 'USD' },
      },
    ]);
  });
});
