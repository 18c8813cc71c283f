import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema';
import { balanceOf, checkLedger } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { alexandriaFacts, rotterdamFacts } from '../../test/laytime-input';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

// The agreed laytime sheet settled through escrow (#30, decision 035). The charter party (deal-input.ts): 50,000 t,
// 10,000 t/day loading, 8,000 t/day discharging, SHINC, demurrage USD 25,000 a day, despatch USD 12,500 a day; default
// terms. Its sealed schedule holds two instalments (freight on loading, the balance).
// By hand, demurrage: Rotterdam 11 h on demurrage (laytime runs out 01:00Z Sun 8 March, completion 12:00Z),
// 25,000 × 11 / 24 = USD 11,458.33; Alexandria completes the minute laytime runs out: nothing.
// By hand, despatch: Rotterdam completes 01:00Z Sun 8 March, the minute laytime runs out: nothing; Alexandria completes
// 02:00Z Thu 26 March, 24 h before laytime would run out (02:00Z Fri 27 March): 12,500 × 24 / 24 = USD 12,500.00.
const DEMURRAGE = 1_145_833;
const DESPATCH = 1_250_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payment = { id: string; kind: string; amount: number; status: string; actions: string[] };

/** A sealed voyage deal with both statements of facts recorded (version 1 each). */
async function recorded(load = rotterdamFacts(), discharge = alexandriaFacts()) {
  const { p, id } = await sealedDeal(t);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/load/facts`, load)).status).toBe(200);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/discharge/facts`, discharge)).status).toBe(200);
  return { ...p, deal: id };
}

const sheet = (demurrage: number, despatch: number) => ({ termsVersion: 0, facts: { load: 1, discharge: 1 }, demurrage, despatch });
const agreePath = (deal: string) => `/api/deals/${deal}/laytime/agreements`;
const scheduleOf = async (agent: Awaited<ReturnType<typeof recorded>>['owner'], deal: string) =>
  (await agent.get(`/api/deals/${deal}/payments`)).json.payments as Payment[];
const transferCount = async () => (await t.db.select({ n: count() }).from(ledgerTransfers))[0].n;

/** Every currency's posted balances add up to zero, nothing is held pending, and escrow is never below zero. */
async function expectBalancedLedger() {
  const check = await checkLedger(t.db);
  expect(check.currencies.length).toBeGreaterThan(0);
  for (const c of check.currencies) expect(c).toEqual({ currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
}

describe('settling the agreed laytime sheet', () => {
  it('puts nothing in the schedule on one party’s agreement', async () => {
    const { deal, ...p } = await recorded();
    expect((await p.owner.post(agreePath(deal), sheet(DEMURRAGE, 0))).status).toBe(200);
    const schedule = await scheduleOf(p.charterer, deal);
    expect(schedule.map((x) => x.kind)).toEqual(['freight', 'freight_balance']);
  });

  it('makes agreed demurrage an instalment the charterer owes into escrow, once, and the ledger balances', async () => {
    const { deal, ...p } = await recorded();
    expect((await p.owner.post(agreePath(deal), sheet(DEMURRAGE, 0))).status).toBe(200);
    const agreed = await p.charterer.post(agreePath(deal), sheet(DEMURRAGE, 0));
    expect(agreed.json.laytime.agreement.agreed).toBe(true);
    const demurrage = (await scheduleOf(p.charterer, deal)).filter((x) => x.kind === 'demurrage');
    expect(demurrage).toHaveLength(1);
    expect(demurrage[0]).toMatchObject({ amount: DEMURRAGE, status: 'scheduled' });
    expect(demurrage[0].actions).toContain('pay');
    // Agreeing again, by either party, settles nothing more.
    const before = await transferCount();
    expect((await p.owner.post(agreePath(deal), sheet(DEMURRAGE, 0))).status).toBe(200);
    expect((await p.charterer.post(agreePath(deal), sheet(DEMURRAGE, 0))).status).toBe(200);
    expect((await scheduleOf(p.owner, deal)).filter((x) => x.kind === 'demurrage')).toHaveLength(1);
    expect(await transferCount()).toBe(before);
    // The charterer pays it into escrow and confirms it: released to the owner, the ledger still balancing.
    await payWithCard(p.charterer, demurrage[0].id, cards.ok);
    const confirmed = await p.charterer.post(`/api/payments/${demurrage[0].id}/confirm`);
    expect(confirmed.json.payment.status).toBe('released');
    const payable = await balanceOf(t.db, { kind: 'owner_payable', dealId: deal, currency: 'USD' });
    expect(payable.posted).toBe(DEMURRAGE);
    await expectBalancedLedger();
  });

  it('credits agreed despatch to the charterer through the ledger, once, and the ledger balances', async () => {
    const { deal, ...p } = await recorded(
      rotterdamFacts({ completed: '2026-03-08T02:00:00+01:00' }),
      alexandriaFacts({ completed: '2026-03-26T04:00:00+02:00' }),
    );
    const before = await balanceOf(t.db, { kind: 'charterer', dealId: deal, currency: 'USD' });
    expect((await p.charterer.post(agreePath(deal), sheet(0, DESPATCH))).status).toBe(200);
    expect(await balanceOf(t.db, { kind: 'charterer', dealId: deal, currency: 'USD' })).toEqual(before);
    expect((await p.owner.post(agreePath(deal), sheet(0, DESPATCH))).status).toBe(200);
    expect((await p.owner.post(agreePath(deal), sheet(0, DESPATCH))).status).toBe(200);
    const charterer = await balanceOf(t.db, { kind: 'charterer', dealId: deal, currency: 'USD' });
    expect(charterer.posted - before.posted).toBe(DESPATCH);
    const owner = await balanceOf(t.db, { kind: 'owner_payable', dealId: deal, currency: 'USD' });
    expect(owner.posted).toBe(-DESPATCH);
    expect((await scheduleOf(p.owner, deal)).map((x) => x.kind)).toEqual(['freight', 'freight_balance']);
    await expectBalancedLedger();
  });
});
