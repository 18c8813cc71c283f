import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCharges, paymentEvents, payments, paymentWebhookEvents, simulatedCharges } from '../../db/schema';
import { balanceOf, checkLedger } from '../../lib/ledger';
import { dayFrom, dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, markOnEvidence, newKey } from '../../test/payment-input';
import { signWebhook } from './providers/signature';

// Randomized operations on sealed voyage deals, in rounds of fresh deals: pay with each test card, fail, retry,
// duplicate webhooks, let time pass (past the laycan, past the claim window), mark on evidence, confirm, claim, hold,
// release, refund, crash and restart in between. After every step: no money created or lost (every currency's
// accounts sum to zero, nothing pending left unresolved, no escrow below zero) and each deal's escrow equals what was
// paid minus what the test saw released and refunded. At the end: every kind of step was reached at least once,
// nothing was released before it was paid in, marked before its laycan or auto-released before its window closed.
// Runs on PGlite and on PostgreSQL; replay a failure with PROPERTY_SEED.

const ROUNDS = 5;
const OPS_PER_ROUND = 80;
const SEED = Number(process.env.PROPERTY_SEED ?? 20261127);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

type Parties = Awaited<ReturnType<typeof dealParties>>;

/** As sealedDeal, for parties who have fixed before: fixed on the terms, the charter party signed by both. */
async function fixAgain(p: Parties, terms: Record<string, unknown>) {
  const id = await openDeal(t, p, terms);
  expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms))).status).toBe(201);
  const accepted = await p.charterer.post(`/api/deals/${id}/accept`);
  expect(accepted.json.deal?.stage, accepted.text).toBe('fixed');
  await p.owner.post(`/api/deals/${id}/contract`);
  for (const a of [p.owner, p.charterer]) {
    expect((await a.post(`/api/deals/${id}/contract/sign`, { version: 1, password: a.password, consent: true })).status).toBe(200);
  }
  const schedule = await p.charterer.get(`/api/deals/${id}/payments`);
  return { p, id, payments: schedule.json.payments as { id: string; amount: number }[] };
}

type Deal = Awaited<ReturnType<typeof fixAgain>> & { laycanFrom: string };
type Instalment = { deal: Deal; id: string; amount: number };

/**
 * Every kind of step the generator must reach across the rounds, or the invariants were only ever checked on the easy
 * paths (#25: once marks needed held money, an open laycan and evidence, random steps stopped reaching them).
 */
const mustReach = [
  'paid into escrow',
  'card declined',
  'checkout expired',
  'admin retry',
  'marked on evidence',
  'charterer confirmed',
  'released on confirmation',
  'auto-released',
  'admin released',
  'claim raised',
  'admin hold',
  'refunded',
  'part refunded',
  'restart',
];

