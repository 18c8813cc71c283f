// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { renderAt, stubFetch } from '../../../test/render';
import { cargoId, fitsId, fittingShip, lateId, lateShip, loaded, member, memberAnswer, pageOf, wheatOrder } from '../test-fixtures';
import { MatchingShips } from './matching-ships';

afterEach(cleanup);

type Role = 'owner' | 'charterer' | 'admin' | null;

function show(
  { role = 'charterer', cargo = wheatOrder, answer = pageOf([fittingShip, lateShip]) as unknown, status = 200 } = {} as {
    role?: Role;
    cargo?: CargoOrder;
    answer?: unknown;
    status?: number;
  },
) {
  const calls = stubFetch((url) => memberAnswer(url, role ? member(role) : null) ?? { status, body: answer });
  const view = renderAt(<MatchingShips cargo={cargo} />, { path: '/cargoes/:id', url: `/cargoes/${cargo.id}` });
  const matchCalls = () => calls.filter((c) => c.url.startsWith(`/api/cargoes/${cargo.id}/matches`)).map((c) => c.url);
  return { ...view, calls, matchCalls };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('matching ships on a cargo order', () => {
  it('ranks the ships with a fit or fail verdict, the server’s checks, the legs and the TCE', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Matching ships' }, loaded)).toBeVisible();
    await screen.findByRole('link', { name: 'Pacific Venture' }, loaded);

    const fits = within(row('Pacific Venture'));
    expect(fits.getByText('Fits')).toBeVisible();
    expect(fits.getByText('Lifts 50,000 t (intake 56,400 t by weight)')).toBeVisible();
    // The level is said in words, not only by the icon's colour.
    expect(fits.getByText('Speed and consumption not given: a usual Supramax’s assumed').previousSibling).toHaveTextContent('Check:');
    expect(fits.getByText('1,240 nm · 3.7 days · arrives 12 Jan · in laycan')).toBeVisible();
    expect(fits.getByText('11,359 nm via Cape of Good Hope')).toBeVisible();
    expect(fits.getByText('USD 14,246/day')).toBeVisible();
    expect(fits.getByText('Bulk Carrier · 58,000 dwt · built 2015 · LR flag', { exact: false })).toBeVisible();

    const late = within(row('Nordic Trader'));
    expect(late.getByText('Does not fit')).toBeVisible();
    expect(late.getByText('Arrives 18 Jan, 3 days after the laycan closes').previousSibling).toHaveTextContent('Fails:');
    expect(late.getByText('4,100 nm · 12.2 days · arrives 18 Jan · late by 3 days')).toBeVisible();
    expect(late.getByText('No estimate')).toBeVisible();

    // Each owner's rating with its count (#29); an owner without reviews is said to have none, not 0 stars.
    expect(fits.getByText('4.5 out of 5 from 2 reviews')).toBeVisible();
    expect(late.getByText('No reviews yet')).toBeVisible();
    expect(late.queryByText(/out of 5/)).toBeNull();

    // Ranked as the server sent them.
    const items = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => within(li).getAllByRole('link')[0].textContent)).toEqual(['Pacific Venture', 'Nordic Trader']);
  });

  it('gives the order’s charterer Send enquiry on each ship, prefilled from the cargo', async () => {
    show();
    const link = await screen.findByRole('link', { name: 'Send enquiry to Pacific Venture' }, loaded);
    expect(link).toHaveAttribute('href', `/app/deals/new?vessel=${fitsId}&cargo=${cargoId}`);
    expect(screen.getByRole('link', { name: 'Send enquiry to Nordic Trader' })).toHaveAttribute(
      'href',
      `/app/deals/new?vessel=${lateId}&cargo=${cargoId}`,
    );
    expect(screen.queryByRole('link', { name: /Offer your ship/ })).toBeNull();
  });

  it('shows an owner their own ships against the cargo, with Offer your ship and the estimate’s days', async () => {
    show({
      role: 'owner',
      cargo: { ...wheatOrder, mine: false },
      answer: pageOf([{ ...fittingShip, vessel: { ...fittingShip.vessel, mine: true } }]),
    });
    expect(await screen.findByRole('heading', { name: 'Your ships against this cargo' }, loaded)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Offer your ship, Pacific Venture' }, loaded)).toHaveAttribute(
      'href',
      `/app/cargoes/${cargoId}/offer?vessel=${fitsId}&days=48.94`,
    );
    expect(screen.queryByRole('link', { name: /Send enquiry/ })).toBeNull();
  });

  it('asks a visitor to sign in, and asks the server nothing', async () => {
    const { matchCalls } = show({ role: null });
    expect(await screen.findByRole('link', { name: 'Sign in' }, loaded)).toHaveAttribute('href', '/login');
    expect(screen.getByText(/to see the ships that can do this cargo/)).toBeVisible();
    expect(matchCalls()).toEqual([]);
  });

  it('shows another charterer nothing, and asks the server nothing', async () => {
    const { matchCalls, calls } = show({ cargo: { ...wheatOrder, mine: false } });
    // Once the member is known (their profile read), the section decides: nothing for this viewer.
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/accounts/me'))).toBe(true), loaded);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(matchCalls()).toEqual([]);
  });

  it('says what to do when no ship fits, to the charterer and to an owner', async () => {
    show({ answer: pageOf([]) });
    expect(await screen.findByText('No ship on the market fits yet', {}, loaded)).toBeVisible();
    cleanup();
    show({ role: 'owner', cargo: { ...wheatOrder, mine: false }, answer: pageOf([]) });
    expect(await screen.findByText('None of your ships fits this cargo yet', {}, loaded)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Update your fleet’s open positions' })).toHaveAttribute('href', '/owner/vessels');
  });

  it('shows the server’s refusal when the list cannot be loaded', async () => {
    show({ status: 403, answer: { error: { code: 'forbidden', message: 'Matching ships are shown to the cargo’s charterer' } } });
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      'Matches could not be loaded. Matching ships are shown to the cargo’s charterer',
    );
  });

  it('writes every setting to the URL and asks again with it; a changed setting goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router, matchCalls } = show({ answer: pageOf([fittingShip], true) });
    await screen.findByRole('link', { name: 'Pacific Venture' }, loaded);
    expect(matchCalls()).toEqual([`/api/cargoes/${cargoId}/matches`]);
    expect(screen.getByRole('switch', { name: 'Use Suez' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Use Panama' })).toBeChecked();
    expect(screen.getByText('Suez avoided by default: Red Sea diversions since 2024.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(matchCalls()).toContain(`/api/cargoes/${cargoId}/matches?page=2`));

    await user.click(screen.getByRole('switch', { name: 'Use Suez' }));
    await waitFor(() => expect(router.state.location.search).toBe('?suez=1'));
    await waitFor(() => expect(matchCalls()).toContain(`/api/cargoes/${cargoId}/matches?suez=1`));

    await user.click(screen.getByRole('switch', { name: 'Use Panama' }));
    await user.click(screen.getByRole('radio', { name: 'Eco speed' }));
    const price = screen.getByRole('textbox', { name: 'Bunker price (USD/t)' });
    expect(price).toHaveAttribute('placeholder', '600 (default)');
    await user.type(price, '650{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?suez=1&panama=0&speed=eco&bunkerPrice=650'));
    await waitFor(() => expect(matchCalls()).toContain(`/api/cargoes/${cargoId}/matches?bunkerPrice=650&suez=1&panama=0&speed=eco`));
  });

  it('opens the estimate as it is checked by hand, and solves the freight for a target TCE', async () => {
    const user = userEvent.setup();
    show({ answer: pageOf([fittingShip]) });
    const expand = await screen.findByRole('button', { name: 'Show the voyage estimate for Pacific Venture' }, loaded);
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Hide the voyage estimate for Pacific Venture' })).toHaveAttribute('aria-expanded', 'true');

    const line = (name: string) => screen.getAllByRole('rowheader', { name }).map((h) => h.closest('tr')!.textContent);
    expect(line('Laden')).toEqual(['Laden33.95 days']);
    expect(line('Weather margin (5%)')).toEqual(['Weather margin (5%)1.70 days']);
    expect(line('Voyage')).toEqual(['Voyage48.94 days']);
    expect(line('At sea')).toEqual(['At sea35.65 days', 'At sea998.13 tUSD 598,878.00']);
    expect(line('In port')).toEqual(['In port13.29 days', 'In port39.87 tUSD 23,922.00']);
    expect(line('Port costs, discharge')).toEqual(['Port costs, dischargeUSD 120,000.00']);
    expect(line('Gross freight')).toEqual(['Gross freightUSD 1,600,000.00']);
    expect(line('Commission')).toEqual(['Commission− USD 80,000.00']);
    expect(line('Net')).toEqual(['NetUSD 697,200.00']);
    expect(line('TCE')).toEqual(['TCEUSD 14,246.02/day']);

    // 15,000 × 48.94 + 822,800 = 1,556,900; / 0.95 = 1,638,842.11; / 50,000 t = USD 32.7768 → USD 32.78/t.
    await user.type(screen.getByRole('textbox', { name: 'Target TCE (USD/day)' }), '15,000');
    expect(screen.getByText('Freight for USD 15,000/day: USD 32.78/t')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Target TCE (USD/day)' }));
    await user.type(screen.getByRole('textbox', { name: 'Target TCE (USD/day)' }), 'lots');
    expect(screen.getByText('Type the TCE in US dollars a day, e.g. 15,000')).toBeVisible();
  });
});
