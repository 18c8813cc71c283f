import { eq, max } from 'drizzle-orm';
import { formatAmount } from '../../../common/payments/money';
import type { DbOrTx } from '../../db/client';
import { charters, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { transfer } from '../../lib/ledger';
import { dealParties } from '../charters/fixed-deal';
import { recordPaymentEvent, tellParties, type Actor } from './record';

/** What both parties agreed on the hire statement (decision 036), as the settlement through escrow takes it. */
export type AgreedHire = {
  dealId: string;
  currency: string;
  /** Owed to owners less owed to charterers, in minor units: negative, the charterers are in credit. */
  balance: number;
  /** Which versions the statement was computed from, for the record. */
  versions: string;
};

const system: Actor = { user: null, role: 'system' };

/**
 * Settles an agreed hire statement, in the transaction of the agreement that made it agreed (decision 036), as the
 * laytime sheet is (decision 035). A balance owed to the owners becomes an instalment the charterer owes into escrow
 * (kind hire_balance), released when the charterer confirms it. A balance owed to the charterers is a ledger credit to
 * the charterer out of what escrow has released to the owner (owner_payable), so the owner's next payout is that much
 * less; a key per deal writes it once.
 */
export async function settleAgreedHire(tx: DbOrTx, appUrl: string, agreed: AgreedHire, at: Date): Promise<void> {
  const deal = await dealParties(tx, agreed.dealId);
  const [last] = await tx
    .select({ n: max(payments.seq) })
    .from(payments)
    .where(eq(payments.dealId, agreed.dealId));
  if (!last?.n)
    throw new AppError('conflict', 'The hire statement is settled through escrow once the charter party is signed and its schedule drawn up');
  const m = (amount: number) => formatAmount(amount, agreed.currency);
  let result = 'Nothing is owed either way.';
  if (agreed.balance > 0) {
    const [charter] = await tx.select({ id: charters.id }).from(charters).where(eq(charters.dealId, agreed.dealId));
    const [row] = await tx
      .insert(payments)
      .values({
        dealId: agreed.dealId,
        charterId: charter.id,
        seq: last.n + 1,
        kind: 'hire_balance',
        label: 'Hire statement balance (agreed hire statement)',
        amount: agreed.balance,
        currency: agreed.currency,
        dueOn: at.toISOString().slice(0, 10),
        releaseRule: 'completion',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordPaymentEvent(tx, deal, row, 'schedule', system, at, { reason: `Hire statement agreed by both parties (${agreed.versions})` });
    result = `the charterers owe the owners ${m(agreed.balance)}, due now into escrow.`;
  } else if (agreed.balance < 0) {
    await transfer(tx, {
      key: `hire-statement-credit:${agreed.dealId}`,
      debit: { kind: 'owner_payable', dealId: agreed.dealId, currency: agreed.currency },
      credit: { kind: 'charterer', dealId: agreed.dealId, currency: agreed.currency },
      amount: -agreed.balance,
      currency: agreed.currency,
      memo: `Balance of the agreed hire statement (${agreed.versions}): credited to the charterer`,
      at,
    });
    result = `${m(-agreed.balance)} is credited to the charterers out of the money released to the owners.`;
  }
  await tellParties(tx, appUrl, deal, ['owner', 'charterer'], 'Hire statement agreed', `Both parties agreed the hire statement: ${result}`, at);
}
