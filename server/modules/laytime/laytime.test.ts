import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementOfFactsVersions } from '../../db/schema';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { dayFrom, dealParties, firm, timeTerms, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { fixedBeforeTheFacts, rotterdamFacts } from '../../test/laytime-input';

// The statement of facts and the laytime sheet through the API (#30). The deal's charter party (deal-input.ts):
// 50,000 t loaded at 10,000 t/day SHINC, demurrage USD 25,000 a day; the defaults the charter party lacks: 12 hours'
// turn time from the notice's tender, weather working days.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Parties = Awaited<ReturnType<typeof dealParties>>;

/** A deal fixed on the owner's firm offer, accepted by the charterer without subjects. */
async function fixedDeal(p: Parties, terms: Record<string, unknown>): Promise<string> {
  const id = (await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms })).json.deal.id as string;
  expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms))).status).toBe(201);
  expect((await p.charterer.post(`/api/deals/${id}/accept`)).status).toBe(200);
  await fixedBeforeTheFacts(t, id);
  return id;
}

const factsPath = (deal: string, call = 'load') => `/api/deals/${deal}/laytime/calls/${call}/facts`;

/** Fresh parties and a fixed voyage deal, so that no test leans on another's (the suite runs in a random order). */
async function voyage(opts: { facts?: boolean } = {}) {
  const p = await dealParties(t);
  const deal = await fixedDeal(p, voyageTerms(t));
  if (opts.facts) expect((await p.owner.put(factsPath(deal), rotterdamFacts())).status).toBe(200);
  return { ...p, deal };
}

