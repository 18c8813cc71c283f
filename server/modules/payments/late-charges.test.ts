import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog, notifications, payments, paymentWebhookEvents } from '../../db/schema';
import { balanceOf, checkLedger } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, chargeOf, newKey, payWithCard, sealedDeal } from '../../test/payment-input';
import { signWebhook } from './providers/signature';

// #24: a failed charge is not final (a declined card, then a good one on the same checkout page), and a success is
// applied only for the amount and currency the charge asked for.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The test's voyage terms: 50,000 t at USD 24.50/t = USD 1,225,000.00; 95% on loading.
const FREIGHT_95 = 116_375_000;
const escrowOf = (dealId: string) => balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' }).then((b) => b.posted);
const statusOf = async (paymentId: string) =>
  (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0].status;
async function ledgerBalanced() {
  const check = await checkLedger(t.db);
  expect(check.currencies.length).toBeGreaterThan(0);
  for (const c of check.currencies) expect(c).toEqual({ currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
}
const deliver = (body: string) =>
  t.agent().raw('POST', '/api/payments/webhooks/simulated', body, {
    'content-type': 'application/json',
    'fairlead-signature': signWebhook('whsec-test-simulated-provider', body, t.deps.clock.now()),
  });

/** A sealed deal whose first instalment has a charge open at the simulated provider; its events are delivered by hand. */
async function openCharge(key = newKey()) {
  const {
    p,
    id,
    payments: [first],
  } = await sealedDeal(t);
  t.holdJobs(); // the provider's own deliveries stay queued: these tests deliver by hand
  onTestFinished(() => t.resumeJobs());
  return { p, id, first, ...(await chargeFor(p.charterer, first.id, key)) };
}
async function chargeFor(charterer: Awaited<ReturnType<typeof sealedDeal>>['p']['charterer'], paymentId: string, key: string) {
  const started = await charterer.post(`/api/payments/${paymentId}/checkout`, { idempotencyKey: key });
  expect(started.status).toBe(200);
  const charge = await chargeOf(t, (started.json.checkoutUrl as string).split('/').pop()!);
  /** One signed provider event for this charge; answers what Fairlead did with it. */
  const send = async (type: 'charge.succeeded' | 'charge.failed', data: { amount?: number; currency?: string } = {}) => {
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      type,
      created: 0,
      data: {
        ref: charge.providerRef,
        chargeId: charge.id,
        amount: FREIGHT_95,
        currency: 'USD',
        fee: 500,
        failure: type === 'charge.failed' ? 'Your card was declined.' : null,
        refundKey: null,
        ...data,
      },
    });
    const res = await deliver(body);
    expect(res.status).toBe(200);
    return res.json.outcome as string;
  };
  return { charge, send };
}

describe('a failed charge is not final', () => {
  it('a declined card then a good one on the same checkout page: the money is held and the instalment paid', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    const { ref } = await payWithCard(p.charterer, first.id, cards.declined);
    expect(await statusOf(first.id)).toBe('failed');
    const again = await p.charterer.post(`/api/simulated-provider/charges/${ref}/pay`, { number: cards.ok });
    expect(again.json.status).toBe('succeeded');
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect([view.payments[0].status, view.payments[0].lastFailure, view.escrow]).toEqual(['held', null, { held: FREIGHT_95, currency: 'USD' }]);
    expect(view.payments[0].events.map((e: { kind: string }) => e.kind)).toEqual(['schedule', 'charge_start', 'charge_fail', 'charge_succeed']);
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    // The money can go back through the charge that took it.
    const admin = await t.signedIn('admin');
    const refunded = await admin.post(`/api/admin/payments/${first.id}/refund`, { reason: 'Charter cancelled before loading' });
    expect(refunded.json.payment.status).toBe('refunded');
    await t.deps.jobs.runDue();
    expect((await balanceOf(t.db, { kind: 'charterer', dealId: id, currency: 'USD' })).posted).toBe(0);
    await ledgerBalanced();
  });

  it('the provider’s success after its failure for the same charge applies; a failure after a success does not', async () => {
    const { id, first, send } = await openCharge();
    expect(await send('charge.failed')).toBe('applied: charge failed');
    expect(await send('charge.succeeded')).toBe('applied: money held in escrow');
    expect(await send('charge.failed')).toBe('charge already succeeded: ignored');
    expect(await statusOf(first.id)).toBe('held');
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    await ledgerBalanced();
  });

  it('money taken on a declined charge after the instalment was paid through another one is not held twice: admins are told', async () => {
    const { p, id, first, send: sendFirst, charge: firstCharge } = await openCharge();
    const admin = await t.signedIn('admin');
    expect(await sendFirst('charge.failed')).toBe('applied: charge failed');
    const { send: sendSecond } = await chargeFor(p.charterer, first.id, newKey());
    expect(await sendSecond('charge.succeeded')).toBe('applied: money held in escrow');
    expect(await sendFirst('charge.succeeded')).toBe('refused: a late success for an instalment paid since; flagged to admins');
    expect(await statusOf(first.id)).toBe('held');
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.late_success_unapplied'), eq(auditLog.entityId, first.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ chargeId: firstCharge.id, amount: FREIGHT_95, currency: 'USD', paymentStatus: 'held' });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.map((n) => n.title)).toContain('Money received twice for one instalment');
    await ledgerBalanced();
  });
});

describe('a success is compared with the charge', () => {
  // What the provider may report against a charge of USD 1,163,750.00: each is refused.
  const mismatches = [
    { name: 'one cent short', amount: FREIGHT_95 - 1, currency: 'USD' },
    { name: 'more than asked', amount: FREIGHT_95 + 100, currency: 'USD' },
    { name: 'the right figure in another currency', amount: FREIGHT_95, currency: 'EUR' },
  ];

  it.each(mismatches)('refuses $name: nothing moves, the refusal is kept and put before the admins', async ({ amount, currency }) => {
    const { id, first, charge, send } = await openCharge();
    const admin = await t.signedIn('admin');
    const outcome = await send('charge.succeeded', { amount, currency });
    expect(outcome).toBe(`refused: the provider reported ${amount} ${currency} for a charge of ${FREIGHT_95} USD; flagged to admins`);
    expect(await statusOf(first.id)).toBe('pending');
    expect(await escrowOf(id)).toBe(0);
    const stored = await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.outcome, outcome));
    expect(stored).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.charge_mismatch'), eq(auditLog.entityId, first.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ chargeId: charge.id, expected: { amount: FREIGHT_95, currency: 'USD' }, received: { amount, currency } });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told.map((n) => n.title)).toContain('Payment refused: the amount does not match the charge');
    // The charge still waits: the provider's true report applies.
    expect(await send('charge.succeeded')).toBe('applied: money held in escrow');
    expect(await escrowOf(id)).toBe(FREIGHT_95);
  });

  it('refuses a late success for another amount after a failure: the instalment stays failed', async () => {
    const { id, first, send } = await openCharge();
    expect(await send('charge.failed')).toBe('applied: charge failed');
    expect(await send('charge.succeeded', { amount: 100 })).toBe(
      `refused: the provider reported 100 USD for a charge of ${FREIGHT_95} USD; flagged to admins`,
    );
    expect(await statusOf(first.id)).toBe('failed');
    expect(await escrowOf(id)).toBe(0);
    await ledgerBalanced();
  });
});
