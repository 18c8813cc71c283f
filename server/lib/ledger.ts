import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LedgerAccountKind } from '../../common/payments/ledger-kinds';
import type { DbOrTx } from '../db/client';
import { ledgerAccounts, ledgerTransfers } from '../db/schema';
import { AppError } from './errors';

/**
 * The double-entry ledger (accounts + transfers, as in TigerBeetle). Every movement of money is a transfer from a
 * debit account to a credit account, written in the transaction of the state change it belongs to. An account's
 * balance is credits minus debits over its transfers, so the sum over all accounts is zero by construction; nothing
 * is ever updated or deleted (migration 0027), and escrow cannot go below zero (checked here, enforced there).
 */

export type AccountRef = { kind: LedgerAccountKind; dealId: string | null; currency: string };
export type Transfer = typeof ledgerTransfers.$inferSelect;
export type Balance = { posted: number; pendingDebits: number; pendingCredits: number };

/** Rows of a raw query (both drivers answer `{ rows }`). */
const rowsOf = async <T>(tx: DbOrTx, query: SQL): Promise<T[]> => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** Kinds whose debits may never exceed their credits. */
const guardedKinds: readonly LedgerAccountKind[] = ['escrow'];

/** The account's id, opened on first use (a concurrent opener's row is taken, not duplicated). */
export async function accountId(tx: DbOrTx, ref: AccountRef): Promise<string> {
  const where = and(
    eq(ledgerAccounts.kind, ref.kind),
    ref.dealId ? eq(ledgerAccounts.dealId, ref.dealId) : isNull(ledgerAccounts.dealId),
    eq(ledgerAccounts.currency, ref.currency),
  );
  const [found] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found) return found.id;
  await tx
    .insert(ledgerAccounts)
    .values({ kind: ref.kind, dealId: ref.dealId, currency: ref.currency, mustNotGoNegative: guardedKinds.includes(ref.kind) })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  return row.id;
}

/** Locks the accounts in sorted id order, so two transfers touching the same pair can never deadlock. */
async function lockAccounts(tx: DbOrTx, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  await tx.execute(
    sql`select id from ledger_accounts where id in (${sql.join(
      sorted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for update`,
  );
}

export type NewTransfer = {
  key: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: number;
  currency: string;
  memo: string;
  paymentId?: string | null;
  at: Date;
  /** A pending transfer holds the amount until it is posted or voided. */
  pending?: boolean;
};

/** Writes a transfer once per key; the same key asked again returns the transfer already written. */
export async function transfer(tx: DbOrTx, t: NewTransfer): Promise<Transfer> {
  const [existing] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.key, t.key));
  if (existing) return existing;
  const debitId = await accountId(tx, t.debit);
  const creditId = await accountId(tx, t.credit);
  await lockAccounts(tx, [debitId, creditId]);
  if (guardedKinds.includes(t.debit.kind)) {
    const [balance] = Object.values(await balances(tx, [debitId]));
    if (balance.posted - balance.pendingDebits < t.amount) {
      throw new AppError('conflict', `Escrow holds ${balance.posted - balance.pendingDebits} and cannot pay out ${t.amount}`);
    }
  }
  const [row] = await tx
    .insert(ledgerTransfers)
    .values({
      key: t.key,
      debitAccountId: debitId,
      creditAccountId: creditId,
      amount: t.amount,
      currency: t.currency,
      status: t.pending ? 'pending' : 'posted',
      memo: t.memo,
      paymentId: t.paymentId ?? null,
      createdAt: t.at,
    })
    .returning();
  return row;
}

/** Posts or voids a pending transfer, once: a second resolution of the same transfer returns the first. */
export async function resolvePending(tx: DbOrTx, pendingId: string, outcome: 'posted' | 'voided', at: Date): Promise<Transfer> {
  const [done] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, pendingId));
  if (done) return done;
  const [p] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, pendingId));
  if (!p || p.status !== 'pending') throw new AppError('internal', 'Only a pending transfer can be posted or voided');
  await lockAccounts(tx, [p.debitAccountId, p.creditAccountId]);
  const [row] = await tx
    .insert(ledgerTransfers)
    .values({
      key: `${p.key}:${outcome}`,
      debitAccountId: p.debitAccountId,
      creditAccountId: p.creditAccountId,
      amount: p.amount,
      currency: p.currency,
      status: outcome,
      pendingId,
      memo: p.memo,
      paymentId: p.paymentId,
      createdAt: at,
    })
    .returning();
  return row;
}

