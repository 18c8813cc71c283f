// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { BankDetailsForm } from './bank-details-form';

afterEach(cleanup);

describe('payout bank details (#26)', () => {
  it('after a fixture, names a bad IBAN and the missing password together and sends nothing; then sends the details as typed', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { active: null, change: null, locked: true } }));
    let done = 0;
    renderAt(<BankDetailsForm locked onDone={() => done++} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account holder'), 'Milos Shipping Ltd');
    await user.type(screen.getByLabelText('IBAN'), 'GB82 WEST 1234 5698 7654 33');
    await user.type(screen.getByLabelText('SWIFT/BIC'), 'NWBKGB2L');
    await user.click(screen.getByRole('button', { name: 'Request the change' }));
    expect(await screen.findByText('This IBAN is not valid: check the country code, the length and the check digits')).toBeVisible();
    expect(screen.getByText('Enter your password to change bank details after a fixture')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'GB82 WEST 1234 5698 7654 32');
    await user.type(screen.getByLabelText('Your password'), 'harbour-master-42');
    await user.click(screen.getByRole('button', { name: 'Request the change' }));
    await waitFor(() => expect(done).toBe(1));
    expect(calls).toEqual([
      {
        url: expect.stringContaining('/api/payouts/bank-details'),
        method: 'PUT',
        body: { holderName: 'Milos Shipping Ltd', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L', password: 'harbour-master-42' },
      },
    ]);
  });

  it('before a fixture asks no password, and shows the server’s message under its field', async () => {
    const calls = stubFetch(() => ({
      status: 400,
      body: { error: { code: 'validation', message: 'Invalid input', fields: { bic: 'This bank is not supported' } } },
    }));
    renderAt(<BankDetailsForm locked={false} onDone={() => {}} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await user.type(screen.getByLabelText('Account holder'), 'Milos Shipping Ltd');
    await user.type(screen.getByLabelText('IBAN'), 'GB82WEST12345698765432');
    await user.type(screen.getByLabelText('SWIFT/BIC'), 'NWBKGB2L');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bank is not supported');
    expect(calls.map((c) => c.body)).toEqual([{ holderName: 'Milos Shipping Ltd', iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' }]);
  });
});
