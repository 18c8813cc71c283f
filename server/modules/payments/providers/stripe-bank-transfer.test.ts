import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentCharges } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { balanceOf } from '../../../lib/ledger';
import type { TestApp } from '../../../test/harness';
import { newKey, sealedDeal } from '../../../test/payment-input';
import { createStripeProvider } from './stripe';
import {
  STRIPE_SECRET_KEY as SECRET_KEY,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
  startStripeTestApp,
  type StripeTestApp,
} from '../../../test/stripe-app';
import type { StripePeer } from '../../../test/stripe-stand-in/stripe-peer';

// #25 on Stripe: the charterer funds an instalment by bank transfer into a Stripe customer balance. Stripe issues a
// virtual account and a reference, applies what arrives to the PaymentIntent and reports it by signed webhook:
// payment_intent.partially_funded for a part, payment_intent.succeeded once all of it is in.

// The default test voyage: freight USD 1,225,000.00 (50,000 t at USD 24.50), 95% on loading = USD 1,163,750.00,
// beyond Stripe's card limit of USD 999,999.99.
const FREIGHT_95 = 116_375_000;

let peer: StripePeer;
let t: TestApp;
let stripe: Stripe; // the test's own SDK client, for Stripe's test helpers
let stripeApp: StripeTestApp;
beforeAll(async () => {
  // Stripe calls Fairlead's webhook over the network: the app listens on loopback for the stand-in's events.
  stripeApp = await startStripeTestApp({ listen: true });
  ({ peer, t, stripe } = stripeApp);
});
afterAll(() => stripeApp.close());

type Deal = Awaited<ReturnType<typeof sealedDeal>>;
const chargesOf = (paymentId: string) =>
  t.db.select().from(paymentCharges).where(eq(paymentCharges.paymentId, paymentId)).orderBy(paymentCharges.createdAt);
const escrowOf = (dealId: string) => balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' }).then((b) => b.posted);
const firstOf = async (d: Deal) => (await d.p.charterer.get(`/api/deals/${d.id}/payments`)).json.payments[0];
const outcomeOf = (body: string) => JSON.parse(body).outcome as string;

/** Events Stripe sent since `from` deliveries, once Fairlead has answered them. */
async function sentSince(from: number) {
  return (await peer.delivered()).slice(from);
}

async function openTransfer(d: Deal, key = newKey()) {
  const res = await d.p.charterer.post(`/api/payments/${d.payments[0].id}/checkout`, { idempotencyKey: key, method: 'bank_transfer' });
  expect([res.status, res.json.error]).toEqual([200, undefined]);
  const [charge] = await chargesOf(d.payments[0].id);
  const intent = peer.objects.get(charge.providerRef!)!;
  return { charge, intent, customer: intent.customer as string };
}

/** Money arrives at the customer's virtual account (Stripe's test helper); returns the events Stripe sent for it. */
async function arrives(customer: string, amount: number, reference: string) {
  const from = (await peer.delivered()).length;
  await stripe.testHelpers.customers.fundCashBalance(customer, { amount, currency: 'usd', reference });
  return sentSince(from);
}