/** Balances derived from the entries: posted credits minus posted debits, and what unresolved pending transfers hold. */
export async function balances(tx: DbOrTx, ids: string[]): Promise<Record<string, Balance>> {
  if (!ids.length) return {};
  const rows = await rowsOf<{ id: string; posted: string; pending_debits: string; pending_credits: string }>(
    tx,
    sql`
    select a.id,
      coalesce(sum(case when t.status = 'posted' and t.credit_account_id = a.id then t.amount
                        when t.status = 'posted' and t.debit_account_id = a.id then -t.amount else 0 end), 0) as posted,
      coalesce(sum(case when t.status = 'pending' and t.debit_account_id = a.id and r.id is null then t.amount else 0 end), 0) as pending_debits,
      coalesce(sum(case when t.status = 'pending' and t.credit_account_id = a.id and r.id is null then t.amount else 0 end), 0) as pending_credits
    from ledger_accounts a
    left join ledger_transfers t on t.debit_account_id = a.id or t.credit_account_id = a.id
    left join ledger_transfers r on r.pending_id = t.id
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    group by a.id`,
  );
  return Object.fromEntries(
    rows.map((r) => [r.id, { posted: Number(r.posted), pendingDebits: Number(r.pending_debits), pendingCredits: Number(r.pending_credits) }]),
  );
}

/** The balance of one named account (zero if it was never opened). */
export async function balanceOf(tx: DbOrTx, ref: AccountRef): Promise<Balance> {
  const where = and(
    eq(ledgerAccounts.kind, ref.kind),
    ref.dealId ? eq(ledgerAccounts.dealId, ref.dealId) : isNull(ledgerAccounts.dealId),
    eq(ledgerAccounts.currency, ref.currency),
  );
  const [a] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!a) return { posted: 0, pendingDebits: 0, pendingCredits: 0 };
  return (await balances(tx, [a.id]))[a.id];
}

export type LedgerCheck = { transfers: number; currencies: { currency: string; posted: number; pending: number; negativeGuarded: number }[] };

/**
 * The whole ledger checked at once: per currency, the posted balances of all accounts add up to zero (and so do the
 * amounts pending transfers hold), and no guarded account (escrow) is below zero. Each transfer is read twice, once
 * per leg; nothing is taken from stored totals.
 */
export async function checkLedger(tx: DbOrTx): Promise<LedgerCheck> {
  const [{ n }] = await rowsOf<{ n: string }>(tx, sql`select count(*) as n from ledger_transfers`);
  const rows = await rowsOf<{ currency: string; posted: string; pending: string; negative: string }>(
    tx,
    sql`
    with legs as (
      select id, credit_account_id as account_id, amount, status from ledger_transfers
      union all
      select id, debit_account_id, -amount, status from ledger_transfers
    ), per_account as (
      select l.account_id,
        coalesce(sum(l.amount) filter (where l.status = 'posted'), 0) as posted,
        coalesce(sum(l.amount) filter (where l.status = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = l.id)), 0) as pending
      from legs l group by l.account_id
    )
    select a.currency, sum(p.posted) as posted, sum(p.pending) as pending,
      count(*) filter (where a.must_not_go_negative and p.posted < 0) as negative
    from per_account p join ledger_accounts a on a.id = p.account_id
    group by a.currency order by a.currency`,
  );
  return {
    transfers: Number(n),
    currencies: rows.map((r) => ({
      currency: r.currency,
      posted: Number(r.posted),
      pending: Number(r.pending),
      negativeGuarded: Number(r.negative),
    })),
  };
}

/** The transfers of one payment or deal's accounts, oldest first: the admin's ledger view. */
export async function transfersOfAccounts(tx: DbOrTx, accountIds: string[]) {
  if (!accountIds.length) return [];
  return tx
    .select()
    .from(ledgerTransfers)
    .where(
      sql`${ledgerTransfers.debitAccountId} in (${sql.join(
        accountIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) or ${ledgerTransfers.creditAccountId} in (${sql.join(
        accountIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(ledgerTransfers.createdAt, ledgerTransfers.id);
}

export const dealAccountIds = (tx: DbOrTx, dealId: string) =>
  tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.dealId, [dealId]));
