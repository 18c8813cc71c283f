import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { exportsApi } from '../../../common/exports/api';
import { paymentStates } from '../../../common/payments/payment-process';
import type { Database } from '../../db/client';
import { auditLog, charters, ledgerAccounts, ledgerTransfers, payments, profiles, users, vessels } from '../../db/schema';
import { csvFileName, csvResponse, EXPORT_BATCH, keysetBatches, type Cell } from '../../lib/csv-export';
import { containsPattern, idOrStatusMatch, ordered } from '../../lib/sql';

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The cursor keeps the timestamp as PostgreSQL's own text: a JS Date would round microseconds off and skip rows. */
const stamp = (column: AnyColumn) => sql<string>`${column}::text`;

export function exportAudit(db: Database, now: Date) {
  const page = (after: { at: string; id: number } | undefined) =>
    db
      .select({
        at: stamp(auditLog.createdAt),
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorEmail: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        ip: auditLog.ip,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(after ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::bigint)` : undefined)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
  return csvResponse<Row>({
    fileName: csvFileName('audit', now),
    batches: keysetBatches(page),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'created_at', value: (r) => r.createdAt },
      { header: 'actor_email', value: (r) => r.actorEmail },
      { header: 'action', value: (r) => r.action },
      { header: 'entity', value: (r) => r.entity },
      { header: 'entity_id', value: (r) => r.entityId },
      { header: 'ip', value: (r) => r.ip },
      { header: 'before', value: (r) => json(r.before) },
      { header: 'after', value: (r) => json(r.after) },
    ],
  });
}

const debitAccount = alias(ledgerAccounts, 'debit_account');
const creditAccount = alias(ledgerAccounts, 'credit_account');

/**
 * Every transfer, oldest first, then one total row per currency: the sum of the amounts, and credits minus debits
 * over every account (each transfer counted once on each side), which a sound double-entry ledger has at zero.
 */
export function exportLedger(db: Database, q: z.output<NonNullable<typeof exportsApi.adminLedger.query>>, now: Date) {
  const currency = q.currency ? eq(ledgerTransfers.currency, q.currency) : undefined;
  const page = (after: { at: string; id: string } | undefined) =>
    db
      .select({
        at: stamp(ledgerTransfers.createdAt),
        id: ledgerTransfers.id,
        createdAt: ledgerTransfers.createdAt,
        status: ledgerTransfers.status,
        currency: ledgerTransfers.currency,
        amount: ledgerTransfers.amount,
        debit: sql<string>`${debitAccount.kind} || coalesce(':' || ${debitAccount.dealId}::text, '')`,
        credit: sql<string>`${creditAccount.kind} || coalesce(':' || ${creditAccount.dealId}::text, '')`,
        pendingId: ledgerTransfers.pendingId,
        paymentId: ledgerTransfers.paymentId,
        memo: ledgerTransfers.memo,
      })
      .from(ledgerTransfers)
      .innerJoin(debitAccount, eq(debitAccount.id, ledgerTransfers.debitAccountId))
      .innerJoin(creditAccount, eq(creditAccount.id, ledgerTransfers.creditAccountId))
      .where(
        and(currency, after ? sql`(${ledgerTransfers.createdAt}, ${ledgerTransfers.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined),
      )
      .orderBy(ledgerTransfers.createdAt, ledgerTransfers.id)
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  const trailer = async (): Promise<Cell[][]> => {
    const totals = await rowsOf<{ currency: string; n: string; total: string; net: string }>(
      db,
      sql`
      with legs as (
        select currency, amount, amount as signed from ledger_transfers ${q.currency ? sql`where currency = ${q.currency}` : sql``}
        union all
        select currency, 0, -amount from ledger_transfers ${q.currency ? sql`where currency = ${q.currency}` : sql``}
      )
      select currency, count(*) filter (where amount > 0) as n, sum(amount) as total, sum(signed) as net
      from legs group by currency order by currency`,
    );
    return totals.map((t) => ['total', '', '', t.currency, t.total, `credits minus debits: ${t.net}`, '', '', '', `${t.n} transfers`]);
  };
  return csvResponse<Row>({
    fileName: csvFileName('ledger', now),
    batches: keysetBatches(page),
    trailer,
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'created_at', value: (r) => r.createdAt },
      { header: 'status', value: (r) => r.status },
      { header: 'currency', value: (r) => r.currency },
      { header: 'amount_minor', value: (r) => r.amount },
      { header: 'debit_account', value: (r) => r.debit },
      { header: 'credit_account', value: (r) => r.credit },
      { header: 'pending_id', value: (r) => r.pendingId },
      { header: 'payment_id', value: (r) => r.paymentId },
      { header: 'memo', value: (r) => r.memo },
    ],
  });
}