describe('statement of facts and laytime sheet', () => {
  it('refuses facts out of order in the words the form shows, and keeps nothing', async () => {
    const { deal, ...p } = await voyage();
    const res = await p.owner.put(factsPath(deal), rotterdamFacts({ completed: '2026-03-03T05:00:00+01:00', interruptions: [] }));
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: 'validation', message: 'Completion must come after work commenced' });
    const read = await p.owner.get(`/api/deals/${deal}/laytime`);
    expect(read.json.laytime.calls[0].latest).toBeNull();
    expect(read.json.laytime.sheet).toBeNull();
  });

  it('refuses a time zone the calendar cannot read', async () => {
    const { deal, ...p } = await voyage();
    const res = await p.owner.put(factsPath(deal), rotterdamFacts({ timeZone: 'Europe/Atlantis' }));
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ timeZone: 'Choose the port’s time zone from the list (an IANA name such as Europe/Amsterdam)' });
  });

  it('computes the sheet from the owner’s facts: 11 hours on demurrage', async () => {
    const { deal, ...p } = await voyage();
    const res = await p.owner.put(factsPath(deal), rotterdamFacts());
    expect(res.status).toBe(200);
    const { laytime } = res.json;
    expect(laytime.calls[0].latest.version).toBe(1);
    expect(laytime.calls[0].latest.timeZone).toBe('Europe/Amsterdam');
    // By hand: notice 07:00Z Mon 2 March, 12 h turn time, laytime from 19:00Z. Allowed 50,000 / 10,000 = 5 days (120 h).
    // Rain 09:00Z-15:00Z Wed (6 h) does not count, so laytime runs out at 19:00Z + 126 h = 01:00Z Sun 8 March;
    // completion 12:00Z Sun: 11 h on demurrage (SHINC: Sunday counts). 25,000 × 11 / 24 = USD 11,458.33.
    expect(laytime.sheet.ports).toHaveLength(1);
    expect(laytime.sheet.ports[0].laytimeStarts).toBe('2026-03-02T19:00:00Z');
    expect(laytime.sheet.allowedMinutes).toBe(7_200);
    expect(laytime.sheet.laytimeMinutes).toBe(7_200);
    expect(laytime.sheet.demurrageMinutes).toBe(660);
    expect(laytime.sheet.demurrage).toBe(1_145_833);
    expect(laytime.sheet.despatch).toBe(0);
    expect(laytime.currency).toBe('USD');
    expect(laytime.actions).toEqual({ recordFacts: true, editTerms: true, comment: true, dispute: false, agree: false });
  });

  it('shows the charterer the same sheet, and an admin reads it without acting', async () => {
    const { deal, ...p } = await voyage({ facts: true });
    const charterer = (await p.charterer.get(`/api/deals/${deal}/laytime`)).json.laytime;
    expect(charterer.sheet.demurrage).toBe(1_145_833);
    expect(charterer.actions).toEqual({ recordFacts: false, editTerms: true, comment: true, dispute: true, agree: false });
    const admin = await t.signedIn('admin');
    const read = await admin.get(`/api/deals/${deal}/laytime`);
    expect(read.status).toBe(200);
    expect(read.json.laytime.actions).toEqual({ recordFacts: false, editTerms: false, comment: false, dispute: false, agree: false });
  });

  it('refuses a save on top of an older version', async () => {
    const { deal, ...p } = await voyage({ facts: true });
    const res = await p.owner.put(factsPath(deal), rotterdamFacts({ basedOn: 0 }));
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('Someone saved a newer version meanwhile: reload it and make your changes again');
  });

  it('does not let the charterer write the facts, but lets them dispute an entry', async () => {
    const { deal, ...p } = await voyage({ facts: true });
    const write = await p.charterer.put(factsPath(deal), rotterdamFacts({ basedOn: 1 }));
    expect(write.status).toBe(403);
    expect(write.json.error.message).toBe('Only the owner of this charter records the statement of facts');
    const dispute = await p.charterer.post(`/api/deals/${deal}/laytime/calls/load/comments`, {
      version: 1,
      entry: 'interruptions.0',
      kind: 'dispute',
      body: 'The terminal log shows loading until 14:00',
    });
    expect(dispute.status).toBe(201);
    const comments = dispute.json.laytime.calls[0].comments;
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ version: 1, entry: 'interruptions.0', kind: 'dispute', party: 'charterer' });
    const read = await p.owner.get(`/api/deals/${deal}/laytime`);
    expect(read.json.laytime.calls[0].latest.version).toBe(1);
  });

  it('lets the owner answer with a comment but not dispute their own facts, nor name an entry the version lacks', async () => {
    const { deal, ...p } = await voyage({ facts: true });
    const base = `/api/deals/${deal}/laytime/calls/load/comments`;
    const reply = await p.owner.post(base, { version: 1, entry: 'interruptions.0', kind: 'comment', body: 'Master’s log attached' });
    expect(reply.status).toBe(201);
    expect(reply.json.laytime.calls[0].comments).toHaveLength(1);
    const dispute = await p.owner.post(base, { version: 1, entry: 'commenced', kind: 'dispute', body: 'No' });
    expect(dispute.status).toBe(403);
    const missing = await p.charterer.post(base, { version: 1, entry: 'interruptions.3', kind: 'comment', body: 'Which rain?' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('That entry is not in this version of the statement of facts');
  });

  it('takes saved terms for the sheet, but never the charter party’s rates', async () => {
    const { deal, ...p } = await voyage({ facts: true });
    const res = await p.charterer.put(`/api/deals/${deal}/laytime/terms`, {
      basedOn: 0,
      excepted: 'unless_used',
      weatherWorkingDays: true,
      turnTimeHours: 0,
      turnTimeFrom: 'tendered',
      soonerCommencedCounts: true,
      shiftingCounts: false,
      reversible: false,
      despatchOn: 'working_time_saved',
      demurragePerDay: 1,
    });
    expect(res.status).toBe(200);
    const { laytime } = res.json;
    expect(laytime.termsVersion).toBe(1);
    expect(laytime.terms.demurragePerDay).toBe(2_500_000);
    // By hand: no turn time, laytime from the notice at 07:00Z, 12 h sooner: 23 h on demurrage. 25,000 × 23 / 24.
    expect(laytime.sheet.demurrageMinutes).toBe(1_380);
    expect(laytime.sheet.demurrage).toBe(2_395_833);
  });

  it('tells a stranger the deal does not exist', async () => {
    const { deal } = await voyage({ facts: true });
    const otherCharterer = await t.signedIn('charterer', { verified: true });
    const otherOwner = await t.signedIn('owner', { verified: true });
    expect((await otherCharterer.get(`/api/deals/${deal}/laytime`)).status).toBe(404);
    expect((await otherOwner.put(factsPath(deal), rotterdamFacts({ basedOn: 1 }))).status).toBe(404);
    expect(
      (await otherCharterer.post(`/api/deals/${deal}/laytime/calls/load/comments`, { version: 1, entry: 'commenced', kind: 'comment', body: 'x' }))
        .status,
    ).toBe(404);
  });

  it('keeps every version: the database refuses to rewrite one', async () => {
    await voyage({ facts: true });
    expect(await refusalOf(t.db.update(statementOfFactsVersions).set({ timeZone: 'UTC' }))).toEqual(
      appendOnly('statement_of_facts_versions', 'UPDATE'),
    );
    expect(await refusalOf(t.db.delete(statementOfFactsVersions))).toEqual(appendOnly('statement_of_facts_versions', 'DELETE'));
  });
});

describe('a deal without laytime', () => {
  it('refuses a time charter', async () => {
    const p = await dealParties(t);
    const deal = await fixedDeal(p, timeTerms(t, { laycanFrom: dayFrom(t, 60), laycanTo: dayFrom(t, 62) }));
    const read = await p.charterer.get(`/api/deals/${deal}/laytime`);
    expect(read.status).toBe(409);
    expect(read.json.error.message).toBe('Laytime is kept for a fixed voyage charter only');
    expect((await p.owner.put(factsPath(deal), rotterdamFacts())).status).toBe(409);
  });

  it('refuses a voyage deal not yet fixed', async () => {
    const p = await dealParties(t);
    const deal = (await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) })).json.deal.id;
    expect((await p.owner.put(factsPath(deal), rotterdamFacts())).status).toBe(409);
  });
});
