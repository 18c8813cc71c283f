import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { notifications, paymentEvents, payments, paymentWebhookEvents } from '../../db/schema';
import { balanceOf, checkLedger } from '../../lib/ledger';
import { timeTerms } from '../../test/deal-input';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, chargeOf, DAYS_TO_LAYCAN, markOnEvidence, newKey, payWithCard, sealedDeal } from '../../test/payment-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
// The test's voyage terms: 50,000 t at USD 24.50/t = USD 1,225,000.00. 95% on loading, 5% within 30 days of discharge
// (the usual terms, #25: the recap says nothing of payment), on the nominal quantity until the B/L quantity is known.
const FREIGHT_95 = 116_375_000;
const BALANCE_5 = 6_125_000;
const escrowOf = (dealId: string) => balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' }).then((b) => b.posted);
const ownerPayableOf = (dealId: string) => balanceOf(t.db, { kind: 'owner_payable', dealId, currency: 'USD' }).then((b) => b.posted);
async function ledgerBalanced() {
  const check = await checkLedger(t.db);
  expect(check.currencies.length).toBeGreaterThan(0);
  for (const c of check.currencies) expect(c).toEqual({ currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
}

describe('the payment schedule', () => {
  it('is drawn up when the charter party is sealed: 95% of the freight on loading, the balance within 30 days of discharge', async () => {
    const { p, id, payments: list } = await sealedDeal(t);
    expect(list.map((x) => [x.seq, x.label, x.amount, x.status])).toEqual([
      [1, 'Freight, 95% on loading: estimate on the nominal 50,000 t', FREIGHT_95, 'scheduled'],
      [2, 'Freight balance, 5% within 30 days of discharge: estimate on the nominal 50,000 t', BALANCE_5, 'scheduled'],
    ]);
    expect((await p.owner.get(`/api/deals/${id}/payments`)).json.payments).toHaveLength(2);
    const stranger = await t.signedIn('owner', { verified: true });
    expect((await stranger.get(`/api/deals/${id}/payments`)).status).toBe(404);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, p.owner.id));
    expect(told.map((n) => n.title)).toContain('Payment schedule drawn up');
  });

  it('time charter: hire per 15-day period, the first on delivery', async () => {
    const { payments: list } = await sealedDeal(t, timeTerms(t, { periodDays: 40, hirePerDay: 1_650_000 }));
    expect(list.map((x) => [x.label, x.amount])).toEqual([
      ['Hire, days 1–15, on delivery', 24_750_000],
      ['Hire, days 16–30, in advance', 24_750_000],
      ['Hire, days 31–40, in advance', 16_500_000],
    ]);
  });
});

describe('paying into escrow', () => {
  it('holds the money once the provider confirms: the pending transfer is posted, the fee is Fairlead’s', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    const { ref, checkoutUrl, charge } = await payWithCard(p.charterer, first.id, cards.ok);
    expect(checkoutUrl).toBe(`http://localhost:3000/checkout/simulated/${ref}`);
    expect(charge.status).toBe('succeeded');
    const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json;
    expect(view.payments[0].status).toBe('held');
    expect(view.escrow).toEqual({ held: FREIGHT_95, currency: 'USD' });
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    // 0.8% capped at USD 5.00: the provider kept 500 cents, borne by Fairlead's operating account.
    expect((await balanceOf(t.db, { kind: 'provider_fees', dealId: null, currency: 'USD' })).posted).toBeGreaterThanOrEqual(500);
    expect(view.payments[0].events.map((e: { kind: string }) => e.kind)).toEqual(['schedule', 'charge_start', 'charge_succeed']);
    await ledgerBalanced();
  });

  it('starts one charge per idempotency key, and refuses to pay what is already paid', async () => {
    const {
      p,
      payments: [first],
    } = await sealedDeal(t);
    const key = newKey();
    const a = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: key });
    const b = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: key });
    expect(b.json.checkoutUrl).toBe(a.json.checkoutUrl);
    const other = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    expect(other.status).toBe(409);
    expect(other.json.error.message).toBe('A charge for this instalment is already waiting for the provider');
    expect((await p.owner.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() })).status).toBe(403);
  });

  it('a declined card holds nothing and says why; the charterer pays again with another card', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.declined);
    const failed = (await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0];
    expect([failed.status, failed.lastFailure]).toEqual(['failed', 'Your card was declined.']);
    expect(await escrowOf(id)).toBe(0);
    await payWithCard(p.charterer, first.id, cards.ok);
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    await ledgerBalanced();
  });

  it('a card that needs the bank’s confirmation waits for it', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    const { ref, charge } = await payWithCard(p.charterer, first.id, cards.threeDs);
    expect(charge.status).toBe('requires_action');
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0].status).toBe('pending');
    await p.charterer.post(`/api/simulated-provider/charges/${ref}/authenticate`, { approve: true });
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0].status).toBe('held');
  });
});

