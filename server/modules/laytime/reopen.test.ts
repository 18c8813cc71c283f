import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reopenMessages } from '../../../common/laytime/sheet-api';
import { laytimeReopenings } from '../../db/schema';
import { balanceOf, checkLedger } from '../../lib/ledger';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { alexandriaFacts, rotterdamFacts } from '../../test/laytime-input';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

// Reopening an agreed laytime sheet (#30, decision 038). The charter party (deal-input.ts): 50,000 t at 10,000 t/day
// at Rotterdam, SHINC, demurrage USD 25,000 a day; default terms. By hand, laytime at Rotterdam runs out 01:00Z Sun 8
// March (agreement.test.ts); Alexandria uses its laytime to the minute.
// Round 1: completion 13:00 local (12:00Z), 11 h on demurrage: 25,000 × 11 / 24 = USD 11,458.33.
// Corrected to 10:00 local (09:00Z): 8 h, 25,000 × 8 / 24 = USD 8,333.33 (833,333.33 cents, rounded).
// Corrected to 16:00 local (15:00Z): 14 h, 25,000 × 14 / 24 = USD 14,583.33 (1,458,333.33 cents, rounded).
// The differences from round 1: 25,000 × 3 / 24 = USD 3,125.00 either way.
const ELEVEN_HOURS = 1_145_833;
const EIGHT_HOURS = 833_333;
const FOURTEEN_HOURS = 1_458_333;
const THREE_HOURS = 312_500;
const AGREED = 'Both parties have agreed this laytime sheet: its terms and statements of facts can no longer change';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payment = { id: string; kind: string; amount: number; status: string };
const sheet = (load: number, demurrage: number) => ({ termsVersion: 0, facts: { load, discharge: 1 }, demurrage, despatch: 0 });
const paths = (deal: string) => ({
  agree: `/api/deals/${deal}/laytime/agreements`,
  reopening: `/api/deals/${deal}/laytime/reopening`,
  accept: `/api/deals/${deal}/laytime/reopening/acceptance`,
  withdraw: `/api/deals/${deal}/laytime/reopening/withdrawal`,
  loadFacts: `/api/deals/${deal}/laytime/calls/load/facts`,
});

