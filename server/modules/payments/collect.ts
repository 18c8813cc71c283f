import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { checkoutCancelUrl } from '../../../common/payments/checkout-end';
import { fundingMessages, type FundingMethod } from '../../../common/payments/funding';
import type { DbOrTx } from '../../db/client';
import { ledgerTransfers, paymentCharges, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { ProviderEvent } from '../../lib/payment-provider';
import { dealParties } from '../charters/fixed-deal';
import { paymentForParty, requireSide } from '../../auth/record-access';
import { lockPaymentById, type PaymentRow } from './access';
import type { PaymentDeps } from './deps';
import { checkoutEnded, lateSuccess, moneyHeld, refuseMismatch } from './charge-outcome';
import { fundsReceived } from './funds-received';
import { holdForCharge, refundReturned, settleCharge } from './ledger-moves';
import { assertMove, evidenceHash, money, movePayment, recordPaymentEvent, tellParties, type Actor, type DealParties } from './record';

type Charge = typeof paymentCharges.$inferSelect;

export const payRefusal = (p: PaymentRow) =>
  p.status === 'pending'
    ? 'A charge for this instalment is already waiting for the provider'
    : `This instalment is ${p.status.replace('_', ' ')}: there is nothing to pay`;

/** Opens a charge in Fairlead's books: a pending transfer into escrow, the charge row with its evidence, the payment pending. */
export async function openCharge(
  tx: DbOrTx,
  deps: PaymentDeps,
  deal: DealParties,
  p: PaymentRow,
  key: string,
  actor: Actor,
  kind: 'charge_start' | 'retry',
  method: FundingMethod = 'card',
): Promise<Charge> {
  const at = deps.clock.now();
  const id = randomUUID();
  const pending = await holdForCharge(tx, p, id, at);
  const [charge] = await tx
    .insert(paymentCharges)
    .values({
      id,
      paymentId: p.id,
      provider: deps.provider.name,
      idempotencyKey: key,
      amount: p.amount,
      currency: p.currency,
      status: 'pending',
      method,
      pendingTransferId: pending.id,
      startedBy: actor.user?.id ?? null,
      ip: actor.user?.ip ?? null,
      userAgent: actor.user?.userAgent?.slice(0, 500) ?? null,
      evidenceHash: evidenceHash({
        payment: p.id,
        deal: deal.id,
        label: p.label,
        amount: p.amount,
        currency: p.currency,
        dueOn: p.dueOn,
        charge: id,
      }),
      createdAt: at,
    })
    .returning();
  await movePayment(tx, p, 'pay', actor.role, {}, at);
  await recordPaymentEvent(tx, deal, p, kind, actor, at, { amount: p.amount });
  return charge;
}

/**
 * The provider call happens outside any transaction (a slow provider must not hold locks, and the embedded database
 * has one connection); its idempotency key is the charge's id, so asking again after a crash starts nothing new.
 * If the provider refuses, the charge fails in Fairlead's books like a declined card.
 */
async function sendToProvider(deps: PaymentDeps, charge: Charge, call: () => Promise<{ ref: string; checkoutUrl?: string }>): Promise<Charge> {
  try {
    const { ref, checkoutUrl } = await call();
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentCharges)
        .set({ providerRef: ref, checkoutUrl: checkoutUrl ?? null })
        .where(eq(paymentCharges.id, charge.id))
        .returning();
      await tx.update(payments).set({ providerIntentId: ref }).where(eq(payments.id, charge.paymentId));
      return row;
    });
  } catch (err) {
    const failure = err instanceof AppError ? err.message : 'The payment provider could not be reached';
    await deps.db.transaction((tx) =>
      settle(tx, deps, charge.id, { type: 'charge.failed', failure, fee: 0, amount: charge.amount, currency: charge.currency }),
    );
    throw new AppError('conflict', `${failure}: nothing was charged; try again`);
  }
}

const describe = (p: PaymentRow) => `${p.label} (Fairlead escrow)`;

