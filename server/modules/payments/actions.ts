import { desc, inArray } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import { isFinal, mayMove, type PaymentAction, type PaymentState } from '../../../common/payments/payment-process';
import type { DbOrTx } from '../../db/client';
import { paymentCharges } from '../../db/schema';
import type { PaymentRow } from './access';

/** Who asks: their side of the instalment's deal (null: not a party), and whether they are an admin. */
export type Caller = { side: Party | null; admin: boolean };

/** What the charges say, beyond the table: an admin retries a charge the provider knows, refunds through a paid one. */
export type ChargeFacts = { retryable: boolean; refundable: boolean };

/**
 * The actions `caller` may take on `p` now: the lifecycle table (paymentLifecycle) for the move each one fires, then
 * the service's own rule for it (release.ts, collect.ts), so the screens show a button only where the API would act.
 */
export function paymentActionsFor(p: PaymentRow, caller: Caller, facts: ChargeFacts): PaymentAction[] {
  const actions: PaymentAction[] = [];
  const { side } = caller;
  const rule = p.releaseRule === 'period_start' ? null : p.releaseRule;
  // Confirming and marking only record a fact while the money can still go to the owner (confirmPayment, markRefusal).
  const open = !isFinal(p.status) && p.status !== 'on_hold';
  if (side === 'charterer' && mayMove(p.status, 'pay', 'charterer')) actions.push('pay');
  if (side === 'owner' && rule && p.kind !== 'hire_balance' && !p.ownerDoneAt && open) actions.push('mark_done');
  if (side === 'charterer' && rule && !p.chartererConfirmedAt && open && (rule === 'completion' || p.ownerDoneAt)) actions.push('confirm');
  if (side && mayMove(p.status, 'hold', side)) actions.push('claim');
  return caller.admin ? [...actions, ...adminActionsFor(p.status, facts)] : actions;
}

/** The back office's actions on an instalment in `status`: the table's moves for the admin, where the charges allow. */
export function adminActionsFor(status: PaymentState, facts: ChargeFacts): PaymentAction[] {
  const actions: PaymentAction[] = [];
  if (status === 'failed' && mayMove(status, 'pay', 'admin') && facts.retryable) actions.push('retry');
  if (mayMove(status, 'hold', 'admin')) actions.push('hold');
  if (mayMove(status, 'release', 'admin')) actions.push('release');
  if (mayMove(status, 'refund', 'admin') && facts.refundable) actions.push('refund');
  return actions;
}

/** The charge facts of many instalments at once (the latest charge first, as retryPayment and adminRefund read them). */
export async function chargeFactsOf(db: DbOrTx, paymentIds: string[]): Promise<Map<string, ChargeFacts>> {
  const facts = new Map<string, ChargeFacts>(paymentIds.map((id) => [id, { retryable: false, refundable: false }]));
  if (!paymentIds.length) return facts;
  const charges = await db
    .select({ paymentId: paymentCharges.paymentId, status: paymentCharges.status, ref: paymentCharges.providerRef })
    .from(paymentCharges)
    .where(inArray(paymentCharges.paymentId, paymentIds))
    .orderBy(desc(paymentCharges.createdAt));
  const seen = new Set<string>();
  for (const c of charges) {
    const f = facts.get(c.paymentId)!;
    if (!seen.has(c.paymentId)) f.retryable = !!c.ref; // the latest charge is the one a retry repeats
    seen.add(c.paymentId);
    if (c.status === 'succeeded' && c.ref) f.refundable = true;
  }
  return facts;
}