describe('the ledger under random operations', () => {
  it(
    `keeps every escrow equal to paid − released − refunded through ${ROUNDS} rounds of ${OPS_PER_ROUND} operations (seed ${SEED})`,
    { timeout: 900_000 },
    async () => {
      const random = rng(SEED);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
      const admin = await t.signedIn('admin');
      const parties = [await dealParties(t), await dealParties(t)];
      const deals: Deal[] = [];
      let all: Instalment[] = [];
      let round: Instalment[] = [];
      // What the test itself saw leave escrow, per deal (from the API's answers, not from the books).
      const released = new Map<string, number>();
      const refunded = new Map<string, number>();
      const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
      const usedKeys: { paymentId: string; key: string; url: string }[] = [];
      const seenReleased = new Set<string>();
      let crashed = false;
      const reached: Record<string, number> = {};
      const saw = (kind: string) => (reached[kind] = (reached[kind] ?? 0) + 1);

      const inEscrowOf = (id: string) => all.find((x) => x.id === id)!.amount;
      const allowed = (status: number) => expect([200, 201, 204, 400, 403, 409]).toContain(status);
      const statusOf = async () =>
        new Map(
          (
            await t.db
              .select({ id: payments.id, status: payments.status, ownerDoneAt: payments.ownerDoneAt })
              .from(payments)
              .where(
                inArray(
                  payments.id,
                  round.map((x) => x.id),
                ),
              )
          ).map((r) => [r.id, r]),
        );
      /** Mostly an instalment the step can apply to (so the generator gets somewhere), sometimes any (so refusals are exercised). */
      const target = async (fits: (r: { status: string; ownerDoneAt: Date | null }) => boolean) => {
        if (random() < 0.2) return pick(round);
        const now = await statusOf();
        const fitting = round.filter((x) => fits(now.get(x.id)!));
        return fitting.length ? pick(fitting) : pick(round);
      };

      const ops: Record<string, () => Promise<void>> = {
        async pay() {
          const inst = await target((r) => r.status === 'scheduled' || r.status === 'failed');
          const card = pick([cards.ok, cards.ok, cards.declined, cards.threeDs, cards.insufficient]);
          const key = newKey();
          const res = await inst.deal.p.charterer.post(`/api/payments/${inst.id}/checkout`, { idempotencyKey: key });
          allowed(res.status);
          if (res.status !== 200) return;
          usedKeys.push({ paymentId: inst.id, key, url: res.json.checkoutUrl });
          const ref = (res.json.checkoutUrl as string).split('/').pop()!;
          if (random() < 0.1) return; // the charterer leaves the checkout open: it expires after 24 hours
          const paid = await inst.deal.p.charterer.post(`/api/simulated-provider/charges/${ref}/pay`, { number: card });
          allowed(paid.status);
          if (paid.json?.status === 'requires_action') {
            allowed((await inst.deal.p.charterer.post(`/api/simulated-provider/charges/${ref}/authenticate`, { approve: random() < 0.7 })).status);
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
            'content-type': 'application/json',
            'fairlead-signature': signWebhook('whsec-test-simulated-provider', e.payload, t.deps.clock.now()),
          });
          expect(res.json.outcome).toBe('duplicate: already processed');
        },
        async retry() {
          const inst = await target((r) => r.status === 'failed');
          const res = await admin.post(`/api/admin/payments/${inst.id}/retry`);
          allowed(res.status);
          if (res.status < 300) saw('admin retry');
        },
        async time() {
          // Hours to days pass: laycans open, checkouts left open expire, claim windows close (auto-release).
          t.deps.clock.advance(6 * HOUR + Math.floor(random() * 3 * DAY));
        },
        async mark() {
          // The owner's evidence for the instalment's event: the bill of lading or the notice of readiness, stating now.
          const inst = await target((r) => r.status === 'held' && !r.ownerDoneAt);
          const res = await markOnEvidence(t, inst.deal.p.owner, inst.id);
          allowed(res.status);
          if (res.status === 200) saw('marked on evidence');
        },
        async confirm() {
          const inst = await target((r) => r.status === 'held' && !!r.ownerDoneAt);
          const res = await inst.deal.p.charterer.post(`/api/payments/${inst.id}/confirm`);
          allowed(res.status);
          if (res.status === 200) saw('charterer confirmed');
        },
        async adminRelease() {
          const inst = await target((r) => r.status === 'held' || r.status === 'on_hold');
          const res = await admin.post(`/api/admin/payments/${inst.id}/release`, { reason: 'Both sides agreed' });
          allowed(res.status);
          if (res.status === 200) saw('admin released');
        },
        async claim() {
          const inst = await target((r) => r.status === 'held');
          const res = await inst.deal.p[pick(['owner', 'charterer'] as const)].post(`/api/payments/${inst.id}/claim`, {
            reason: 'Cargo short-landed at discharge',
          });
          allowed(res.status);
          if (res.status === 200) saw('claim raised');
        },
        async hold() {
          const inst = await target((r) => r.status === 'held');
          const res = await admin.post(`/api/admin/payments/${inst.id}/hold`, { reason: 'Sanctions screening of the receivers' });
          allowed(res.status);
          if (res.status === 200) saw('admin hold');
        },
        async refund() {
          const inst = await target((r) => r.status === 'held' || r.status === 'on_hold');
          const inEscrow = inEscrowOf(inst.id);
          const part = random() < 0.5 ? undefined : 1 + Math.floor(random() * Math.max(1, inEscrow - 1));
          const res = await admin.post(`/api/admin/payments/${inst.id}/refund`, {
            reason: 'Resolved with the parties',
            ...(part ? { amount: part } : {}),
          });
          allowed(res.status);
          if (res.status === 200) {
            saw(part && part < inEscrow ? 'part refunded' : 'refunded');
            add(refunded, inst.deal.id, part ?? inEscrow);
            add(released, inst.deal.id, inEscrow - (part ?? inEscrow));
          }
        },
        async crash() {
          crashed = true;
          t.holdJobs(); // the process dies with the provider's deliveries, refunds and auto-releases still queued
        },
        async restart() {
          if (!crashed) return;
          crashed = false;
          // The server stops and a new one starts on the same database; inst finishes what the dead one left queued.
          await t.restart();
          saw('restart');
          t.resumeJobs();
          for (let i = 0; i < 3; i++) await t.deps.jobs.runDue();
        },
      };
      // The steps that end an instalment (admin release, refund) or freeze it (claim, hold) are rarer than marks and time,
      // so that instalments live long enough for laycans to open and claim windows to close.
      const weights: [string, number][] = [
        ['pay', 16],
        ['samePayAgain', 2],
        ['duplicateWebhook', 4],
        ['retry', 4],
        ['time', 10],
        ['mark', 14],
        ['confirm', 3],
        ['adminRelease', 2],
        ['claim', 2],
        ['hold', 2],
        ['refund', 2],
        ['crash', 2],
        ['restart', 4],
      ];
      const total = weights.reduce((s, [, w]) => s + w, 0);
      const choose = () => {
        let r = random() * total;
        for (const [name, w] of weights) if ((r -= w) < 0) return name;
        return 'pay';
      };

      // A payment that reaches `released` paid its whole amount to the owner, whichever step did it (a confirmation, an
      // admin, the claim window closing, or a payment arriving after the charterer had already confirmed): counted once.
      async function noteReleases() {
        const rows = await t.db
          .select({ id: payments.id, status: payments.status })
          .from(payments)
          .where(
            inArray(
              payments.id,
              all.map((x) => x.id),
            ),
          );
        for (const r of rows) {
          if (r.status !== 'released' || seenReleased.has(r.id)) continue;
          seenReleased.add(r.id);
          const mine = all.find((x) => x.id === r.id)!;
          add(released, mine.deal.id, mine.amount);
        }
      }

      async function checkInvariants(step: string) {
        const check = await checkLedger(t.db);
        for (const c of check.currencies) expect({ step, ...c }).toEqual({ step, currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
        const succeeded = (
          await t.db
            .select()
            .from(paymentCharges)
            .where(
              inArray(
                paymentCharges.paymentId,
                all.map((x) => x.id),
              ),
            )
        ).filter((c) => c.status === 'succeeded');
        for (const d of deals) {
          const ids = new Set(d.payments.map((p) => p.id));
          const paid = succeeded.filter((c) => ids.has(c.paymentId)).reduce((s, c) => s + c.amount, 0);
          const escrow = (await balanceOf(t.db, { kind: 'escrow', dealId: d.id, currency: 'USD' })).posted;
          expect({ step, escrow }).toEqual({ step, escrow: paid - (released.get(d.id) ?? 0) - (refunded.get(d.id) ?? 0) });
        }
      }

      for (let r = 0; r < ROUNDS; r++) {
        // A week on, the same two owners fix their ships again: one with its laycan opening today (its loading can be
        // marked once paid), one two to four days out (time has to pass first; until then its marks are refused).
        if (r > 0) t.deps.clock.advance(7 * DAY);
        const fresh: Deal[] = [];
        for (const [i, days] of [0, 2 + Math.floor(random() * 3)].entries()) {
          const laycanFrom = dayFrom(t, days);
          fresh.push({ ...(await fixAgain(parties[i], voyageTerms(t, { laycanFrom, laycanTo: dayFrom(t, days + 1), voyageDays: 1 }))), laycanFrom });
        }
        deals.push(...fresh);
        round = fresh.flatMap((d) => d.payments.map((p) => ({ deal: d, id: p.id, amount: p.amount })));
        all = [...all, ...round];
        for (let step = 0; step < OPS_PER_ROUND; step++) {
          const name = choose();
          await ops[name]();
          if (!crashed) await t.deps.jobs.runDue(); // refunds' confirmations and auto-releases come one job later
          await noteReleases();
          await checkInvariants(`round ${r} step ${step} ${name}`);
        }
      }
      // At rest, a week later (the last claim windows close), Fairlead's books and the provider's agree on what was taken.
      t.deps.clock.advance(7 * DAY);
      t.resumeJobs();
      for (let i = 0; i < 3; i++) await t.deps.jobs.runDue();
      await noteReleases();
      await checkInvariants('at rest');
      const ours = (await t.db.select().from(paymentCharges)).filter((c) => c.status === 'succeeded').reduce((s, c) => s + c.amount, 0);
      const theirs = (await t.db.select().from(simulatedCharges)).filter((c) => c.status === 'succeeded').reduce((s, c) => s + c.amount, 0);
      expect(ours).toBe(theirs);

      // The record, as the server kept it: nothing left escrow before it came in, no mark before the laycan, no
      // auto-release before the claim window closed.
      const events = await t.db
        .select()
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.paymentId,
            all.map((x) => x.id),
          ),
        )
        .orderBy(paymentEvents.id);
      const rows = new Map(
        (
          await t.db
            .select()
            .from(payments)
            .where(
              inArray(
                payments.id,
                all.map((x) => x.id),
              ),
            )
        ).map((p) => [p.id, p]),
      );
      for (const e of events) {
        const mine = all.find((x) => x.id === e.paymentId)!;
        const before = events.filter((x) => x.paymentId === e.paymentId && x.id < e.id);
        if (e.kind === 'charge_succeed') saw('paid into escrow');
        if (e.kind === 'charge_fail') saw('card declined');
        if (e.kind === 'charge_expire') saw('checkout expired');
        if (['release', 'refund', 'settle'].includes(e.kind)) {
          expect({ event: e.id, kind: e.kind, paidBefore: before.some((x) => x.kind === 'charge_succeed') }).toEqual({
            event: e.id,
            kind: e.kind,
            paidBefore: true,
          });
        }
        if (e.kind === 'owner_done')
          expect({ event: e.id, day: e.at.toISOString().slice(0, 10) >= mine.deal.laycanFrom }).toEqual({ event: e.id, day: true });
        if (e.kind === 'release' && e.actorRole === 'charterer') saw('released on confirmation');
        const p = rows.get(e.paymentId)!;
        // Released with no admin and no confirmation: only the claim window closing after the owner's mark may do that.
        if (e.kind === 'release' && e.actorRole !== 'admin' && !before.some((x) => x.kind === 'charterer_confirm')) {
          saw('auto-released');
          expect({ event: e.id, afterWindow: !!p.autoReleaseAt && e.at >= p.autoReleaseAt }).toEqual({ event: e.id, afterWindow: true });
        }
      }
      expect(mustReach.filter((kind) => !reached[kind])).toEqual([]);
      expect(released.size + refunded.size).toBeGreaterThan(0);
    },
  );
});
