import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from './harness';
import { startStripePeer, type StripePeer } from './stripe-stand-in/stripe-peer';

export const STRIPE_SECRET_KEY = 'sk_test_fairlead';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_fairlead';

/**
 * A test app whose payments go to Stripe, played by the local stand-in. With `listen`, the app also serves on
 * loopback and the stand-in sends its signed events to the app's webhook, as Stripe calls Fairlead over the network.
 */
export async function startStripeTestApp(opts: { listen?: boolean } = {}) {
  const peer: StripePeer = await startStripePeer();
  const t: TestApp = await createTestApp({
    payments: {
      provider: 'stripe',
      webhookSecret: 'unused',
      autoReleaseDays: 5,
      stripe: { secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: peer.url },
    },
  });
  let server: ServerType | undefined;
  if (opts.listen) {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    peer.sendEventsTo({ url: `${base}/api/payments/webhooks/stripe`, secret: STRIPE_WEBHOOK_SECRET, now: () => t.deps.clock.now() });
  }
  const at = new URL(peer.url);
  return {
    peer,
    t,
    /** The test's own SDK client at the stand-in, for Stripe's test helpers (money arriving at a virtual account). */
    stripe: new Stripe(STRIPE_SECRET_KEY, { host: at.hostname, port: at.port, protocol: 'http' }),
    async close() {
      if (server) await new Promise((resolve) => server.close(resolve));
      await t.close();
      await peer.close();
    },
  };
}
export type StripeTestApp = Awaited<ReturnType<typeof startStripeTestApp>>;