describe('releasing and claiming', () => {
  it('releases freight on loading once the owner marks it done and the charterer confirms', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.ok);
    expect((await p.charterer.post(`/api/payments/${first.id}/confirm`)).json.error.message).toBe('The owner has not marked the loading done yet');
    t.deps.clock.advance(DAYS_TO_LAYCAN * DAY);
    expect((await markOnEvidence(t, p.owner, first.id)).json.payment.status).toBe('held');
    expect((await p.charterer.post(`/api/payments/${first.id}/confirm`)).json.payment.status).toBe('released');
    expect([await escrowOf(id), await ownerPayableOf(id)]).toEqual([0, FREIGHT_95]);
    await ledgerBalanced();
  });

  it('releases automatically N days after the owner marks it done when no claim is raised', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.ok);
    t.deps.clock.advance(DAYS_TO_LAYCAN * DAY);
    expect((await markOnEvidence(t, p.owner, first.id)).status).toBe(200);
    t.deps.clock.advance(5 * DAY - 60_000);
    await t.deps.jobs.runDue();
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    t.deps.clock.advance(60_000);
    await t.deps.jobs.runDue();
    expect([await escrowOf(id), await ownerPayableOf(id)]).toEqual([0, FREIGHT_95]);
  });

  it('a claim holds the money past the automatic release until an admin resolves it with a partial refund', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    const admin = await t.signedIn('admin');
    await payWithCard(p.charterer, first.id, cards.ok);
    t.deps.clock.advance(DAYS_TO_LAYCAN * DAY);
    expect((await markOnEvidence(t, p.owner, first.id)).status).toBe(200);
    const claimed = await p.charterer.post(`/api/payments/${first.id}/claim`, { reason: 'Cargo short-landed by 300 t at Alexandria' });
    expect(claimed.json.payment.status).toBe('on_hold');
    t.deps.clock.advance(6 * DAY);
    await t.deps.jobs.runDue();
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    const tooMuch = await admin.post(`/api/admin/payments/${first.id}/refund`, { reason: 'Short-landing agreed', amount: FREIGHT_95 + 1 });
    expect(tooMuch.status).toBe(400);
    const resolved = await admin.post(`/api/admin/payments/${first.id}/refund`, { reason: 'Short-landing of 300 t agreed by both', amount: 735_000 });
    expect(resolved.json.payment).toMatchObject({ status: 'settled', refundedAmount: 735_000, releasedAmount: FREIGHT_95 - 735_000 });
    // The refund went through the provider (a job), whose confirmation arrives by webhook (the next job): the
    // charterer's account is 735,000 better off.
    await t.deps.jobs.runDue();
    expect((await balanceOf(t.db, { kind: 'charterer', dealId: id, currency: 'USD' })).posted).toBe(-FREIGHT_95 + 735_000);
    expect([await escrowOf(id), await ownerPayableOf(id)]).toEqual([0, FREIGHT_95 - 735_000]);
    await ledgerBalanced();
  });

  it('refuses a claim on money not in escrow and moves that do not fit the state', async () => {
    const {
      p,
      payments: [first],
    } = await sealedDeal(t);
    const claim = await p.owner.post(`/api/payments/${first.id}/claim`, { reason: 'Charterers late with the freight' });
    expect([claim.status, claim.json.error.message]).toEqual([409, 'There is no money in escrow for this instalment to hold']);
    const admin = await t.signedIn('admin');
    expect((await admin.post(`/api/admin/payments/${first.id}/release`, { reason: 'Both sides agreed' })).status).toBe(409);
  });

  it('an admin retries a failed charge with the card on file', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.insufficient);
    const admin = await t.signedIn('admin');
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0].lastFailure).toBe('Your card has insufficient funds.');
    const retried = await admin.post(`/api/admin/payments/${first.id}/retry`);
    expect(retried.status).toBe(200);
    expect((await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0].status).toBe('held');
    expect(await escrowOf(id)).toBe(FREIGHT_95);
  });

  it('time charter: hire for a later period is released when that period starts, once the ship is delivered', async () => {
    const {
      p,
      id,
      payments: [delivery, second],
    } = await sealedDeal(t, timeTerms(t, { periodDays: 40, hirePerDay: 1_650_000 }));
    await payWithCard(p.charterer, delivery.id, cards.ok);
    await payWithCard(p.charterer, second.id, cards.ok);
    expect(await escrowOf(id)).toBe(24_750_000 * 2);
    // The second period starts 15 days after the laycan's first day (30 days out): not yet, and not before delivery.
    t.deps.clock.advance(46 * DAY);
    await t.deps.jobs.runDue();
    expect(await escrowOf(id)).toBe(24_750_000 * 2);
    expect((await markOnEvidence(t, p.owner, delivery.id)).status).toBe(200);
    await p.charterer.post(`/api/payments/${delivery.id}/confirm`);
    expect([await escrowOf(id), await ownerPayableOf(id)]).toEqual([0, 24_750_000 * 2]);
  });
});

