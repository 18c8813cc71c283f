import Stripe from 'stripe';
import { endCheckoutMessages } from '../../../../common/payments/checkout-end';
import { STRIPE_CARD_LIMIT } from '../../../../common/payments/funding';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { PaymentProvider, ProviderEvent } from '../../../lib/payment-provider';
import { WEBHOOK_TOLERANCE_S, webhookStamp, withinWebhookWindow } from './signature';
import { isBankTransfer, receivedOf, startStripeBankTransfer } from './stripe-bank-transfer';
import { createStripePayouts } from './stripe-payouts';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string; appUrl: string };

/** Where the SDK sends its calls: Stripe itself, or (STRIPE_API_URL, in tests) a local stand-in. */
function endpointOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (x: string | { id: string } | null | undefined): string | null => (typeof x === 'string' ? x : (x?.id ?? null));

/**
 * Stripe's refusals become AppErrors with Stripe's words: collect.ts shows an AppError's message as the charge's
 * failure, and anything else as "could not be reached", which would hide a declined card or a refused amount.
 */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) throw new AppError('conflict', err.message);
    if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new AppError('conflict', `Stripe refused the request: ${err.message}`);
    // The key was used before with other parameters (an owner's details changed while a create was in doubt).
    if (err instanceof Stripe.errors.StripeIdempotencyError) throw new AppError('conflict', `Stripe refused the request: ${err.message}`);
    throw err;
  }
}

/** A successful charge's Stripe fee, when the event carries the charge and its balance transaction expanded. */
function feeOf(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return 0;
  const txn = charge.balance_transaction;
  return txn && typeof txn !== 'string' ? txn.fee : 0;
}

/** Stripe's event, in the provider-neutral shape collect.ts applies; events Fairlead does not act on are 'other'. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const none: ProviderEvent = {
    id: event.id,
    type: 'other',
    chargeRef: null,
    chargeId: null,
    refundKey: null,
    amount: 0,
    currency: null,
    fee: 0,
    failure: null,
  };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action':
    case 'payment_intent.partially_funded': {
      const intent = event.data.object;
      const charge = {
        ...none,
        chargeRef: intent.id,
        chargeId: intent.metadata?.chargeId ?? null,
        amount: intent.amount,
        currency: intent.currency?.toUpperCase() ?? null,
      };
      // Bank transfers (#25): Stripe reports each arrival applied to the intent; money beyond it stays in the customer's cash balance.
      const transfer = isBankTransfer(intent);
      if (event.type === 'payment_intent.partially_funded')
        return transfer ? { ...charge, type: 'charge.funds_received', received: receivedOf(intent) } : none;
      if (event.type === 'payment_intent.succeeded')
        return {
          ...charge,
          type: 'charge.succeeded',
          amount: intent.amount_received,
          fee: feeOf(intent),
          ...(transfer ? { received: intent.amount } : {}),
        };
      // A bank transfer waits in requires_action from the start, showing its account: nothing for the payer's bank to confirm.
      if (event.type === 'payment_intent.requires_action') return transfer ? none : { ...charge, type: 'charge.requires_action' };
      return { ...charge, type: 'charge.failed', failure: intent.last_payment_error?.message ?? 'The card was declined.' };
    }
    case 'cash_balance.funds_available': {
      // Money beyond a bank transfer stays in its customer's cash balance (a customer per transfer): what is available
      // there now is the running total received beyond it. Not escrow's: the charterer is told it goes back (#25).
      const balance = event.data.object;
      const [entry] = Object.entries(balance.available ?? {});
      if (!entry || !balance.customer) return none;
      return { ...none, type: 'charge.funds_received', payerAccount: balance.customer, currency: entry[0].toUpperCase(), excess: entry[1] };
    }
    case 'checkout.session.expired': {
      // The charterer left Checkout without paying (or came back through cancel_url) and the session ran out (#25).
      const session = event.data.object;
      return {
        ...none,
        type: 'charge.expired',
        chargeRef: session.id,
        chargeId: session.metadata?.chargeId ?? null,
        amount: session.amount_total ?? 0,
        currency: session.currency?.toUpperCase() ?? null,
      };
    }
    case 'refund.created':
    case 'refund.updated': {
      const refund = event.data.object;
      // A refund is created pending and may succeed later: only its success moves money back to the charterer.
      if (refund.status !== 'succeeded') return none;
      return {
        ...none,
        type: 'refund.succeeded',
        chargeRef: idOf(refund.payment_intent),
        refundKey: refund.metadata?.refundKey ?? null,
        amount: refund.amount,
        currency: refund.currency?.toUpperCase() ?? null,
      };
    }
    default:
      return none;
  }
}

/**
 * Stripe, on "separate charges and transfers": the charterer pays on Stripe's hosted Checkout into Fairlead's
 * account, each charge tagged with its deal's transfer_group so the later transfer to the owner's connected
 * account is grouped with it. The card is saved with the payment, so an admin can retry a failed charge off-session.
 * The database holds which connected account pays each owner (stripe-payouts.ts).
 */
