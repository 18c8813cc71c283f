import { and, eq, like, max } from 'drizzle-orm';
import { reopenMessages } from '../../../common/laytime/sheet-api';
import { formatAmount } from '../../../common/payments/money';
import type { DbOrTx } from '../../db/client';
import { charters, payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { transfer } from '../../lib/ledger';
import { dealParties } from '../charters/fixed-deal';
import type { PaymentRow } from './access';
import type { AgreedLaytime } from './laytime-settlement';
import { recordPaymentEvent, tellParties, type Actor } from './record';
import { cancelUnpaid } from './unpaid';

// Settling a laytime sheet agreed again after both parties reopened it (decision 038): only the difference from what
// the earlier rounds settled moves. What a round settled is its sheet's net result (demurrage less despatch).

const system: Actor = { user: null, role: 'system' };
/** Every demurrage instalment the laytime sheet put in the schedule ends its label so (laytime-settlement.ts). */
const SHEET_LABEL = '(agreed laytime sheet)';

/** The deal's instalments that settled an agreed laytime sheet. */
const sheetInstalments = (tx: DbOrTx, dealId: string): Promise<PaymentRow[]> =>
  tx
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'demurrage'), like(payments.label, `%${SHEET_LABEL}`)));

/**
 * Why the agreed sheet's settlement cannot be adjusted now, or null if it can: its demurrage is unpaid (it is then
 * replaced), released to the owners, or was never owed. Money in flight or in escrow (a charge processing, held, on
 * hold under a claim) waits until it lands; money an admin refunded by resolving a claim is theirs to adjust.
 */
export async function laytimeSettlementProblem(tx: DbOrTx, dealId: string): Promise<string | null> {
  const rows = await sheetInstalments(tx, dealId);
  if (rows.some((p) => ['pending', 'held', 'on_hold'].includes(p.status))) return reopenMessages.moneyMoving;
  if (rows.some((p) => ['refunded', 'settled'].includes(p.status))) return reopenMessages.adminResolved;
  return null;
}

/**
 * Settles the sheet agreed again in `round`, against what was settled on the previous round's sheet (`previous`):
 * the difference in the net result (demurrage less despatch). An instalment of the earlier sheet still unpaid is
 * cancelled and its amount counted back in, so the charterers are never asked to pay what is then credited back. A
 * difference the charterers owe becomes a demurrage instalment into escrow; one owed to them a ledger credit out of
 * what escrow released to the owners (as despatch is), written once per round.
 */
export async function settleReagreedLaytime(
  tx: DbOrTx,
  appUrl: string,
  agreed: AgreedLaytime & { round: number; previous: { demurrage: number; despatch: number } },
  at: Date,
): Promise<void> {
  const problem = await laytimeSettlementProblem(tx, agreed.dealId);
  if (problem) throw new AppError('conflict', problem);
  const deal = await dealParties(tx, agreed.dealId);
  const m = (amount: number) => formatAmount(amount, agreed.currency);
  const was = agreed.previous.demurrage - agreed.previous.despatch;
  let difference = agreed.demurrage - agreed.despatch - was;
  const lines: string[] = [];
  if (difference !== 0) {
    const unpaid = await cancelUnpaid(tx, deal, await sheetInstalments(tx, agreed.dealId), system, at, () => {
      return `The laytime sheet was reopened and agreed again in round ${agreed.round}: this instalment is replaced`;
    });
    const replaced = unpaid.reduce((sum, p) => sum + p.amount, 0);
    difference += replaced;
    if (replaced > 0) lines.push(`the unpaid demurrage instalment of ${m(replaced)} is cancelled`);
  }
  if (difference > 0) {
    const [last] = await tx
      .select({ n: max(payments.seq) })
      .from(payments)
      .where(eq(payments.dealId, agreed.dealId));
    const [charter] = await tx.select({ id: charters.id }).from(charters).where(eq(charters.dealId, agreed.dealId));
    const [row] = await tx
      .insert(payments)
      .values({
        dealId: agreed.dealId,
        charterId: charter.id,
        seq: (last?.n ?? 0) + 1,
        kind: 'demurrage',
        label: `Demurrage owed on the laytime sheet agreed again in round ${agreed.round} ${SHEET_LABEL}`,
        amount: difference,
        currency: agreed.currency,
        dueOn: at.toISOString().slice(0, 10),
        releaseRule: 'completion',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordPaymentEvent(tx, deal, row, 'schedule', system, at, {
      reason: `Laytime sheet agreed again by both parties in round ${agreed.round} (${agreed.versions})`,
    });
    lines.push(`the charterers owe ${m(difference)} demurrage, due now into escrow`);
  } else if (difference < 0) {
    await transfer(tx, {
      key: `laytime-difference:${agreed.dealId}:${agreed.round}`,
      debit: { kind: 'owner_payable', dealId: agreed.dealId, currency: agreed.currency },
      credit: { kind: 'charterer', dealId: agreed.dealId, currency: agreed.currency },
      amount: -difference,
      currency: agreed.currency,
      memo: `Laytime sheet agreed again in round ${agreed.round} (${agreed.versions}): ${m(-difference)} less than settled, credited to the charterer`,
      at,
    });
    lines.push(`${m(-difference)} is credited to the charterers out of the money released to the owners`);
  }
  const result = lines.length ? `${lines.join('; ')}.` : 'Its result is what was already settled: nothing more moves.';
  await tellParties(
    tx,
    appUrl,
    deal,
    ['owner', 'charterer'],
    'Laytime sheet agreed again',
    `Both parties agreed the reopened laytime sheet: ${result}`,
    at,
  );
}