describe('webhooks', () => {
  const sign = async (body: string, at: Date) => {
    const { signWebhook } = await import('./providers/signature');
    return signWebhook('whsec-test-simulated-provider', body, at);
  };
  const deliver = async (body: string, signature: string) =>
    t.agent().raw('POST', '/api/payments/webhooks/simulated', body, { 'content-type': 'application/json', 'fairlead-signature': signature });

  it('applies the same event once however often it comes, and ignores a late contrary event', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    t.holdJobs(); // the provider's own deliveries stay queued: this test delivers by hand
    onTestFinished(() => t.resumeJobs());
    const started = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    const ref = (started.json.checkoutUrl as string).split('/').pop()!;
    const charge = await chargeOf(t, ref);
    const event = (eventId: string, type: string) =>
      JSON.stringify({
        id: eventId,
        type,
        created: 0,
        data: {
          ref,
          chargeId: charge.id,
          amount: charge.amount,
          currency: 'USD',
          fee: 500,
          failure: type === 'charge.failed' ? 'Your card was declined.' : null,
          refundKey: null,
        },
      });
    const succeeded = event('evt_success_1', 'charge.succeeded');
    const failedLater = event('evt_failed_1', 'charge.failed');
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await deliver(i % 2 ? failedLater : succeeded, await sign(i % 2 ? failedLater : succeeded, t.deps.clock.now()));
      expect(res.status).toBe(200);
      outcomes.push(res.json.outcome);
    }
    expect(outcomes).toEqual([
      'applied: money held in escrow',
      'charge already succeeded: ignored',
      ...Array(8).fill('duplicate: already processed'),
    ]);
    expect(await escrowOf(id)).toBe(FREIGHT_95);
    const stored = await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, 'evt_success_1'));
    expect(stored.map((s) => s.payload)).toEqual([succeeded]);
  });

  it('of the same event delivered five times at once, one applies and the others are told it was processed', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    t.holdJobs();
    onTestFinished(() => t.resumeJobs());
    const started = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    const ref = (started.json.checkoutUrl as string).split('/').pop()!;
    const charge = await chargeOf(t, ref);
    const body = JSON.stringify({
      id: 'evt_concurrent_1',
      type: 'charge.succeeded',
      created: 0,
      data: { ref, chargeId: charge.id, amount: charge.amount, currency: 'USD', fee: 0, failure: null, refundKey: null },
    });
    const signature = await sign(body, t.deps.clock.now());
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.json.outcome).sort()).toEqual(['applied: money held in escrow', ...Array(4).fill('duplicate: already processed')]);
    expect(await escrowOf(id)).toBe(FREIGHT_95);
  });

  it('refuses a missing, wrong or stale signature', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'charge.succeeded', created: 0, data: {} });
    expect((await deliver(body, '')).status).toBe(400);
    // One hex digit of the HMAC changed (always to a different digit: a forged signature, well-formed).
    const forged = (await sign(body, t.deps.clock.now())).replace(/v1=(.)/, (_, d: string) => `v1=${d === '0' ? '1' : '0'}`);
    const wrong = await deliver(body, forged);
    expect([wrong.status, wrong.json.error.message]).toEqual([400, 'The webhook signature does not match']);
    const stale = await deliver(body, await sign(body, new Date(t.deps.clock.now().getTime() - 301_000)));
    expect([stale.status, stale.json.error.message]).toEqual([400, 'The webhook signature is too old (or from the future)']);
  });
});

describe('records', () => {
  it('keeps the payment record, the webhook deliveries and the payments themselves', async () => {
    const {
      p,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.ok);
    expect((await t.db.select().from(paymentWebhookEvents)).length).toBeGreaterThan(0);
    const [event] = await t.db.select().from(paymentEvents).limit(1);
    expect(await refusalOf(t.db.update(paymentEvents).set({ reason: 'rewritten' }).where(eq(paymentEvents.id, event.id)))).toEqual(
      appendOnly('payment_events', 'UPDATE'),
    );
    expect(await refusalOf(t.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id)))).toEqual(appendOnly('payment_events', 'DELETE'));
    expect(await refusalOf(t.db.execute(sql`delete from payment_webhook_events`))).toEqual(appendOnly('payment_webhook_events', 'DELETE'));
    const [payment] = await t.db.select().from(payments).limit(1);
    expect(await refusalOf(t.db.delete(payments).where(eq(payments.id, payment.id)))).toEqual(appendOnly('payments', 'DELETE'));
  });
});
