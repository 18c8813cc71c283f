import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, max } from 'drizzle-orm';
import { hireStatement, type HireStatement } from '../../../common/payments/hire';
import { formatAmount } from '../../../common/payments/money';
import { paymentTermsOf } from '../../../common/payments/payment-terms';
import {
  certificateTime,
  durationText,
  redeliveryInputSchema,
  redeliveryMessages,
  redeliveryRefusal,
  redeliveryTimeProblem,
} from '../../../common/payments/redelivery';
import type { DbOrTx } from '../../db/client';
import { charters, hireRedeliveries, paymentCharges, payments } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enqueue } from '../../lib/jobs';
import type { BlobStorage } from '../../lib/storage';
import { lockFixedDeal } from '../charters/fixed-deal';
import { sealedTermsOf } from '../contracts/sealed';
import { requireSide } from '../../auth/record-access';
import type { PaymentRow } from './access';
import type { PaymentDeps } from './deps';
import { checkEvidenceFile, cleanName, type CheckedFile, type MarkInput } from './evidence';
import { refundFromEscrow, releaseToOwner } from './ledger-moves';
import { queuePayout } from './payouts';
import { assertMove, movePayment, recordPaymentEvent, tellParties, type Actor, type DealParties } from './record';
import { deliveredAtOf } from './redelivery-view';
import { cancelUnpaid } from './unpaid';

const DAY = 86_400_000;
const system: Actor = { user: null, role: 'system' };
/** Hire the charterers paid into escrow and still stand out of: what the statement counts as paid. */
const paidIn = (p: PaymentRow) => (['held', 'on_hold', 'released', 'settled', 'refunded'].includes(p.status) ? p.amount - p.refundedAmount : 0);
const heldOf = (p: PaymentRow) => p.amount - p.releasedAmount - p.refundedAmount;

/**
 * The owners owe back what the charterers paid beyond the hire earned. It is refunded from the hire escrow still
 * holds for this charter, the instalments of the latest periods first (paid in advance for time the ship was no
 * longer on hire); what an instalment keeps beyond its refund is earned hire and goes to the owners, as when an admin
 * refunds part. Instalments under a claim stay with the admin who resolves it. Answers what was refunded.
 */
async function refundExcess(tx: DbOrTx, deal: DealParties, rows: PaymentRow[], excess: number, when: string, at: Date): Promise<number> {
  let left = excess;
  for (const p of rows.filter((r) => r.status === 'held').sort((a, b) => b.seq - a.seq)) {
    if (left === 0) break;
    const [charge] = await tx
      .select({ ref: paymentCharges.providerRef })
      .from(paymentCharges)
      .where(and(eq(paymentCharges.paymentId, p.id), eq(paymentCharges.status, 'succeeded')))
      .orderBy(desc(paymentCharges.createdAt))
      .limit(1);
    if (!charge?.ref) continue; // nothing to refund through: the admin settles it
    const inEscrow = heldOf(p);
    const amount = Math.min(inEscrow, left);
    const rest = inEscrow - amount;
    assertMove(p, rest > 0 ? 'settle' : 'refund', 'system', `Hire for ${p.label.toLowerCase()} is ${p.status}`);
    const key = `redelivery_refund_${p.id}`;
    await refundFromEscrow(tx, p, amount, key, at);
    if (rest > 0) {
      await releaseToOwner(tx, p, rest, `release:${p.id}`, at);
      await queuePayout(tx, p.dealId);
    }
    await movePayment(
      tx,
      p,
      rest > 0 ? 'settle' : 'refund',
      'system',
      { refundedAmount: p.refundedAmount + amount, releasedAmount: p.releasedAmount + rest },
      at,
    );
    await recordPaymentEvent(tx, deal, p, rest > 0 ? 'settle' : 'refund', system, at, {
      amount,
      reason: `Final hire statement on redelivery ${when}: hire paid beyond the hire earned is refunded${rest > 0 ? '; the rest is earned hire, released to the owners' : ''}`,
    });
    await enqueue(tx, 'payments.refund', { paymentId: p.id, chargeRef: charge.ref, amount, currency: p.currency, key });
    left -= amount;
  }
  return excess - left;
}

