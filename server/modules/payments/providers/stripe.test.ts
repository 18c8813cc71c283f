import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { TestApp } from '../../../test/harness';
import { cardSizedTerms, newKey, sealedDeal } from '../../../test/payment-input';
import { createStripeProvider } from './stripe';
import {
  STRIPE_SECRET_KEY as SECRET_KEY,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
  startStripeTestApp,
  type StripeTestApp,
} from '../../../test/stripe-app';
import type { StripePeer } from '../../../test/stripe-stand-in/stripe-peer';

// The test's voyage terms: 50,000 t at USD 24.50/t = USD 1,225,000.00. 95% on loading, 5% within 30 days of discharge.
const FREIGHT_95 = 69_825_000; // 95% of 30,000 t at USD 24.50/t (cardSizedTerms: within Stripe's card limit)
const BALANCE_5 = 3_675_000; // the other 5%

let peer: StripePeer;
let t: TestApp;
let stripeApp: StripeTestApp;
beforeAll(async () => {
  stripeApp = await startStripeTestApp();
  ({ peer, t } = stripeApp);
});
afterAll(() => stripeApp.close());

const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;
const event = (id: string, type: string, object: object) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2026-01-28.clover', created: 1_780_000_000, livemode: false, data: { object } });
const signed = (payload: string, at: Date, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
const deliver = (payload: string, signature?: string) =>
  t.agent().raw('POST', '/api/payments/webhooks/stripe', payload, {
    'content-type': 'application/json',
    ...(signature ? { 'stripe-signature': signature } : {}),
  });
const chargesOf = (paymentId: string) =>
  t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, paymentId)).orderBy(paymentCharges.createdAt);
const callsSince = (from: number) => peer.requests.slice(from);
const returnUrl = (dealId: string) => `http://localhost:3000/app/deals/${dealId}/payments`;

/** A sealed deal whose balance instalment was charged on Checkout and declined. */
async function declinedBalance(failure: string) {
  const {
    p,
    id,
    payments: [, balance],
  } = await sealedDeal(t, cardSizedTerms(t));
  await p.charterer.post(`/api/payments/${balance.id}/checkout`, { idempotencyKey: newKey() });
  const [charge] = await chargesOf(balance.id);
  const intent = peer.complete(charge.providerRef!, 'declined');
  const declined = intent.last_payment_error as { payment_method: { id: string } };
  const payload = event(eventId(), 'payment_intent.payment_failed', { ...intent, last_payment_error: { ...declined, message: failure } });
  const res = await deliver(payload, signed(payload, t.deps.clock.now()));
  expect([res.status, res.json.outcome]).toEqual([200, 'applied: charge failed']);
  return { p, id, balance, sessionId: charge.providerRef!, customer: intent.customer as string, card: declined.payment_method.id };
}

