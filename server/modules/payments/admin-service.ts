import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ledger } from '../../../common/payments/schemas';
import type { z } from 'zod';
import { paymentStates, type PaymentState } from '../../../common/payments/payment-process';
import type { adminListSchema, paymentListSorts } from '../../../common/admin/lists';
import type { Database } from '../../db/client';
import { charters, deals, ledgerAccounts, ledgerTransfers, payments, profiles, vessels } from '../../db/schema';
import { balances } from '../../lib/ledger';
import { notFound } from '../../lib/errors';
import { adminActionsFor, chargeFactsOf } from './actions';
import { cappedCount, idOrStatusMatch, ordered, pageOffset } from '../../lib/sql';

/** Matches no account (an IN list may not be empty). */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

type ListOptions = z.output<ReturnType<typeof adminListSchema<typeof paymentListSorts>>>;

// The payee of a release, named in the back office's confirmation (#25).
const ownerProfiles = alias(profiles, 'owner_profile');

const columns = {
  id: payments.id,
  charterId: payments.charterId,
  dealId: payments.dealId,
  label: payments.label,
  providerIntentId: payments.providerIntentId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  dueOn: payments.dueOn,
  holdReason: payments.holdReason,
  vesselName: vessels.name,
  chartererCompany: profiles.companyName,
  ownerCompany: ownerProfiles.companyName,
  createdAt: payments.createdAt,
};
const sortColumns = { createdAt: payments.createdAt, amount: payments.amount, status: payments.status };

const base = (db: Database) =>
  db
    .select(columns)
    .from(payments)
    .leftJoin(charters, eq(charters.id, payments.charterId))
    .leftJoin(vessels, eq(vessels.id, charters.vesselId))
    .leftJoin(profiles, eq(profiles.id, charters.chartererId))
    .leftJoin(ownerProfiles, eq(ownerProfiles.id, charters.ownerId));

/** The rows as the back office reads them, each with what the admin may do to it now (actions.ts). */
async function serialize<T extends { id: string; status: PaymentState; createdAt: Date }>(db: Database, rows: T[]) {
  const facts = await chargeFactsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), actions: adminActionsFor(row.status, facts.get(row.id)!) }));
}

/** q is a case-insensitive contains match on the charter id or the status. */
export async function adminListPayments(db: Database, o: ListOptions) {
  const where = idOrStatusMatch(o.q, payments.charterId, payments.status, paymentStates);
  const [items, { total, capped }] = await Promise.all([
    base(db).where(where).orderBy(ordered(sortColumns[o.sort], o.dir), ordered(payments.id, o.dir)).limit(o.pageSize).offset(pageOffset(o)),
    cappedCount(db, sql`${payments}`, where),
  ]);
  return { items: await serialize(db, items), total, capped, page: o.page, pageSize: o.pageSize };
}

export async function adminGetPayment(db: Database, id: string) {
  const [row] = await base(db).where(eq(payments.id, id));
  if (!row) throw notFound('Payment not found');
  return (await serialize(db, [row]))[0];
}

/** A deal's ledger for the back office: its accounts with balances derived from the entries, and every transfer. */
export async function adminDealLedger(db: Database, dealId: string): Promise<Ledger> {
  const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId));
  if (!deal) throw notFound('Deal not found');
  const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.dealId, dealId)).orderBy(ledgerAccounts.kind);
  const sums = await balances(
    db,
    accounts.map((a) => a.id),
  );
  const paymentIds = db.select({ id: payments.id }).from(payments).where(eq(payments.dealId, dealId));
  const kindOf = alias(ledgerAccounts, 'debit_account');
  const creditOf = alias(ledgerAccounts, 'credit_account');
  const transfers = await db
    .select({
      id: ledgerTransfers.id,
      debit: kindOf.kind,
      credit: creditOf.kind,
      amount: ledgerTransfers.amount,
      currency: ledgerTransfers.currency,
      status: ledgerTransfers.status,
      pendingId: ledgerTransfers.pendingId,
      memo: ledgerTransfers.memo,
      paymentId: ledgerTransfers.paymentId,
      at: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .innerJoin(kindOf, eq(kindOf.id, ledgerTransfers.debitAccountId))
    .innerJoin(creditOf, eq(creditOf.id, ledgerTransfers.creditAccountId))
    .where(
      or(
        inArray(ledgerTransfers.paymentId, paymentIds),
        inArray(ledgerTransfers.debitAccountId, accounts.length ? accounts.map((a) => a.id) : [NO_ACCOUNT]),
      ),
    )
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
  return {
    accounts: accounts.map((a) => ({
      id: a.id,
      kind: a.kind,
      currency: a.currency,
      posted: sums[a.id].posted,
      pending: sums[a.id].pendingCredits - sums[a.id].pendingDebits,
    })),
    transfers: transfers.map((t) => ({ ...t, at: t.at.toISOString() })),
  };
}
