import { and, desc, eq, lte } from 'drizzle-orm';
import { isFinal } from '../../../common/payments/payment-process';
import type { DbOrTx } from '../../db/client';
import { paymentCharges, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { claimWindowClosesAt, evidenceFor, markRefusal, type MarkableRule } from '../../../common/payments/evidence';
import { AppError } from '../../lib/errors';
import type { BlobStorage } from '../../lib/storage';
import { enqueue } from '../../lib/jobs';
import { recordAudit } from '../audit/service';
import { paymentForParty, requireSide } from '../../auth/record-access';
import { lockPaymentById, type PaymentRow } from './access';
import type { PaymentDeps } from './deps';
import { refundFromEscrow, releaseToOwner } from './ledger-moves';
import { queuePayout } from './payouts';
import { followDelivery } from './schedule';
import { checkEvidence, eventDays, evidenceLine, paidAt, storeEvidence, type MarkInput } from './evidence';
import { assertMove, money, movePayment, recordPaymentEvent, setPayment, tellParties, type Actor, type DealParties } from './record';
import { sentence } from '../../../common/sentence';

const today = (at: Date) => at.toISOString().slice(0, 10);
const held = (p: PaymentRow) => p.amount - p.releasedAmount - p.refundedAmount;

/** Is the instalment's release condition met (common/payments/payment-process.ts, releaseRules)? */
async function conditionMet(tx: DbOrTx, p: PaymentRow, at: Date): Promise<boolean> {
  const lapsed = !!p.ownerDoneAt && !!p.autoReleaseAt && p.autoReleaseAt <= at;
  switch (p.releaseRule) {
    case 'delivery':
    case 'loading':
      return (!!p.ownerDoneAt && !!p.chartererConfirmedAt) || lapsed;
    case 'completion':
      return !!p.chartererConfirmedAt || lapsed;
    case 'period_start': {
      if (p.dueOn > today(at)) return false;
      const [delivery] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.dealId, p.dealId), eq(payments.releaseRule, 'delivery')));
      return delivery?.status === 'released' || delivery?.status === 'settled';
    }
  }
}

async function release(tx: DbOrTx, deps: PaymentDeps, deal: DealParties, p: PaymentRow, actor: Actor, reason?: string) {
  const at = deps.clock.now();
  const amount = held(p);
  await releaseToOwner(tx, p, amount, `release:${p.id}`, at);
  await queuePayout(tx, p.dealId);
  await movePayment(tx, p, 'release', actor.role, { releasedAmount: p.releasedAmount + amount, holdReason: null }, at);
  await recordPaymentEvent(tx, deal, p, 'release', actor, at, { amount, reason });
  await tellParties(
    tx,
    deps.appUrl,
    deal,
    ['owner', 'charterer'],
    'Money released to the owner',
    `${money(p, amount)} held for ${p.label.toLowerCase()} was released to the owner${reason ? `: ${sentence(reason)}` : '.'}`,
    at,
  );
}

/**
 * Releases held money if its condition is met; a released delivery instalment also releases the hire of periods
 * that have already begun.
 */
export async function releaseIfDue(tx: DbOrTx, deps: PaymentDeps, deal: DealParties, p: PaymentRow, actor: Actor): Promise<void> {
  if (p.status !== 'held' || !(await conditionMet(tx, p, deps.clock.now()))) return;
  await release(tx, deps, deal, p, actor);
  if (p.releaseRule !== 'delivery') return;
  const begun = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.dealId, p.dealId),
        eq(payments.releaseRule, 'period_start'),
        eq(payments.status, 'held'),
        lte(payments.dueOn, today(deps.clock.now())),
      ),
    )
    .orderBy(payments.seq);
  for (const { id } of begun) await releaseIfDue(tx, deps, deal, (await lockPaymentById(tx, id))!, { user: null, role: 'system' });
}

/**
 * The owner marks the condition met, on evidence (#25): only once the money is held and the event can have happened
 * (409 otherwise), with the document that shows it (400 without). The charterer is asked to confirm; without a claim
 * the money goes N days after the later of the payment and the mark.
 */