/** Pay into escrow: the charterer starts a charge; the same idempotency key always answers the same charge. */
export async function startPayment(deps: PaymentDeps, user: CurrentUser, paymentId: string, key: string) {
  const opened = await deps.db.transaction(async (tx) => {
    const { payment, deal, party } = await paymentForParty(tx, user, paymentId);
    requireSide(party, 'charterer', 'pays into escrow');
    const [again] = await tx
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.paymentId, paymentId), eq(paymentCharges.idempotencyKey, key)));
    if (again) return { charge: again, payment };
    assertMove(payment, 'pay', 'charterer', payRefusal(payment));
    const limit = deps.provider.cardLimit(payment.currency);
    if (limit !== null && payment.amount > limit) throw new AppError('conflict', fundingMessages.cardOverLimit(money(payment, limit)));
    return { charge: await openCharge(tx, deps, deal, payment, key, { user, role: 'charterer' }, 'charge_start'), payment };
  });
  const { payment } = opened;
  let charge = opened.charge;
  if (!charge.providerRef) {
    charge = await sendToProvider(deps, charge, () =>
      deps.provider.startCharge({
        chargeId: charge.id,
        amount: charge.amount,
        currency: charge.currency,
        idempotencyKey: `charge_${charge.id}`,
        transferGroup: `deal_${payment.dealId}`,
        description: describe(payment),
        returnUrl: `${deps.appUrl}/app/deals/${payment.dealId}/payments`,
        cancelUrl: checkoutCancelUrl(deps.appUrl, payment.dealId, payment.id, charge.id),
      }),
    );
  }
  return { checkoutUrl: charge.checkoutUrl ?? `${deps.appUrl}/app/deals/${payment.dealId}/payments`, paymentId };
}

/** An admin retries a failed charge with the card the charterer used; a double click retries once. */
export async function retryPayment(deps: PaymentDeps, admin: CurrentUser, paymentId: string): Promise<void> {
  const opened = await deps.db.transaction(async (tx) => {
    const { payment, deal } = await paymentForParty(tx, admin, paymentId);
    const [last] = await tx
      .select()
      .from(paymentCharges)
      .where(eq(paymentCharges.paymentId, paymentId))
      .orderBy(desc(paymentCharges.createdAt))
      .limit(1);
    assertMove(payment, 'pay', 'admin', payRefusal(payment));
    if (payment.status !== 'failed' || !last?.providerRef) throw new AppError('conflict', 'Only a failed charge can be retried');
    const charge = await openCharge(tx, deps, deal, payment, `retry_${last.id}`, { user: admin, role: 'admin' }, 'retry');
    return { charge, previousRef: last.providerRef, payment };
  });
  const { charge, previousRef, payment } = opened;
  await sendToProvider(deps, charge, () =>
    deps.provider.retryCharge({
      chargeId: charge.id,
      previousRef,
      amount: charge.amount,
      currency: charge.currency,
      idempotencyKey: `charge_${charge.id}`,
      transferGroup: `deal_${payment.dealId}`,
      description: describe(payment),
      returnUrl: `${deps.appUrl}/app/deals/${payment.dealId}/payments`,
    }),
  );
}

type Outcome = Pick<ProviderEvent, 'type' | 'failure' | 'fee' | 'amount' | 'currency'> & Partial<ProviderEvent>;

/**
 * A charge's outcome, from the provider: posts or voids its pending transfer, records the fee, moves the payment.
 * A success is final: a late or repeated event for a succeeded charge changes nothing (and says so). A failure is
 * not: on Stripe Checkout a declined card leaves the page open, and the payer's next card succeeds on the same
 * PaymentIntent, so a success after a failure still brings the money into escrow (charge-outcome.ts).
 */
