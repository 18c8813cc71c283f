import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { simulatedCharges, simulatedPayouts, simulatedRefunds } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError, notFound } from '../../../lib/errors';
import { enqueue } from '../../../lib/jobs';
import type { PaymentProvider, ProviderEvent, StartCharge } from '../../../lib/payment-provider';
import { simulatedBank } from './simulated-bank';
import { verifyWebhook } from './signature';

/**
 * A card provider in test mode that works offline: a hosted checkout page (/checkout/simulated/:ref), test cards
 * that succeed, are declined or need an extra confirmation step, idempotency keys on every call that moves money,
 * and events signed like Stripe's, delivered through the job queue to the same webhook endpoint a real provider
 * calls. It keeps its own books (simulated_charges, simulated_refunds), apart from Fairlead's.
 */
export const testCards = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'requires_action',
  '4000000000009995': 'insufficient_funds_until_retried',
} as const;

const failures = {
  declined: 'Your card was declined.',
  insufficient: 'Your card has insufficient funds.',
  refused: 'Your bank refused to confirm the payment.',
};

/** What the provider keeps of a charge: 0.8% capped at 5.00 (bank-debit pricing, what a charter-sized sum would use). */
export const simulatedFee = (amount: number) => Math.min(Math.round(amount * 0.008), 500);

export type SimulatedWire = {
  id: string;
  type: ProviderEvent['type'];
  created: number;
  data: {
    ref: string;
    chargeId: string | null;
    amount: number;
    currency: string;
    fee: number;
    failure: string | null;
    refundKey: string | null;
    received?: number;
    excess?: number;
  };
};
export type SimulatedCharge = typeof simulatedCharges.$inferSelect;

/** How long a hosted checkout stays open unpaid: 24 hours, Stripe Checkout's default. */
export const SIMULATED_CHECKOUT_TTL_MS = 24 * 3_600_000;

const newRef = () => `sim_ch_${randomBytes(16).toString('hex')}`;

