import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Party } from '../../../common/charters/deal-process';
import { canonicalJson } from '../../../common/contracts/canonical';
import { formatAmount } from '../../../common/payments/money';
import { canMove, type PaymentEventKind, type PaymentMove, type PaymentState } from '../../../common/payments/payment-process';
import type { DbOrTx } from '../../db/client';
import { deals, payments, paymentEvents, vessels } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { publish } from '../../lib/events';
import { notifyAndMailMany } from '../notifications/service';
import type { PaymentRow } from './access';

export type DealParties = { id: string; ownerId: string; chartererId: string };
export type Actor = { user: CurrentUser; role: 'owner' | 'charterer' | 'admin' } | { user: null; role: 'system' };

/** SHA-256 of the canonical JSON of a money movement: what, how much, for which instalment of which deal, when. */
export const evidenceHash = (fact: Record<string, unknown>) => createHash('sha256').update(canonicalJson(fact), 'utf8').digest('hex');

/** Applies a move of the payment's state table, or refuses it with the reason (409). */
export function assertMove(p: PaymentRow, move: PaymentMove, refusal: string): void {
  if (!canMove(p.status, move)) throw new AppError('conflict', refusal);
}

export async function setPayment(tx: DbOrTx, p: PaymentRow, changes: Partial<PaymentRow> & { status?: PaymentState }, at: Date): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: at })
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
