import { and, asc, eq } from 'drizzle-orm';
import { formatAmount } from '../../../common/payments/money';
import { drawSchedule } from '../../../common/payments/schedule';
import type { DbOrTx } from '../../db/client';
import { charters, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { lockFixedDeal } from '../charters/fixed-deal';
import { sealedTermsOf } from '../contracts/sealed';
import { requireSide } from '../../auth/record-access';
import { recordPaymentEvent, setPayment, tellParties, type Actor, type DealParties } from './record';

/**
 * Called in the transaction that seals the charter party: writes its payment schedule from the terms of the sealed
 * version (common/payments/schedule.ts), not the recap's, and tells both sides. Sealing happens once, so the schedule
 * is written once (unique deal + seq).
 */
export async function createSchedule(tx: DbOrTx, appUrl: string, deal: DealParties, at: Date): Promise<void> {
  const terms = await sealedTermsOf(tx, deal.id);
  if (!terms) throw new AppError('internal', 'A schedule is drawn from a sealed charter party, and this one is not sealed');
  const [charter] = await tx.select({ id: charters.id }).from(charters).where(eq(charters.dealId, deal.id));
  if (!charter) throw new AppError('internal', 'A sealed charter party has no charter holding its dates');
  const rows = await tx
    .insert(payments)
    .values(
      drawSchedule(terms).map((i) => ({ ...i, dealId: deal.id, charterId: charter.id, currency: terms.currency, createdAt: at, updatedAt: at })),
    )
    .returning();
  for (const p of rows) await recordPaymentEvent(tx, deal, p, 'schedule', { user: null, role: 'system' }, at);
  const first = rows[0];
  await tellParties(
    tx,
    appUrl,
    deal,
    ['owner', 'charterer'],
    'Payment schedule drawn up',
    `The sealed charter party sets ${rows.length} instalment${rows.length === 1 ? '' : 's'}; the first, ${first.label.toLowerCase()}, is ${formatAmount(first.amount, first.currency)} due ${first.dueOn}. Money is paid into escrow and released to the owner when its condition is met.`,
    at,
  );
}

/**
 * The ship is delivered at the time its delivery certificate states: hire runs from that moment, not from the
 * laycan's first day the schedule assumed (common/payments/hire.ts). The hire instalments not yet paid are drawn
 * again from it (their due dates, and the last part-period); each change is a line on its record. Called when the
 * owner's mark of delivery is accepted. Answers how many instalments changed.
 */
export async function followDelivery(tx: DbOrTx, deal: DealParties, deliveredAt: Date, actor: Actor, at: Date): Promise<number> {
  const terms = await sealedTermsOf(tx, deal.id);
  if (!terms || terms.charterType !== 'time') return 0;
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, deal.id), eq(payments.kind, 'hire')))
    .orderBy(asc(payments.seq))
    .for('update');
  const drawn = drawSchedule(terms, { deliveredAt: deliveredAt.toISOString() });
  const when = `${deliveredAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  let changed = 0;
  for (const p of rows) {
    const next = drawn.find((i) => i.seq === p.seq);
    if (!next || !(p.status === 'scheduled' || p.status === 'failed')) continue;
    if (next.dueOn === p.dueOn && next.amount === p.amount && next.label === p.label) continue;
    const reason = `Delivered ${when}: hire for this period due ${next.dueOn} (was ${p.dueOn}), ${formatAmount(next.amount, p.currency)}`;
    await setPayment(tx, p, { dueOn: next.dueOn, amount: next.amount, label: next.label }, at);
    await recordPaymentEvent(tx, deal, p, 'schedule', actor, at, { reason });
    changed++;
  }
  return changed;
}

export const typedDemurrageRefused =
  'Demurrage is no longer typed in: it is settled from the laytime sheet both parties agree, on the deal’s laytime page';

/**
 * The owner's typed demurrage claim (the time on demurrage and a free-text statement) is closed (#30, decision 035):
 * demurrage is computed from the statements of facts under the charter party's terms, agreed by both parties, and
 * settled from that sheet (../payments/laytime-settlement.ts). The endpoint stays in the contract and refuses, in the
 * words the payments page shows, after the same access checks as before.
 */
export async function claimDemurrage(tx: DbOrTx, user: CurrentUser, dealId: string): Promise<never> {
  const fixed = await lockFixedDeal(tx, dealId, user, null);
  requireSide(fixed.party, 'owner', 'claims demurrage');
  const terms = (await sealedTermsOf(tx, dealId)) ?? fixed.terms;
  if (terms.charterType !== 'voyage') throw new AppError('conflict', 'Demurrage applies to voyage charters; a time charterer pays hire instead');
  throw new AppError('conflict', typedDemurrageRefused);
}
