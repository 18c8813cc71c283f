import { and, asc, eq } from 'drizzle-orm';
import { createClock } from '../../lib/clock';
import type { PaymentProvider } from '../../lib/payment-provider';
import { loadCurrentUser } from '../../modules/accounts/service';
import { saveBankDetails } from '../../modules/payments/bank-details';
import { startBankTransfer } from '../../modules/payments/bank-transfer';
import { startPayment } from '../../modules/payments/collect';
import { createSimulatedProvider } from '../../modules/payments/providers/simulated';
import type { Database } from '../client';
import { deals, payments } from '../schema';

/**
 * The owners' payout accounts, set before their first fixture (so they applied at once, as they would for a member who
 * set them up on joining): Aegean Bulk Carriers in Piraeus, Nordic Coastal Shipping in Bergen.
 */
export async function seedDemoBankDetails(db: Database, provider: PaymentProvider, ids: Map<string, string>, appUrl: string) {
  const deps = { db, clock: createClock(), appUrl, provider, autoReleaseDays: 5 };
  const accounts = [
    { key: 'owner', holderName: 'Aegean Bulk Carriers S.A.', iban: 'GR1601101250000000012300695', bic: 'ETHNGRAA' },
    { key: 'owner2', holderName: 'Nordic Coastal Shipping AS', iban: 'NO9386011117947', bic: 'DNBANOKK' },
  ];
  for (const a of accounts) {
    const owner = (await loadCurrentUser(db, ids.get(a.key)!))!;
    await saveBankDetails(deps, owner, { holderName: a.holderName, iban: a.iban, bic: a.bic });
  }
}

/**
 * Kalliope's sealed charter party has its hire schedule; the charterers paid the first instalment into escrow with a
 * test card (held until delivery is confirmed), tried the second early with a card that was declined, and sent part
 * of the third by bank transfer (the rest is still to come). All of it
 * through the payment services and the simulated provider's checkout; the provider's webhooks arrive once the
 * server's job runner starts. Only with the simulated provider: a real one takes no demo cards.
 */
export async function seedDemoPayments(
  db: Database,
  provider: PaymentProvider,
  ids: Map<string, string>,
  vessels: Map<string, { id: string }>,
  appUrl: string,
  webhookSecret: string,
) {
  if (provider.name !== 'simulated') return;
  const deps = { db, clock: createClock(), appUrl, provider, autoReleaseDays: 5 };
  const { checkout, bank } = createSimulatedProvider({ db, clock: deps.clock, appUrl, webhookSecret });
  const [deal] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.vesselId, vessels.get('Kalliope')!.id), eq(deals.chartererId, ids.get('charterer')!), eq(deals.stage, 'fixed')));
  const charterer = (await loadCurrentUser(db, ids.get('charterer')!))!;
  const [first, second, third] = await db
    .select({ id: payments.id, amount: payments.amount, currency: payments.currency })
    .from(payments)
    .where(eq(payments.dealId, deal.id))
    .orderBy(asc(payments.seq));
  const pay = async (paymentId: string, card: string, key: string) => {
    const { checkoutUrl } = await startPayment(deps, charterer, paymentId, key);
    await checkout.pay(checkoutUrl.split('/').pop()!, card);
  };
  await pay(first.id, '4242424242424242', 'demo-kalliope-hire-1');
  await pay(second.id, '4000000000000002', 'demo-kalliope-hire-2');
  // The third period's hire by bank transfer: the first part of it has arrived at the escrow bank, the rest is to come.
  const { instructions } = await startBankTransfer(deps, charterer, third.id, 'demo-kalliope-hire-3');
  await bank.receive(instructions.reference, Math.round(third.amount * 0.4), third.currency);
}
