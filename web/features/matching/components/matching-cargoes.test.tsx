// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { cargoId, cargoMatch, fitsId, loaded, pageOf, wheatOrder } from '../test-fixtures';
import { MatchingCargoes } from './matching-cargoes';

afterEach(cleanup);

const positioned: { id: string; name: string; openDate: string | null; deadweightT: number | null } = {
  id: fitsId,
  name: 'Pacific Venture',
  openDate: '2027-01-08',
  deadweightT: 58_000,
};

function show({ vessel = positioned, canOffer = true, answer = pageOf([cargoMatch(wheatOrder)]) as unknown } = {}) {
  const calls = stubFetch(() => ({ status: 200, body: answer }));
  const view = renderAt(<MatchingCargoes vessel={vessel} canOffer={canOffer} cargoDetails={(c) => <p>Details of {c.commodityName}</p>} />, {
    path: '/owner/vessels/:id/matches',
    url: `/owner/vessels/${vessel.id}/matches`,
  });
  return { ...view, calls };
}

describe('matching cargoes for a ship', () => {
  it('ranks the cargo orders with their verdict, TCE and the page’s own cargo details', async () => {
    const { calls } = show();
    expect(await screen.findByRole('link', { name: '50,000 t wheat Santos → Qingdao' }, loaded)).toHaveAttribute('href', `/cargoes/${cargoId}`);
    expect(screen.getByText('Details of Wheat')).toBeVisible();
    expect(screen.getByText('Fits')).toBeVisible();
    expect(screen.getByText('USD 14,246/day')).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual([`/api/vessels/${fitsId}/matches`]);
  });

  it('shows the charterer’s rating with its count, and none where the charterer’s name is hidden (#29)', async () => {
    const named = { ...wheatOrder, account: { company: 'Levant Grain', verified: true }, accountHidden: null };
    const rated = { ...cargoMatch(named), chartererRating: { average: 4, count: 3 } };
    const hidden = { ...cargoMatch({ ...wheatOrder, id: fitsId, account: null }), chartererRating: null };
    show({ answer: pageOf([rated, hidden]) });
    expect(await screen.findByText('4.0 out of 5 from 3 reviews', {}, loaded)).toBeVisible();
    expect(screen.getAllByText(/out of 5|No reviews yet/)).toHaveLength(1);
    cleanup();
    show({ answer: pageOf([cargoMatch({ ...wheatOrder, account: { company: 'Levant Grain', verified: true }, accountHidden: null })]) });
    expect(await screen.findByText('No reviews yet', {}, loaded)).toBeVisible();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('gives the owner Offer your ship, with the ship and the estimate’s voyage days', async () => {
    show();
    expect(
      await screen.findByRole('link', { name: 'Offer your ship, Pacific Venture, for 50,000 t wheat Santos → Qingdao' }, loaded),
    ).toHaveAttribute('href', `/app/cargoes/${cargoId}/offer?vessel=${fitsId}&days=48.94`);
  });

  it('gives no offer to one who may only look (an admin), nor on an order no longer open', async () => {
    show({ canOffer: false });
    await screen.findByText('USD 14,246/day', {}, loaded);
    expect(screen.queryByRole('link', { name: /Offer your ship/ })).toBeNull();
    cleanup();
    show({ answer: pageOf([cargoMatch({ ...wheatOrder, status: 'withdrawn' })]) });
    await screen.findByText('USD 14,246/day', {}, loaded);
    expect(screen.queryByRole('link', { name: /Offer your ship/ })).toBeNull();
  });

  it('asks for an open position when the ship has none', async () => {
    show({ vessel: { ...positioned, openDate: null }, answer: pageOf([]) });
    expect(await screen.findByText('Publish an open position to see matching cargoes', {}, loaded)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set the open position of Pacific Venture' })).toHaveAttribute('href', `/owner/vessels/${fitsId}/edit`);
  });

  it('says where to look when the ship is positioned but nothing fits', async () => {
    show({ answer: pageOf([]) });
    expect(await screen.findByText('No open cargo order fits this ship yet', {}, loaded)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the cargo board' })).toHaveAttribute('href', '/cargoes');
  });

  it('keeps the settings when paging, and asks for the next page', async () => {
    const user = userEvent.setup();
    const { calls, router } = show({ answer: pageOf([cargoMatch(wheatOrder)], true) });
    await screen.findByText('USD 14,246/day', {}, loaded);
    await user.click(screen.getByRole('switch', { name: 'Use Suez' }));
    await waitFor(() => expect(router.state.location.search).toBe('?suez=1'));
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?suez=1&page=2'));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(`/api/vessels/${fitsId}/matches?suez=1&page=2`));
  });
});
