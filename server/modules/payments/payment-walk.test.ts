import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transition } from '../../../common/lifecycle/transition';
import { paymentLifecycle, type PaymentActor, type PaymentMove, type PaymentState } from '../../../common/payments/payment-process';
import { paymentEvents, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, newKey, payWithCard, sealedDeal } from '../../test/payment-input';

// Every payment state × every move a member or an admin fires through the API × every kind of caller, against the
// lifecycle as this test writes it down (#26). Allowed: the API answers the state written here. Refused: 409 with the
// service's words, 403 for a caller the move is not for, 404 for a charterer who is not a party; and nothing changes.
// The same expectations are checked against the table in common/, so a change to either turns this red.

let t: TestApp;
let admin: Agent;
let stranger: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  stranger = await t.signedIn('charterer', { verified: true });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
type Caller = 'charterer' | 'owner' | 'admin' | 'stranger';
const callers: Caller[] = ['charterer', 'owner', 'admin', 'stranger'];
type Deal = Awaited<ReturnType<typeof sealedDeal>>;

const states: PaymentState[] = ['scheduled', 'pending', 'failed', 'held', 'on_hold', 'released', 'refunded', 'settled', 'cancelled'];
const words = (s: PaymentState) => s.replace('_', ' ');
const payRefusal = (s: PaymentState) =>
  s === 'pending' ? 'A charge for this instalment is already waiting for the provider' : `This instalment is ${words(s)}: there is nothing to pay`;

/** One API call that fires a move of the payment lifecycle, with who may call it and what it does, as written here. */
type Endpoint = {
  move: PaymentMove;
  /** The callers the move is for (the others: 403, or 404 for a stranger at a party's endpoint). */
  by: Caller[];
  from: PaymentState[];
  to: PaymentState;
  admin: boolean;
  refusal: (s: PaymentState) => string;
  call: (a: Agent, id: string) => Promise<{ status: number; json: { error?: { message: string }; payment?: { status: string } } }>;
};
const heldOnly = 'Only money held in escrow can be';
const endpoints: Record<string, Endpoint> = {
  checkout: {
    move: 'pay',
    by: ['charterer'],
    from: ['scheduled', 'failed'],
    to: 'pending',
    admin: false,
    refusal: payRefusal,
    call: (a, id) => a.post(`/api/payments/${id}/checkout`, { idempotencyKey: newKey() }),
  },
  claim: {
    move: 'hold',
    by: ['charterer', 'owner'],
    from: ['held'],
    to: 'on_hold',
    admin: false,
    refusal: (s) => (s === 'on_hold' ? 'A claim on this instalment is already open' : 'There is no money in escrow for this instalment to hold'),
    call: (a, id) => a.post(`/api/payments/${id}/claim`, { reason: 'The cargo was delivered short' }),
  },
  retry: {
    move: 'pay',
    by: ['admin'],
    // The table lets an admin pay from scheduled too; the service retries only a charge that failed.
    from: ['failed'],
    to: 'pending',
    admin: true,
    refusal: (s) => (s === 'scheduled' ? 'Only a failed charge can be retried' : payRefusal(s)),
    call: (a, id) => a.post(`/api/admin/payments/${id}/retry`),
  },
  hold: {
    move: 'hold',
    by: ['admin'],
    from: ['held'],
    to: 'on_hold',
    admin: true,
    refusal: (s) => (s === 'on_hold' ? 'This instalment is already on hold' : `${heldOnly} put on hold`),
    call: (a, id) => a.post(`/api/admin/payments/${id}/hold`, { reason: 'Checking the bill of lading' }),
  },
  release: {
    move: 'release',
    by: ['admin'],
    from: ['held', 'on_hold'],
    to: 'released',
    admin: true,
    refusal: () => `${heldOnly} released`,
    call: (a, id) => a.post(`/api/admin/payments/${id}/release`, { reason: 'The cargo was delivered in full' }),
  },
  refund: {
    move: 'refund',
    by: ['admin'],
    from: ['held', 'on_hold'],
    to: 'refunded',
    admin: true,
    refusal: () => `${heldOnly} refunded`,
    call: (a, id) => a.post(`/api/admin/payments/${id}/refund`, { reason: 'The voyage did not take place' }),
  },
  settle: {
    move: 'settle',
    by: ['admin'],
    from: ['held', 'on_hold'],
    to: 'settled',
    admin: true,
    refusal: () => `${heldOnly} refunded`,
    call: (a, id) => a.post(`/api/admin/payments/${id}/refund`, { reason: 'Short delivery: part refunded', amount: 100_000 }),
  },
};
const names = Object.keys(endpoints);

/**
 * What the API lists for each caller on the first instalment of a voyage charter (released on loading, not marked)
 * in each state: the buttons the screens show. The owner marks loading while the money can still go to the owner.
 */
const listed: Record<PaymentState, Record<'charterer' | 'owner' | 'admin', string[]>> = {
  scheduled: { charterer: ['pay'], owner: ['mark_done'], admin: [] },
  pending: { charterer: [], owner: ['mark_done'], admin: [] },
  failed: { charterer: ['pay'], owner: ['mark_done'], admin: ['retry'] },
  held: { charterer: ['claim'], owner: ['mark_done', 'claim'], admin: ['hold', 'release', 'refund'] },
  on_hold: { charterer: [], owner: [], admin: ['release', 'refund'] },
  released: { charterer: [], owner: [], admin: [] },
  refunded: { charterer: [], owner: [], admin: [] },
  settled: { charterer: [], owner: [], admin: [] },
  cancelled: { charterer: [], owner: [], admin: [] },
};

