// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { PayoutFlags } from './payout-flags';

afterEach(cleanup);

const flag = {
  id: '6a4f3c1e-0b7d-4e52-9a31-2f8c5d6e7a10',
  kind: 'shared_iban',
  ownerCompany: 'Aegean Bulk Carriers S.A.',
  holderName: 'Aegean Bulk Carriers S.A.',
  iban: 'GB82 •••• 5432',
  accountStatus: 'active',
  detail: 'The same IBAN is registered by Nordic Coastal Shipping AS.',
  createdAt: '2026-11-27T08:00:00.000Z',
};

describe('payout accounts to review', () => {
  it('shows the flag with its reason and clears it only with a written reason, through a labelled action', async () => {
    const calls = stubFetch((_url, init) => (init.method === 'POST' ? { status: 204 } : { status: 200, body: { items: [flag] } }));
    renderAt(<PayoutFlags />);
    expect(await screen.findByText('IBAN registered by another company')).toBeVisible();
    expect(screen.getByText('The same IBAN is registered by Nordic Coastal Shipping AS.')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear flag on Aegean Bulk Carriers S.A.’s account GB82 •••• 5432' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the flag' });
    await user.click(screen.getAllByRole('button', { name: 'Clear flag' }).at(-1)!);
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeVisible(); // the shared schema's message
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0); // no reason, nothing sent
    await user.type(screen.getByLabelText('Reason'), 'Called the owner on the number in their verification file');
    await user.click(screen.getAllByRole('button', { name: 'Clear flag' }).at(-1)!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const [sent] = calls.filter((c) => c.method === 'POST');
    expect(sent.url).toMatch(new RegExp(`/api/admin/payout-flags/${flag.id}/clear$`));
    expect(sent.body).toEqual({ reason: 'Called the owner on the number in their verification file' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
