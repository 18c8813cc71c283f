// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { BillOfLadingForm } from './bill-of-lading-form';

afterEach(cleanup);

const dealId = '0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

describe('recording the bill-of-lading quantity (#25)', () => {
  it('accepts thousands separators, sends tonnes to the kilogram, and shows the server’s refusal', async () => {
    const calls = stubFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'The charter party allows 45,000 t to 55,000 t (50,000 t 10% more or less)',
          fields: { quantityT: 'The charter party allows 45,000 t to 55,000 t' },
        },
      },
    }));
    renderAt(<BillOfLadingForm dealId={dealId} nominalT={50_000} />);
    const user = userEvent.setup();
    expect(screen.getByText(/an estimate on the nominal 50,000 t/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Quantity on the bills of lading (t)'), '49,873.4201');
    await user.click(screen.getByRole('button', { name: 'Record quantity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the quantity the bills of lading state, in metric tonnes (up to three decimals)',
    );
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Quantity on the bills of lading (t)'));
    await user.type(screen.getByLabelText('Quantity on the bills of lading (t)'), '55,873.420');
    await user.click(screen.getByRole('button', { name: 'Record quantity' }));
    expect(await screen.findByText('The charter party allows 45,000 t to 55,000 t')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: expect.stringContaining(`/api/deals/${dealId}/payments/bill-of-lading`), method: 'POST', body: { quantityT: 55_873.42 } },
    ]);
  });

  it('asks for the quantity when it is empty, and clears the field once recorded (#26)', async () => {
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    renderAt(<BillOfLadingForm dealId={dealId} nominalT={50_000} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record quantity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the quantity the bills of lading state, in metric tonnes (up to three decimals)',
    );
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Quantity on the bills of lading (t)'), '48,000.5');
    await user.click(screen.getByRole('button', { name: 'Record quantity' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity on the bills of lading (t)')).toHaveValue(''));
    expect(calls).toEqual([
      { url: expect.stringContaining(`/api/deals/${dealId}/payments/bill-of-lading`), method: 'POST', body: { quantityT: 48_000.5 } },
    ]);
  });
});
