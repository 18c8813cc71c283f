import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { paymentCharges, payments, paymentWebhookEvents } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { cardSizedTerms, chargeOf, newKey, sealedDeal } from '../../test/payment-input';
import { STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET, startStripeTestApp, type StripeTestApp } from '../../test/stripe-app';
import type { StripePeer } from '../../test/stripe-stand-in/stripe-peer';
import { signWebhook } from './providers/signature';

/**
 * A signed webhook is taken within 300 s of the app's clock, on either side: a delivery stamped ahead of the app's
 * time is as suspect as a replayed old one. Each case is a real event for a real charge, so that an accepted one
 * shows by its effect and a refused one by the absence of any.
 */
const cases = [
  { offsetS: -299, accepted: true },
  { offsetS: 299, accepted: true },
  { offsetS: -301, accepted: false },
  { offsetS: 301, accepted: false },
];
const APPLIED = 'applied: money held in escrow';

type Delivery = { status: number; json: { outcome?: string; error?: { code: string; message: string } } };

type Prepared = { eventId: string; paymentId: string; dealId: string; deliver: (at: Date) => Promise<Delivery> };

/** Delivers one event stamped `offsetS` from the app's clock and checks its effect: applied once, or nothing at all. */
async function expectWindow(t: TestApp, offsetS: number, accepted: boolean, refusal: string, prepare: () => Promise<Prepared>) {
  const { eventId, paymentId, dealId, deliver } = await prepare();
  // The app's clock to the start of a second: stamps are whole seconds, and the delivery takes well under one, so
  // the distance the server measures is the offset written here (not a second more or less by rounding).
  t.deps.clock.advance(1000 - (t.deps.clock.now().getTime() % 1000));
  const res = await deliver(new Date(t.deps.clock.now().getTime() + offsetS * 1000));
  const stored = await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  const escrow = (await balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' })).posted;
  if (accepted) {
    expect([res.status, res.json.outcome], `${offsetS} s`).toEqual([200, APPLIED]);
    expect(stored.map((s) => s.outcome)).toEqual([APPLIED]);
    expect([payment.status, escrow > 0]).toEqual(['held', true]);
  } else {
    expect([res.status, res.json.error?.code, res.json.error?.message], `${offsetS} s`).toEqual([400, 'validation', refusal]);
    expect(stored).toHaveLength(0);
    // The checkout is open and nothing was received: the instalment waits for its money as before the delivery.
    expect([payment.status, escrow]).toEqual(['pending', 0]);
  }
}

describe('the simulated provider’s webhook time window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(cases)('a delivery stamped $offsetS s from the app’s clock is accepted: $accepted', async ({ offsetS, accepted }) => {
    t.holdJobs(); // nothing but the hand-made delivery reaches the webhook
    onTestFinished(() => t.resumeJobs());
    await expectWindow(t, offsetS, accepted, 'The webhook signature is too old (or from the future)', async () => {
      const {
        p,
        id,
        payments: [first],
      } = await sealedDeal(t);
      const started = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
      expect(started.status).toBe(200);
      const ref = (started.json.checkoutUrl as string).split('/').pop()!;
      const charge = await chargeOf(t, ref);
      const eventId = `evt_window_${randomBytes(8).toString('hex')}`;
      const deliver = (at: Date) => {
        const body = JSON.stringify({
          id: eventId,
          type: 'charge.succeeded',
          created: Math.floor(at.getTime() / 1000),
          data: { ref, chargeId: charge.id, amount: charge.amount, currency: 'USD', fee: 500, failure: null, refundKey: null },
        });
        return t.agent().raw('POST', '/api/payments/webhooks/simulated', body, {
          'content-type': 'application/json',
          'fairlead-signature': signWebhook('whsec-test-simulated-provider', body, at),
        });
      };
      return { eventId, paymentId: first.id, dealId: id, deliver };
    });
  });
});

describe('Stripe’s webhook time window', () => {
  let peer: StripePeer;
  let t: TestApp;
  let stripeApp: StripeTestApp;
  beforeAll(async () => {
    stripeApp = await startStripeTestApp();
    ({ peer, t } = stripeApp);
  });
  afterAll(() => stripeApp.close());

  it.each(cases)('a delivery stamped $offsetS s from the app’s clock is accepted: $accepted', async ({ offsetS, accepted }) => {
    await expectWindow(t, offsetS, accepted, 'The Stripe webhook does not verify: Timestamp outside the tolerance zone', async () => {
      const {
        p,
        id,
        payments: [first],
      } = await sealedDeal(t, cardSizedTerms(t));
      expect((await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() })).status).toBe(200);
      const [charge] = await t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, first.id));
      const intent = peer.complete(charge.providerRef!);
      const eventId = `evt_window_${randomBytes(8).toString('hex')}`;
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: '2026-01-28.clover',
        created: 1_780_000_000,
        livemode: false,
        data: { object: intent },
      });
      const deliver = (at: Date) => {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(at.getTime() / 1000) });
        return t.agent().raw('POST', '/api/payments/webhooks/stripe', payload, { 'content-type': 'application/json', 'stripe-signature': signature });
      };
      return { eventId, paymentId: first.id, dealId: id, deliver };
    });
  });
});
