import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementOfFactsVersions } from '../../db/schema';
import { dealParties, firm, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { alexandriaFacts, fixedBeforeTheFacts, rotterdamFacts } from '../../test/laytime-input';

// #30: "a statement of facts entry out of order, overlapping another or outside the voyage is refused with a clear
// message", and times are on the port's own clock. The voyage-input deal loads at Rotterdam and discharges at
// Alexandria; its statements are of March 2026 (laytime-input.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const factsPath = (deal: string, call: 'load' | 'discharge') => `/api/deals/${deal}/laytime/calls/${call}/facts`;

/** A voyage deal fixed today (`backdated`: fixed on 2 February 2026, before the statements). */
async function voyage(opts: { backdated: boolean }) {
  const p = await dealParties(t);
  const terms = voyageTerms(t);
  const deal = (await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms })).json.deal.id as string;
  expect((await p.owner.post(`/api/deals/${deal}/offers`, firm(t, terms))).status).toBe(201);
  expect((await p.charterer.post(`/api/deals/${deal}/accept`)).status).toBe(200);
  if (opts.backdated) await fixedBeforeTheFacts(t, deal);
  return { ...p, deal };
}
const keptVersions = async (deal: string) =>
  (await t.db.select().from(statementOfFactsVersions).where(eq(statementOfFactsVersions.dealId, deal))).length;

describe('a statement of facts outside its voyage', () => {
  it('is refused when dated before the charter was fixed', async () => {
    const v = await voyage({ backdated: false });
    const res = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts());
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(
      /^The notice of readiness is dated before the charter was fixed \(\d{1,2} \w+ \d{4}.* UTC\): it is not part of this voyage$/,
    );
    expect(await keptVersions(v.deal)).toBe(0);
  });

  it('is refused when dated after now: it records what has happened', async () => {
    const v = await voyage({ backdated: true });
    const tomorrow = new Date(t.deps.clock.now().getTime() + 86_400_000).toISOString();
    const res = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts({ completed: tomorrow }));
    expect(res.json.error).toEqual({ code: 'validation', message: 'Completion is dated after now: a statement of facts records what has happened' });
    expect(await keptVersions(v.deal)).toBe(0);
  });

  it('is refused out of the voyage’s order: the discharge port before loading was completed, either way round', async () => {
    const v = await voyage({ backdated: true });
    expect((await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts())).status).toBe(200);
    // Loading completed Sunday 8 March 13:00 in Rotterdam (12:00 UTC); a notice at Alexandria on 7 March is too soon.
    const early = await v.owner.put(factsPath(v.deal, 'discharge'), alexandriaFacts({ norTendered: '2026-03-07T10:00:00+02:00' }));
    expect(early.json.error.message).toContain('The ship cannot arrive at the discharge port before loading was completed (8 March 2026');
    expect((await v.owner.put(factsPath(v.deal, 'discharge'), alexandriaFacts())).status).toBe(200);
    // The other way: loading said to end on 21 March, after the ship arrived at Alexandria on 20 March 08:00 UTC.
    const late = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts({ basedOn: 1, completed: '2026-03-21T12:00:00+01:00' }));
    expect(late.json.error.message).toContain('Loading cannot be completed after the ship arrived at the discharge port (20 March 2026');
    expect(await keptVersions(v.deal)).toBe(2);
  });
});

describe('the port’s own clock and the arrival', () => {
  it('keeps the statement on the port’s zone from the ports list, and refuses another', async () => {
    const v = await voyage({ backdated: true });
    const { timeZone: _, ...unzoned } = rotterdamFacts();
    const saved = await v.owner.put(factsPath(v.deal, 'load'), unzoned);
    expect(saved.status).toBe(200);
    const load = saved.json.laytime.calls[0];
    expect([load.port.timeZone, load.latest.timeZone]).toEqual(['Europe/Amsterdam', 'Europe/Amsterdam']);
    const other = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts({ basedOn: 1, timeZone: 'Europe/London' }));
    expect(other.json.error).toEqual({
      code: 'validation',
      message: 'The port keeps its statement of facts on its own clock, Europe/Amsterdam: record the times in it',
      fields: { timeZone: 'The port keeps its statement of facts on its own clock, Europe/Amsterdam: record the times in it' },
    });
  });

  it('records the arrival, which cannot come after the notice, and the charterer may dispute it', async () => {
    const v = await voyage({ backdated: true });
    const after = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts({ arrived: '2026-03-02T09:00:00+01:00' }));
    expect(after.json.error.message).toBe('The notice of readiness cannot be tendered before the ship arrived');
    const saved = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts({ arrived: '2026-03-01T22:30:00+01:00' }));
    expect(saved.json.laytime.calls[0].latest.facts.arrived).toBe('2026-03-01T22:30:00+01:00');
    const dispute = { version: 1, entry: 'arrived', kind: 'dispute', body: 'Pilot station log says 23:40' };
    expect((await v.charterer.post(`/api/deals/${v.deal}/laytime/calls/load/comments`, dispute)).status).toBe(201);
  });

  it('keeps all fast and the hatches opened on the record, in their order before work commenced', async () => {
    const v = await voyage({ backdated: true });
    // Loading commenced Tuesday 3 March 06:00 in Rotterdam (rotterdamFacts).
    const late = await v.owner.put(factsPath(v.deal, 'load'), rotterdamFacts({ allFast: '2026-03-03T07:00:00+01:00' }));
    expect(late.json.error.message).toBe('Work cannot commence before the ship is all fast');
    const backwards = await v.owner.put(
      factsPath(v.deal, 'load'),
      rotterdamFacts({ allFast: '2026-03-03T03:00:00+01:00', hatchesOpened: '2026-03-03T02:00:00+01:00' }),
    );
    expect(backwards.json.error.message).toBe('The hatches cannot be opened (or hoses connected) before the ship is all fast');
    const saved = await v.owner.put(
      factsPath(v.deal, 'load'),
      rotterdamFacts({ allFast: '2026-03-03T03:00:00+01:00', hatchesOpened: '2026-03-03T05:15:00+01:00' }),
    );
    expect(saved.status).toBe(200);
    const { allFast, hatchesOpened } = saved.json.laytime.calls[0].latest.facts;
    expect([allFast, hatchesOpened]).toEqual(['2026-03-03T03:00:00+01:00', '2026-03-03T05:15:00+01:00']);
    const comment = { version: 1, entry: 'hatchesOpened', kind: 'comment', body: 'Terminal log: hatch 3 opened 05:40' };
    expect((await v.charterer.post(`/api/deals/${v.deal}/laytime/calls/load/comments`, comment)).status).toBe(201);
  });
});
