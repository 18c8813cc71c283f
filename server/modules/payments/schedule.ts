import { and, asc, eq, max, notInArray, sql } from 'drizzle-orm';
import { finalStates } from '../../../common/payments/payment-process';
import { formatAmount } from '../../../common/payments/money';
import { demurrageAmount, demurrageCapMessage, drawSchedule, MAX_DEMURRAGE_DAYS } from '../../../common/payments/schedule';
import type { z } from 'zod';
import type { demurrageInputSchema } from '../../../common/payments/schemas';
import type { DbOrTx } from '../../db/client';
import { charters, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { UNIQUE_VIOLATION, sqlState, violatedConstraint } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { lockFixedDeal } from '../charters/fixed-deal';
import { sealedTermsOf } from '../contracts/sealed';
import { requireSide } from '../../auth/record-access';
import type { PaymentRow } from './access';
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

const oneOpenClaim = 'A demurrage claim on this deal is still open: another can be made once it is released, refunded or settled';

/** Days, hours and minutes of demurrage an amount buys at the daily rate, rounded down: what is left to claim. */
function timeFor(amount: number, ratePerDay: number): string {
  const minutes = Math.max(0, Math.floor((amount * 1440) / ratePerDay));
  return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h ${minutes % 60} m`;
}

/**
 * One open claim per deal, and at most MAX_DEMURRAGE_DAYS for the voyage counting every claim not refunded (#24): an
 * owner could otherwise add 365 days again and again. The partial unique index payments_one_open_demurrage_idx holds
 * the first rule when two claims race.
 */
async function checkDemurrageRoom(tx: DbOrTx, dealId: string, ratePerDay: number, amount: number): Promise<void> {
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'demurrage'), notInArray(payments.status, [...finalStates])));
  if (open) throw new AppError('conflict', oneOpenClaim);
  const [claimed] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)` })
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'demurrage')));
  const room = MAX_DEMURRAGE_DAYS * ratePerDay - Number(claimed.total);
  if (amount > room) throw new AppError('conflict', `${demurrageCapMessage}: ${timeFor(room, ratePerDay)} are left to claim on this deal`);
}

/**
 * The owner claims demurrage on a voyage charter: the time on demurrage, priced by Fairlead at the agreed daily rate
 * (the owner never types an amount), added to the schedule, released when the charterer confirms.
 */
export async function claimDemurrage(
  tx: DbOrTx,
  appUrl: string,
  user: CurrentUser,
  dealId: string,
  input: z.output<typeof demurrageInputSchema>,
  at: Date,
): Promise<PaymentRow> {
  const fixed = await lockFixedDeal(tx, dealId, user, null);
  requireSide(fixed.party, 'owner', 'claims demurrage');
  // The rate the sealed charter party states (an amendment may have changed the recap's); the recap's only to refuse
  // a claim on a charter not yet sealed with the right message below.
  const terms = (await sealedTermsOf(tx, dealId)) ?? fixed.terms;
  if (terms.charterType !== 'voyage') throw new AppError('conflict', 'Demurrage applies to voyage charters; a time charterer pays hire instead');
  const [sealed] = await tx
    .select({ n: max(payments.seq) })
    .from(payments)
    .where(eq(payments.dealId, dealId));
  if (!sealed?.n) throw new AppError('conflict', 'Demurrage is claimed once the charter party is sealed and its schedule drawn up');
  const amount = demurrageAmount(terms.demurragePerDay, input);
  await checkDemurrageRoom(tx, dealId, terms.demurragePerDay, amount);
  const [charter] = await tx
    .select({ id: charters.id })
    .from(charters)
    .where(and(eq(charters.dealId, dealId)));
  const time = `${input.days} d ${input.hours} h ${input.minutes} m`;
  const [row] = await tx
    .insert(payments)
    .values({
      dealId,
      charterId: charter.id,
      seq: sealed.n + 1,
      kind: 'demurrage',
      label: `Demurrage, ${time} at ${formatAmount(terms.demurragePerDay, terms.currency)}/day`,
      amount,
      currency: terms.currency,
      dueOn: at.toISOString().slice(0, 10),
      releaseRule: 'completion',
      createdAt: at,
      updatedAt: at,
    })
    .returning()
    .catch((err: unknown) => {
      if (sqlState(err) === UNIQUE_VIOLATION && violatedConstraint(err) === 'payments_one_open_demurrage_idx')
        throw new AppError('conflict', oneOpenClaim);
      throw err;
    });
  await recordPaymentEvent(tx, fixed.deal, row, 'schedule', { user, role: 'owner' }, at, { reason: input.statement });
  await tellParties(
    tx,
    appUrl,
    fixed.deal,
    ['charterer'],
    'Demurrage claimed',
    `${fixed.owner} claim ${formatAmount(amount, terms.currency)} demurrage for ${time} on demurrage: “${input.statement}”. Pay it into escrow; it is released when you confirm, or you may raise a claim.`,
    at,
  );
  return row;
}
