// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import SimulatedCheckoutPage from './simulated-checkout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ref = `sim_ch_${'a'.repeat(32)}`;
const charge = (status: string, failure: string | null = null) => ({
  ref,
  amount: 116_375_000,
  currency: 'USD',
  description: 'Freight, 95% on loading (Fairlead escrow)',
  status,
  returnUrl: 'http://localhost/app/deals/x/payments',
  failure,
});

describe('the simulated checkout (#25)', () => {
  it('after a declined card offers another card, and a way back that ends the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubFetch((url) => {
      if (url.endsWith('/pay')) return { status: 200, body: charge('failed', 'Your card was declined.') };
      if (url.endsWith('/cancel')) return { status: 200, body: charge('expired') };
      return { status: 200, body: charge('requires_payment_method') };
    });
    renderAt(<SimulatedCheckoutPage />, { path: '/checkout/simulated/:ref', url: `/checkout/simulated/${ref}` });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $1,163,750.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back to Fairlead without paying' }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(assign).toHaveBeenCalledWith('http://localhost/app/deals/x/payments');
    expect(calls.map((c) => [c.method, c.url.split('/').pop()])).toEqual([
      ['GET', ref],
      ['POST', 'pay'],
      ['POST', 'cancel'],
    ]);
  });
});