const ownerProfiles = alias(profiles, 'owner_profile');
const paymentSorts = { createdAt: 'timestamptz', amount: 'bigint', status: 'text' } as const;

/** The payments table's rows, with its search (charter id or status) and sort, page after page. */
export function exportPayments(db: Database, q: z.output<NonNullable<typeof exportsApi.adminPayments.query>>, now: Date) {
  const sortColumn = { createdAt: payments.createdAt, amount: payments.amount, status: payments.status }[q.sort];
  const where = idOrStatusMatch(q.q, payments.charterId, payments.status, paymentStates);
  const cmp = q.dir === 'asc' ? sql`>` : sql`<`;
  const page = (after: { key: string; id: string } | undefined) =>
    db
      .select({
        key: sql<string>`${sortColumn}::text`,
        id: payments.id,
        createdAt: payments.createdAt,
        charterId: payments.charterId,
        dealId: payments.dealId,
        label: payments.label,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        dueOn: payments.dueOn,
        vesselName: vessels.name,
        chartererCompany: profiles.companyName,
        ownerCompany: ownerProfiles.companyName,
      })
      .from(payments)
      .leftJoin(charters, eq(charters.id, payments.charterId))
      .leftJoin(vessels, eq(vessels.id, charters.vesselId))
      .leftJoin(profiles, eq(profiles.id, charters.chartererId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.id, charters.ownerId))
      .where(
        and(
          where,
          after ? sql`(${sortColumn}, ${payments.id}) ${cmp} (${after.key}::${sql.raw(paymentSorts[q.sort])}, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(ordered(sortColumn, q.dir), ordered(payments.id, q.dir))
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  return csvResponse<Row>({
    fileName: csvFileName('payments', now),
    batches: keysetBatches(page),
    columns: paymentColumns<Row>(),
  });
}

type PaymentLike = {
  id: string;
  createdAt: Date;
  dealId: string;
  label: string;
  amount: number;
  currency: string;
  status: string;
  dueOn: string;
  vesselName: string | null;
  chartererCompany: string | null;
  ownerCompany: string | null;
};
export const paymentColumns = <R extends PaymentLike>(): { header: string; value: (r: R) => Cell }[] => [
  { header: 'id', value: (r) => r.id },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'deal_id', value: (r) => r.dealId },
  { header: 'label', value: (r) => r.label },
  { header: 'amount_minor', value: (r) => r.amount },
  { header: 'currency', value: (r) => r.currency },
  { header: 'status', value: (r) => r.status },
  { header: 'due_on', value: (r) => r.dueOn },
  { header: 'vessel', value: (r) => r.vesselName },
  { header: 'charterer', value: (r) => r.chartererCompany },
  { header: 'owner', value: (r) => r.ownerCompany },
];

/** The users table with its search (company name or role, contains), newest first as the table shows them. */
export function exportUsers(db: Database, q: z.output<NonNullable<typeof exportsApi.adminUsers.query>>, now: Date) {
  const where = q.q ? or(ilike(profiles.companyName, containsPattern(q.q)), ilike(profiles.role, containsPattern(q.q))) : undefined;
  const page = (after: { at: string; id: string } | undefined) =>
    db
      .select({
        at: stamp(profiles.createdAt),
        id: profiles.id,
        email: users.email,
        name: users.name,
        company: profiles.companyName,
        role: profiles.role,
        verified: profiles.verified,
        emailConfirmed: users.emailVerified,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(where, after ? sql`(${profiles.createdAt}, ${profiles.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(EXPORT_BATCH);
  type Row = Awaited<ReturnType<typeof page>>[number];
  return csvResponse<Row>({
    fileName: csvFileName('users', now),
    batches: keysetBatches(page),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'email', value: (r) => r.email },
      { header: 'name', value: (r) => r.name },
      { header: 'company', value: (r) => r.company },
      { header: 'role', value: (r) => r.role },
      { header: 'company_verified', value: (r) => r.verified },
      { header: 'email_confirmed', value: (r) => r.emailConfirmed },
      { header: 'created_at', value: (r) => r.createdAt },
    ],
  });
}
