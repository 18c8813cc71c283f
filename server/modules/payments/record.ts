import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import { canonicalJson } from '../../../common/contracts/canonical';
import { formatAmount } from '../../../common/payments/money';
import { paymentLifecycle, type PaymentActor, type PaymentEventKind, type PaymentMove } from '../../../common/payments/payment-process';
import { transition } from '../../../common/lifecycle/transition';
import type { DbOrTx } from '../../db/client';
import { deals, payments, paymentEvents, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { publish } from '../../lib/events';
import { nextState } from '../../lib/transition';
import { notifyAndMailMany } from '../notifications/service';
import type { PaymentRow } from './access';

export type DealParties = { id: string; ownerId: string; chartererId: string };
export type Actor = { user: CurrentUser; role: 'owner' | 'charterer' | 'admin' } | { user: null; role: 'system' };

/** SHA-256 of the canonical JSON of a money movement: what, how much, for which instalment of which deal, when. */
export const evidenceHash = (fact: Record<string, unknown>) => createHash('sha256').update(canonicalJson(fact), 'utf8').digest('hex');

/**
 * Refuses a move the payment's lifecycle table does not allow now (409, or 403 for an actor the table does not name),
 * before the service does anything else. `refusal` is the service's own words for a 409, where it has friendlier ones.
 */
export function assertMove(p: PaymentRow, move: PaymentMove, actor: PaymentActor, refusal?: string): void {
  const outcome = transition(paymentLifecycle, p.status, move, actor);
  if (!outcome.ok)
    throw new AppError(outcome.status === 403 ? 'forbidden' : 'conflict', outcome.status === 409 && refusal ? refusal : outcome.reason);
}

/** Changes a payment's row; its state changes only through movePayment. */
export async function setPayment(tx: DbOrTx, p: PaymentRow, changes: Partial<Omit<PaymentRow, 'status'>>, at: Date): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: at })
    .where(eq(payments.id, p.id))
    .returning();
  Object.assign(p, row);
  return row;
}

/** The one way a payment's state changes: to the state the lifecycle table gives for this move (or its refusal). */
export async function movePayment(
  tx: DbOrTx,
  p: PaymentRow,
  move: PaymentMove,
  actor: PaymentActor,
  changes: Partial<Omit<PaymentRow, 'status'>>,
  at: Date,
): Promise<PaymentRow> {
  const status = nextState(paymentLifecycle, p.status, move, actor);
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status, updatedAt: at })
    .where(eq(payments.id, p.id))
    .returning();
  Object.assign(p, row);
  return row;
}

/** One line on the payment's record (append-only) with the evidence of who acted from where; both parties' pages refresh. */
export async function recordPaymentEvent(
  tx: DbOrTx,
  deal: DealParties,
  p: PaymentRow,
  kind: PaymentEventKind,
  actor: Actor,
  at: Date,
  extra: { amount?: number; reason?: string } = {},
) {
  const moved = extra.amount ?? null;
  await tx.insert(paymentEvents).values({
    paymentId: p.id,
    kind,
    actorId: actor.user?.id ?? null,
    actorRole: actor.role,
    amount: moved,
    reason: extra.reason ?? null,
    ip: actor.user?.ip ?? null,
    userAgent: actor.user?.userAgent?.slice(0, 500) ?? null,
    evidenceHash:
      moved === null
        ? null
        : evidenceHash({
            payment: p.id,
            deal: deal.id,
            kind,
            amount: moved,
            currency: p.currency,
            label: p.label,
            at: at.toISOString(),
            by: actor.user?.id ?? 'system',
          }),
    at,
  });
  await publish(tx, [deal.ownerId, deal.chartererId], 'deal', { dealId: deal.id });
}

/** Tells parties about a payment, in the app and by e-mail as they chose for deals. */
export async function tellParties(tx: DbOrTx, appUrl: string, deal: DealParties, to: Party[], title: string, message: string, at: Date) {
  // A member with several fixtures reads which ship the money is for first (#25).
  const [ship] = await tx.select({ name: vessels.name }).from(deals).innerJoin(vessels, eq(vessels.id, deals.vesselId)).where(eq(deals.id, deal.id));
  const text = ship ? `${ship.name}: ${message}` : message;
  await notifyAndMailMany(
    tx,
    to.map((side) => ({
      userId: side === 'owner' ? deal.ownerId : deal.chartererId,
      title,
      message: text,
      category: 'deals' as const,
      link: { url: `${appUrl}/app/deals/${deal.id}/payments`, label: 'Open the payments' },
    })),
    at,
  );
}

export const money = (p: Pick<PaymentRow, 'currency'>, amount: number) => formatAmount(amount, p.currency);
