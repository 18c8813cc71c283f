// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CargoOrder } from '../../../../common/cargoes/api';
import { renderAt, stubFetch } from '../../../test/render';
import { loaded, memberAnswer, signedInAs, wheatOrder } from '../test-fixtures';
import CargoPage from './cargo';

afterEach(cleanup);

function show(cargo: CargoOrder, role: 'owner' | 'charterer' = 'owner') {
  const calls = stubFetch((url) => memberAnswer(url, signedInAs(role)) ?? { status: 200, body: { cargo } });
  renderAt(<CargoPage />, { path: '/cargoes/:id', url: `/cargoes/${cargo.id}` });
  return calls;
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('a cargo order’s page', () => {
  it('lays out every term, and says why the charterer’s name is hidden instead of showing it', async () => {
    const calls = show(wheatOrder);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheat, 50,000 t 10% MOLOO' }, loaded)).toBeVisible();
    expect(calls.some((c) => c.url === `/api/cargoes/${wheatOrder.id}`)).toBe(true);
    expect(term('Account')).toHaveTextContent('Shown once the charterer answers your enquiry');
    expect(term('Stowage factor')).toHaveTextContent('1.3 m³/t');
    expect(term('Load')).toHaveTextContent('East Coast South America (ECSA) (range)');
    expect(term('Discharge')).toHaveTextContent('Alexandria, Egypt');
    expect(term('Laycan')).toHaveTextContent('5–15 Jan 2027');
    expect(term('Load rate')).toHaveTextContent('10,000 t/day SHEX');
    expect(term('Discharge rate')).toHaveTextContent('8,000 t/day FHEX');
    expect(term('Charter')).toHaveTextContent('Voyage charter');
    expect(term('Freight idea')?.textContent).toBe('USD 32.00/t');
    expect(document.body).toHaveTextContent('Laycan 5–15 Jan 2027 · Freight idea USD 32.00/t');
    expect(term('Commission')).toHaveTextContent('3.75% total');
    expect(term('Gear')).toHaveTextContent('Geared ship needed');
    // Not the viewer's order: none of the poster's actions, and not who may see the name.
    expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
    expect(screen.queryByText('Company name shown to')).toBeNull();
  });

  it('says an order with no freight idea is open for owners to offer, in the line and the terms', async () => {
    show({ ...wheatOrder, freightBasis: 'open', freightIdea: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wheat, 50,000 t 10% MOLOO' }, loaded)).toBeVisible();
    expect(term('Freight idea')?.textContent).toBe('Open (owners to offer)');
    expect(document.body).toHaveTextContent('Laycan 5–15 Jan 2027 · Freight open (owners to offer)');
    expect(document.body).not.toHaveTextContent('Freight idea Open');
  });

  it('names the charterer, verified, where the order lets this viewer see it', async () => {
    show({ ...wheatOrder, accountVisibility: 'verified', account: { company: 'Levant Grain Trading', verified: true }, accountHidden: null });
    expect(await screen.findByText('Levant Grain Trading', {}, loaded)).toBeVisible();
    expect(term('Account')).toHaveTextContent('Verified');
    expect(screen.queryByText('Shown once the charterer answers your enquiry')).toBeNull();
  });

  it('gives its poster edit, withdraw and fixed elsewhere while it is open', async () => {
    show({ ...wheatOrder, mine: true, account: { company: 'Levant Grain Trading', verified: true }, accountHidden: null }, 'charterer');
    expect(await screen.findByRole('link', { name: 'Edit Wheat, 50,000 t 10% MOLOO' }, loaded)).toHaveAttribute(
      'href',
      `/app/cargoes/${wheatOrder.id}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fixed elsewhere' })).toBeVisible();
    expect(term('Company name shown to')).toHaveTextContent('OK account');
  });
});
