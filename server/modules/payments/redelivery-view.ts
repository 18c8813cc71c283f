import { and, desc, eq } from 'drizzle-orm';
import { redeliveryWindow } from '../../../common/payments/hire';
import { paymentTermsOf } from '../../../common/payments/payment-terms';
import { redeliveryRefusal, type HireStatementView, type RedeliveryView } from '../../../common/payments/redelivery';
import { fillPath } from '../../../common/api/endpoint';
import { redeliveryApi } from '../../../common/payments/redelivery-api';
import type { DbOrTx } from '../../db/client';
import { hireRedeliveries, paymentEvidence, payments, users } from '../../db/schema';
import type { CurrentUser } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { BlobStorage } from '../../lib/storage';
import { dealForParty } from '../../auth/record-access';
import { sealedTermsOf } from '../contracts/sealed';
import type { PaymentRow } from './access';

/** The time the delivery certificate states, once the owner marked the ship delivered on it (release.ts, markDone). */
export async function deliveredAtOf(db: DbOrTx, dealId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: paymentEvidence.statedAt })
    .from(paymentEvidence)
    .innerJoin(payments, eq(payments.id, paymentEvidence.paymentId))
    .where(
      and(
        eq(payments.dealId, dealId),
        eq(payments.kind, 'hire'),
        eq(payments.releaseRule, 'delivery'),
        eq(paymentEvidence.document, 'delivery_certificate'),
      ),
    )
    .orderBy(desc(paymentEvidence.at))
    .limit(1);
  return row?.at ?? null;
}

type RedeliveryRow = typeof hireRedeliveries.$inferSelect;

export function statementView(
  r: RedeliveryRow,
  recordedBy: string | null,
  terms: { addressCommissionBp: number; brokerageBp: number; brokerageDeducted: boolean },
): HireStatementView {
  const s = r.statement;
  return {
    deliveredAt: r.deliveredAt.toISOString(),
    redeliveredAt: r.redeliveredAt.toISOString(),
    currency: r.currency,
    hirePerDay: r.hirePerDay,
    periodDays: r.periodDays,
    toleranceDays: r.toleranceDays,
    ...terms,
    minutesOnHire: s.minutesOnHire,
    gross: s.gross,
    adcom: s.adcom,
    brokerage: s.brokerage,
    net: s.net,
    paid: s.paid,
    balance: s.balance,
    redelivery: s.redelivery,
    outsideMinutes: s.outsideMinutes,
    refunded: r.refunded,
    owedByOwner: r.owedByOwner,
    balancePaymentId: r.balancePaymentId,
    recordedBy,
    at: r.at.toISOString(),
    certificate: r.certificateKey
      ? {
          name: r.certificateName!,
          contentType: r.certificateContentType!,
          size: r.certificateSize!,
          sha256: r.certificateSha256!,
          url: fillPath(redeliveryApi.certificate.path, { id: r.dealId }),
        }
      : null,
  };
}

/** The redelivery certificate's file, for the deal's parties and admins (404 for anyone else, as for the deal). */
export async function readRedeliveryCertificate(deps: { db: DbOrTx; storage: BlobStorage }, user: CurrentUser, dealId: string) {
  const missing = () => notFound('Redelivery certificate not found');
  await dealForParty(deps.db, dealId, user).catch(() => {
    throw missing();
  });
  const [row] = await deps.db.select().from(hireRedeliveries).where(eq(hireRedeliveries.dealId, dealId));
  if (!row?.certificateKey) throw missing();
  const data = await deps.storage.get(row.certificateKey);
  if (!data) throw missing();
  return { data, name: row.certificateName!, contentType: row.certificateContentType! };
}

/** A time charter's delivery, whether the owner may record the redelivery now, and its final hire statement. */
export async function redeliveryView(db: DbOrTx, dealId: string, rows: PaymentRow[]): Promise<RedeliveryView> {
  if (!rows.length) return null;
  const terms = await sealedTermsOf(db, dealId);
  if (!terms || terms.charterType !== 'time') return null;
  const deliveredAt = await deliveredAtOf(db, dealId);
  const [recorded] = await db
    .select({ r: hireRedeliveries, by: users.name })
    .from(hireRedeliveries)
    .leftJoin(users, eq(users.id, hireRedeliveries.recordedBy))
    .where(eq(hireRedeliveries.dealId, dealId));
  const payment = paymentTermsOf(terms);
  return {
    deliveredAt: deliveredAt?.toISOString() ?? null,
    window: deliveredAt ? redeliveryWindow(deliveredAt.toISOString(), terms.periodDays, terms.periodToleranceDays) : null,
    refusal: redeliveryRefusal({
      deliveredAt: deliveredAt?.toISOString() ?? null,
      recorded: !!recorded,
      hirePending: rows.some((p) => p.kind === 'hire' && p.status === 'pending'),
    }),
    statement: recorded
      ? statementView(recorded.r, recorded.by, {
          addressCommissionBp: payment.addressCommissionBp,
          brokerageBp: payment.brokerageBp,
          brokerageDeducted: payment.brokerageDeducted,
        })
      : null,
  };
}
