import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentState } from '../../../common/payments/payment-process';
import type { DbOrTx } from '../../db/client';
import { paymentCharges, payments } from '../../db/schema';
import type { PaymentRow } from './access';
import { deliveredAtOf } from './redelivery-view';

/** Money went into escrow for these instalments: held, on hold under a claim, or paid on from escrow since. */
const paidInto: readonly PaymentState[] = ['held', 'on_hold', 'released', 'settled'];

/**
 * What a fixture's payments say about ending it by one party (common/charters/fixture-cancel.ts): whether money went
 * into escrow, whether a charge is under way (an instalment pending, or a checkout or bank transfer still open at the
 * provider), and whether the ship's delivery is on record. With `lock`, the instalments are locked for this
 * transaction, so that no charge starts between the check and the cancellation.
 */
export async function fixtureMoney(db: DbOrTx, dealId: string, lock: boolean) {
  const query = db.select().from(payments).where(eq(payments.dealId, dealId)).orderBy(payments.seq);
  const rows: PaymentRow[] = lock ? await query.for('update') : await query;
  const [open] = rows.length
    ? await db
        .select({ id: paymentCharges.id })
        .from(paymentCharges)
        .where(
          and(
            inArray(
              paymentCharges.paymentId,
              rows.map((p) => p.id),
            ),
            inArray(paymentCharges.status, ['pending', 'requires_action']),
          ),
        )
        .limit(1)
    : [];
  return {
    rows,
    moneyHeld: rows.some((p) => paidInto.includes(p.status)),
    chargePending: rows.some((p) => p.status === 'pending') || !!open,
    delivered: !!(await deliveredAtOf(db, dealId)),
  };
}