const agentOf = (deal: Deal, c: Caller) => (c === 'admin' ? admin : c === 'stranger' ? stranger : deal.p[c]);
const allowed = (e: Endpoint, c: Caller, s: PaymentState) => e.by.includes(c) && e.from.includes(s);
/** What a caller the move is not for hears: a stranger to the deal does not learn the payment exists. */
const outsider = (e: Endpoint, c: Caller) => (c === 'stranger' && !e.admin ? 404 : 403);

/** A fresh deal whose first instalment is in `state`, reached through the API (cancelled: set directly, see below). */
async function instalmentIn(state: PaymentState) {
  const deal = await sealedDeal(t);
  const id = deal.payments[0].id;
  const { charterer } = deal.p;
  const paid = () => payWithCard(charterer, id, cards.ok);
  const backOffice = (path: string, body: Record<string, unknown>) => admin.post(`/api/admin/payments/${id}/${path}`, body);
  if (state === 'pending') await charterer.post(`/api/payments/${id}/checkout`, { idempotencyKey: newKey() });
  if (state === 'failed') await payWithCard(charterer, id, cards.declined);
  if (['held', 'on_hold', 'released', 'refunded', 'settled'].includes(state)) await paid();
  if (state === 'on_hold') await charterer.post(`/api/payments/${id}/claim`, { reason: 'The cargo was delivered short' });
  if (state === 'released') await backOffice('release', { reason: 'The cargo was delivered in full' });
  if (state === 'refunded') await backOffice('refund', { reason: 'The voyage did not take place' });
  if (state === 'settled') await backOffice('refund', { reason: 'Short delivery: part refunded', amount: 100_000 });
  // Only the owner's record of a time charter's redelivery cancels an instalment (redelivery.test.ts walks it); here
  // the state is the starting point, not the subject.
  if (state === 'cancelled') await t.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, id));
  expect(await snapshot(id)).toMatchObject({ status: state });
  return { deal, id };
}

async function snapshot(id: string) {
  const [row] = await t.db.select({ status: payments.status, updatedAt: payments.updatedAt }).from(payments).where(eq(payments.id, id));
  const [events] = await t.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, id));
  return { ...row, events: events.n };
}

describe('the payment lifecycle table says what the walk expects (#26)', () => {
  const actorOf = (c: Caller): PaymentActor => (c === 'stranger' ? 'charterer' : c);
  it.each(names)('%s', (name) => {
    const e = endpoints[name];
    for (const s of states) {
      for (const c of e.by) {
        const outcome = transition(paymentLifecycle, s, e.move, actorOf(c));
        // The retry is narrower than the table (the service's own rule); everywhere else the two agree exactly.
        if (name === 'retry' && s === 'scheduled') expect(outcome, `${name} from ${s}`).toEqual({ ok: true, to: 'pending' });
        else expect(outcome.ok ? outcome.to : null, `${name} by the ${c} from ${s}`).toBe(e.from.includes(s) ? e.to : null);
      }
    }
  });
});

describe.each(states)('an instalment %s, through the API (#26)', (state) => {
  it('refuses every move the table does not allow, and the refusal changes nothing', async () => {
    const { deal, id } = await instalmentIn(state);
    const before = await snapshot(id);
    for (const c of ['charterer', 'owner', 'admin'] as const) {
      const view = await agentOf(deal, c).get(`/api/deals/${deal.id}/payments`);
      const first = (view.json.payments as { id: string; actions: string[] }[]).find((p) => p.id === id)!;
      expect(first.actions, `the ${c}'s actions`).toEqual(listed[state][c]);
    }
    if (listed[state].admin.length) {
      const row = await admin.get(`/api/admin/payments/${id}`);
      expect(row.json.payment.actions, 'the back office row').toEqual(listed[state].admin);
    }
    for (const name of names) {
      const e = endpoints[name];
      for (const c of callers.filter((c) => !allowed(e, c, state))) {
        const res = await e.call(agentOf(deal, c), id);
        const expected = e.by.includes(c) ? 409 : outsider(e, c);
        expect(res.status, `${name} by the ${c}`).toBe(expected);
        if (expected === 409) expect(res.json.error?.message, `${name} by the ${c}`).toBe(e.refusal(state));
      }
    }
    expect(await snapshot(id)).toEqual(before);
  });

  const moves = names.flatMap((name) => endpoints[name].by.filter((c) => allowed(endpoints[name], c, state)).map((c) => [name, c] as const));
  if (moves.length) {
    it.each(moves)('%s by the %s leads where the table says', async (name, c) => {
      const e = endpoints[name];
      const { deal, id } = await instalmentIn(state);
      // The provider's answer to a new charge is a queued webhook: held back, the instalment shows this move alone.
      t.holdJobs();
      try {
        const res = await e.call(agentOf(deal, c), id);
        expect(res.status, res.json.error?.message).toBe(200);
        expect(res.json.payment?.status).toBe(e.to);
        expect((await snapshot(id)).status).toBe(e.to);
      } finally {
        t.resumeJobs();
      }
    });
  }
});
