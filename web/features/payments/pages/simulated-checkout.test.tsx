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
    // Another card is paid on the same page, as on Stripe Checkout.
    await user.type(screen.getByLabelText('Card number'), '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Pay $1,163,750.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try another card' }));
    await user.click(screen.getByRole('button', { name: 'Back to Fairlead without paying' }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(assign).toHaveBeenCalledWith('http://localhost/app/deals/x/payments');
    expect(calls.map((c) => [c.method, c.url.split('/').pop()])).toEqual([
      ['GET', ref],
      ['POST', 'pay'],
      ['POST', 'pay'],
      ['POST', 'cancel'],
    ]);
  });

  it('checks the card number with the shared schema before paying, and a test card fills it in', async () => {
    const calls = stubFetch((url) => ({ status: 200, body: charge(url.endsWith('/pay') ? 'succeeded' : 'requires_payment_method') }));
    renderAt(<SimulatedCheckoutPage />, { path: '/checkout/simulated/:ref', url: `/checkout/simulated/${ref}` });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $1,163,750.00' }));
    expect(await screen.findByText('Enter the 16 digits of a test card')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Pay $1,163,750.00' }));
    expect(await screen.findByText('Payment accepted. Fairlead holds it in escrow.')).toBeInTheDocument();
    const pay = calls.find((c) => c.method === 'POST');
    expect([pay?.url.split('/').pop(), pay?.body]).toEqual(['pay', { number: '4242424242424242' }]);
  });
});