describe('paying into escrow through Stripe Checkout', () => {
  it('opens one Checkout Session per charge, grouped by deal and keyed by the charge', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t, cardSizedTerms(t));
    const from = peer.requests.length;
    const key = newKey();
    const res = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: key });
    expect(res.status).toBe(200);
    const [charge] = await chargesOf(first.id);
    expect(charge.providerRef).toMatch(/^cs_test_[0-9a-f]{24}$/);
    expect(res.json.checkoutUrl).toBe(`${peer.url}/c/pay/${charge.providerRef}`);
    const [created, ...others] = callsSince(from);
    expect(others).toEqual([]);
    expect([created.method, created.path]).toEqual(['POST', '/v1/checkout/sessions']);
    expect(created.form).toEqual({
      mode: 'payment',
      customer_creation: 'always',
      success_url: returnUrl(id),
      cancel_url: `${returnUrl(id)}?checkout=cancelled&payment=${first.id}&charge=${charge.id}`,
      'metadata[chargeId]': charge.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(FREIGHT_95),
      'line_items[0][price_data][product_data][name]': 'Freight, 95% on loading: estimate on the nominal 30,000 t (Fairlead escrow)',
      'payment_intent_data[transfer_group]': `deal_${id}`,
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][chargeId]': charge.id,
    });
    expect([created.headers['idempotency-key'], created.headers.authorization]).toEqual([`charge_${charge.id}`, `Bearer ${SECRET_KEY}`]);

    const again = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: key });
    expect([again.status, again.json.checkoutUrl]).toEqual([200, res.json.checkoutUrl]);
    expect(callsSince(from)).toHaveLength(1); // nothing new started at Stripe
  });

  it('holds the money on payment_intent.succeeded, once however often Stripe delivers it', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t, cardSizedTerms(t));
    await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    const [charge] = await chargesOf(first.id);
    const intent = peer.complete(charge.providerRef!);
    const payload = event(eventId(), 'payment_intent.succeeded', intent);
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await deliver(payload, signed(payload, t.deps.clock.now()));
      expect(res.status).toBe(200);
      outcomes.push(res.json.outcome);
    }
    expect(outcomes).toEqual(['applied: money held in escrow', ...Array(9).fill('duplicate: already processed')]);
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([view.payments[0].status, view.escrow]).toEqual(['held', { held: FREIGHT_95, currency: 'USD' }]);
  });

  it('refuses a webhook with no, a wrong or a stale signature, judged by the app’s clock', async () => {
    const forged = () =>
      event(eventId(), 'payment_intent.succeeded', {
        id: 'pi_test_forged',
        object: 'payment_intent',
        amount_received: 1,
        metadata: { chargeId: randomUUID() },
      });
    const now = () => t.deps.clock.now();
    const refusal = async (payload: string, signature?: string) => {
      const res = await deliver(payload, signature);
      return [res.status, res.json.error?.code, res.json.error?.message];
    };
    expect(await refusal(forged())).toEqual([400, 'validation', expect.stringMatching(/^The Stripe webhook does not verify: /)]);
    const wrongSecret = forged();
    expect(await refusal(wrongSecret, signed(wrongSecret, now(), 'whsec_someone_else'))).toEqual([
      400,
      'validation',
      expect.stringMatching(/No signatures found matching/),
    ]);
    const stale = forged();
    expect(await refusal(stale, signed(stale, new Date(now().getTime() - 301_000)))).toEqual([
      400,
      'validation',
      expect.stringMatching(/Timestamp outside the tolerance zone/),
    ]);
    const justInTime = forged();
    expect((await deliver(justInTime, signed(justInTime, new Date(now().getTime() - 299_000)))).json.outcome).toBe('unknown charge: ignored');
    // Ten minutes on for the app: a signature of the machine's present is stale to it, one of the app's present is not.
    t.deps.clock.advance(600_000);
    const machineTime = forged();
    expect((await deliver(machineTime, signed(machineTime, new Date()))).status).toBe(400);
    const appTime = forged();
    expect((await deliver(appTime, signed(appTime, now()))).status).toBe(200);
  });

  it('marks the instalment failed on payment_intent.payment_failed, with Stripe’s message', async () => {
    const { p, id } = await declinedBalance('Your card has insufficient funds.');
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect(view.payments.map((x: { status: string; lastFailure: string | null }) => [x.status, x.lastFailure])).toEqual([
      ['scheduled', null],
      ['failed', 'Your card has insufficient funds.'],
    ]);
    expect(view.escrow).toEqual({ held: 0, currency: 'USD' });
  });

  it('an admin’s retry charges the saved card off-session, then holds the money when Stripe confirms', async () => {
    const { p, id, balance, sessionId, customer, card } = await declinedBalance('Your card was declined.');
    const admin = await t.signedIn('admin');
    const from = peer.requests.length;
    expect((await admin.post(`/api/admin/payments/${balance.id}/retry`)).status).toBe(200);
    const [earlier, retry] = await chargesOf(balance.id);
    expect(retry.id).not.toBe(earlier.id);
    const [lookup, created, ...others] = callsSince(from);
    expect(others).toEqual([]);
    expect([lookup.method, lookup.path, lookup.form]).toEqual(['GET', `/v1/checkout/sessions/${sessionId}`, { 'expand[0]': 'payment_intent' }]);
    expect([created.method, created.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(created.form).toEqual({
      amount: String(BALANCE_5),
      currency: 'usd',
      customer,
      payment_method: card,
      confirm: 'true',
      off_session: 'true',
      transfer_group: `deal_${id}`,
      description: 'Freight balance, 5% within 30 days of discharge: estimate on the nominal 30,000 t (Fairlead escrow)',
      'metadata[chargeId]': retry.id,
    });
    expect(created.headers['idempotency-key']).toBe(`charge_${retry.id}`);
    const intent = peer.objects.get(retry.providerRef!)!;
    expect([intent.object, intent.status, intent.amount]).toEqual(['payment_intent', 'succeeded', BALANCE_5]);

    const payload = event(eventId(), 'payment_intent.succeeded', intent);
    expect((await deliver(payload, signed(payload, t.deps.clock.now()))).json.outcome).toBe('applied: money held in escrow');
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[1].status).toBe('held');
  });
});

