import { z } from 'zod';

/**
 * The member leaves a hosted checkout without paying (#25): its "back" link brings them to the deal's payments page
 * with this marker, and the page asks Fairlead's server to end that checkout, so the instalment is due again at once
 * instead of after the checkout's 24 hours.
 */
export const checkoutEndMarker = { flag: 'checkout', value: 'cancelled', payment: 'payment', charge: 'charge' } as const;

/** The payments page, marked with the instalment and the charge whose checkout the member left. */
export function checkoutCancelUrl(appUrl: string, dealId: string, paymentId: string, chargeId: string): string {
  const m = checkoutEndMarker;
  return `${appUrl}/app/deals/${dealId}/payments?${m.flag}=${m.value}&${m.payment}=${paymentId}&${m.charge}=${chargeId}`;
}

export const endCheckoutInputSchema = z.object({
  chargeId: z.uuid({ error: 'This checkout is not one of this instalment’s' }),
});

export const endCheckoutMessages = {
  notOfThisPayment: 'This checkout is not one of this instalment’s',
  paid: 'This checkout is paid: it cannot be ended',
  waitingForBank: 'This payment is waiting for your bank’s confirmation: it cannot be ended',
  failed: 'The card was declined on this checkout: the instalment can be paid again',
  opening: 'The checkout is still opening: try again in a moment',
} as const;
