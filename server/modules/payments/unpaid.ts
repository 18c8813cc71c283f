import { mayMove } from '../../../common/payments/payment-process';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow } from './access';
import { movePayment, recordPaymentEvent, type Actor, type DealParties } from './record';

/**
 * Instalments no money has gone into (scheduled, or a charge that failed) are no longer owed: the charter they pay for
 * ended another way (redelivered and settled by the final hire statement, or the fixture cancelled). Fairlead cancels
 * each, with the reason on its record and who caused it; payment rows are never deleted. Answers the ones cancelled.
 */
export async function cancelUnpaid(
  tx: DbOrTx,
  deal: DealParties,
  rows: PaymentRow[],
  causedBy: Actor,
  at: Date,
  reason: (p: PaymentRow) => string,
): Promise<PaymentRow[]> {
  const unpaid = rows.filter((p) => mayMove(p.status, 'cancel', 'system'));
  for (const p of unpaid) {
    await movePayment(tx, p, 'cancel', 'system', {}, at);
    await recordPaymentEvent(tx, deal, p, 'cancel', causedBy, at, { reason: reason(p) });
  }
  return unpaid;
}