export async function settle(tx: DbOrTx, deps: PaymentDeps, chargeId: string, e: Outcome): Promise<string> {
  const [found] = await tx.select({ paymentId: paymentCharges.paymentId }).from(paymentCharges).where(eq(paymentCharges.id, chargeId));
  if (!found) return 'unknown charge: ignored';
  const p = (await lockPaymentById(tx, found.paymentId))!;
  const [charge] = await tx.select().from(paymentCharges).where(eq(paymentCharges.id, chargeId)).for('update');
  const succeeded = e.type === 'charge.succeeded';
  if (e.type === 'charge.expired') return checkoutEnded(tx, deps, await dealParties(tx, p.dealId), p, charge, deps.clock.now());
  if (e.type === 'charge.funds_received')
    return fundsReceived(tx, deps, await dealParties(tx, p.dealId), p, charge, { ...e, id: e.id ?? '' }, deps.clock.now());
  if (charge.status === 'succeeded' || ((charge.status === 'failed' || charge.status === 'expired') && !succeeded))
    return `charge already ${charge.status}: ignored`;
  const at = deps.clock.now();
  const deal = await dealParties(tx, p.dealId);
  const system: Actor = { user: null, role: 'system' };
  if (succeeded && (e.amount !== charge.amount || e.currency !== charge.currency)) return refuseMismatch(tx, deps, p, charge, e, at);
  if (charge.status === 'failed' || charge.status === 'expired') return lateSuccess(tx, deps, deal, p, charge, e.fee, at);
  if (e.type === 'charge.requires_action') {
    await tx.update(paymentCharges).set({ status: 'requires_action' }).where(eq(paymentCharges.id, chargeId));
    await recordPaymentEvent(tx, deal, p, 'charge_action', system, at);
    return 'applied: waiting for the payer’s bank';
  }
  // A bank transfer's last receipt comes with its success: what completed it (and anything beyond) is recorded first.
  if (succeeded && charge.method === 'bank_transfer')
    await fundsReceived(tx, deps, deal, p, charge, { ...e, id: e.id ?? '', received: charge.amount }, at);
  await settleCharge(tx, charge.pendingTransferId, succeeded, at);
  await tx
    .update(paymentCharges)
    .set({ status: succeeded ? 'succeeded' : 'failed', failureMessage: e.failure, settledAt: at })
    .where(eq(paymentCharges.id, chargeId));
  assertMove(p, succeeded ? 'succeed' : 'fail', 'system', `A charge settled for an instalment that is ${p.status}`);
  if (succeeded) return moneyHeld(tx, deps, deal, p, chargeId, e.fee, at);
  await movePayment(tx, p, 'fail', 'system', {}, at);
  await recordPaymentEvent(tx, deal, p, 'charge_fail', system, at, { reason: e.failure ?? 'The charge failed' });
  const again =
    charge.method === 'bank_transfer' ? 'Pay into escrow again, by bank transfer or by card.' : 'Pay into escrow again with another card.';
  await tellParties(
    tx,
    deps.appUrl,
    deal,
    ['charterer'],
    'Payment failed',
    `${money(p, p.amount)} for ${p.label.toLowerCase()} was not charged: ${e.failure ?? 'the charge failed'}. ${again}`,
    at,
  );
  return 'applied: charge failed';
}

/** What a verified provider event does to Fairlead's books (called once per event id, inside its transaction). */
export async function applyProviderEvent(tx: DbOrTx, deps: PaymentDeps, e: ProviderEvent): Promise<string> {
  if (e.type === 'refund.succeeded') {
    // Found by Fairlead's own refund key (the key of the escrow-to-refunds transfer, which names its payment), not by
    // the provider's reference: Stripe's refund names the PaymentIntent, while provider_ref holds the Checkout Session.
    if (!e.refundKey) return 'unknown refund: ignored';
    const [sent] = await tx.select({ paymentId: ledgerTransfers.paymentId }).from(ledgerTransfers).where(eq(ledgerTransfers.key, e.refundKey));
    if (!sent?.paymentId) return 'unknown refund: ignored';
    const p = (await lockPaymentById(tx, sent.paymentId))!;
    await refundReturned(tx, p, e.amount, e.refundKey, deps.clock.now());
    return 'applied: refund received by the charterer';
  }
  if (e.type === 'other') return 'not a charge or refund event: ignored';
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const [charge] =
    e.chargeId && uuid.test(e.chargeId)
      ? await tx.select({ id: paymentCharges.id }).from(paymentCharges).where(eq(paymentCharges.id, e.chargeId))
      : e.chargeRef
        ? await tx.select({ id: paymentCharges.id }).from(paymentCharges).where(eq(paymentCharges.providerRef, e.chargeRef))
        : [];
  const found = charge ?? (e.payerAccount ? await transferOfPayer(tx, e.payerAccount) : undefined);
  if (!found) return 'unknown charge: ignored';
  return settle(tx, deps, found.id, e);
}

/** The bank transfer whose payer account at the provider is this one (Stripe: a customer per transfer). */
const transferOfPayer = async (tx: DbOrTx, payerAccount: string) =>
  (
    await tx
      .select({ id: paymentCharges.id })
      .from(paymentCharges)
      .where(and(eq(paymentCharges.providerCustomer, payerAccount), eq(paymentCharges.method, 'bank_transfer')))
      .orderBy(desc(paymentCharges.createdAt))
      .limit(1)
  )[0];
