import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { PaymentProvider } from '../../../lib/payment-provider';
import { signWebhook } from './signature';
import { createSimulatedProvider } from './simulated';

/** The provider PAYMENTS_PROVIDER names. */
export async function createPaymentProvider(config: Config, db: Database, clock: Clock): Promise<PaymentProvider> {
  if (config.payments.provider === 'stripe') {
    // loadConfig refuses stripe without its keys; a hand-built Config could still omit them.
    if (!config.payments.stripe) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    // Stripe's SDK is loaded only where it is used: it is a noticeable part of a start's module loading (#31).
    const { createStripeProvider } = await import('./stripe');
    return createStripeProvider({ ...config.payments.stripe, appUrl: config.appUrl }, db, clock);
  }
  return createSimulatedProvider({ db, clock, appUrl: config.appUrl, webhookSecret: config.payments.webhookSecret }).provider;
}

/**
 * The simulated provider's delivery of one event: signed at the moment it is sent (as Stripe does) and posted to the
 * same webhook endpoint a real provider calls. A non-2xx answer throws, so the job queue retries with backoff.
 */
export async function deliverSimulatedWebhook(
  fetchApp: (path: string, init: RequestInit) => Promise<Response> | Response,
  secret: string,
  body: string,
  now: Date,
): Promise<void> {
  const res = await fetchApp('/api/payments/webhooks/simulated', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'fairlead-signature': signWebhook(secret, body, now) },
  });
  if (!res.ok) throw new Error(`The webhook endpoint answered ${res.status}: ${await res.text()}`);
}