function windowWords(s: HireStatement): string {
  if (s.redelivery === 'within') return 'within the period the charter party allows';
  return `${durationText(s.outsideMinutes)} ${s.redelivery === 'early' ? 'before the earliest' : 'after the latest'} redelivery the charter party allows`;
}

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: message });

/** The redelivery certificate and the time it states, checked: the document first, as for every mark. */
async function checkCertificate(input: MarkInput, deliveredAt: Date, now: Date): Promise<{ file: CheckedFile; redeliveredAt: Date }> {
  const file = await checkEvidenceFile(input.file, redeliveryMessages.certificate);
  const fields = redeliveryInputSchema.safeParse({ redeliveredAt: input.fields['redeliveredAt'] });
  if (!fields.success) throw invalid('redeliveredAt', redeliveryMessages.time);
  const problem = redeliveryTimeProblem(fields.data.redeliveredAt, deliveredAt.toISOString(), now);
  if (problem) throw invalid('redeliveredAt', problem);
  return { file, redeliveredAt: new Date(fields.data.redeliveredAt) };
}

/**
 * The owner records the redelivery on the redelivery certificate (#25): the document, kept with the record for both
 * parties, and the time it states. Fairlead draws up the final hire statement from the sealed charter party
 * (common/payments/hire.ts): hire earned from the delivery to this moment less the hire paid into escrow. Hire
 * instalments not yet paid are no longer due (their hire, if their period had begun, is in the balance); a balance
 * the charterers owe becomes the final hire balance instalment, released when they confirm it; an excess is refunded
 * from the hire escrow holds, and what it cannot cover is owed by the owners. The file is stored inside the
 * transaction and removed if it then fails (its row goes with it).
 */
