import { and, asc, eq, inArray } from 'drizzle-orm';
import { freightSheet, freightStillDue, type FreightPart } from '../../../common/payments/freight';
import { formatAmount } from '../../../common/payments/money';
import { paymentTermsOf } from '../../../common/payments/payment-terms';
import { drawSchedule, tonnes } from '../../../common/payments/schedule';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { lockFixedDeal } from '../charters/fixed-deal';
import { sealedTermsOf } from '../contracts/sealed';
import { requireSide } from '../../auth/record-access';
import { recordPaymentEvent, setPayment, tellParties } from './record';

const partOf = { freight: 'on_bills', freight_balance: 'balance' } as const satisfies Record<'freight' | 'freight_balance', FreightPart['part']>;
/** Instalments whose amount may still change: nothing is being charged or held for them. */
const open = (status: string) => status === 'scheduled' || status === 'failed';

/**
 * The owner records the B/L quantity; the freight instalments not yet paid are drawn again on it from the sealed
 * terms, evening out on the balance what was paid on the nominal estimate (common/payments/freight.ts). Each change
 * is a line on the instalment's record (and so in the audit log) with the owner's evidence. The quantity must be
 * within the charter party's tolerance: a cargo outside it is deadfreight or a dispute, not a schedule change.
 */
export async function recordBillOfLading(tx: DbOrTx, appUrl: string, user: CurrentUser, dealId: string, quantityKg: number, at: Date): Promise<void> {
  const fixed = await lockFixedDeal(tx, dealId, user, null);
  requireSide(fixed.party, 'owner', 'records the bill-of-lading quantity');
  const terms = await sealedTermsOf(tx, dealId);
  if (!terms) throw new AppError('conflict', 'The bill-of-lading quantity is recorded once the charter party is sealed and its schedule drawn up');
  if (terms.charterType !== 'voyage') throw new AppError('conflict', 'A time charter pays hire, not freight on a bill-of-lading quantity');
  if (terms.freightBasis !== 'per_tonne') throw new AppError('conflict', 'The freight is a lump sum: it does not change with the quantity loaded');
  const low = terms.quantityT * (100 - terms.tolerancePct) * 10;
  const high = terms.quantityT * (100 + terms.tolerancePct) * 10;
  if (quantityKg < low || quantityKg > high) {
    throw new AppError(
      'validation',
      `The charter party allows ${tonnes(low)} to ${tonnes(high)} (${terms.quantityT.toLocaleString('en-US')} t ${terms.tolerancePct}% more or less)`,
      { quantityT: `The charter party allows ${tonnes(low)} to ${tonnes(high)}` },
    );
  }
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), inArray(payments.kind, ['freight', 'freight_balance'])))
    .orderBy(asc(payments.seq))
    .for('update');
  if (rows.some((p) => p.status === 'pending'))
    throw new AppError('conflict', 'A payment of this freight is in progress: record the quantity once it has gone through or failed');
  const unpaid = rows.filter((p) => open(p.status));
  if (!unpaid.length) throw new AppError('conflict', 'All the freight is paid: a difference on the bill-of-lading quantity is settled by a claim');
  const paid = Object.fromEntries(
    rows.filter((p) => !open(p.status)).map((p) => [partOf[p.kind as keyof typeof partOf], p.amount - p.refundedAmount]),
  );
  const sheet = freightSheet({
    basis: 'per_tonne',
    rate: terms.freightRate,
    nominalQuantityT: terms.quantityT,
    billOfLadingKg: quantityKg,
    payment: paymentTermsOf(terms),
  });
  const due = freightStillDue(sheet, paid);
  const drawn = drawSchedule(terms, { billOfLadingKg: quantityKg });
  for (const p of unpaid) {
    const part = partOf[p.kind as keyof typeof partOf];
    const net = due.find((d) => d.part === part)?.net;
    const label = drawn.find((i) => i.kind === p.kind)?.label;
    if (net === undefined || label === undefined) throw new AppError('internal', 'The freight instalments do not match the sealed charter party');
    if (net <= 0) {
      throw new AppError(
        'conflict',
        `The freight on ${tonnes(quantityKg)} is ${formatAmount(sheet.net, p.currency)}, no more than the ${formatAmount(sheet.net - net, p.currency)} already paid: the difference is returned through a claim`,
      );
    }
    const before = p.amount;
    await setPayment(tx, p, { amount: net, label }, at);
    await recordPaymentEvent(tx, fixed.deal, p, 'schedule', { user, role: 'owner' }, at, {
      reason: `Bill-of-lading quantity ${tonnes(quantityKg)} recorded: ${formatAmount(before, p.currency)} on the estimate, now ${formatAmount(net, p.currency)}`,
    });
  }
  await tellParties(
    tx,
    appUrl,
    fixed.deal,
    ['charterer'],
    'Freight drawn on the bill-of-lading quantity',
    `${fixed.owner} recorded ${tonnes(quantityKg)} loaded as the bills of lading state. The freight not yet paid is now on that quantity; see the payments for the amounts.`,
    at,
  );
}
