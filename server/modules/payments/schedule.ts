import { and, eq, max } from 'drizzle-orm';
import type { Terms } from '../../../common/charters/terms';
import { formatAmount } from '../../../common/payments/money';
import { demurrageAmount, drawSchedule } from '../../../common/payments/schedule';
import type { z } from 'zod';
import type { demurrageInputSchema } from '../../../common/payments/schemas';
import type { DbOrTx } from '../../db/client';
import { charters, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { lockFixedDeal } from '../charters/fixed-deal';
import { requireSide, type PaymentRow } from './access';
import { recordPaymentEvent, tellParties, type DealParties } from './record';

/**
 * Called in the transaction that seals the charter party: writes its payment schedule (common/payments/schedule.ts)
 * and tells both sides. Sealing happens once, so the schedule is written once (unique deal + seq).
 */
export async function createSchedule(tx: DbOrTx, appUrl: string, deal: DealParties, terms: Terms, at: Date): Promise<void> {
  const [charter] = await tx.select({ id: charters.id }).from(charters).where(eq(charters.dealId, deal.id));
  if (!charter) throw new AppError('internal', 'A sealed charter party has no charter holding its dates');
  const rows = await tx
    .insert(payments)
    .values(drawSchedule(terms).map((i) => ({ ...i, dealId: deal.id, charterId: charter.id, currency: terms.currency, createdAt: at, updatedAt: at })))
    .returning();
  for (const p of rows) await recordPaymentEvent(tx, deal, p, 'schedule', { user: null, role: 'system' }, at);
  const first = rows[0];
  await tellParties(
    tx, appUrl, deal, ['owner', 'charterer'], 'Payment schedule drawn up',
    `The sealed charter party sets ${rows.length} instalment${rows.length === 1 ? '' : 's'}; the first, ${first.label.toLowerCase()}, is ${formatAmount(first.amount, first.currency)} due ${first.dueOn}. Money is paid into escrow and released to the owner when its condition is met.`,
    at,
  );
}

/**
 * The owner claims demurrage on a voyage charter: the time on demurrage, priced by Fairlead at the agreed daily rate
 * (the owner never types an amount), added to the schedule, released when the charterer confirms.
 */
export async function claimDemurrage(tx: DbOrTx, appUrl: string, user: CurrentUser, dealId: string, input: z.output<typeof demurrageInputSchema>, at: Date): Promise<PaymentRow> {
  const fixed = await lockFixedDeal(tx, dealId, user, null);
  requireSide(fixed.party, 'owner', 'claims demurrage');
  const terms = fixed.terms;
  if (terms.charterType !== 'voyage') throw new AppError('conflict', 'Demurrage applies to voyage charters; a time charterer pays hire instead');
  const [sealed] = await tx.select({ n: max(payments.seq) }).from(payments).where(eq(payments.dealId, dealId));
  if (!sealed?.n) throw new AppError('conflict', 'Demurrage is claimed once the charter party is sealed and its schedule drawn up');
  const amount = demurrageAmount(terms.demurragePerDay, input);
  const [charter] = await tx.select({ id: charters.id }).from(charters).where(and(eq(charters.dealId, dealId)));
  const time = `${input.days} d ${input.hours} h ${input.minutes} m`;
  const [row] = await tx
    .insert(payments)
    .values({
      dealId, charterId: charter.id, seq: sealed.n + 1, kind: 'demurrage', label: `Demurrage, ${time} at ${formatAmount(terms.demurragePerDay, terms.currency)}/day`,
      amount, currency: terms.currency, dueOn: at.toISOString().slice(0, 10), releaseRule: 'completion', createdAt: at, updatedAt: at,
    })
    .returning();
  await recordPaymentEvent(tx, fixed.deal, row, 'schedule', { user, role: 'owner' }, at, { reason: input.statement });
  await tellParties(tx, appUrl, fixed.deal, ['charterer'], 'Demurrage claimed', `${fixed.owner} claim ${formatAmount(amount, terms.currency)} demurrage for ${time} on demurrage: “${input.statement}”. Pay it into escrow; it is released when you confirm, or you may raise a claim.`, at);
  return row;
}
