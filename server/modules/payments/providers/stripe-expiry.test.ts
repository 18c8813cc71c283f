import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges } from '../../../db/schema';
import type { TestApp } from '../../../test/harness';
import { cardSizedTerms, newKey, sealedDeal } from '../../../test/payment-input';
import { STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET, startStripeTestApp, type StripeTestApp } from '../../../test/stripe-app';
import type { StripePeer } from '../../../test/stripe-stand-in/stripe-peer';

// #25: a Checkout Session left unpaid expires at Stripe (checkout.session.expired); the instalment is then due again.

const FREIGHT_95 = 69_825_000; // 95% of 30,000 t at USD 24.50/t (cardSizedTerms: within Stripe's card limit)

let peer: StripePeer;
let t: TestApp;
let stripeApp: StripeTestApp;
beforeAll(async () => {
  stripeApp = await startStripeTestApp();
  ({ peer, t } = stripeApp);
});
afterAll(() => stripeApp.close());

const event = (type: string, object: object) =>
  JSON.stringify({
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    api_version: '2026-01-28.clover',
    created: 1_780_000_000,
    livemode: false,
    data: { object },
  });
const deliver = (payload: string) =>
  t.agent().raw('POST', '/api/payments/webhooks/stripe', payload, {
    'content-type': 'application/json',
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.deps.clock.now().getTime() / 1000),
    }),
  });
const chargesOf = (paymentId: string) =>
  t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, paymentId)).orderBy(paymentCharges.createdAt);

describe('a Stripe Checkout Session that expires unpaid', () => {
  it('returns the instalment to due on checkout.session.expired; a new session then pays it', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t, cardSizedTerms(t));
    await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    const [charge] = await chargesOf(first.id);
    const expired = event('checkout.session.expired', peer.expire(charge.providerRef!));
    expect((await deliver(expired)).json.outcome).toBe('applied: checkout ended, the instalment is due again');
    expect((await deliver(expired)).json.outcome).toBe('duplicate: already processed');
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([view.payments[0].status, view.escrow.held]).toEqual(['scheduled', 0]);

    const again = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    expect(again.status).toBe(200);
    const [, second] = await chargesOf(first.id);
    expect(second.providerRef).not.toBe(charge.providerRef);
    expect((await deliver(event('payment_intent.succeeded', peer.complete(second.providerRef!)))).json.outcome).toBe('applied: money held in escrow');
    const paid = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([paid.payments[0].status, paid.escrow.held]).toEqual(['held', FREIGHT_95]);
  });
});
