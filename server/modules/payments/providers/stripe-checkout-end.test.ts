import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges } from '../../../db/schema';
import type { TestApp } from '../../../test/harness';
import { cardSizedTerms, newKey, sealedDeal } from '../../../test/payment-input';
import {
  STRIPE_SECRET_KEY as SECRET_KEY,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
  startStripeTestApp,
  type StripeTestApp,
} from '../../../test/stripe-app';
import type { StripePeer } from '../../../test/stripe-stand-in/stripe-peer';

// #25: a charterer who leaves Stripe Checkout through its back link finds the instalment due again at once: Fairlead
// expires the session at Stripe, and Stripe's checkout.session.expired, sent to Fairlead's webhook, applies it.

const FREIGHT_95 = 69_825_000; // 95% of 30,000 t at USD 24.50/t (cardSizedTerms: within Stripe's card limit)

let peer: StripePeer;
let t: TestApp;
let stripeApp: StripeTestApp;
beforeAll(async () => {
  // Stripe calls Fairlead's webhook over the network: the app listens on loopback for the stand-in's events.
  stripeApp = await startStripeTestApp({ listen: true });
  ({ peer, t } = stripeApp);
});
afterAll(() => stripeApp.close());

const chargesOf = (paymentId: string) =>
  t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, paymentId)).orderBy(paymentCharges.createdAt);
const expireCalls = (sessionId: string) => peer.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`);

/** A sealed deal whose first instalment has a Checkout Session open at Stripe. */
async function checkoutOpen() {
  const deal = await sealedDeal(t, cardSizedTerms(t));
  const [first] = deal.payments;
  expect((await deal.p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() })).status).toBe(200);
  const [charge] = await chargesOf(first.id);
  return { ...deal, first, charge, sessionId: charge.providerRef! };
}

describe('the charterer comes back from Stripe Checkout without paying', () => {
  it('the session’s back link leads to the payments page marked with the instalment and its charge', async () => {
    const { id, first, charge, sessionId } = await checkoutOpen();
    const created = peer.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.form['metadata[chargeId]'] === charge.id,
    );
    expect(created?.form.cancel_url).toBe(
      `http://localhost:3000/app/deals/${id}/payments?checkout=cancelled&payment=${first.id}&charge=${charge.id}`,
    );
    expect(created?.form.success_url).toBe(`http://localhost:3000/app/deals/${id}/payments`);
    expect(sessionId).toMatch(/^cs_test_/);
  });

  it('ends the session at Stripe; Stripe’s signed expiry event makes the instalment due again', async () => {
    const { p, id, first, charge, sessionId } = await checkoutOpen();
    const before = (await peer.delivered()).length;
    const res = await p.charterer.post(`/api/payments/${first.id}/checkout/end`, { chargeId: charge.id });
    expect(res.status).toBe(200);
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect(expireCalls(sessionId)[0].headers.authorization).toBe(`Bearer ${SECRET_KEY}`);

    const sent = (await peer.delivered()).slice(before);
    expect(sent).toHaveLength(1);
    expect([sent[0].type, sent[0].status, JSON.parse(sent[0].body).outcome]).toEqual([
      'checkout.session.expired',
      200,
      'applied: checkout ended, the instalment is due again',
    ]);
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([view.payments[0].status, view.escrow.held]).toEqual(['scheduled', 0]);
    expect((await chargesOf(first.id)).map((c) => c.status)).toEqual(['expired']);

    // The page reloaded with its marker: the checkout has ended, nothing is asked of Stripe again.
    const again = await p.charterer.post(`/api/payments/${first.id}/checkout/end`, { chargeId: charge.id });
    expect([again.status, again.json.payment.status]).toEqual([200, 'scheduled']);
    expect(expireCalls(sessionId)).toHaveLength(1);

    // And it can be paid again, on a new session.
    expect((await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() })).status).toBe(200);
    expect((await chargesOf(first.id)).map((c) => c.status)).toEqual(['expired', 'pending']);
  });
});

describe('who may end a checkout, and when', () => {
  it('nobody but the deal’s charterer ends it: the owner and an admin are refused, a stranger does not see it', async () => {
    const { p, id, first, charge, sessionId } = await checkoutOpen();
    const stranger = await t.signedIn('charterer');
    const admin = await t.signedIn('admin');
    const answers = [];
    for (const who of [p.owner, stranger, admin]) {
      const res = await who.post(`/api/payments/${first.id}/checkout/end`, { chargeId: charge.id });
      answers.push([res.status, res.json.error.message]);
    }
    expect(answers).toEqual([
      [403, 'Your account does not have access to this'],
      [404, 'Payment not found'],
      [403, 'Your account does not have access to this'],
    ]);
    expect(expireCalls(sessionId)).toHaveLength(0);
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0].status).toBe('pending');
  });

  it('a charterer cannot end a checkout of another deal’s instalment through their own', async () => {
    const mine = await checkoutOpen();
    const theirs = await checkoutOpen();
    const res = await mine.p.charterer.post(`/api/payments/${mine.first.id}/checkout/end`, { chargeId: theirs.charge.id });
    expect([res.status, res.json.error.message]).toEqual([409, 'This checkout is not one of this instalment’s']);
    expect(expireCalls(theirs.sessionId)).toHaveLength(0);
    expect(expireCalls(mine.sessionId)).toHaveLength(0);
  });

  it('a session paid at Stripe cannot be ended, before or after its success reaches Fairlead', async () => {
    const { p, id, first, charge, sessionId } = await checkoutOpen();
    // Paid in another tab; Stripe's event is still on its way: Stripe refuses to expire it, the instalment stays pending.
    const intent = peer.complete(sessionId);
    const early = await p.charterer.post(`/api/payments/${first.id}/checkout/end`, { chargeId: charge.id });
    expect([early.status, early.json.error.message]).toEqual([409, 'This checkout is paid: it cannot be ended']);
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0].status).toBe('pending');

    const payload = JSON.stringify({
      id: `evt_test_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-01-28.clover',
      created: 1_780_000_000,
      livemode: false,
      data: { object: intent },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.deps.clock.now().getTime() / 1000),
    });
    const delivered = await t
      .agent()
      .raw('POST', '/api/payments/webhooks/stripe', payload, { 'content-type': 'application/json', 'stripe-signature': signature });
    expect(delivered.json.outcome).toBe('applied: money held in escrow');

    // Once the success is in Fairlead's books, Stripe is not even asked.
    const late = await p.charterer.post(`/api/payments/${first.id}/checkout/end`, { chargeId: charge.id });
    expect([late.status, late.json.error.message]).toEqual([409, 'This checkout is paid: it cannot be ended']);
    expect(expireCalls(sessionId)).toHaveLength(1);
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([view.payments[0].status, view.escrow.held]).toEqual(['held', FREIGHT_95]);
  });
});