export async function markDone(deps: PaymentDeps, storage: BlobStorage, user: CurrentUser, paymentId: string, input: MarkInput): Promise<void> {
  let stored: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const { payment: p, deal, party } = await paymentForParty(tx, user, paymentId);
      requireSide(party, 'owner', 'marks an instalment done');
      const at = deps.clock.now();
      const from = (await eventDays(tx, [p.charterId])).get(p.charterId)!;
      const refusal = markRefusal(p, from, at);
      if (refusal) throw new AppError('conflict', refusal);
      const rule = p.releaseRule as MarkableRule;
      const evidence = await checkEvidence(evidenceFor[rule], input, from, at);
      const { key, sha256 } = await storeEvidence(tx, storage, p, user, evidence, at);
      stored = key;
      const line = evidenceLine(evidence, sha256);
      const autoReleaseAt = claimWindowClosesAt((await paidAt(tx, p.id)) ?? at, at, deps.autoReleaseDays);
      await setPayment(tx, p, { ownerDoneAt: at, autoReleaseAt }, at);
      await recordPaymentEvent(tx, deal, p, 'owner_done', { user, role: 'owner' }, at, { reason: line });
      // Hire runs from the time the delivery certificate states, not from the laycan the schedule was drawn on.
      if (rule === 'delivery') await followDelivery(tx, deal, evidence.statedAt, { user, role: 'owner' }, at);
      await enqueue(tx, 'payments.auto-release', { paymentId: p.id }, { runAt: autoReleaseAt });
      await tellParties(
        tx,
        deps.appUrl,
        deal,
        ['charterer'],
        'Confirm or raise a claim',
        `The owner marked ${p.label.toLowerCase()} done on this evidence: ${line}. Check it, then confirm, or raise a claim before ${autoReleaseAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; otherwise the money held for it is released to the owner then.`,
        at,
      );
      await releaseIfDue(tx, deps, deal, p, { user, role: 'owner' });
    });
  } catch (err) {
    if (stored) await storage.delete(stored).catch(() => undefined);
    throw err;
  }
}

/** The charterer confirms the condition is met. */
export async function confirmPayment(deps: PaymentDeps, user: CurrentUser, paymentId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { payment: p, deal, party } = await paymentForParty(tx, user, paymentId);
    requireSide(party, 'charterer', 'confirms an instalment');
    if (p.releaseRule === 'period_start')
      throw new AppError('conflict', 'Hire for this period is released when the period starts: there is nothing to confirm');
    if ((p.releaseRule === 'delivery' || p.releaseRule === 'loading') && !p.ownerDoneAt) {
      throw new AppError('conflict', `The owner has not marked the ${p.releaseRule} done yet`);
    }
    if (p.chartererConfirmedAt) throw new AppError('conflict', 'You have already confirmed this instalment');
    if (isFinal(p.status) || p.status === 'on_hold') throw new AppError('conflict', `This instalment is ${p.status.replace('_', ' ')}`);
    const at = deps.clock.now();
    await setPayment(tx, p, { chartererConfirmedAt: at }, at);
    await recordPaymentEvent(tx, deal, p, 'charterer_confirm', { user, role: 'charterer' }, at);
    await tellParties(
      tx,
      deps.appUrl,
      deal,
      ['owner'],
      'Charterer confirmed',
      `The charterer confirmed ${p.label.toLowerCase()}.${p.status === 'held' ? ' The money held for it is released to you.' : ' It is released to you once paid into escrow.'}`,
      at,
    );
    await releaseIfDue(tx, deps, deal, p, { user, role: 'charterer' });
  });
}

/** A party raises a claim on held money: nothing moves until an admin resolves it. */
export async function raiseClaim(deps: PaymentDeps, user: CurrentUser, paymentId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { payment: p, deal, party } = await paymentForParty(tx, user, paymentId);
    if (!party) throw new AppError('forbidden', 'Only the parties to the charter raise claims; an admin holds the money instead');
    assertMove(
      p,
      'hold',
      party,
      p.status === 'on_hold' ? 'A claim on this instalment is already open' : 'There is no money in escrow for this instalment to hold',
    );
    const at = deps.clock.now();
    await movePayment(tx, p, 'hold', party, { holdReason: reason }, at);
    await recordPaymentEvent(tx, deal, p, 'claim', { user, role: party }, at, { reason });
    await tellParties(
      tx,
      deps.appUrl,
      deal,
      ['owner', 'charterer'],
      'Claim raised: money held',
      `The ${party} raised a claim on ${p.label.toLowerCase()}: “${reason}”. ${money(p, held(p))} stays in escrow until Fairlead resolves it.`,
      at,
    );
  });
}

