import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fundingMessages, normaliseReference, transferReference, type BankTransferInstructions } from '../../../../common/payments/funding';
import type { Database } from '../../../db/client';
import { simulatedBankReceipts, simulatedCharges } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { ProviderEvent, StartCharge } from '../../../lib/payment-provider';

type SimulatedCharge = typeof simulatedCharges.$inferSelect;
type Emit = (type: ProviderEvent['type'], c: SimulatedCharge, extra?: { received?: number; excess?: number; fee?: number }) => Promise<void>;

/**
 * The simulated provider's escrow bank account (#25): one account, and a reference per transfer by which what arrives
 * is matched, as a bank's virtual-account service does. The IBAN is the standard documentation example (its check
 * digits are valid, it belongs to nobody), so a test or a demo never sends real money anywhere.
 */
export const simulatedEscrowAccount = {
  accountHolder: 'Fairlead Escrow (simulated)',
  bankName: 'Simulated Escrow Bank, London',
  iban: 'GB82WEST12345698765432',
  bic: 'WESTGB22',
} as const;

export function simulatedBank(deps: { db: Database; clock: Clock; emit: Emit; fee: (amount: number) => number }) {
  const { db, clock, emit } = deps;

  /** Issues the account and a new reference; the same idempotency key answers the same transfer. */
  async function open(input: StartCharge): Promise<{ ref: string; instructions: BankTransferInstructions }> {
    await db
      .insert(simulatedCharges)
      .values({
        ref: `sim_bt_${randomBytes(16).toString('hex')}`,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment_method',
        method: 'bank_transfer',
        reference: transferReference(randomBytes(8)),
        metadata: { chargeId: input.chargeId, transferGroup: input.transferGroup },
        description: input.description,
        returnUrl: input.returnUrl,
        createdAt: clock.now(),
      })
      .onConflictDoNothing();
    const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.idempotencyKey, input.idempotencyKey));
    if (row.amount !== input.amount || row.currency !== input.currency || row.method !== 'bank_transfer')
      throw new AppError('conflict', 'This idempotency key was used for another payment');
    return {
      ref: row.ref,
      instructions: {
        ...simulatedEscrowAccount,
        accountNumber: null,
        routingNumber: null,
        reference: row.reference!,
        amount: row.amount,
        currency: row.currency,
      },
    };
  }

  /**
   * A transfer arrives at the escrow account (an admin or a test records the bank statement's line). It is matched by
   * its reference: what completes the transfer counts towards it, anything beyond is excess; each arrival is reported
   * as running totals, and the transfer's success once all of it is in.
   */
  async function receive(
    typedReference: string,
    amount: number,
    currency: string,
  ): Promise<{ reference: string; received: number; excess: number; amount: number; currency: string }> {
    const reference = normaliseReference(typedReference);
    if (!reference) throw new AppError('validation', fundingMessages.badReference, { reference: fundingMessages.badReference });
    const { row, completed } = await db.transaction(async (tx) => {
      const [c] = await tx.select().from(simulatedCharges).where(eq(simulatedCharges.reference, reference)).for('update');
      if (!c) throw new AppError('validation', fundingMessages.unknownReference, { reference: fundingMessages.unknownReference });
      if (c.currency !== currency.toUpperCase())
        throw new AppError('validation', fundingMessages.otherCurrency(c.currency), { currency: fundingMessages.otherCurrency(c.currency) });
      await tx.insert(simulatedBankReceipts).values({ reference, amount, currency: c.currency, createdAt: clock.now() });
      // Money for a transfer that was ended or already complete is all excess: the bank returns it.
      const open = c.status === 'requires_payment_method';
      const applied = open ? Math.min(amount, c.amount - c.received) : 0;
      const received = c.received + applied;
      const [updated] = await tx
        .update(simulatedCharges)
        .set({ received, excess: c.excess + amount - applied, status: open && received === c.amount ? 'succeeded' : c.status })
        .where(eq(simulatedCharges.ref, c.ref))
        .returning();
      return { row: updated, completed: open && received === c.amount };
    });
    // The receipt that completes the transfer is reported with its success; any other as funds received.
    if (completed) await emit('charge.succeeded', row, { fee: deps.fee(row.amount), received: row.received, excess: row.excess });
    else await emit('charge.funds_received', row, { received: row.received, excess: row.excess });
    return { reference, received: row.received, excess: row.excess, amount: row.amount, currency: row.currency };
  }

  return { open, receive };
}
