import { eq, max } from 'drizzle-orm';
import { formatAmount } from '../../../common/payments/money';
import type { DbOrTx } from '../../db/client';
import { charters, payments } from '../../db/schema';
import { UNIQUE_VIOLATION, sqlState, violatedConstraint } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { transfer } from '../../lib/ledger';
import { dealParties } from '../charters/fixed-deal';
import { recordPaymentEvent, tellParties, type Actor } from './record';

/** What both parties agreed on the laytime sheet (decision 034), as the settlement through escrow takes it. */
export type AgreedLaytime = {
  dealId: string;
  currency: string;
  demurragePerDay: number;
  demurrageMinutes: number;
  demurrage: number;
  despatch: number;
  /** Which versions the sheet was computed from, for the record: "terms version 0, load facts version 1, …". */
  versions: string;
};

const system: Actor = { user: null, role: 'system' };
const duration = (minutes: number) => `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h ${minutes % 60} m`;
export const openClaimMessage =
  'A demurrage claim on this deal is still open: the agreed laytime sheet is settled once it is released, refunded or settled';

/**
 * Settles an agreed laytime sheet, in the transaction of the agreement that made it agreed (decision 035). Demurrage
 * becomes an instalment the charterer owes into escrow, as the demurrage claim was, with the amount and statement
 * taken from the sheet; it is released to the owner when the charterer confirms it, or held by a claim. Despatch is a
 * ledger credit to the charterer out of what escrow has released to the owner (owner_payable), so the owner's next
 * payout is that much less; a despatch key per deal writes it once.
 */
export async function settleAgreedLaytime(tx: DbOrTx, appUrl: string, agreed: AgreedLaytime, at: Date): Promise<void> {
  const deal = await dealParties(tx, agreed.dealId);
  const [last] = await tx
    .select({ n: max(payments.seq) })
    .from(payments)
    .where(eq(payments.dealId, agreed.dealId));
  if (!last?.n)
    throw new AppError('conflict', 'The laytime sheet is settled through escrow once the charter party is signed and its schedule drawn up');
  const m = (amount: number) => formatAmount(amount, agreed.currency);
  const lines: string[] = [];
  if (agreed.demurrage > 0) {
    const [charter] = await tx.select({ id: charters.id }).from(charters).where(eq(charters.dealId, agreed.dealId));
    const time = duration(agreed.demurrageMinutes);
    const [row] = await tx
      .insert(payments)
      .values({
        dealId: agreed.dealId,
        charterId: charter.id,
        seq: last.n + 1,
        kind: 'demurrage',
        label: `Demurrage, ${time} at ${m(agreed.demurragePerDay)}/day (agreed laytime sheet)`,
        amount: agreed.demurrage,
        currency: agreed.currency,
        dueOn: at.toISOString().slice(0, 10),
        releaseRule: 'completion',
        createdAt: at,
        updatedAt: at,
      })
      .returning()
      .catch((err: unknown) => {
        if (sqlState(err) === UNIQUE_VIOLATION && violatedConstraint(err) === 'payments_one_open_demurrage_idx')
          throw new AppError('conflict', openClaimMessage);
        throw err;
      });
    await recordPaymentEvent(tx, deal, row, 'schedule', system, at, { reason: `Laytime sheet agreed by both parties (${agreed.versions})` });
    lines.push(`the charterers owe ${m(agreed.demurrage)} demurrage for ${time} on demurrage, due now into escrow`);
  }
  if (agreed.despatch > 0) {
    await transfer(tx, {
      key: `laytime-despatch:${agreed.dealId}`,
      debit: { kind: 'owner_payable', dealId: agreed.dealId, currency: agreed.currency },
      credit: { kind: 'charterer', dealId: agreed.dealId, currency: agreed.currency },
      amount: agreed.despatch,
      currency: agreed.currency,
      memo: `Despatch on the agreed laytime sheet (${agreed.versions}): credited to the charterer`,
      at,
    });
    lines.push(`${m(agreed.despatch)} despatch is credited to the charterers out of the money released to the owners`);
  }
  const result = lines.length ? `${lines.join('; ')}.` : 'Neither demurrage nor despatch is owed.';
  await tellParties(tx, appUrl, deal, ['owner', 'charterer'], 'Laytime sheet agreed', `Both parties agreed the laytime sheet: ${result}`, at);
}
