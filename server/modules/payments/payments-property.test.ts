import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges, payments, paymentWebhookEvents, simulatedCharges } from '../../db/schema';
import { balanceOf, checkLedger } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, newKey, sealedDeal } from '../../test/payment-input';
import { signWebhook } from './providers/signature';

// 1,000 randomized operations (pay with each test card, fail, retry, duplicate webhooks, claim, release, refund,
// crash and restart in between) on one set of sealed deals. After every step: no money created or lost (every
// currency's accounts sum to zero, nothing pending is left unresolved twice, no escrow below zero) and each deal's
// escrow equals what was paid minus what the test saw released and refunded. Runs on PGlite and on PostgreSQL.

const OPS = 1_000;
const SEED = Number(process.env.PROPERTY_SEED ?? 20261125);

/** mulberry32: a small seeded generator, so a failure can be replayed with PROPERTY_SEED. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { durable: true }); // on PGlite too, the data outlives a restart
});
afterAll(() => t.close());

type Deal = Awaited<ReturnType<typeof sealedDeal>>;

describe('the ledger under random operations', () => {
  it(`keeps every escrow equal to paid − released − refunded through ${OPS} operations (seed ${SEED})`, { timeout: 900_000 }, async () => {
    const random = rng(SEED);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const admin = await t.signedIn('admin');
    const deals: Deal[] = [];
    for (let i = 0; i < 4; i++) deals.push(await sealedDeal(t));
    const all = deals.flatMap((d) => d.payments.map((p) => ({ deal: d, id: p.id, amount: p.amount })));
    // What the test itself saw leave escrow, per deal (from the API's answers, not from the books).
    const released = new Map<string, number>();
    const refunded = new Map<string, number>();
    const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    const usedKeys: { paymentId: string; key: string; url: string }[] = [];
    const seenReleased = new Set<string>();
    let crashed = false;
    let restarts = 0;
    const counts: Record<string, number> = {};

    // What escrow holds for an instalment an admin may refund (held or on hold: never released, never refunded before).
    const inEscrowOf = (id: string) => all.find((x) => x.id === id)!.amount;
    const allowed = (status: number) => expect([200, 201, 400, 403, 409]).toContain(status);

    const ops: Record<string, () => Promise<void>> = {
      async pay() {
        const target = pick(all);
        const card = pick([cards.ok, cards.ok, cards.declined, cards.threeDs, cards.insufficient]);
        const key = newKey();
        const res = await target.deal.p.charterer.post(`/api/payments/${target.id}/checkout`, { idempotencyKey: key });
        allowed(res.status);
        if (res.status !== 200) return;
        usedKeys.push({ paymentId: target.id, key, url: res.json.checkoutUrl });
        const ref = (res.json.checkoutUrl as string).split('/').pop()!;
        const paid = await target.deal.p.charterer.post(`/api/simulated-provider/charges/${ref}/pay`, { number: card });
        allowed(paid.status);
        if (paid.json?.status === 'requires_action') {
          allowed((await target.deal.p.charterer.post(`/api/simulated-provider/charges/${ref}/authenticate`, { approve: random() < 0.7 })).status);
        }
      },
      async samePayAgain() {
        if (!usedKeys.length) return;
        const used = pick(usedKeys);
        const deal = all.find((x) => x.id === used.paymentId)!.deal;
        const res = await deal.p.charterer.post(`/api/payments/${used.paymentId}/checkout`, { idempotencyKey: used.key });
        expect(res.json.checkoutUrl).toBe(used.url);
      },
      async duplicateWebhook() {
        const stored = await t.db.select().from(paymentWebhookEvents);
        if (!stored.length) return;
        const e = pick(stored);
        const res = await t.agent().raw('POST', '/api/payments/webhooks/simulated', e.payload, {
          'content-type': 'application/json', 'fairlead-signature': signWebhook('whsec-test-simulated-provider', e.payload, t.deps.clock.now()),
        });
        expect(res.json.outcome).toBe('duplicate: already processed');
      },
      async retry() {
        const target = pick(all);
        allowed((await admin.post(`/api/admin/payments/${target.id}/retry`)).status);
      },
      async release() {
        const target = pick(all);
        if (random() < 0.5) {
          allowed((await target.deal.p.owner.post(`/api/payments/${target.id}/done`)).status);
          allowed((await target.deal.p.charterer.post(`/api/payments/${target.id}/confirm`)).status);
        } else allowed((await admin.post(`/api/admin/payments/${target.id}/release`, { reason: 'Both sides agreed' })).status);
      },
      async claim() {
        const target = pick(all);
        allowed((await target.deal.p[pick(['owner', 'charterer'] as const)].post(`/api/payments/${target.id}/claim`, { reason: 'Cargo short-landed at discharge' })).status);
      },
      async hold() {
        allowed((await admin.post(`/api/admin/payments/${pick(all).id}/hold`, { reason: 'Sanctions screening of the receivers' })).status);
      },
      async refund() {
        const target = pick(all);
        const inEscrow = inEscrowOf(target.id);
        const part = random() < 0.5 ? undefined : 1 + Math.floor(random() * Math.max(1, inEscrow - 1));
        const res = await admin.post(`/api/admin/payments/${target.id}/refund`, { reason: 'Resolved with the parties', ...(part ? { amount: part } : {}) });
        allowed(res.status);
        if (res.status === 200) {
          add(refunded, target.deal.id, part ?? inEscrow);
          add(released, target.deal.id, inEscrow - (part ?? inEscrow));
        }
      },
      async crash() {
        crashed = true;
        t.holdJobs(); // the process dies with the provider's deliveries and refunds still queued
      },
      async restart() {
        if (!crashed) return;
        crashed = false;
        // The server stops and a new one starts on the same database; it finishes what the dead one left queued.
        await t.restart();
        restarts++;
        t.resumeJobs();
        for (let i = 0; i < 3; i++) await t.deps.jobs.runDue();
      },
    };
    const weights: [string, number][] = [['pay', 30], ['samePayAgain', 5], ['duplicateWebhook', 10], ['retry', 8], ['release', 15], ['claim', 8], ['hold', 4], ['refund', 12], ['crash', 3], ['restart', 5]];
    const total = weights.reduce((s, [, w]) => s + w, 0);
    const choose = () => {
      let r = random() * total;
      for (const [name, w] of weights) if ((r -= w) < 0) return name;
      return 'pay';
    };

    // A payment that reaches `released` paid its whole amount to the owner, whichever step did it (a confirmation, an
    // admin, or a payment arriving after the charterer had already confirmed): counted once, with the test's amount.
    async function noteReleases() {
      const rows = await t.db.select({ id: payments.id, status: payments.status }).from(payments).where(inArray(payments.id, all.map((x) => x.id)));
      for (const r of rows) {
        if (r.status !== 'released' || seenReleased.has(r.id)) continue;
        seenReleased.add(r.id);
        const mine = all.find((x) => x.id === r.id)!;
        add(released, mine.deal.id, mine.amount);
      }
    }

    for (let step = 0; step < OPS; step++) {
      const name = choose();
      counts[name] = (counts[name] ?? 0) + 1;
      await ops[name]();
      if (!crashed) await t.deps.jobs.runDue(); // refunds' confirmations come one job later
      await noteReleases();
      const check = await checkLedger(t.db);
      for (const c of check.currencies) expect({ step, op: name, ...c }).toEqual({ step, op: name, currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
      for (const d of deals) {
        const ids = d.payments.map((p) => p.id);
        const paid = (await t.db.select().from(paymentCharges).where(inArray(paymentCharges.paymentId, ids))).filter((c) => c.status === 'succeeded').reduce((s, c) => s + c.amount, 0);
        const escrow = (await balanceOf(t.db, { kind: 'escrow', dealId: d.id, currency: 'USD' })).posted;
        expect({ step, op: name, escrow }).toEqual({ step, op: name, escrow: paid - (released.get(d.id) ?? 0) - (refunded.get(d.id) ?? 0) });
      }
    }
    // At rest, Fairlead's books and the provider's agree on what was taken.
    t.resumeJobs();
    for (let i = 0; i < 3; i++) await t.deps.jobs.runDue();
    const ours = (await t.db.select().from(paymentCharges)).filter((c) => c.status === 'succeeded').reduce((s, c) => s + c.amount, 0);
    const theirs = (await t.db.select().from(simulatedCharges)).filter((c) => c.status === 'succeeded').reduce((s, c) => s + c.amount, 0);
    expect(ours).toBe(theirs);
    expect(Object.keys(counts).length).toBe(weights.length);
    expect(restarts).toBeGreaterThan(5); // real restarts happened, with work left queued by the "crash" before them
    expect(released.size + refunded.size).toBeGreaterThan(0);
  });
});
