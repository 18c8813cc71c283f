// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { renderAt, stubFetch } from '../../../test/render';
import { loaded, memberAnswer, signedInAs, wheatOrder } from '../test-fixtures';
import MyCargoOrdersPage from './my-orders';

afterEach(cleanup);

const mine: CargoOrder = { ...wheatOrder, mine: true, account: { company: 'Levant Grain Trading', verified: true }, accountHidden: null };
const lapsed: CargoOrder = {
  ...mine,
  id: '5e2a9c17-8f04-4b3d-a6e1-7c9b0d2f4a63',
  commodity: 'corn',
  commodityName: 'Corn (maize)',
  status: 'lapsed',
  freightBasis: 'open',
  freightIdea: null,
};

describe('my cargo orders', () => {
  it('withdraws an open order once confirmed, and shows it withdrawn', async () => {
    let orders = [mine, lapsed];
    const calls = stubFetch((url, init) => {
      const member = memberAnswer(url, signedInAs('charterer'));
      if (member) return member;
      if (init.method === 'POST' && url === `/api/cargoes/${mine.id}/withdraw`) {
        orders = [{ ...mine, status: 'withdrawn' }, lapsed];
        return { status: 200, body: { cargo: orders[0] } };
      }
      return { status: 200, body: { items: orders } };
    });
    renderAt(<MyCargoOrdersPage />, { path: '/app/cargoes' });
    const user = userEvent.setup();

    const wheat = (await screen.findByRole('link', { name: 'Wheat, 50,000 t 10% MOLOO' }, loaded)).closest('li')!;
    const corn = screen.getByRole('link', { name: 'Corn (maize), 50,000 t 10% MOLOO' }).closest('li')!;
    expect(within(wheat).getByText('Open')).toBeVisible();
    expect(within(corn).getByText('Lapsed')).toBeVisible();
    expect(wheat).toHaveTextContent('Laycan 5–15 Jan 2027 · Freight idea USD 32.00/t');
    expect(corn).toHaveTextContent('Laycan 5–15 Jan 2027 · Freight open (owners to offer)');
    // A lapsed order cannot be changed or closed again.
    expect(within(corn).queryByRole('button')).toBeNull();
    expect(within(corn).queryByRole('link', { name: /^Edit/ })).toBeNull();

    await user.click(within(wheat).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this cargo order?' }, loaded);
    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), loaded);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(wheat).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog', undefined, loaded)).getByRole('button', { name: 'Withdraw order' }));
    await waitFor(() => expect(within(wheat).getByText('Withdrawn')).toBeVisible(), loaded);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/cargoes/${mine.id}/withdraw`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(wheat).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('keeps the dialog open with the API’s reason when the order is no longer open', async () => {
    stubFetch((url, init) => {
      const member = memberAnswer(url, signedInAs('charterer'));
      if (member) return member;
      if (init.method === 'POST') return { status: 409, body: { error: { code: 'conflict', message: 'This cargo order is no longer open' } } };
      return { status: 200, body: { items: [mine] } };
    });
    renderAt(<MyCargoOrdersPage />, { path: '/app/cargoes' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fixed elsewhere' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Fixed outside Fairlead?' }, loaded);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as fixed elsewhere' }));
    expect(await within(dialog).findByText('This cargo order is no longer open', {}, loaded)).toBeVisible();
  });
});