export function createStripeProvider(settings: StripeSettings, db: Database, clock: Clock): PaymentProvider {
  // No apiVersion: the SDK pins the one its types describe. Retries are safe because every call carries a key.
  const stripe = new Stripe(settings.secretKey, {
    ...endpointOf(settings.apiUrl),
    maxNetworkRetries: 2,
    appInfo: { name: 'Fairlead', url: settings.appUrl },
  });
  const payOut = createStripePayouts(stripe, db, clock);

  /** The PaymentIntent behind a charge reference: a Checkout Session's (cs_…) or the intent itself (pi_…, a retry). */
  async function intentOf(ref: string): Promise<{ intent: Stripe.PaymentIntent | null; customer: string | null }> {
    if (!ref.startsWith('cs_')) {
      const intent = await stripe.paymentIntents.retrieve(ref);
      return { intent, customer: idOf(intent.customer) };
    }
    const session = await stripe.checkout.sessions.retrieve(ref, { expand: ['payment_intent'] });
    const found = session.payment_intent;
    const intent = typeof found === 'string' ? await stripe.paymentIntents.retrieve(found) : found;
    return { intent, customer: idOf(session.customer) ?? idOf(intent?.customer) };
  }

  return {
    name: 'stripe',
    cardLimit: () => STRIPE_CARD_LIMIT,
    // Charter sums beyond the card limit are funded by bank transfer into a customer balance (#25).
    startBankTransfer: (input) => askStripe(() => startStripeBankTransfer(stripe, input)),
    startCharge: (input) =>
      askStripe(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description } },
              },
            ],
            payment_intent_data: { transfer_group: input.transferGroup, setup_future_usage: 'off_session', metadata: { chargeId: input.chargeId } },
            customer_creation: 'always',
            metadata: { chargeId: input.chargeId },
            success_url: input.returnUrl,
            cancel_url: input.cancelUrl ?? input.returnUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new AppError('conflict', 'Stripe opened no checkout page for this charge');
        return { ref: session.id, checkoutUrl: session.url };
      }),
    async endCheckout(ref) {
      try {
        await stripe.checkout.sessions.expire(ref);
      } catch (err) {
        // Stripe expires only an open session: find out whether it ended already (nothing to do) or was paid meanwhile.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const { status } = await askStripe(() => stripe.checkout.sessions.retrieve(ref));
        if (status === 'expired') return;
        if (status === 'complete') throw new AppError('conflict', endCheckoutMessages.paid); // paid in another tab, its event not yet here
        throw new AppError('conflict', `Stripe refused the request: ${err.message}`);
      }
    },
    retryCharge: (input) =>
      askStripe(async () => {
        const { intent, customer } = await intentOf(input.previousRef);
        // A declined attempt leaves the card on last_payment_error, not on payment_method.
        const paymentMethod = idOf(intent?.payment_method) ?? idOf(intent?.last_payment_error?.payment_method);
        // Off-session charges need the card saved to a customer; without one there is nothing to charge again.
        if (!paymentMethod || !customer) throw new AppError('conflict', 'The failed charge has no card on file to retry');
        const retried = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            confirm: true,
            off_session: true,
            transfer_group: input.transferGroup,
            description: input.description,
            metadata: { chargeId: input.chargeId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { ref: retried.id };
      }),
    refund: (input) =>
      askStripe(async () => {
        const paymentIntent = input.chargeRef.startsWith('cs_') ? idOf((await intentOf(input.chargeRef)).intent) : input.chargeRef;
        if (!paymentIntent) throw new AppError('conflict', 'Only a successful charge can be refunded');
        await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: input.amount, metadata: { refundKey: input.idempotencyKey } },
          { idempotencyKey: input.idempotencyKey },
        );
      }),
    payout: (input) => askStripe(() => payOut(input)),
    parseWebhook(rawBody, header, now) {
      let event: Stripe.Event;
      try {
        // receivedAt is the app's clock, not the machine's: the 300 s window follows the time the app's rules read.
        event = stripe.webhooks.constructEvent(rawBody, header ?? '', settings.webhookSecret, WEBHOOK_TOLERANCE_S, undefined, now.getTime());
      } catch (err) {
        throw new AppError('validation', `The Stripe webhook does not verify: ${err instanceof Error ? err.message : String(err)}`);
      }
      // Stripe's library refuses only a stamp too far in the past; one too far in the future is refused here, in its words.
      if (!withinWebhookWindow(webhookStamp(header), now))
        throw new AppError('validation', 'The Stripe webhook does not verify: Timestamp outside the tolerance zone');
      return toProviderEvent(event);
    },
  };
}
