// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { renderAt, stubFetch } from '../../../test/render';
import { loaded, memberAnswer, signedInAs, wheatOrder } from '../test-fixtures';
import CargoEditorPage from './cargo-editor';

afterEach(cleanup);

const mine: CargoOrder = { ...wheatOrder, mine: true, account: { company: 'Levant Grain Trading', verified: true }, accountHidden: null };

function show(cargo: CargoOrder) {
  const calls = stubFetch((url) => memberAnswer(url, signedInAs('charterer')) ?? { status: 200, body: { cargo } });
  renderAt(<CargoEditorPage />, { path: '/app/cargoes/:id/edit', url: `/app/cargoes/${cargo.id}/edit` });
  return { puts: () => calls.filter((c) => c.method === 'PUT'), user: userEvent.setup() };
}

describe('editing a cargo order', () => {
  it('starts from the order as posted and sends the change, the commodity’s own stowage factor left unstated', async () => {
    const { puts, user } = show(mine);
    const quantity = await screen.findByLabelText('Quantity (tonnes)', {}, loaded);
    expect(quantity).toHaveValue('50000');
    expect(screen.getByLabelText('Commodity')).toHaveValue('wheat');
    expect(screen.getByLabelText('Stowage factor (m³/t, optional)')).toHaveValue('');
    expect(screen.getByLabelText('Load port or region')).toHaveValue('ECSA');
    expect(screen.getByLabelText('Freight idea (USD per tonne)')).toHaveValue('32.00');
    await user.clear(quantity);
    await user.type(quantity, '55,000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1), loaded);
    expect(puts()[0].url).toBe(`/api/cargoes/${mine.id}`);
    expect(puts()[0].body).toMatchObject({
      quantityT: 55_000,
      stowageFactor: null,
      loadPlace: 'ECSA',
      dischargePlace: 'EGALY',
      freightIdea: 3_200,
      commissionPct: 3.75,
      accountVisibility: 'ok_account',
    });
    expect(await screen.findByText('Changes saved.')).toBeVisible();
  });

  it('offers no form for an order that is no longer open', async () => {
    show({ ...mine, status: 'lapsed' });
    expect(await screen.findByText('Only an open cargo order can be changed, by the charterer who posted it.', {}, loaded)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