describe('funding an instalment by bank transfer through Stripe (#25)', () => {
  it('opens a customer and a customer-balance PaymentIntent; the charterer sees Stripe’s account and reference', async () => {
    const d = await sealedDeal(t);
    const from = peer.requests.length;
    const delivered = (await peer.delivered()).length;
    const key = newKey();
    const { charge, intent, customer } = await openTransfer(d, key);

    const [customerCall, intentCall, ...others] = peer.requests.slice(from);
    expect(others).toEqual([]);
    expect([customerCall.method, customerCall.path, customerCall.headers['idempotency-key']]).toEqual([
      'POST',
      '/v1/customers',
      `charge_${charge.id}_customer`,
    ]);
    expect(customerCall.form).toEqual({
      description: 'Freight, 95% on loading: estimate on the nominal 50,000 t (Fairlead escrow)',
      'metadata[chargeId]': charge.id,
      'metadata[transferGroup]': `deal_${d.id}`,
    });
    expect([intentCall.method, intentCall.path, intentCall.headers['idempotency-key']]).toEqual([
      'POST',
      '/v1/payment_intents',
      `charge_${charge.id}`,
    ]);
    expect(intentCall.form).toEqual({
      amount: '116375000',
      currency: 'usd',
      customer,
      'allowed_payment_method_types[0]': 'customer_balance',
      'payment_method_data[type]': 'customer_balance',
      'payment_method_options[customer_balance][funding_type]': 'bank_transfer',
      'payment_method_options[customer_balance][bank_transfer][type]': 'us_bank_transfer',
      confirm: 'true',
      transfer_group: `deal_${d.id}`,
      description: 'Freight, 95% on loading: estimate on the nominal 50,000 t (Fairlead escrow)',
      'metadata[chargeId]': charge.id,
    });
    expect(charge.providerRef).toMatch(/^pi_test_/);

    const issued = (
      intent.next_action as { display_bank_transfer_instructions: { reference: string; financial_addresses: { aba: { account_number: string } }[] } }
    ).display_bank_transfer_instructions;
    const view = await firstOf(d);
    expect(view.status).toBe('pending');
    expect(view.bankTransfer).toEqual({
      state: 'awaiting',
      applied: 0,
      remaining: FREIGHT_95,
      excess: 0,
      receipts: [],
      instructions: {
        accountHolder: 'Fairlead Escrow',
        bankName: 'STRIPE TEST BANK',
        accountNumber: issued.financial_addresses[0].aba.account_number,
        routingNumber: '000000001',
        iban: null,
        bic: null,
        reference: issued.reference,
        amount: FREIGHT_95,
        currency: 'USD',
      },
    });
    expect(issued.reference).toMatch(/^[0-9A-F]{12}$/);

    // Stripe reports the intent waiting for the transfer: the normal state of a transfer, nothing for Fairlead to do.
    const sent = await sentSince(delivered);
    expect(sent.map((e) => [e.type, e.status, outcomeOf(e.body)])).toEqual([
      ['payment_intent.requires_action', 200, 'not a charge or refund event: ignored'],
    ]);
    expect((await firstOf(d)).bankTransfer.state).toBe('awaiting');

    // A second click, with the same key or a new one, answers the same instructions and asks Stripe for nothing.
    const again = peer.requests.length;
    await openTransfer(d, key);
    await openTransfer(d);
    expect(peer.requests.length).toBe(again);
    expect(await chargesOf(d.payments[0].id)).toHaveLength(1);
  });

  it('a part is shown and waits outside escrow; the rest holds exactly the instalment; a repeated event changes nothing', async () => {
    const d = await sealedDeal(t);
    const { intent, customer } = await openTransfer(d);
    const reference = (intent.next_action as { display_bank_transfer_instructions: { reference: string } }).display_bank_transfer_instructions
      .reference;
    await peer.delivered();

    const part = await arrives(customer, 60_000_000, reference);
    expect(part.map((e) => [e.type, e.status, outcomeOf(e.body)])).toEqual([
      ['payment_intent.partially_funded', 200, 'applied: 60000000 of 116375000 received'],
    ]);
    let view = await firstOf(d);
    expect(view.status).toBe('pending');
    expect(view.bankTransfer).toMatchObject({
      state: 'awaiting',
      applied: 60_000_000,
      remaining: 56_375_000,
      excess: 0,
      receipts: [{ amount: 60_000_000, applied: 60_000_000, excess: 0 }],
    });
    expect(await escrowOf(d.id)).toBe(0); // nothing can be released on part of it

    const rest = await arrives(customer, 56_375_000, reference);
    expect(rest.map((e) => [e.type, e.status, outcomeOf(e.body)])).toEqual([['payment_intent.succeeded', 200, 'applied: money held in escrow']]);
    view = await firstOf(d);
    expect(view.status).toBe('held');
    expect(await escrowOf(d.id)).toBe(FREIGHT_95);
    expect(view.bankTransfer).toMatchObject({
      state: 'complete',
      applied: FREIGHT_95,
      remaining: 0,
      excess: 0,
      receipts: [
        { amount: 60_000_000, applied: 60_000_000, excess: 0 },
        { amount: 56_375_000, applied: 56_375_000, excess: 0 },
      ],
    });

    // Stripe delivers both events again, and the partial one late after the success: nothing moves.
    const redeliver = async (payload: string) => {
      const res = await t.agent().raw('POST', '/api/payments/webhooks/stripe', payload, {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(t.deps.clock.now().getTime() / 1000),
        }),
      });
      return [res.status, res.json.outcome];
    };
    expect(await redeliver(part[0].payload)).toEqual([200, 'duplicate: already processed']);
    expect(await redeliver(rest[0].payload)).toEqual([200, 'duplicate: already processed']);
    const late = JSON.stringify({ ...JSON.parse(part[0].payload), id: `evt_test_${randomBytes(8).toString('hex')}` });
    expect(await redeliver(late)).toEqual([200, 'no new money in this report: ignored']);
    expect([(await firstOf(d)).bankTransfer.receipts.length, await escrowOf(d.id)]).toEqual([2, FREIGHT_95]);
  });

  it('money beyond the instalment stays in the customer’s cash balance at Stripe, not in escrow, and is shown as returned', async () => {
    const d = await sealedDeal(t);
    const { intent, customer } = await openTransfer(d);
    const reference = (intent.next_action as { display_bank_transfer_instructions: { reference: string } }).display_bank_transfer_instructions
      .reference;
    const sent = await arrives(customer, FREIGHT_95 + 500_000, reference); // USD 5,000.00 too much
    expect(sent.map((e) => [e.type, outcomeOf(e.body)])).toEqual([
      ['payment_intent.succeeded', 'applied: money held in escrow'],
      ['cash_balance.funds_available', 'applied: 500000 received beyond the instalment'],
    ]);
    expect(await escrowOf(d.id)).toBe(FREIGHT_95);
    expect(peer.cashBalances.get(customer)).toBe(500_000);
    // Matched by the transfer's own customer: shown beside the instalment, and admins are told to return it.
    expect((await firstOf(d)).bankTransfer).toMatchObject({
      state: 'complete',
      applied: FREIGHT_95,
      excess: 500_000,
      receipts: [
        { amount: FREIGHT_95, applied: FREIGHT_95, excess: 0 },
        { amount: 500_000, applied: 0, excess: 500_000 },
      ],
    });
    const flagged = await t.db.select({ after: auditLog.after }).from(auditLog).where(eq(auditLog.action, 'payment.over_payment'));
    expect(flagged.map((f) => (f.after as { excess: number }).excess)).toContain(500_000);
    // Another cent arrives: Stripe announces the new balance, and only the cent is new.
    const again = await arrives(customer, 1, reference); // one more cent: the balance is now 500,001
    expect(again.map((e) => [e.type, outcomeOf(e.body)])).toEqual([['cash_balance.funds_available', 'applied: 1 received beyond the instalment']]);
    expect((await firstOf(d)).bankTransfer.excess).toBe(500_001);
  });

  it('USD 1,163,750.00 is refused by card on Stripe, before Stripe is asked, and accepted by bank transfer', async () => {
    const d = await sealedDeal(t);
    const from = peer.requests.length;
    const card = await d.p.charterer.post(`/api/payments/${d.payments[0].id}/checkout`, { idempotencyKey: newKey() });
    expect([card.status, card.json.error?.message]).toEqual([409, 'A card payment is at most $999,999.99: pay this instalment by bank transfer']);
    expect(peer.requests.length).toBe(from);
    expect((await firstOf(d)).status).toBe('scheduled');
    const { charge } = await openTransfer(d);
    expect([charge.method, charge.amount, charge.status]).toEqual(['bank_transfer', FREIGHT_95, 'pending']);
  });
});

