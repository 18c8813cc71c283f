import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireAgreements, ledgerTransfers } from '../../db/schema';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { breakdown, hireFacts, illness, INSTALMENT, sealedTimeCharter } from '../../test/hire-input';
import { cards, payWithCard } from '../../test/payment-input';
import { balanceOf, checkLedger } from '../../lib/ledger';

// Agreeing the hire statement and settling it through escrow (#30, decision 036). By hand (hire.test.ts has the lines):
// with the breakdown accepted, owed to owners 53,316,875 and to charterers 36,889,584 before any payment; the one hire
// instalment paid into escrow (USD 144,375.00, hire-input.ts) adds 14,437,500 to the charterers' side:
// balance 53,316,875 − (36,889,584 + 14,437,500) = 1,989,791, owed to the owners.
const OWED = 53_316_875 - (36_889_584 + INSTALMENT);
// Redelivered with 480 t VLSFO and 95 t LSMGO instead: + 30 × 60,000 + 5 × 80,000 = 2,200,000 more to the charterers:
// 1,989,791 − 2,200,000 = −210,209, the charterers in credit.
const CREDIT = 2_200_000 - OWED;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (deal: string, rest = '') => `/api/deals/${deal}/hire${rest}`;
type Payment = { id: string; kind: string; amount: number; status: string; actions: string[] };

/** A time charter with the facts, the breakdown accepted, a disputed illness; its hire instalment paid if asked. */
async function statement(facts = hireFacts(), pay = true) {
  const { p, id, payments } = await sealedTimeCharter(t);
  expect((await p.owner.put(path(id, '/facts'), facts)).status).toBe(200);
  await p.charterer.post(path(id, '/off-hires'), breakdown());
  await p.charterer.post(path(id, '/off-hires'), illness());
  await p.owner.post(path(id, '/off-hires/1/answer'), { answer: 'accepted' });
  await p.owner.post(path(id, '/off-hires/2/answer'), { answer: 'disputed', comment: 'Crew were fit' });
  if (pay) await payWithCard(p.charterer, payments[0].id, cards.ok);
  return { ...p, deal: id };
}

const agreed = (balance: number) => ({ factsVersion: 1, offHiresVersion: 4, balance });
const scheduleOf = async (agent: Awaited<ReturnType<typeof statement>>['owner'], deal: string) =>
  (await agent.get(`/api/deals/${deal}/payments`)).json.payments as Payment[];
const transferCount = async () => (await t.db.select({ n: count() }).from(ledgerTransfers))[0].n;

async function expectBalancedLedger() {
  const check = await checkLedger(t.db);
  expect(check.currencies.length).toBeGreaterThan(0);
  for (const c of check.currencies) expect(c).toEqual({ currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
}

describe('agreeing and settling the hire statement', () => {
  it('counts the hire paid into escrow, and is not agreed while an instalment awaits payment', async () => {
    const { owner, deal } = await statement(hireFacts(), false);
    const view = (await owner.get(path(deal))).json.hire;
    expect([view.hireAwaitingPayment, view.actions.agree, view.payments]).toEqual([true, false, []]);
    const unpaid = await owner.post(path(deal, '/agreements'), agreed(OWED + INSTALMENT));
    expect([unpaid.status, unpaid.json.error.message]).toEqual([
      409,
      'Hire instalments are still awaiting payment: the statement is agreed once each is paid into escrow or no longer owed',
    ]);
  });

  it('refuses an agreement of a statement that changed since it was read', async () => {
    const { owner, deal } = await statement();
    const res = await owner.post(path(deal, '/agreements'), agreed(OWED + 1));
    expect([res.status, res.json.error.message]).toEqual([409, 'The statement changed since you read it: reload it and check it before you agree']);
  });

  it('makes a balance owed to the owners an instalment the charterer owes, once; the agreed statement is final', async () => {
    const { owner, charterer, deal } = await statement();
    const view = (await owner.get(path(deal))).json.hire;
    expect(view.payments).toEqual([expect.objectContaining({ amount: INSTALMENT })]);
    expect(view.statement.balance).toBe(OWED);
    expect((await owner.post(path(deal, '/agreements'), agreed(OWED))).json.hire.agreement).toMatchObject({ agreed: false, charterer: null });
    expect((await scheduleOf(charterer, deal)).map((x) => x.kind)).toEqual(['hire']);
    const both = await charterer.post(path(deal, '/agreements'), agreed(OWED));
    expect(both.json.hire.agreement.agreed).toBe(true);
    const balance = (await scheduleOf(charterer, deal)).filter((x) => x.kind === 'hire_balance');
    expect(balance).toHaveLength(1);
    expect(balance[0]).toMatchObject({ amount: OWED, status: 'scheduled' });
    // Agreeing again settles nothing more.
    expect((await owner.post(path(deal, '/agreements'), agreed(OWED))).status).toBe(200);
    expect((await charterer.post(path(deal, '/agreements'), agreed(OWED))).status).toBe(200);
    expect((await scheduleOf(owner, deal)).filter((x) => x.kind === 'hire_balance')).toHaveLength(1);
    // Final: no new facts, off-hire or answers; it reads as agreed even after the balance is paid.
    const facts = await owner.put(path(deal, '/facts'), hireFacts({ basedOn: 1 }));
    expect([facts.status, facts.json.error.message]).toEqual([409, 'Both parties have agreed this hire statement: it can no longer change']);
    expect((await charterer.post(path(deal, '/off-hires'), illness({ from: '2026-03-12T00:00:00Z', to: '2026-03-12T06:00:00Z' }))).status).toBe(409);
    expect((await owner.post(path(deal, '/off-hires/2/answer'), { answer: 'accepted' })).status).toBe(409);
    await payWithCard(charterer, balance[0].id, cards.ok);
    const after = (await owner.get(path(deal))).json.hire;
    expect([after.agreement.agreed, after.statement.balance, after.actions.agree]).toEqual([true, OWED, false]);
    expect(await refusalOf(t.db.delete(hireAgreements))).toEqual(appendOnly('hire_agreements', 'DELETE'));
    await expectBalancedLedger();
  });

  it('credits a balance owed to the charterers through the ledger, once, and the ledger balances', async () => {
    const redelivered = [
      { grade: 'VLSFO', tonnes: 480, pricePerTonne: 60_000 },
      { grade: 'LSMGO', tonnes: 95, pricePerTonne: 80_000 },
    ];
    const { owner, charterer, deal } = await statement(hireFacts({ bunkersOnRedelivery: redelivered }));
    expect((await owner.get(path(deal))).json.hire.statement.balance).toBe(-CREDIT);
    const before = await balanceOf(t.db, { kind: 'charterer', dealId: deal, currency: 'USD' });
    expect((await charterer.post(path(deal, '/agreements'), agreed(-CREDIT))).status).toBe(200);
    expect(await balanceOf(t.db, { kind: 'charterer', dealId: deal, currency: 'USD' })).toEqual(before);
    expect((await owner.post(path(deal, '/agreements'), agreed(-CREDIT))).json.hire.agreement.agreed).toBe(true);
    const transfers = await transferCount();
    expect((await owner.post(path(deal, '/agreements'), agreed(-CREDIT))).status).toBe(200);
    expect(await transferCount()).toBe(transfers);
    const credited = await balanceOf(t.db, { kind: 'charterer', dealId: deal, currency: 'USD' });
    expect(credited.posted - before.posted).toBe(CREDIT);
    expect((await scheduleOf(owner, deal)).map((x) => x.kind)).toEqual(['hire']);
    await expectBalancedLedger();
  });
});