export function createSimulatedProvider(deps: { db: Database; clock: Clock; appUrl: string; webhookSecret: string }) {
  const { db, clock } = deps;

  /** Queues the signed delivery of an event; the queue retries until the webhook answers 2xx. */
  async function emit(type: ProviderEvent['type'], c: SimulatedCharge, extra: Partial<SimulatedWire['data']> = {}) {
    const wire: SimulatedWire = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        ref: c.ref,
        chargeId: c.metadata.chargeId ?? null,
        amount: c.amount,
        currency: c.currency,
        fee: 0,
        failure: null,
        refundKey: null,
        ...extra,
      },
    };
    await enqueue(db, 'payments.simulated-webhook', { body: JSON.stringify(wire) });
  }

  async function settle(c: SimulatedCharge, outcome: 'succeeds' | 'declined' | 'insufficient' | 'requires_action' | 'refused') {
    const status = outcome === 'succeeds' ? 'succeeded' : outcome === 'requires_action' ? 'requires_action' : 'failed';
    const failure = status === 'failed' ? failures[outcome as keyof typeof failures] : null;
    const [row] = await db
      .update(simulatedCharges)
      .set({ status, failure, attempts: sql`${simulatedCharges.attempts} + 1` })
      .where(eq(simulatedCharges.ref, c.ref))
      .returning();
    if (status === 'succeeded') await emit('charge.succeeded', row, { fee: simulatedFee(row.amount) });
    else if (status === 'requires_action') await emit('charge.requires_action', row);
    else await emit('charge.failed', row, { failure });
    return row;
  }

  async function create(input: StartCharge, card: string | null): Promise<SimulatedCharge> {
    const inserted = await db
      .insert(simulatedCharges)
      .values({
        ref: newRef(),
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        card,
        metadata: { chargeId: input.chargeId, transferGroup: input.transferGroup },
        description: input.description,
        returnUrl: input.returnUrl,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ ref: simulatedCharges.ref });
    // A hosted checkout left open times out unpaid, as Stripe's does (an off-session retry settles at once).
    if (inserted.length && !card)
      await enqueue(
        db,
        'payments.simulated-expire',
        { ref: inserted[0].ref },
        { runAt: new Date(clock.now().getTime() + SIMULATED_CHECKOUT_TTL_MS) },
      );
    const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.idempotencyKey, input.idempotencyKey));
    if (row.amount !== input.amount || row.currency !== input.currency)
      throw new AppError('conflict', 'This idempotency key was used for another amount');
    return row;
  }

  const bank = simulatedBank({ db, clock, emit, fee: simulatedFee });

  const provider: PaymentProvider = {
    name: 'simulated',
    startBankTransfer: (input) => bank.open(input),
    // Test mode takes any amount by card; Stripe's cap applies only on Stripe.
    cardLimit: () => null,
    async startCharge(input) {
      const row = await create(input, null);
      return { ref: row.ref, checkoutUrl: `${deps.appUrl}/checkout/simulated/${row.ref}` };
    },
    // The hosted page's own "back to Fairlead" already ends it; this is the same end, asked by Fairlead's server.
    endCheckout: async (ref) => void (await checkout.cancel(ref)),
    async retryCharge(input) {
      const [previous] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.ref, input.previousRef));
      if (!previous?.card) throw new AppError('conflict', 'The failed charge has no card on file to retry');
      const row = await create(input, previous.card);
      if (row.status === 'requires_payment_method') {
        const behaviour = testCards[previous.card as keyof typeof testCards];
        // The card that lacked funds has them now (as when a retry follows a top-up); a declined card stays declined.
        await settle(
          row,
          behaviour === 'insufficient_funds_until_retried' || behaviour === 'succeeds'
            ? 'succeeds'
            : behaviour === 'requires_action'
              ? 'requires_action'
              : 'declined',
        );
      }
      return { ref: row.ref };
    },
    async refund(input) {
      const [charge] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.ref, input.chargeRef));
      if (!charge || charge.status !== 'succeeded') throw new AppError('conflict', 'Only a successful charge can be refunded');
      const inserted = await db
        .insert(simulatedRefunds)
        .values({ idempotencyKey: input.idempotencyKey, ref: charge.ref, amount: input.amount, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) return; // the same refund asked again: done once already
      if (charge.refunded + input.amount > charge.amount) throw new AppError('conflict', 'A refund cannot exceed what was charged');
      const [row] = await db
        .update(simulatedCharges)
        .set({ refunded: sql`${simulatedCharges.refunded} + ${input.amount}` })
        .where(eq(simulatedCharges.ref, charge.ref))
        .returning();
      await emit('refund.succeeded', row, { amount: input.amount, refundKey: input.idempotencyKey });
    },
    async payout(input) {
      await db
        .insert(simulatedPayouts)
        .values({
          idempotencyKey: input.payoutId,
          ref: `sim_po_${randomBytes(12).toString('hex')}`,
          amount: input.amount,
          currency: input.currency,
          iban: input.account.iban,
          bic: input.account.bic,
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(simulatedPayouts).where(eq(simulatedPayouts.idempotencyKey, input.payoutId));
      return { ref: row.ref };
    },
    parseWebhook(rawBody, header, now) {
      verifyWebhook(deps.webhookSecret, rawBody, header, now);
      const wire = JSON.parse(rawBody) as SimulatedWire;
      return {
        id: wire.id,
        type: wire.type,
        chargeRef: wire.data.ref,
        chargeId: wire.data.chargeId,
        refundKey: wire.data.refundKey,
        amount: wire.data.amount,
        currency: wire.data.currency ?? null,
        fee: wire.data.fee,
        failure: wire.data.failure,
        received: wire.data.received,
        excess: wire.data.excess,
      };
    },
  };

  async function end(c: SimulatedCharge): Promise<SimulatedCharge> {
    const [row] = await db.update(simulatedCharges).set({ status: 'expired' }).where(eq(simulatedCharges.ref, c.ref)).returning();
    await emit('charge.expired', row);
    return row;
  }

  /** The hosted checkout's own calls (its page in the web app, its API under /api/simulated-provider). */
  const checkout = {
    async get(ref: string): Promise<SimulatedCharge> {
      const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.ref, ref));
      // A bank transfer has no checkout page: it is paid at the bank, never by a card on this page.
      if (!row || row.method !== 'card') throw notFound('Checkout not found');
      return row;
    },
    async pay(ref: string, card: string): Promise<SimulatedCharge> {
      const row = await checkout.get(ref);
      // As on Stripe Checkout, a declined card leaves the page open for another card: the same charge may still succeed.
      if (row.status === 'expired') throw new AppError('conflict', 'This checkout has ended: go back to Fairlead and pay the instalment again');
      if (row.status !== 'requires_payment_method' && row.status !== 'failed') throw new AppError('conflict', 'This checkout is already completed');
      const behaviour = testCards[card as keyof typeof testCards];
      if (!behaviour)
        throw new AppError('validation', 'Use one of the test cards listed on this page', {
          number: 'Use one of the test cards listed on this page',
        });
      await db.update(simulatedCharges).set({ card }).where(eq(simulatedCharges.ref, ref));
      const outcome = behaviour === 'insufficient_funds_until_retried' ? 'insufficient' : behaviour;
      return settle({ ...row, card }, outcome);
    },
    /** The payer goes back to Fairlead without paying: the checkout ends, and Fairlead hears of it as charge.expired. */
    async cancel(ref: string): Promise<SimulatedCharge> {
      const row = await checkout.get(ref);
      if (row.status === 'succeeded' || row.status === 'requires_action')
        throw new AppError(
          'conflict',
          row.status === 'succeeded' ? 'This checkout is already completed' : 'This payment is waiting for your bank’s confirmation',
        );
      return row.status === 'expired' ? row : end(row);
    },
    /** The checkout's time is up (a job): ends it if still unpaid, else nothing. */
    async expire(ref: string): Promise<void> {
      const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.ref, ref));
      if (row && (row.status === 'requires_payment_method' || row.status === 'failed' || row.status === 'requires_action')) await end(row);
    },
    async authenticate(ref: string, approve: boolean): Promise<SimulatedCharge> {
      const row = await checkout.get(ref);
      if (row.status !== 'requires_action') throw new AppError('conflict', 'This payment is not waiting for your bank’s confirmation');
      return settle(row, approve ? 'succeeds' : 'refused');
    },
  };

  return { provider, checkout, bank };
}
export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
