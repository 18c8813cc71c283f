// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cargoId, fitsId, fittingShip, loaded, member, memberAnswer, pageOf, wheatOrder } from '../../features/matching/test-fixtures';
import { renderAt, stubFetch } from '../../test/render';
import CargoOrderPage from './cargo-order';

afterEach(cleanup);

describe('/cargoes/:id with its matching ships', () => {
  it('shows the order and, below its terms, the ships that match it for its charterer', async () => {
    stubFetch((url) => {
      const me = memberAnswer(url, member('charterer'));
      if (me) return me;
      if (url.startsWith(`/api/cargoes/${cargoId}/matches`)) return { status: 200, body: pageOf([fittingShip]) };
      return { status: 200, body: { cargo: wheatOrder } };
    });
    renderAt(<CargoOrderPage />, { path: '/cargoes/:id', url: `/cargoes/${cargoId}` });
    expect(await screen.findByRole('heading', { level: 1 }, loaded)).toHaveTextContent('Wheat, 50,000 t 10% MOLOO');
    expect(await screen.findByRole('heading', { level: 2, name: 'Matching ships' }, loaded)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Send enquiry to Pacific Venture' }, loaded)).toHaveAttribute(
      'href',
      `/app/deals/new?vessel=${fitsId}&cargo=${cargoId}`,
    );
  });
});
