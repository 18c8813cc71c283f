import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { balanceOf } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, chargeOf, newKey, payWithCard, sealedDeal } from '../../test/payment-input';
import { signWebhook } from './providers/signature';

// #25: leaving the checkout without paying left the instalment "Processing" for good, with no way on. Now an ended
// checkout (back to Fairlead, or timed out after 24 hours; Stripe's checkout.session.expired) makes it due again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
// The test's voyage terms: freight USD 1,225,000.00, 95% on loading.
const FREIGHT_95 = 116_375_000;
const escrowOf = (dealId: string) => balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' }).then((b) => b.posted);
const statusOf = async (charterer: Awaited<ReturnType<typeof sealedDeal>>['p']['charterer'], dealId: string) =>
  (await charterer.get(`/api/deals/${dealId}/payments`)).json.payments[0];
const refOf = (url: string) => url.split('/').pop()!;

describe('a checkout that ends without payment (#25)', () => {
  it('back to Fairlead: the checkout ends, the instalment is due again, and a second payment succeeds', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    const started = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    expect((await statusOf(p.charterer, id)).status).toBe('pending');
    const ref = refOf(started.json.checkoutUrl);
    const back = await t.agent().post(`/api/simulated-provider/charges/${ref}/cancel`);
    expect([back.status, back.json.status]).toEqual([200, 'expired']);
    const view = await statusOf(p.charterer, id);
    expect([view.status, view.events.at(-1).kind]).toEqual(['scheduled', 'charge_expire']);
    expect((await chargeOf(t, ref)).status).toBe('expired');
    // The ended checkout takes no card; a new one does.
    const late = await t.agent().post(`/api/simulated-provider/charges/${ref}/pay`, { number: cards.ok });
    expect([late.status, late.json.error.message]).toEqual([409, 'This checkout has ended: go back to Fairlead and pay the instalment again']);
    await payWithCard(p.charterer, first.id, cards.ok);
    expect([(await statusOf(p.charterer, id)).status, await escrowOf(id)]).toEqual(['held', FREIGHT_95]);
  });

  it('after a declined card, going back makes the instalment due again rather than failed', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    const { ref } = await payWithCard(p.charterer, first.id, cards.declined);
    expect((await statusOf(p.charterer, id)).status).toBe('failed');
    expect((await t.agent().post(`/api/simulated-provider/charges/${ref}/cancel`)).status).toBe(200);
    expect((await statusOf(p.charterer, id)).status).toBe('scheduled');
  });

  it('a checkout left open ends after 24 hours, not before', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    t.deps.clock.advance(24 * HOUR - 60_000);
    await t.deps.jobs.runDue();
    expect((await statusOf(p.charterer, id)).status).toBe('pending');
    t.deps.clock.advance(60_000);
    await t.deps.jobs.runDue();
    await t.deps.jobs.runDue(); // the provider's signed event, queued by the expiry
    expect((await statusOf(p.charterer, id)).status).toBe('scheduled');
    await payWithCard(p.charterer, first.id, cards.ok);
    expect(await escrowOf(id)).toBe(FREIGHT_95);
  });

  it('the provider’s signed charge.expired event, delivered by hand, applies once', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    t.holdJobs();
    onTestFinished(() => t.resumeJobs());
    const started = await p.charterer.post(`/api/payments/${first.id}/checkout`, { idempotencyKey: newKey() });
    const ref = refOf(started.json.checkoutUrl);
    const charge = await chargeOf(t, ref);
    const body = JSON.stringify({
      id: 'evt_expired_1',
      type: 'charge.expired',
      created: 0,
      data: { ref, chargeId: charge.id, amount: charge.amount, currency: 'USD', fee: 0, failure: null, refundKey: null },
    });
    const deliver = () =>
      t.agent().raw('POST', '/api/payments/webhooks/simulated', body, {
        'content-type': 'application/json',
        'fairlead-signature': signWebhook('whsec-test-simulated-provider', body, t.deps.clock.now()),
      });
    expect((await deliver()).json.outcome).toBe('applied: checkout ended, the instalment is due again');
    expect((await deliver()).json.outcome).toBe('duplicate: already processed');
    expect((await statusOf(p.charterer, id)).status).toBe('scheduled');
    t.resumeJobs();
    await payWithCard(p.charterer, first.id, cards.ok);
    expect(await escrowOf(id)).toBe(FREIGHT_95);
  });
});
