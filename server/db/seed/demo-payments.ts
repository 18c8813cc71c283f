import { and, asc, eq } from 'drizzle-orm';
import { createClock } from '../../lib/clock';
import type { PaymentProvider } from '../../lib/payment-provider';
import { loadCurrentUser } from '../../modules/accounts/service';
import { startPayment } from '../../modules/payments/collect';
import { createSimulatedProvider } from '../../modules/payments/providers/simulated';
import type { Database } from '../client';
import { deals, payments } from '../schema';

/**
 * Kalliope's sealed charter party has its hire schedule; the charterers paid the first instalment into escrow with a
 * test card (held until delivery is confirmed) and tried the second early with a card that was declined. All of it
 * through the payment services and the simulated provider's checkout; the provider's webhooks arrive once the
 * server's job runner starts. Only with the simulated provider: a real one takes no demo cards.
 */
export async function seedDemoPayments(db: Database, provider: PaymentProvider, ids: Map<string, string>, vessels: Map<string, { id: string }>, appUrl: string, webhookSecret: string) {
  if (provider.name !== 'simulated') return;
  const deps = { db, clock: createClock(), appUrl, provider, autoReleaseDays: 5 };
  const checkout = createSimulatedProvider({ db, clock: deps.clock, appUrl, webhookSecret }).checkout;
  const [deal] = await db.select({ id: deals.id }).from(deals).where(and(eq(deals.vesselId, vessels.get('Kalliope')!.id), eq(deals.chartererId, ids.get('charterer')!), eq(deals.stage, 'fixed')));
  const charterer = (await loadCurrentUser(db, ids.get('charterer')!))!;
  const [first, second] = await db.select({ id: payments.id }).from(payments).where(eq(payments.dealId, deal.id)).orderBy(asc(payments.seq));
  const pay = async (paymentId: string, card: string, key: string) => {
    const { checkoutUrl } = await startPayment(deps, charterer, paymentId, key);
    await checkout.pay(checkoutUrl.split('/').pop()!, card);
  };
  await pay(first.id, '4242424242424242', 'demo-kalliope-hire-1');
  await pay(second.id, '4000000000000002', 'demo-kalliope-hire-2');
}
