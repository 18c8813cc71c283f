import { and, eq } from 'drizzle-orm';
import { endCheckoutMessages as says } from '../../../common/payments/checkout-end';
import { paymentCharges } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { paymentForParty, requireSide } from '../../auth/record-access';
import type { PaymentDeps } from './deps';

/**
 * The charterer came back from the provider's checkout without paying (#25): Fairlead asks the provider to end that
 * checkout now. Nothing changes in Fairlead's books here: the provider answers with its signed charge.expired event
 * (Stripe's checkout.session.expired), and the webhook path returns the instalment to due as for a timed-out checkout,
 * so the money rules stay in one place. Ending a checkout already ended asks nothing again (a reloaded page).
 */
export async function endCheckout(deps: PaymentDeps, user: CurrentUser, paymentId: string, chargeId: string): Promise<void> {
  const ref = await deps.db.transaction(async (tx) => {
    const { payment, party } = await paymentForParty(tx, user, paymentId);
    requireSide(party, 'charterer', 'ends its checkout');
    const [charge] = await tx
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.id, chargeId), eq(paymentCharges.paymentId, payment.id)));
    if (!charge) throw new AppError('conflict', says.notOfThisPayment);
    if (charge.status === 'expired') return null;
    if (charge.status === 'succeeded') throw new AppError('conflict', says.paid);
    if (charge.status === 'requires_action') throw new AppError('conflict', says.waitingForBank);
    if (charge.status === 'failed') throw new AppError('conflict', says.failed);
    // A pending charge whose provider call has not come back yet has no checkout to end.
    if (!charge.providerRef) throw new AppError('conflict', says.opening);
    return charge.providerRef;
  });
  // Outside the transaction, as every provider call: a slow provider must not hold the payment's lock.
  if (ref) await deps.provider.endCheckout(ref);
}
