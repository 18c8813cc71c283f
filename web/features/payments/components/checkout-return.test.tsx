// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { CheckoutReturn } from './checkout-return';

afterEach(cleanup);

const dealId = '11111111-1111-4111-8111-111111111111';
const paymentId = '22222222-2222-4222-8222-222222222222';
const chargeId = '33333333-3333-4333-8333-333333333333';
const page = `/app/deals/${dealId}/payments`;

describe('coming back from a checkout without paying (#25)', () => {
  it('asks the server once to end the checkout the marker names, and takes the marker off the address', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { payment: {} } }));
    const { router } = renderAt(<CheckoutReturn dealId={dealId} />, {
      path: '/app/deals/:id/payments',
      url: `${page}?checkout=cancelled&payment=${paymentId}&charge=${chargeId}`,
    });
    expect(
      await screen.findByText('You left the checkout without paying: it has ended and nothing was charged. The instalment can be paid again.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ url: `/api/payments/${paymentId}/checkout/end`, method: 'POST', body: { chargeId } }]);
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s refusal (a checkout paid meanwhile)', async () => {
    stubFetch(() => ({ status: 409, body: { error: { code: 'conflict', message: 'This checkout is paid: it cannot be ended' } } }));
    renderAt(<CheckoutReturn dealId={dealId} />, {
      path: '/app/deals/:id/payments',
      url: `${page}?checkout=cancelled&payment=${paymentId}&charge=${chargeId}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout is paid: it cannot be ended');
  });

  it('asks nothing on the page reached any other way', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { payment: {} } }));
    renderAt(<CheckoutReturn dealId={dealId} />, { path: '/app/deals/:id/payments', url: page });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});
