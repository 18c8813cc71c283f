import { asc, desc, eq, inArray } from 'drizzle-orm';
import { evidenceFor, markRefusal, type MarkState } from '../../../common/payments/evidence';
import type { DealPayments, Payment } from '../../../common/payments/schemas';
import type { DbOrTx } from '../../db/client';
import { deals, paymentCharges, paymentEvents, payments, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import type { PaymentProvider } from '../../lib/payment-provider';
import { balanceOf } from '../../lib/ledger';
import { dealForParty, isAdmin, ownerOrAdmin, partyOf } from '../../auth/record-access';
import type { PaymentRow } from './access';
import { chargeFactsOf, paymentActionsFor } from './actions';
import { eventDays, evidenceOf } from './evidence';
import { bankTransfersOf } from './funding-view';
import { payoutHeldFor } from './payout-flags';
import { paidOutOf } from './payouts';
import { redeliveryView } from './redelivery-view';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function views(tx: DbOrTx, rows: PaymentRow[], now: Date, user: CurrentUser): Promise<Payment[]> {
  if (!rows.length) return [];
  const ids = rows.map((p) => p.id);
  const parties = await tx
    .select({ id: deals.id, ownerId: deals.ownerId, chartererId: deals.chartererId })
    .from(deals)
    .where(inArray(deals.id, [...new Set(rows.map((p) => p.dealId))]));
  const sideOf = (dealId: string) => {
    const deal = parties.find((d) => d.id === dealId);
    return deal ? partyOf(deal, user.id) : null;
  };
  const facts = await chargeFactsOf(tx, ids);
  const evidence = await evidenceOf(tx, ids);
  const days = await eventDays(tx, [...new Set(rows.map((p) => p.charterId))]);
  const events = await tx
    .select({
      paymentId: paymentEvents.paymentId,
      kind: paymentEvents.kind,
      actorRole: paymentEvents.actorRole,
      actorName: users.name,
      amount: paymentEvents.amount,
      reason: paymentEvents.reason,
      at: paymentEvents.at,
    })
    .from(paymentEvents)
    .leftJoin(users, eq(users.id, paymentEvents.actorId))
    .where(inArray(paymentEvents.paymentId, ids))
    .orderBy(asc(paymentEvents.id));
  const transfers = await bankTransfersOf(tx, ids);
  const charges = await tx
    .select({ paymentId: paymentCharges.paymentId, failure: paymentCharges.failureMessage })
    .from(paymentCharges)
    .where(inArray(paymentCharges.paymentId, ids))
    .orderBy(desc(paymentCharges.createdAt));
  return rows.map((p) => ({
    id: p.id,
    dealId: p.dealId,
    seq: p.seq,
    kind: p.kind,
    label: p.label,
    amount: p.amount,
    currency: p.currency,
    dueOn: p.dueOn,
    releaseRule: p.releaseRule,
    status: p.status,
    releasedAmount: p.releasedAmount,
    refundedAmount: p.refundedAmount,
    ownerDoneAt: iso(p.ownerDoneAt),
    chartererConfirmedAt: iso(p.chartererConfirmedAt),
    autoReleaseAt: iso(p.autoReleaseAt),
    holdReason: p.holdReason,
    lastFailure: p.status === 'failed' ? (charges.find((c) => c.paymentId === p.id)?.failure ?? null) : null,
    events: events.filter((e) => e.paymentId === p.id).map(({ paymentId: _, at, ...e }) => ({ ...e, at: at.toISOString() })),
    evidence: evidence.get(p.id) ?? [],
    mark: markStateOf(p, days.get(p.charterId)!, now),
    bankTransfer: transfers.get(p.id) ?? null,
    actions: paymentActionsFor(p, { side: sideOf(p.dealId), admin: isAdmin(user) }, facts.get(p.id)!),
  }));
}

/** Whether the owner may mark the instalment now, the document it takes, and the first day its event can happen. */
function markStateOf(p: PaymentRow, from: string, now: Date): MarkState {
  if (p.releaseRule === 'period_start' || p.kind === 'hire_balance') return null;
  return { document: evidenceFor[p.releaseRule], from, refusal: markRefusal(p, from, now) };
}

/** One instalment as `user` sees it (a party or an admin: the caller checked), with what they may do to it now. */
export async function paymentView(tx: DbOrTx, paymentId: string, now: Date, user: CurrentUser): Promise<Payment> {
  const rows = await tx.select().from(payments).where(eq(payments.id, paymentId));
  return (await views(tx, rows, now, user))[0];
}

/** The deal's schedule for its parties (and admins): 404 for anyone else, as for the deal. */
export async function dealPayments(
  db: DbOrTx,
  user: CurrentUser,
  dealId: string,
  autoReleaseDays: number,
  now: Date,
  provider: Pick<PaymentProvider, 'cardLimit' | 'name'>,
): Promise<DealPayments> {
  const { deal } = await dealForParty(db, dealId, user);
  const rows = await db.select().from(payments).where(eq(payments.dealId, dealId)).orderBy(asc(payments.seq));
  const currency = rows[0]?.currency;
  const escrow = currency ? await balanceOf(db, { kind: 'escrow', dealId, currency }) : null;
  const paidOut = (await paidOutOf(db, dealId)).reduce((sum, p) => sum + p.amount, 0);
  // Why released money has not reached the bank: the owner's business (and an admin's), not the charterer's.
  const payoutHeld = ownerOrAdmin(deal, user) ? await payoutHeldFor(db, deal.ownerId) : null;
  return {
    payments: await views(db, rows, now, user),
    escrow: escrow && currency ? { held: escrow.posted, currency } : null,
    autoReleaseDays,
    paidOut,
    payoutHeld,
    redelivery: await redeliveryView(db, dealId, rows),
    // Above the provider's card limit the page offers bank transfer only (the server refuses the card too).
    cardLimit: currency ? provider.cardLimit(currency) : null,
    provider: provider.name,
  };
}
