import { desc, eq } from 'drizzle-orm';
import { mayMove } from '../../../common/payments/payment-process';
import { formatAmount } from '../../../common/payments/money';
import type { DbOrTx } from '../../db/client';
import { paymentCharges } from '../../db/schema';
import { enqueue } from '../../lib/jobs';
import type { ProviderEvent } from '../../lib/payment-provider';
import type { PaymentRow } from './access';
import { flagToAdmins } from './admin-flags';
import type { PaymentDeps } from './deps';
import { lateIntoEscrow, recordProviderFee, settleCharge } from './ledger-moves';
import { assertMove, money, movePayment, recordPaymentEvent, setPayment, tellParties, type Actor, type DealParties } from './record';
import { releaseIfDue } from './release';

type Charge = typeof paymentCharges.$inferSelect;
const system: Actor = { user: null, role: 'system' };

/** The money of a successful charge is in escrow: the fee is Fairlead's, the instalment is held, both sides are told. */
export async function moneyHeld(
  tx: DbOrTx,
  deps: PaymentDeps,
  deal: DealParties,
  p: PaymentRow,
  chargeId: string,
  fee: number,
  at: Date,
): Promise<string> {
  await recordProviderFee(tx, p, chargeId, fee, at);
  await movePayment(tx, p, 'succeed', 'system', {}, at);
  await recordPaymentEvent(tx, deal, p, 'charge_succeed', system, at, { amount: p.amount });
  await tellParties(
    tx,
    deps.appUrl,
    deal,
    ['owner', 'charterer'],
    'Money in escrow',
    `${money(p, p.amount)} for ${p.label.toLowerCase()} is held in escrow. It is released to the owner when its condition is met.`,
    at,
  );
  if (p.releaseRule === 'period_start') await enqueue(tx, 'payments.period-start', { paymentId: p.id }, { runAt: new Date(`${p.dueOn}T00:00:00Z`) });
  await releaseIfDue(tx, deps, deal, p, system);
  return 'applied: money held in escrow';
}

/**
 * The provider took the money on a charge it had reported failed (a declined card, then a good one on the same
 * Checkout page). While the instalment is still unpaid the money goes into escrow as for any success: the pending
 * transfer was voided, so a posted one takes its place. If the instalment was paid since through another charge, the
 * charterer has paid twice: nothing moves on its own, an admin refunds it.
 */
export async function lateSuccess(
  tx: DbOrTx,
  deps: PaymentDeps,
  deal: DealParties,
  p: PaymentRow,
  charge: Charge,
  fee: number,
  at: Date,
): Promise<string> {
  if (p.status !== 'failed') {
    await flagToAdmins(tx, deps.appUrl, at, {
      action: 'payment.late_success_unapplied',
      paymentId: p.id,
      title: 'Money received twice for one instalment',
      message: `The provider took ${money(p, charge.amount)} for ${p.label.toLowerCase()} on charge ${charge.providerRef} it had reported declined, but the instalment is ${p.status.replace('_', ' ')} through another charge. Fairlead did not put it in escrow: refund it to the charterer through the provider.`,
      details: { chargeId: charge.id, providerRef: charge.providerRef, amount: charge.amount, currency: charge.currency, paymentStatus: p.status },
    });
    return 'refused: a late success for an instalment paid since; flagged to admins';
  }
  await lateIntoEscrow(tx, p, charge.id, at);
  await tx.update(paymentCharges).set({ status: 'succeeded', failureMessage: null, settledAt: at }).where(eq(paymentCharges.id, charge.id));
  assertMove(p, 'succeed', 'system', `A charge settled for an instalment that is ${p.status}`);
  await setPayment(tx, p, { providerIntentId: charge.providerRef }, at); // the charge that paid, not a later failed one
  return moneyHeld(tx, deps, deal, p, charge.id, fee, at);
}

/**
 * The checkout ended without payment (#25: the payer left it, cancelled it, or it timed out; Stripe's
 * checkout.session.expired). Its pending transfer is voided, and if it was the instalment's last charge, the
 * instalment is due again: it no longer stays "Processing" with no way on.
 */
export async function checkoutEnded(tx: DbOrTx, deps: PaymentDeps, deal: DealParties, p: PaymentRow, charge: Charge, at: Date): Promise<string> {
  if (charge.status === 'succeeded' || charge.status === 'expired') return `charge already ${charge.status}: ignored`;
  if (charge.status !== 'failed') await settleCharge(tx, charge.pendingTransferId, false, at); // a failure voided it already
  await tx.update(paymentCharges).set({ status: 'expired', settledAt: at }).where(eq(paymentCharges.id, charge.id));
  const [latest] = await tx
    .select({ id: paymentCharges.id })
    .from(paymentCharges)
    .where(eq(paymentCharges.paymentId, p.id))
    .orderBy(desc(paymentCharges.createdAt))
    .limit(1);
  if (latest?.id !== charge.id || !mayMove(p.status, 'expire', 'system'))
    return 'applied: charge expired (the instalment has moved on through another charge)';
  await movePayment(tx, p, 'expire', 'system', {}, at);
  await recordPaymentEvent(tx, deal, p, 'charge_expire', system, at, { reason: 'The checkout ended without payment' });
  await tellParties(
    tx,
    deps.appUrl,
    deal,
    ['charterer'],
    'Checkout ended: nothing was paid',
    `The checkout for ${p.label.toLowerCase()} (${money(p, p.amount)}) ended without payment. Nothing was charged; the instalment is due again, and you can pay it into escrow from the deal’s payments.`,
    at,
  );
  return 'applied: checkout ended, the instalment is due again';
}

const shown = (amount: number, currency: string | null) => {
  try {
    return currency ? formatAmount(amount, currency) : `${amount} (no currency given)`;
  } catch {
    return `${amount} ${currency}`;
  }
};

/**
 * A success whose amount or currency is not the charge's: Fairlead moves nothing (the charge and the instalment stay
 * as they were) and puts it before the admins; the refusal is kept with the stored webhook event and in the audit log.
 */
export async function refuseMismatch(
  tx: DbOrTx,
  deps: PaymentDeps,
  p: PaymentRow,
  charge: Charge,
  e: Pick<ProviderEvent, 'amount' | 'currency'>,
  at: Date,
): Promise<string> {
  await flagToAdmins(tx, deps.appUrl, at, {
    action: 'payment.charge_mismatch',
    paymentId: p.id,
    title: 'Payment refused: the amount does not match the charge',
    message: `The provider reported ${shown(e.amount, e.currency)} received on charge ${charge.providerRef} for ${p.label.toLowerCase()}, which asked for ${money(charge, charge.amount)}. Fairlead moved nothing: check the charge with the provider and refund what was taken.`,
    details: {
      chargeId: charge.id,
      providerRef: charge.providerRef,
      expected: { amount: charge.amount, currency: charge.currency },
      received: { amount: e.amount, currency: e.currency },
      chargeStatus: charge.status,
    },
  });
  return `refused: the provider reported ${e.amount} ${e.currency ?? '(no currency)'} for a charge of ${charge.amount} ${charge.currency}; flagged to admins`;
}
