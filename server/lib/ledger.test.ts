import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../db/schema';
import { appendOnly, CHECK_VIOLATION, refusalOf } from '../test/db-refusal';
import { createTestApp, type TestApp } from '../test/harness';
import { accountId, balanceOf, checkLedger, resolvePending, transfer, type AccountRef } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = new Date('2027-03-01T12:00:00Z');
// Accounts without a deal, one currency per scenario, so the scenarios do not share balances.
const acct = (kind: AccountRef['kind'], currency: string): AccountRef => ({ kind, dealId: null, currency });

describe('the ledger', () => {
  it('derives balances from the transfers; all accounts of a currency sum to zero', async () => {
    const c = 'SEK';
    await transfer(t.db, { key: 'a1', debit: acct('charterer', c), credit: acct('escrow', c), amount: 90_000, currency: c, memo: 'hire paid', at });
    await transfer(t.db, {
      key: 'a2',
      debit: acct('escrow', c),
      credit: acct('owner_payable', c),
      amount: 60_000,
      currency: c,
      memo: 'hire released',
      at,
    });
    await transfer(t.db, { key: 'a3', debit: acct('escrow', c), credit: acct('refunds', c), amount: 10_000, currency: c, memo: 'part refunded', at });
    expect((await balanceOf(t.db, acct('escrow', c))).posted).toBe(20_000);
    expect((await balanceOf(t.db, acct('charterer', c))).posted).toBe(-90_000);
    expect((await balanceOf(t.db, acct('owner_payable', c))).posted).toBe(60_000);
    expect((await balanceOf(t.db, acct('refunds', c))).posted).toBe(10_000);
    const check = await checkLedger(t.db);
    expect(check.currencies.find((x) => x.currency === c)).toEqual({ currency: c, posted: 0, pending: 0, negativeGuarded: 0 });
  });

  it('writes one transfer per key, however often it is asked', async () => {
    const c = 'NOK';
    const first = await transfer(t.db, {
      key: 'once',
      debit: acct('charterer', c),
      credit: acct('escrow', c),
      amount: 500,
      currency: c,
      memo: 'x',
      at,
    });
    const again = await transfer(t.db, {
      key: 'once',
      debit: acct('charterer', c),
      credit: acct('escrow', c),
      amount: 500,
      currency: c,
      memo: 'x',
      at,
    });
    expect(again.id).toBe(first.id);
    expect((await balanceOf(t.db, acct('escrow', c))).posted).toBe(500);
  });

  it('never lets escrow pay out more than it holds: refused by the code and by the database', async () => {
    const c = 'DKK';
    await transfer(t.db, { key: 'd1', debit: acct('charterer', c), credit: acct('escrow', c), amount: 1_000, currency: c, memo: 'paid', at });
    await expect(
      transfer(t.db, { key: 'd2', debit: acct('escrow', c), credit: acct('owner_payable', c), amount: 1_001, currency: c, memo: 'too much', at }),
    ).rejects.toThrow(/cannot pay out/);
    // Bypassing the code: the trigger refuses the same overdraft written straight into the table.
    const escrow = await accountId(t.db, acct('escrow', c));
    const owner = await accountId(t.db, acct('owner_payable', c));
    expect(
      await refusalOf(
        t.db.insert(ledgerTransfers).values({
          key: 'd3',
          debitAccountId: escrow,
          creditAccountId: owner,
          amount: 1_001,
          currency: c,
          status: 'posted',
          memo: 'raw',
          createdAt: at,
        }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, message: `account ${escrow} holds 1000 and cannot pay out 1001` });
    expect((await balanceOf(t.db, acct('escrow', c))).posted).toBe(1_000);
  });

  it('holds money with a pending transfer, then posts or voids it exactly once', async () => {
    const c = 'CHF';
    const held = await transfer(t.db, {
      key: 'p1',
      debit: acct('charterer', c),
      credit: acct('escrow', c),
      amount: 7_000,
      currency: c,
      memo: 'charge started',
      at,
      pending: true,
    });
    expect(await balanceOf(t.db, acct('escrow', c))).toEqual({ posted: 0, pendingDebits: 0, pendingCredits: 7_000 });
    const posted = await resolvePending(t.db, held.id, 'posted', at);
    const twice = await resolvePending(t.db, held.id, 'voided', at);
    expect(twice.id).toBe(posted.id);
    expect(await balanceOf(t.db, acct('escrow', c))).toEqual({ posted: 7_000, pendingDebits: 0, pendingCredits: 0 });

    const second = await transfer(t.db, {
      key: 'p2',
      debit: acct('charterer', c),
      credit: acct('escrow', c),
      amount: 3_000,
      currency: c,
      memo: 'declined',
      at,
      pending: true,
    });
    await resolvePending(t.db, second.id, 'voided', at);
    expect(await balanceOf(t.db, acct('escrow', c))).toEqual({ posted: 7_000, pendingDebits: 0, pendingCredits: 0 });
    // A resolution that changes the amount is refused by the database.
    const third = await transfer(t.db, {
      key: 'p3',
      debit: acct('charterer', c),
      credit: acct('escrow', c),
      amount: 100,
      currency: c,
      memo: 'x',
      at,
      pending: true,
    });
    expect(
      await refusalOf(
        t.db.insert(ledgerTransfers).values({
          key: 'p3:bad',
          debitAccountId: third.debitAccountId,
          creditAccountId: third.creditAccountId,
          amount: 100_000,
          currency: c,
          status: 'posted',
          pendingId: third.id,
          memo: 'x',
          createdAt: at,
        }),
      ),
    ).toEqual({ code: CHECK_VIOLATION, message: 'a resolution must name a pending transfer and repeat its accounts and amount' });
  });

  it('is append-only: no transfer is changed or removed', async () => {
    const row = await transfer(t.db, {
      key: 'kept',
      debit: acct('charterer', 'HUF'),
      credit: acct('escrow', 'HUF'),
      amount: 1,
      currency: 'HUF',
      memo: 'kept',
      at,
    });
    expect(await refusalOf(t.db.update(ledgerTransfers).set({ amount: 1 }).where(eq(ledgerTransfers.id, row.id)))).toEqual(
      appendOnly('ledger_transfers', 'UPDATE'),
    );
    expect(await refusalOf(t.db.delete(ledgerTransfers).where(eq(ledgerTransfers.id, row.id)))).toEqual(appendOnly('ledger_transfers', 'DELETE'));
    expect(await refusalOf(t.db.execute(sql`truncate ledger_transfers cascade`))).toEqual(appendOnly('ledger_transfers', 'TRUNCATE'));
  });

  it('of two payouts racing for the same escrow, only what it holds goes out', async () => {
    const c = 'PLN';
    await transfer(t.db, { key: 'r0', debit: acct('charterer', c), credit: acct('escrow', c), amount: 1_000, currency: c, memo: 'paid', at });
    const payout = (key: string) =>
      t.db.transaction((tx) =>
        transfer(tx, { key, debit: acct('escrow', c), credit: acct('owner_payable', c), amount: 700, currency: c, memo: 'release', at }),
      );
    const results = await Promise.allSettled([payout('r1'), payout('r2'), payout('r3')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await balanceOf(t.db, acct('escrow', c))).posted).toBe(300);
  });
});
