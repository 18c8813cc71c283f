import { asc, desc, inArray } from 'drizzle-orm';
import type { BankTransferView } from '../../../common/payments/funding';
import type { DbOrTx } from '../../db/client';
import { paymentCharges, paymentReceipts } from '../../db/schema';

/**
 * Each instalment's latest bank transfer (#25): where to send the money and what has arrived, by receipt. An
 * instalment paid since by card, or whose transfer failed to open, shows its transfer as ended.
 */
export async function bankTransfersOf(tx: DbOrTx, paymentIds: string[]): Promise<Map<string, BankTransferView>> {
  const charges = await tx.select().from(paymentCharges).where(inArray(paymentCharges.paymentId, paymentIds)).orderBy(desc(paymentCharges.createdAt));
  const latest = new Map<string, (typeof charges)[number]>();
  for (const c of charges) if (c.method === 'bank_transfer' && c.instructions && !latest.has(c.paymentId)) latest.set(c.paymentId, c);
  const out = new Map<string, BankTransferView>();
  if (!latest.size) return out;
  const receipts = await tx
    .select()
    .from(paymentReceipts)
    .where(
      inArray(
        paymentReceipts.chargeId,
        [...latest.values()].map((c) => c.id),
      ),
    )
    .orderBy(asc(paymentReceipts.id));
  for (const [paymentId, c] of latest) {
    out.set(paymentId, {
      instructions: c.instructions!,
      state: c.status === 'succeeded' ? 'complete' : c.status === 'pending' ? 'awaiting' : 'ended',
      applied: c.amountReceived,
      remaining: c.amount - c.amountReceived,
      excess: c.amountExcess,
      receipts: receipts
        .filter((r) => r.chargeId === c.id)
        .map((r) => ({ amount: r.amount, applied: r.applied, excess: r.excess, receivedAt: r.receivedAt.toISOString() })),
    });
  }
  return out;
}