describe('a declined card is not the end of a Checkout Session (#24)', () => {
  it('a good card after a declined one in the same session: Stripe’s success holds the money', async () => {
    const { p, id, sessionId } = await declinedBalance('Your card was declined.');
    const declinedIntent = peer.objects.get(sessionId)!.payment_intent;
    const intent = peer.complete(sessionId);
    expect(intent.id).toBe(declinedIntent); // the same PaymentIntent, as on Stripe
    const payload = event(eventId(), 'payment_intent.succeeded', intent);
    expect((await deliver(payload, signed(payload, t.deps.clock.now()))).json.outcome).toBe('applied: money held in escrow');
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect(view.payments.map((x: { status: string }) => x.status)).toEqual(['scheduled', 'held']);
    expect(view.escrow).toEqual({ held: BALANCE_5, currency: 'USD' });
  });

  it('refuses a success for another amount or currency than the charge, and moves nothing', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t, cardSizedTerms(t));
    await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    const [charge] = await chargesOf(first.id);
    const intent = peer.complete(charge.providerRef!);
    const wrong = [{ amount_received: FREIGHT_95 - 1 }, { currency: 'eur' }];
    for (const change of wrong) {
      const payload = event(eventId(), 'payment_intent.succeeded', { ...intent, ...change });
      const res = await deliver(payload, signed(payload, t.deps.clock.now()));
      expect([res.status, res.json.outcome]).toEqual([200, expect.stringMatching(/^refused: the provider reported .*; flagged to admins$/)]);
    }
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([view.payments[0].status, view.escrow.held]).toEqual(['pending', 0]);
    const payload = event(eventId(), 'payment_intent.succeeded', intent);
    expect((await deliver(payload, signed(payload, t.deps.clock.now()))).json.outcome).toBe('applied: money held in escrow');
  });
});