describe('the bank-transfer adapter on its own', () => {
  const provider = () =>
    createStripeProvider(
      { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url, appUrl: 'http://localhost:3000' },
      t.db,
      t.deps.clock,
    );
  const input = (currency: string, chargeId = randomUUID()) => ({
    chargeId,
    amount: 250_000,
    currency,
    idempotencyKey: `charge_${chargeId}`,
    transferGroup: 'deal_unit',
    description: 'Hire (Fairlead escrow)',
    returnUrl: 'http://localhost:3000/app',
  });

  it('euros go to a Dutch IBAN; a repeated start answers the same intent', async () => {
    const started = input('EUR');
    const from = peer.requests.length;
    const opened = await provider().startBankTransfer(started);
    const intentCall = peer.requests.slice(from).find((r) => r.path === '/v1/payment_intents')!;
    expect([
      intentCall.form['payment_method_options[customer_balance][bank_transfer][type]'],
      intentCall.form['payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country]'],
      intentCall.form.currency,
    ]).toEqual(['eu_bank_transfer', 'NL', 'eur']);
    expect(opened.instructions).toMatchObject({
      accountHolder: 'Fairlead Escrow',
      bankName: 'Amsterdam, NL',
      iban: expect.stringMatching(/^NL91ABNA\d{10}$/),
      bic: 'ABNANL2A',
      accountNumber: null,
      routingNumber: null,
      amount: 250_000,
      currency: 'EUR',
    });
    expect(await provider().startBankTransfer(started)).toEqual(opened);
    expect(
      [...peer.objects.values()].filter((o) => o.object === 'payment_intent' && (o.metadata as Record<string, string>).chargeId === started.chargeId),
    ).toHaveLength(1);
  });

  it('refuses a currency Stripe takes no bank transfer in, without calling Stripe', async () => {
    const from = peer.requests.length;
    await expect(provider().startBankTransfer(input('NOK'))).rejects.toEqual(
      new AppError('conflict', 'Stripe takes bank transfers in USD, EUR, GBP, JPY and MXN, not NOK'),
    );
    expect(peer.requests.length).toBe(from);
  });

  it('reads Stripe’s bank-transfer events as Fairlead’s', () => {
    const now = new Date();
    const parse = (type: string, object: object) => {
      const payload = JSON.stringify({
        id: 'evt_test_bt',
        object: 'event',
        type,
        api_version: '2026-01-28.clover',
        created: 1_780_000_000,
        livemode: false,
        data: { object },
      });
      return provider().parseWebhook(
        payload,
        Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(now.getTime() / 1000) }),
        now,
      );
    };
    const none = { id: 'evt_test_bt', chargeRef: null, chargeId: null, refundKey: null, amount: 0, currency: null, fee: 0, failure: null };
    const intent = {
      id: 'pi_test_bt',
      object: 'payment_intent',
      amount: 250_000,
      amount_received: 0,
      currency: 'eur',
      status: 'requires_action',
      payment_method_types: ['customer_balance'],
      metadata: { chargeId: 'c-1' },
      next_action: { type: 'display_bank_transfer_instructions', display_bank_transfer_instructions: { amount_remaining: 70_000 } },
    };
    const charge = { ...none, chargeRef: 'pi_test_bt', chargeId: 'c-1', amount: 250_000, currency: 'EUR' };
    expect(parse('payment_intent.partially_funded', intent)).toEqual({ ...charge, type: 'charge.funds_received', received: 180_000 });
    expect(
      parse('cash_balance.funds_available', { object: 'cash_balance', customer: 'cus_test_1', available: { eur: 5_000 }, livemode: false }),
    ).toEqual({ ...none, type: 'charge.funds_received', payerAccount: 'cus_test_1', currency: 'EUR', excess: 5_000 });
    expect(parse('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: 250_000, next_action: null })).toEqual({
      ...charge,
      type: 'charge.succeeded',
      received: 250_000,
    });
    expect(parse('payment_intent.requires_action', intent)).toEqual({ ...none, type: 'other' });
    // A card's requires_action still asks the payer's bank; a card intent is never partially funded.
    const cardIntent = { ...intent, payment_method_types: ['card'], next_action: { type: 'use_stripe_sdk' } };
    expect(parse('payment_intent.requires_action', cardIntent)).toEqual({ ...charge, type: 'charge.requires_action' });
    expect(parse('payment_intent.partially_funded', cardIntent)).toEqual({ ...none, type: 'other' });
  });
});
