import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laytimeAgreements } from '../../db/schema';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { alexandriaFacts, rotterdamFacts } from '../../test/laytime-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { sealedDeal } from '../../test/payment-input';

// Both parties agree the laytime sheet (#30, decision 034). The deal's charter party (deal-input.ts): 50,000 t, loaded
// at 10,000 t/day and discharged at 8,000 t/day SHINC, demurrage USD 25,000 a day; default terms (12 hours' turn time
// from the notice's tender, weather working days).
// By hand: at Rotterdam laytime starts 19:00Z Mon 2 March, 120 h allowed plus 6 h of rain that do not count: it runs
// out 01:00Z Sun 8 March, completion 12:00Z: 11 h on demurrage, 25,000 × 11 / 24 = USD 11,458.33. At Alexandria
// discharge completes the minute laytime runs out (laytime-input.ts): nothing either way.
const DEMURRAGE = 1_145_833;
const AGREED = 'Both parties have agreed this laytime sheet: its terms and statements of facts can no longer change';
const CHANGED = 'The sheet changed since you read it: reload it and check it before you agree';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const termsBody = (basedOn: number) => ({
  basedOn,
  excepted: 'unless_used',
  weatherWorkingDays: true,
  turnTimeHours: 12,
  turnTimeFrom: 'tendered',
  soonerCommencedCounts: true,
  shiftingCounts: false,
  reversible: false,
  despatchOn: 'working_time_saved',
});

/** A sealed voyage deal with both statements of facts recorded (version 1 each). */
async function recorded() {
  const { p, id } = await sealedDeal(t);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/load/facts`, rotterdamFacts())).status).toBe(200);
  expect((await p.owner.put(`/api/deals/${id}/laytime/calls/discharge/facts`, alexandriaFacts())).status).toBe(200);
  return { ...p, deal: id };
}

const firstSheet = { termsVersion: 0, facts: { load: 1, discharge: 1 }, demurrage: DEMURRAGE, despatch: 0 };
const agreePath = (deal: string) => `/api/deals/${deal}/laytime/agreements`;

describe('agreeing the laytime sheet', () => {
  it('is not agreed on one party’s agreement alone', async () => {
    const { deal, ...p } = await recorded();
    const before = t.deps.clock.now().getTime();
    const res = await p.owner.post(agreePath(deal), firstSheet);
    const after = t.deps.clock.now().getTime();
    expect(res.status).toBe(200);
    expect(res.json.laytime.sheet.demurrage).toBe(DEMURRAGE);
    expect(res.json.laytime.agreement).toMatchObject({ charterer: null, agreed: false });
    // The owner's agreement is dated when it was made (the server's clock), not left empty.
    const agreedAt = Date.parse(res.json.laytime.agreement.owner);
    expect(agreedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(agreedAt).toBeLessThanOrEqual(after);
    expect(res.json.laytime.actions).toMatchObject({ agree: false, recordFacts: true, editTerms: true });
    const charterer = (await p.charterer.get(`/api/deals/${deal}/laytime`)).json.laytime;
    expect(charterer.actions).toMatchObject({ agree: true, editTerms: true });
    // Still open: the owner may correct the facts.
    expect((await p.owner.put(`/api/deals/${deal}/laytime/calls/load/facts`, rotterdamFacts({ basedOn: 1 }))).status).toBe(200);
  });

  it('withdraws an agreement when either party saves a new version after it', async () => {
    const { deal, ...p } = await recorded();
    expect((await p.owner.post(agreePath(deal), firstSheet)).status).toBe(200);
    const saved = await p.charterer.put(`/api/deals/${deal}/laytime/terms`, termsBody(0));
    expect(saved.status).toBe(200);
    expect(saved.json.laytime.agreement).toEqual({ owner: null, charterer: null, agreed: false });
    // The charterer agreeing the sheet the owner agreed (terms version 0) is agreeing one that no longer stands.
    const stale = await p.charterer.post(agreePath(deal), firstSheet);
    expect([stale.status, stale.json.error.message]).toEqual([409, CHANGED]);
    const now = await p.charterer.post(agreePath(deal), { ...firstSheet, termsVersion: 1 });
    expect(now.json.laytime.agreement).toMatchObject({ owner: null, agreed: false });
  });

  it('is agreed when both agree the same versions, and then its facts and terms are refused', async () => {
    const { deal, ...p } = await recorded();
    expect((await p.charterer.post(agreePath(deal), firstSheet)).status).toBe(200);
    const res = await p.owner.post(agreePath(deal), firstSheet);
    expect(res.status).toBe(200);
    expect(res.json.laytime.agreement.agreed).toBe(true);
    expect(res.json.laytime.actions).toMatchObject({ recordFacts: false, editTerms: false, agree: false });
    const facts = await p.owner.put(`/api/deals/${deal}/laytime/calls/load/facts`, rotterdamFacts({ basedOn: 1 }));
    expect([facts.status, facts.json.error.message]).toEqual([409, AGREED]);
    const terms = await p.charterer.put(`/api/deals/${deal}/laytime/terms`, termsBody(0));
    expect([terms.status, terms.json.error.message]).toEqual([409, AGREED]);
    const read = (await p.charterer.get(`/api/deals/${deal}/laytime`)).json.laytime;
    expect([read.termsVersion, read.calls[0].latest.version, read.sheet.demurrage, read.agreement.agreed]).toEqual([0, 1, DEMURRAGE, true]);
  });

  it('refuses an agreement of a result other than the sheet’s, or before both ports are recorded', async () => {
    const { deal, ...p } = await recorded();
    const typed = await p.owner.post(agreePath(deal), { ...firstSheet, demurrage: DEMURRAGE + 100_000 });
    expect([typed.status, typed.json.error.message]).toEqual([409, CHANGED]);
    const other = await sealedDeal(t);
    await other.p.owner.put(`/api/deals/${other.id}/laytime/calls/load/facts`, rotterdamFacts());
    const early = await other.p.owner.post(agreePath(other.id), { ...firstSheet, facts: { load: 1, discharge: 1 } });
    expect([early.status, early.json.error.message]).toEqual([409, 'The sheet is agreed once the statements of facts at both ports are recorded']);
  });

  it('tells a stranger the deal does not exist, and lets an admin agree nothing', async () => {
    const { deal } = await recorded();
    const stranger = await t.signedIn('charterer', { verified: true });
    expect((await stranger.post(agreePath(deal), firstSheet)).status).toBe(404);
    const admin = await t.signedIn('admin');
    expect((await admin.post(agreePath(deal), firstSheet)).status).toBe(403);
    const read = (await admin.get(`/api/deals/${deal}/laytime`)).json.laytime;
    expect(read.agreement).toEqual({ owner: null, charterer: null, agreed: false });
  });

  it('keeps every agreement: the database refuses to rewrite one', async () => {
    const { deal, ...p } = await recorded();
    expect((await p.owner.post(agreePath(deal), firstSheet)).status).toBe(200);
    expect(await refusalOf(t.db.update(laytimeAgreements).set({ demurrage: 0 }))).toEqual(appendOnly('laytime_agreements', 'UPDATE'));
    expect(await refusalOf(t.db.delete(laytimeAgreements))).toEqual(appendOnly('laytime_agreements', 'DELETE'));
  });
});
