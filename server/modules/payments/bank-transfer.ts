import { and, eq } from 'drizzle-orm';
import type { BankTransferInstructions } from '../../../common/payments/funding';
import { paymentCharges, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { paymentForParty, requireSide } from '../../auth/record-access';
import { openCharge, payRefusal, settle } from './collect';
import type { PaymentDeps } from './deps';
import { assertMove } from './record';

/**
 * The charterer funds an instalment by bank transfer (#25): Fairlead opens the charge in its books (a pending
 * transfer into escrow, as for a card), then asks the provider for the escrow account's details and a reference
 * unique to the charge. The instalment waits for the money: the provider matches what arrives by the reference and
 * reports it (funds-received.ts). The same idempotency key, or a second click while a transfer is open, answers the
 * same instructions: one reference per instalment at a time.
 */
export async function startBankTransfer(
  deps: PaymentDeps,
  user: CurrentUser,
  paymentId: string,
  key: string,
): Promise<{ checkoutUrl: string; instructions: BankTransferInstructions }> {
  const opened = await deps.db.transaction(async (tx) => {
    const { payment, deal, party } = await paymentForParty(tx, user, paymentId);
    requireSide(party, 'charterer', 'pays into escrow');
    const [again] = await tx
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.paymentId, paymentId), eq(paymentCharges.idempotencyKey, key)));
    if (again) return { charge: again, payment };
    const [open] = await tx
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.paymentId, paymentId), eq(paymentCharges.method, 'bank_transfer'), eq(paymentCharges.status, 'pending')));
    if (open) return { charge: open, payment };
    assertMove(payment, 'pay', 'charterer', payRefusal(payment));
    return { charge: await openCharge(tx, deps, deal, payment, key, { user, role: 'charterer' }, 'charge_start', 'bank_transfer'), payment };
  });
  const { charge, payment } = opened;
  const page = `${deps.appUrl}/app/deals/${payment.dealId}/payments`;
  if (charge.method !== 'bank_transfer') throw new AppError('conflict', 'This key started a card payment: pay it at the checkout or start again');
  if (charge.instructions) return { checkoutUrl: page, instructions: charge.instructions };
  let issued: { ref: string; instructions: BankTransferInstructions; payerAccount?: string };
  try {
    // Outside any transaction; the charge's id is the provider's idempotency key, so asking again issues nothing new.
    issued = await deps.provider.startBankTransfer({
      chargeId: charge.id,
      amount: charge.amount,
      currency: charge.currency,
      idempotencyKey: `charge_${charge.id}`,
      transferGroup: `deal_${payment.dealId}`,
      description: `${payment.label} (Fairlead escrow)`,
      returnUrl: page,
      cancelUrl: page,
    });
  } catch (err) {
    // Refused or unreachable: the charge fails in Fairlead's books, so the instalment can be paid again.
    const failure = err instanceof AppError ? err.message : 'The payment provider could not be reached';
    await deps.db.transaction((tx) =>
      settle(tx, deps, charge.id, { type: 'charge.failed', failure, fee: 0, amount: charge.amount, currency: charge.currency }),
    );
    throw new AppError('conflict', `${failure}: no transfer was opened; try again`);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentCharges)
      .set({ providerRef: issued.ref, instructions: issued.instructions, providerCustomer: issued.payerAccount ?? null })
      .where(eq(paymentCharges.id, charge.id));
    await tx.update(payments).set({ providerIntentId: issued.ref }).where(eq(payments.id, charge.paymentId));
  });
  return { checkoutUrl: page, instructions: issued.instructions };
}
