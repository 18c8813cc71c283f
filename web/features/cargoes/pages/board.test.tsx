// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { renderAt, stubFetch } from '../../../test/render';
import { loaded, memberAnswer, wheatOrder } from '../test-fixtures';
import CargoBoardPage from './board';

afterEach(cleanup);

/** A coal order whose freight is open and whose charterer shows its name to everyone. */
const coalOrder: CargoOrder = {
  ...wheatOrder,
  id: '0d3f8a61-2b7c-4e59-8a14-c6e0f2b3d7a8',
  commodity: 'coal',
  commodityName: 'Coal',
  stowageFactor: 1.25,
  quantityT: 160_000,
  tolerancePct: 0,
  load: { code: 'AUNTL', name: 'Newcastle, Australia', kind: 'port' },
  discharge: { code: 'CJK', name: 'China, Japan, Korea (CJK)', kind: 'region' },
  laycanFrom: '2027-01-28',
  laycanTo: '2027-02-05',
  freightBasis: 'open',
  freightIdea: null,
  accountVisibility: 'everyone',
  account: { company: 'Hanil Steel Corporation', verified: true },
  accountHidden: null,
};

function show(url: string) {
  const calls = stubFetch(
    (u) => memberAnswer(u, null) ?? { status: 200, body: { items: [wheatOrder, coalOrder], page: 1, pageSize: 20, hasMore: false } },
  );
  const view = renderAt(<CargoBoardPage />, { path: '/cargoes', url });
  const boardCalls = () => calls.filter((c) => c.url.startsWith('/api/cargoes')).map((c) => c.url);
  return { ...view, boardCalls, user: userEvent.setup() };
}

const searchOf = (router: ReturnType<typeof renderAt>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the cargo board', () => {
  it('asks the API for the filters in the URL and shows each order’s terms on its card', async () => {
    const { boardCalls } = show('/cargoes?commodity=wheat&loadRegion=ECSA');
    const wheat = (await screen.findByRole('link', { name: 'Wheat' }, loaded)).closest('li')!;
    expect(boardCalls()).toEqual(['/api/cargoes?commodity=wheat&loadRegion=ECSA']);
    expect(screen.getByLabelText('Commodity')).toHaveValue('wheat');
    expect(screen.getByLabelText('Load region')).toHaveValue('ECSA');

    expect(wheat).toHaveTextContent('50,000 t 10% MOLOO');
    expect(wheat).toHaveTextContent('East Coast South America (ECSA)');
    expect(wheat).toHaveTextContent('Alexandria, Egypt');
    expect(wheat).toHaveTextContent('Laycan 5–15 Jan 2027');
    expect(within(wheat).getByLabelText('Freight').textContent).toBe('USD 32.00/t');
    expect(wheat).toHaveTextContent('Shown once the charterer answers your enquiry');

    const coal = screen.getByRole('link', { name: 'Coal' }).closest('li')!;
    expect(coal).toHaveTextContent('160,000 t');
    expect(coal).not.toHaveTextContent('MOLOO');
    expect(coal).toHaveTextContent('Laycan 28 Jan – 5 Feb 2027');
    // No figure given: the tag says the freight is open, never "Freight idea Open".
    expect(within(coal).getByLabelText('Freight').textContent).toBe('Freight open');
    expect(coal).not.toHaveTextContent('Freight idea');
    expect(coal).toHaveTextContent('Hanil Steel Corporation');
    expect(within(coal).getByText('Verified')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 cargo orders found');
  });

  it('writes each filter into the URL, back to page 1, and asks again', async () => {
    const { router, boardCalls, user } = show('/cargoes?commodity=wheat&page=3');
    await screen.findByRole('link', { name: 'Wheat' }, loaded);
    await user.selectOptions(screen.getByLabelText('Discharge region'), 'CJK');
    await user.type(screen.getByLabelText('Minimum quantity'), '40,000');
    await user.tab();
    await user.type(screen.getByLabelText('Laycan from'), '2027-01-01');
    await waitFor(
      () => expect(searchOf(router)).toEqual({ commodity: 'wheat', dischargeRegion: 'CJK', minSize: '40000', from: '2027-01-01' }),
      loaded,
    );
    await waitFor(() => expect(boardCalls()).toContain('/api/cargoes?commodity=wheat&minSize=40000&dischargeRegion=CJK&from=2027-01-01'), loaded);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(searchOf(router)).toEqual({}), loaded);
    expect(screen.getByLabelText('Commodity')).toHaveValue('');
    expect(screen.getByLabelText('Minimum quantity')).toHaveValue('');
  });

  it('highlights the filter the API refused, with its message', async () => {
    stubFetch(
      (u) =>
        memberAnswer(u, null) ?? {
          status: 400,
          body: { error: { code: 'validation', message: 'Check the filters', fields: { to: 'The end date must be on or after the start date' } } },
        },
    );
    renderAt(<CargoBoardPage />, { path: '/cargoes', url: '/cargoes?from=2027-02-01&to=2027-01-01' });
    expect(await screen.findByText('The end date must be on or after the start date', {}, loaded)).toBeVisible();
    expect(screen.getByLabelText('Laycan to')).toHaveAttribute('aria-invalid', 'true');
  });
});