export async function recordRedelivery(deps: PaymentDeps, storage: BlobStorage, user: CurrentUser, dealId: string, input: MarkInput): Promise<void> {
  const stored: string[] = [];
  try {
    await deps.db.transaction((tx) => recordOnCertificate(tx, deps, storage, stored, user, dealId, input, deps.clock.now()));
  } catch (err) {
    for (const key of stored) await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** `stored` gets the file's key as soon as it is written, so the caller can remove it if the transaction fails. */
async function recordOnCertificate(
  tx: DbOrTx,
  deps: Pick<PaymentDeps, 'appUrl'>,
  storage: BlobStorage,
  stored: string[],
  user: CurrentUser,
  dealId: string,
  input: MarkInput,
  at: Date,
) {
  const fixed = await lockFixedDeal(tx, dealId, user, null);
  requireSide(fixed.party, 'owner', 'records the redelivery');
  const terms = await sealedTermsOf(tx, dealId);
  if (!terms) throw new AppError('conflict', redeliveryMessages.notSealed);
  if (terms.charterType !== 'time') throw new AppError('conflict', redeliveryMessages.notTime);
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'hire')))
    .orderBy(payments.seq)
    .for('update');
  const [recorded] = await tx.select({ id: hireRedeliveries.id }).from(hireRedeliveries).where(eq(hireRedeliveries.dealId, dealId));
  const delivered = await deliveredAtOf(tx, dealId);
  const refusal = redeliveryRefusal({
    deliveredAt: delivered?.toISOString() ?? null,
    recorded: !!recorded,
    hirePending: rows.some((p) => p.status === 'pending'),
  });
  if (refusal || !delivered) throw new AppError('conflict', refusal ?? redeliveryMessages.notDelivered);
  const { file, redeliveredAt: redelivered } = await checkCertificate(input, delivered, at);
  const certificateKey = `redelivery/${dealId}/${randomUUID()}`;
  const certificateSha256 = createHash('sha256').update(file.data).digest('hex');
  await storage.put(certificateKey, file.data);
  stored.push(certificateKey);

  const when = certificateTime(redelivered.toISOString());
  const payment = paymentTermsOf(terms);
  const currency = terms.currency;
  const statement = hireStatement({
    hirePerDay: terms.hirePerDay,
    deliveredAt: delivered.toISOString(),
    redeliveredAt: redelivered.toISOString(),
    periodDays: terms.periodDays,
    toleranceDays: terms.periodToleranceDays,
    payment,
    paid: rows.reduce((s, p) => s + paidIn(p), 0),
    items: [],
  });
  const actor: Actor = { user, role: 'owner' };
  // The owner records the redelivery; Fairlead cancels what is no longer owed.
  await cancelUnpaid(tx, fixed.deal, rows, actor, at, (p) =>
    delivered.getTime() + (p.seq - 1) * payment.hireAdvanceDays * DAY < redelivered.getTime()
      ? `Redelivered ${when}: the hire of this period to the redelivery is in the final hire statement`
      : `Redelivered ${when}: this period had not begun, its hire is not owed`,
  );

  let balancePaymentId: string | null = null;
  let refunded = 0;
  if (statement.balance > 0) {
    const [last] = await tx
      .select({ n: max(payments.seq) })
      .from(payments)
      .where(eq(payments.dealId, dealId));
    const [charter] = await tx.select({ id: charters.id }).from(charters).where(eq(charters.dealId, dealId));
    const [row] = await tx
      .insert(payments)
      .values({
        dealId,
        charterId: charter.id,
        seq: (last?.n ?? 0) + 1,
        kind: 'hire_balance',
        label: 'Final hire balance',
        amount: statement.balance,
        currency,
        dueOn: at.toISOString().slice(0, 10),
        releaseRule: 'completion',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await recordPaymentEvent(tx, fixed.deal, row, 'schedule', actor, at, { reason: `Final hire statement on redelivery ${when}` });
    balancePaymentId = row.id;
  } else if (statement.balance < 0) {
    refunded = await refundExcess(tx, fixed.deal, rows, -statement.balance, when, at);
  }
  const owedByOwner = statement.balance < 0 ? -statement.balance - refunded : 0;
  await tx.insert(hireRedeliveries).values({
    dealId,
    deliveredAt: delivered,
    redeliveredAt: redelivered,
    currency,
    hirePerDay: terms.hirePerDay,
    periodDays: terms.periodDays,
    toleranceDays: terms.periodToleranceDays,
    statement,
    refunded,
    owedByOwner,
    balancePaymentId,
    recordedBy: user.id,
    ip: user.ip ?? null,
    userAgent: user.userAgent?.slice(0, 500) ?? null,
    at,
    certificateName: cleanName(file.name, file.ext),
    certificateContentType: file.contentType,
    certificateSize: file.data.byteLength,
    certificateSha256,
    certificateKey,
  });

  const m = (n: number) => formatAmount(n, currency);
  const settled =
    statement.balance > 0
      ? `The charterers owe the balance of ${m(statement.balance)}: it is due now into escrow and released to the owners when the charterers confirm it.`
      : statement.balance < 0
        ? `The owners owe back ${m(-statement.balance)}: ${m(refunded)} is refunded to the charterers from the hire held in escrow${owedByOwner ? `; the other ${m(owedByOwner)} is beyond what escrow holds and is owed by the owners to the charterers` : ''}.`
        : 'The hire paid is the hire earned: nothing more is owed either way.';
  await tellParties(
    tx,
    deps.appUrl,
    fixed.deal,
    ['owner', 'charterer'],
    'Redelivered: final hire statement',
    `${fixed.owner} recorded the redelivery at ${when} on the redelivery certificate (SHA-256 ${certificateSha256.slice(0, 12)}…), ${windowWords(statement)}. Hire earned ${m(statement.net)} after commissions; hire paid ${m(statement.paid)}. ${settled}`,
    at,
  );
}
