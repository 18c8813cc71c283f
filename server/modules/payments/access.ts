import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

// Who may see or act on a payment is the record-access policy's (paymentForParty, requireSide).

export type PaymentRow = typeof payments.$inferSelect;

/** The payment locked by id, for the system's own moves (webhooks, jobs). */
export async function lockPaymentById(tx: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}