/** A sealed voyage deal whose sheet both parties agreed in round 1: USD 11,458.33 demurrage in the schedule. */
async function agreed() {
  const { p, id } = await sealedDeal(t);
  const at = paths(id);
  expect((await p.owner.put(at.loadFacts, rotterdamFacts())).status).toBe(200);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/discharge/facts`, alexandriaFacts())).status).toBe(200);
  expect((await p.owner.post(at.agree, sheet(1, ELEVEN_HOURS))).status).toBe(200);
  expect((await p.charterer.post(at.agree, sheet(1, ELEVEN_HOURS))).json.laytime.agreement.agreed).toBe(true);
  return { ...p, deal: id, at };
}

const demurrageOf = async (who: Awaited<ReturnType<typeof agreed>>['owner'], deal: string) =>
  ((await who.get(`/api/deals/${deal}/payments`)).json.payments as Payment[])
    .filter((x) => x.kind === 'demurrage')
    .map((x) => ({ amount: x.amount, status: x.status, id: x.id }));

async function expectBalancedLedger() {
  const check = await checkLedger(t.db);
  for (const c of check.currencies) expect(c).toEqual({ currency: c.currency, posted: 0, pending: 0, negativeGuarded: 0 });
}

/** Both parties reopen the sheet: the owner proposes, the charterer accepts. */
async function reopen(p: Awaited<ReturnType<typeof agreed>>) {
  expect((await p.owner.post(p.at.reopening, { reason: 'The terminal log shows completion at another time' })).status).toBe(200);
  const accepted = await p.charterer.post(p.at.accept);
  expect(accepted.status).toBe(200);
  expect(accepted.json.reopening.round).toBe(2);
}

describe('reopening an agreed laytime sheet', () => {
  it('needs both parties: one party’s proposal alone leaves the sheet agreed and unchangeable', async () => {
    const p = await agreed();
    const proposed = await p.owner.post(p.at.reopening, { reason: 'Completion was logged at 10:00, not 13:00' });
    expect(proposed.status).toBe(200);
    // The charterers are told, with the reason.
    const told = await p.charterer.get('/api/notifications');
    expect(told.json.items[0]).toMatchObject({
      title: 'Reopening of the laytime sheet proposed',
      message: 'Aegean Spirit: The owners propose to reopen the agreed laytime sheet: “Completion was logged at 10:00, not 13:00”',
    });
    expect(proposed.json.reopening).toMatchObject({
      round: 1,
      proposal: { party: 'owner', name: 'Test owner', reason: 'Completion was logged at 10:00, not 13:00' },
      actions: { propose: false, accept: false, withdraw: true },
    });
    const refused = await p.owner.put(p.at.loadFacts, rotterdamFacts({ basedOn: 1, completed: '2026-03-08T10:00:00+01:00' }));
    expect([refused.status, refused.json.error.message]).toEqual([409, AGREED]);
    expect((await p.charterer.get(`/api/deals/${p.deal}/laytime`)).json.laytime.agreement.agreed).toBe(true);
    // The proposer cannot accept their own proposal, nor propose a second one.
    expect((await p.owner.post(p.at.accept)).status).toBe(403);
    expect((await p.owner.post(p.at.reopening, { reason: 'again' })).status).toBe(409);
    expect((await p.charterer.get(p.at.reopening)).json.reopening.actions).toEqual({ propose: false, accept: true, withdraw: false });
    // The other party accepts: the sheet reopens for round 2; the owner may correct the facts.
    expect((await p.charterer.post(p.at.accept)).json.reopening).toMatchObject({ round: 2, proposal: null });
    const view = (await p.owner.get(`/api/deals/${p.deal}/laytime`)).json.laytime;
    expect(view.agreement).toEqual({ owner: null, charterer: null, agreed: false });
    expect(view.actions).toMatchObject({ recordFacts: true, editTerms: true, agree: true });
    expect((await p.owner.put(p.at.loadFacts, rotterdamFacts({ basedOn: 1, completed: '2026-03-08T10:00:00+01:00' }))).status).toBe(200);
  });

  it('lets the proposer withdraw, and refuses a proposal on a sheet not agreed', async () => {
    const p = await agreed();
    expect((await p.charterer.post(p.at.reopening, { reason: 'Rain on Thursday is missing' })).status).toBe(200);
    expect((await p.owner.post(p.at.withdraw)).status).toBe(403);
    expect((await p.charterer.post(p.at.withdraw)).json.reopening).toMatchObject({ round: 1, proposal: null });
    const late = await p.owner.post(p.at.accept);
    expect([late.status, late.json.error.message]).toEqual([409, 'Nobody has proposed to reopen this sheet']);
    expect((await p.owner.post(p.at.reopening, { reason: '   ' })).status).toBe(400);
    const other = await sealedDeal(t);
    const early = await other.p.owner.post(`/api/deals/${other.id}/laytime/reopening`, { reason: 'Too early' });
    expect(early.status).toBe(409);
  });

  it('replaces an unpaid demurrage instalment when the sheet is agreed again for less', async () => {
    const p = await agreed();
    await reopen(p);
    expect((await p.owner.put(p.at.loadFacts, rotterdamFacts({ basedOn: 1, completed: '2026-03-08T10:00:00+01:00' }))).status).toBe(200);
    // One party's agreement in round 2 settles nothing.
    expect((await p.owner.post(p.at.agree, sheet(2, EIGHT_HOURS))).json.laytime.agreement.agreed).toBe(false);
    expect(await demurrageOf(p.owner, p.deal)).toMatchObject([{ amount: ELEVEN_HOURS, status: 'scheduled' }]);
    expect((await p.charterer.post(p.at.agree, sheet(2, EIGHT_HOURS))).json.laytime.agreement.agreed).toBe(true);
    expect(await demurrageOf(p.owner, p.deal)).toMatchObject([
      { amount: ELEVEN_HOURS, status: 'cancelled' },
      { amount: EIGHT_HOURS, status: 'scheduled' },
    ]);
    await expectBalancedLedger();
  });

  it('credits the charterer only the difference when paid demurrage is agreed again for less', async () => {
    const p = await agreed();
    const [first] = await demurrageOf(p.charterer, p.deal);
    await payWithCard(p.charterer, first.id, cards.ok);
    // Held in escrow: the settlement cannot be adjusted until it lands.
    const held = await p.owner.post(p.at.reopening, { reason: 'Completion was logged at 10:00' });
    expect([held.status, held.json.error.message]).toEqual([409, reopenMessages.moneyMoving]);
    expect((await p.charterer.post(`/api/payments/${first.id}/confirm`)).json.payment.status).toBe('released');
    await reopen(p);
    expect((await p.owner.put(p.at.loadFacts, rotterdamFacts({ basedOn: 1, completed: '2026-03-08T10:00:00+01:00' }))).status).toBe(200);
    const before = await balanceOf(t.db, { kind: 'charterer', dealId: p.deal, currency: 'USD' });
    expect((await p.owner.post(p.at.agree, sheet(2, EIGHT_HOURS))).status).toBe(200);
    expect((await p.charterer.post(p.at.agree, sheet(2, EIGHT_HOURS))).json.laytime.agreement.agreed).toBe(true);
    const after = await balanceOf(t.db, { kind: 'charterer', dealId: p.deal, currency: 'USD' });
    expect(after.posted - before.posted).toBe(THREE_HOURS);
    const owner = await balanceOf(t.db, { kind: 'owner_payable', dealId: p.deal, currency: 'USD' });
    expect(owner.posted).toBe(ELEVEN_HOURS - THREE_HOURS);
    expect(owner.posted).toBe(EIGHT_HOURS);
    expect(await demurrageOf(p.owner, p.deal)).toMatchObject([{ amount: ELEVEN_HOURS, status: 'released' }]);
    await expectBalancedLedger();
  });

  it('puts only the difference in the schedule when paid demurrage is agreed again for more, and nothing for the same', async () => {
    const p = await agreed();
    const [first] = await demurrageOf(p.charterer, p.deal);
    await payWithCard(p.charterer, first.id, cards.ok);
    expect((await p.charterer.post(`/api/payments/${first.id}/confirm`)).json.payment.status).toBe('released');
    await reopen(p);
    // Round 2 agrees the very same versions again: nothing moves.
    expect((await p.owner.post(p.at.agree, sheet(1, ELEVEN_HOURS))).status).toBe(200);
    expect((await p.charterer.post(p.at.agree, sheet(1, ELEVEN_HOURS))).json.laytime.agreement.agreed).toBe(true);
    expect(await demurrageOf(p.owner, p.deal)).toHaveLength(1);
    // Round 3: completion at 16:00 local, 14 h on demurrage; the charterers owe the 3 hours more.
    await reopen3(p);
    expect((await p.owner.put(p.at.loadFacts, rotterdamFacts({ basedOn: 1, completed: '2026-03-08T16:00:00+01:00' }))).status).toBe(200);
    expect((await p.charterer.post(p.at.agree, sheet(2, FOURTEEN_HOURS))).status).toBe(200);
    expect((await p.owner.post(p.at.agree, sheet(2, FOURTEEN_HOURS))).json.laytime.agreement.agreed).toBe(true);
    expect(await demurrageOf(p.owner, p.deal)).toMatchObject([
      { amount: ELEVEN_HOURS, status: 'released' },
      { amount: THREE_HOURS, status: 'scheduled' },
    ]);
    await expectBalancedLedger();
  });

  it('keeps every step: the database refuses to rewrite one', async () => {
    const p = await agreed();
    expect((await p.owner.post(p.at.reopening, { reason: 'A reason' })).status).toBe(200);
    expect(await refusalOf(t.db.update(laytimeReopenings).set({ reason: 'Another' }))).toEqual(appendOnly('laytime_reopenings', 'UPDATE'));
    expect(await refusalOf(t.db.delete(laytimeReopenings))).toEqual(appendOnly('laytime_reopenings', 'DELETE'));
  });
});

/** The charterer proposes this time, the owner accepts: round 3. */
async function reopen3(p: Awaited<ReturnType<typeof agreed>>) {
  expect((await p.charterer.post(p.at.reopening, { reason: 'Completion was later than logged' })).status).toBe(200);
  expect((await p.owner.post(p.at.accept)).json.reopening.round).toBe(3);
}
