import { eq } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { partyOfDeal, readableDeal } from '../charters/fixed-deal';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment, locked for this transaction, if the caller is a party to its deal or an admin (404 otherwise, as for
 * the deal itself); with the caller's side.
 */
export async function lockPayment(tx: DbOrTx, user: CurrentUser, paymentId: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw notFound('Payment not found');
  const deal = await readableDeal(tx, payment.dealId, user).catch(() => {
    throw notFound('Payment not found');
  });
  return { payment, deal, party: partyOfDeal(deal, user.id) };
}

export function requireSide(party: Party | null, side: Party, what: string): void {
  if (party !== side) throw new AppError('forbidden', `Only the ${side === 'owner' ? 'owner' : 'charterer'} of this charter ${what}`);
}

/** The payment locked by id, for the system's own moves (webhooks, jobs). */
export async function lockPaymentById(tx: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}