describe('the adapter on its own', () => {
  const provider = () =>
    createStripeProvider(
      { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url, appUrl: 'http://localhost:3000' },
      t.db,
      t.deps.clock,
    );
  const charge = (chargeId = randomUUID()) => ({
    chargeId,
    amount: 250_000,
    currency: 'EUR',
    idempotencyKey: `charge_${chargeId}`,
    transferGroup: 'deal_unit',
    description: 'Hire (Fairlead escrow)',
    returnUrl: returnUrl('unit'),
  });

  it('a repeated start with the same key answers the same session, as Stripe replays it', async () => {
    const input = charge();
    const [a, b] = [await provider().startCharge(input), await provider().startCharge(input)];
    expect(b).toEqual(a);
    const sessions = [...peer.objects.values()].filter(
      (o) => o.object === 'checkout.session' && (o.metadata as Record<string, string>).chargeId === input.chargeId,
    );
    expect(sessions.map((s) => s.id)).toEqual([a.ref]);
  });

  it('refunds the PaymentIntent behind a Checkout Session (or named directly), once per key', async () => {
    const stripe = provider();
    const { ref } = await stripe.startCharge(charge());
    const intent = peer.complete(ref);
    const from = peer.requests.length;
    await stripe.refund({ chargeRef: ref, amount: 100_000, currency: 'EUR', idempotencyKey: 'refund_unit_1' });
    const [lookup, refund] = callsSince(from);
    expect([lookup.method, lookup.path]).toEqual(['GET', `/v1/checkout/sessions/${ref}`]);
    expect([refund.method, refund.path, refund.form, refund.headers['idempotency-key']]).toEqual([
      'POST',
      '/v1/refunds',
      { payment_intent: intent.id, amount: '100000', 'metadata[refundKey]': 'refund_unit_1' },
      'refund_unit_1',
    ]);
    await stripe.refund({ chargeRef: ref, amount: 100_000, currency: 'EUR', idempotencyKey: 'refund_unit_1' });
    const refundsOf = () => [...peer.objects.values()].filter((o) => o.object === 'refund' && o.payment_intent === intent.id).map((r) => r.amount);
    expect(refundsOf()).toEqual([100_000]);
    const direct = peer.requests.length;
    await stripe.refund({ chargeRef: intent.id, amount: 50_000, currency: 'EUR', idempotencyKey: 'refund_unit_2' });
    expect(callsSince(direct).map((r) => [r.path, r.form.payment_intent])).toEqual([['/v1/refunds', intent.id]]);
    expect(refundsOf()).toEqual([100_000, 50_000]);
  });

  it('retries with the card of a completed session; refuses when no card was saved or Stripe knows no such session', async () => {
    const stripe = provider();
    const { ref } = await stripe.startCharge(charge());
    await expect(stripe.retryCharge({ ...charge(), previousRef: ref })).rejects.toEqual(
      new AppError('conflict', 'The failed charge has no card on file to retry'),
    );
    const paid = peer.complete(ref);
    const from = peer.requests.length;
    const retried = await stripe.retryCharge({ ...charge(), previousRef: ref });
    expect(retried.ref).toMatch(/^pi_test_/);
    expect(callsSince(from)[1].form).toMatchObject({
      customer: paid.customer,
      payment_method: paid.payment_method,
      amount: '250000',
      currency: 'eur',
    });
    await expect(stripe.retryCharge({ ...charge(), previousRef: 'cs_test_missing' })).rejects.toMatchObject({
      code: 'conflict',
      message: "Stripe refused the request: No such checkout.session: 'cs_test_missing'",
    });
  });

  it('reads Stripe’s events as Fairlead’s', () => {
    const stripe = provider();
    const now = new Date();
    const parse = (type: string, object: object, id = eventId()) => {
      const payload = event(id, type, object);
      return stripe.parseWebhook(payload, signed(payload, now), now);
    };
    const none = { chargeId: null, chargeRef: null, refundKey: null, amount: 0, currency: null, fee: 0, failure: null };
    const refund = { id: 're_test_1', object: 'refund', amount: 100_000, payment_intent: 'pi_test_abc', metadata: { refundKey: 'refund_unit_1' } };
    expect(parse('refund.updated', { ...refund, status: 'succeeded' }, 'evt_refund_1')).toEqual({
      ...none,
      id: 'evt_refund_1',
      type: 'refund.succeeded',
      chargeRef: 'pi_test_abc',
      refundKey: 'refund_unit_1',
      amount: 100_000,
    });
    expect(parse('refund.created', { ...refund, status: 'pending' })).toMatchObject({ type: 'other', refundKey: null });
    const intent = { id: 'pi_test_abc', object: 'payment_intent', amount: 250_000, amount_received: 250_000, metadata: { chargeId: 'c-1' } };
    const withFee = {
      ...intent,
      amount_received: 240_000,
      latest_charge: { id: 'ch_test_1', object: 'charge', balance_transaction: { id: 'txn_test_1', object: 'balance_transaction', fee: 3_650 } },
    };
    expect(parse('payment_intent.succeeded', withFee, 'evt_paid')).toEqual({
      ...none,
      id: 'evt_paid',
      type: 'charge.succeeded',
      chargeRef: 'pi_test_abc',
      chargeId: 'c-1',
      amount: 240_000,
      fee: 3_650,
    });
    expect(parse('payment_intent.succeeded', { ...intent, currency: 'eur' })).toMatchObject({ amount: 250_000, currency: 'EUR' });
    expect(parse('payment_intent.requires_action', intent)).toMatchObject({
      type: 'charge.requires_action',
      chargeId: 'c-1',
      chargeRef: 'pi_test_abc',
    });
    expect(parse('charge.refunded', { id: 'ch_test_1', object: 'charge' })).toMatchObject({ type: 'other', chargeRef: null });
  });
});