/** The system's moves when their time comes (auto-release after N days, a hire period starting). */
export async function releaseWhenDue(
  deps: PaymentDeps,
  paymentId: string,
  dealPartiesOf: (tx: DbOrTx, dealId: string) => Promise<DealParties>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const p = await lockPaymentById(tx, paymentId);
    if (p) await releaseIfDue(tx, deps, await dealPartiesOf(tx, p.dealId), p, { user: null, role: 'system' });
  });
}

// Admin actions: each with a written reason, on the payment's record and in the audit log.

export async function adminHold(deps: PaymentDeps, admin: CurrentUser, paymentId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { payment: p, deal } = await paymentForParty(tx, admin, paymentId);
    assertMove(p, 'hold', 'admin', p.status === 'on_hold' ? 'This instalment is already on hold' : 'Only money held in escrow can be put on hold');
    const at = deps.clock.now();
    await movePayment(tx, p, 'hold', 'admin', { holdReason: reason }, at);
    await recordPaymentEvent(tx, deal, p, 'admin_hold', { user: admin, role: 'admin' }, at, { reason });
    await recordAudit(tx, { actor: admin, action: 'payment.hold', entity: 'payment', entityId: p.id, after: { reason } });
    await tellParties(
      tx,
      deps.appUrl,
      deal,
      ['owner', 'charterer'],
      'Money held by Fairlead',
      `Fairlead put ${p.label.toLowerCase()} on hold: ${sentence(reason)} The money stays in escrow until it is resolved.`,
      at,
    );
  });
}

export async function adminRelease(deps: PaymentDeps, admin: CurrentUser, paymentId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { payment: p, deal } = await paymentForParty(tx, admin, paymentId);
    assertMove(p, 'release', 'admin', 'Only money held in escrow can be released');
    await release(tx, deps, deal, p, { user: admin, role: 'admin' }, reason);
    await recordAudit(tx, { actor: admin, action: 'payment.release', entity: 'payment', entityId: p.id, after: { reason } });
  });
}

/** Returns all of the held money, or part of it (the rest goes to the owner), and asks the provider to pay it back. */
export async function adminRefund(
  deps: PaymentDeps,
  admin: CurrentUser,
  paymentId: string,
  input: { reason: string; amount?: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { payment: p, deal } = await paymentForParty(tx, admin, paymentId);
    assertMove(p, 'refund', 'admin', 'Only money held in escrow can be refunded');
    const inEscrow = held(p);
    const amount = input.amount ?? inEscrow;
    if (amount > inEscrow)
      throw new AppError('validation', `The refund cannot exceed the ${money(p, inEscrow)} held`, {
        amount: `The refund cannot exceed the ${money(p, inEscrow)} held`,
      });
    const [charge] = await tx
      .select()
      .from(paymentCharges)
      .where(and(eq(paymentCharges.paymentId, p.id), eq(paymentCharges.status, 'succeeded')))
      .orderBy(desc(paymentCharges.createdAt))
      .limit(1);
    if (!charge?.providerRef) throw new AppError('conflict', 'No successful charge to refund');
    const at = deps.clock.now();
    const key = `refund_${p.id}`;
    await refundFromEscrow(tx, p, amount, key, at);
    const rest = inEscrow - amount;
    if (rest > 0) {
      await releaseToOwner(tx, p, rest, `release:${p.id}`, at);
      await queuePayout(tx, p.dealId);
    }
    await movePayment(
      tx,
      p,
      rest > 0 ? 'settle' : 'refund',
      'admin',
      {
        refundedAmount: p.refundedAmount + amount,
        releasedAmount: p.releasedAmount + rest,
        holdReason: null,
      },
      at,
    );
    await recordPaymentEvent(tx, deal, p, rest > 0 ? 'settle' : 'refund', { user: admin, role: 'admin' }, at, { amount, reason: input.reason });
    await recordAudit(tx, {
      actor: admin,
      action: rest > 0 ? 'payment.partial_refund' : 'payment.refund',
      entity: 'payment',
      entityId: p.id,
      after: { amount, released: rest, reason: input.reason },
    });
    await enqueue(tx, 'payments.refund', { paymentId: p.id, chargeRef: charge.providerRef, amount, currency: p.currency, key });
    await tellParties(
      tx,
      deps.appUrl,
      deal,
      ['owner', 'charterer'],
      rest > 0 ? 'Claim resolved: part refunded' : 'Refunded to the charterer',
      `${money(p, amount)} of ${p.label.toLowerCase()} is refunded to the charterer${rest > 0 ? ` and ${money(p, rest)} released to the owner` : ''}: ${sentence(input.reason)}`,
      at,
    );
  });
}
