import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hireFactsVersions, hireOffHireAnswers, hireOffHires } from '../../db/schema';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { dealParties } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { breakdown, hireFacts, illness, sealedTimeCharter } from '../../test/hire-input';
import { sealedDeal } from '../../test/payment-input';

// The hire statement's facts, off-hire and answers (#30, decision 036). Worked by hand (US cents, each line rounded
// half up once; common/hire/money.ts), hire USD 10,000/day, adcom 3.75%, brokerage 1.25% (hire-input.ts):
//   hire 15 d 1 h = 21,660 min: 1,000,000 × 21,660 / 1,440 = 15,041,666.67 → 15,041,667 (owners)
//   accepted off-hire 1 d 6 h = 1,800 min: 1,000,000 × 1,800 / 1,440 = 1,250,000 (charterers)
//   commission base 15,041,667 − 1,250,000 = 13,791,667; adcom × 3.75% = 517,187.51 → 517,188;
//   brokerage × 1.25% = 172,395.84 → 172,396 (charterers)
//   bunkers burnt off hire 12.5 t × 60,000 = 750,000 (charterers)
//   on delivery 500 × 60,000 + 100 × 80,000 = 38,000,000 (owners); on redelivery 450 × 60,000 + 90 × 80,000 = 34,200,000
//   CVE 150,000 × 21,660 / 43,200 = 75,208.33 → 75,208 (owners); expense 200,000 (owners)
// Before any hire is paid: owners 15,041,667 + 38,000,000 + 75,208 + 200,000 = 53,316,875;
// charterers 1,250,000 + 517,188 + 172,396 + 750,000 + 34,200,000 = 36,889,584; balance 16,427,291.
const BALANCE_WITH_BREAKDOWN = 53_316_875 - 36_889_584;
// With no off-hire deducted: base 15,041,667; adcom 564,062.51 → 564,063; brokerage 188,020.84 → 188,021;
// charterers 564,063 + 188,021 + 34,200,000 = 34,952,084; balance 53,316,875 − 34,952,084 = 18,364,791.
const BALANCE_NO_OFF_HIRE = 53_316_875 - 34_952_084;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = (deal: string, rest = '') => `/api/deals/${deal}/hire${rest}`;

async function withFacts() {
  const { p, id } = await sealedTimeCharter(t);
  const saved = await p.owner.put(path(id, '/facts'), hireFacts());
  expect(saved.status).toBe(200);
  return { ...p, deal: id };
}

describe('the hire statement', () => {
  it('deducts an accepted off-hire and its bunkers, and shows a disputed one without deducting it', async () => {
    const { owner, charterer, deal } = await withFacts();
    expect((await charterer.post(path(deal, '/off-hires'), breakdown())).status).toBe(201);
    expect((await charterer.post(path(deal, '/off-hires'), illness())).status).toBe(201);
    // Unanswered: nothing deducted yet.
    expect((await owner.get(path(deal))).json.hire.statement.balance).toBe(BALANCE_NO_OFF_HIRE);
    expect((await owner.post(path(deal, '/off-hires/1/answer'), { answer: 'accepted' })).status).toBe(201);
    const disputed = await owner.post(path(deal, '/off-hires/2/answer'), { answer: 'disputed', comment: 'Crew were fit: log shows full watch' });
    expect(disputed.status).toBe(201);
    const { hire } = disputed.json;
    expect(hire.statement.balance).toBe(BALANCE_WITH_BREAKDOWN);
    expect(hire.offHiresVersion).toBe(4);
    expect(hire.offHires.map((o: { answer: { answer: string } }) => o.answer.answer)).toEqual(['accepted', 'disputed']);
    expect(hire.offHires[1].answer.comment).toBe('Crew were fit: log shows full watch');
    const kinds = hire.statement.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount]);
    expect(kinds).toContainEqual(['off_hire', 1_250_000]);
    expect(kinds).toContainEqual(['off_hire_bunkers', 750_000]);
    expect(kinds.filter(([k]: [string]) => k === 'off_hire')).toHaveLength(1);
    // The charterer reads the same statement.
    expect((await charterer.get(path(deal))).json.hire.statement.balance).toBe(BALANCE_WITH_BREAKDOWN);
  });

  it('refuses off-hire outside delivery to redelivery, overlapping, or ending before it starts, in the form’s words', async () => {
    const { charterer, deal } = await withFacts();
    expect((await charterer.post(path(deal, '/off-hires'), breakdown())).status).toBe(201);
    const outside = await charterer.post(path(deal, '/off-hires'), illness({ from: '2026-03-16T00:00:00Z', to: '2026-03-16T06:00:00Z' }));
    expect([outside.status, outside.json.error.message]).toEqual([
      400,
      'Off-hire from 2026-03-16T00:00:00Z (Crew illness, deviation to Colombo): it must fall between delivery and redelivery',
    ]);
    const overlap = await charterer.post(path(deal, '/off-hires'), illness({ from: '2026-03-06T12:00:00Z', to: '2026-03-07T00:00:00Z' }));
    expect([overlap.status, overlap.json.error.message]).toEqual([
      400,
      'Off-hire from 2026-03-06T12:00:00Z (Crew illness, deviation to Colombo) overlaps off-hire from 2026-03-05T10:00:00.000Z',
    ]);
    const backwards = await charterer.post(path(deal, '/off-hires'), illness({ from: '2026-03-10T12:00:00Z', to: '2026-03-10T00:00:00Z' }));
    expect([backwards.status, backwards.json.error.message]).toEqual([
      400,
      'Off-hire from 2026-03-10T12:00:00Z (Crew illness, deviation to Colombo): it must end after it starts',
    ]);
    expect((await charterer.get(path(deal))).json.hire.offHires).toHaveLength(1);
  });

  it('refuses off-hire before the owner records delivery and redelivery, and facts that would leave one outside', async () => {
    const { p, id } = await sealedTimeCharter(t);
    const early = await p.charterer.post(path(id, '/off-hires'), breakdown());
    expect([early.status, early.json.error.message]).toEqual([
      409,
      'The owner records delivery and redelivery first: off-hire must fall between them',
    ]);
    expect((await p.owner.put(path(id, '/facts'), hireFacts())).status).toBe(200);
    expect((await p.charterer.post(path(id, '/off-hires'), breakdown())).status).toBe(201);
    const later = hireFacts({ basedOn: 1, delivery: { at: '2026-03-06T00:00:00Z', place: 'Singapore', timeZone: 'Asia/Singapore' } });
    const moved = await p.owner.put(path(id, '/facts'), later);
    expect(moved.status).toBe(400);
    expect(moved.json.error.message).toContain('it must fall between delivery and redelivery');
    const stale = await p.owner.put(path(id, '/facts'), hireFacts());
    expect([stale.status, stale.json.error.message]).toEqual([409, 'Someone saved a newer version meanwhile: reload it and make your changes again']);
  });

  it('requires a comment to dispute an off-hire', async () => {
    const { owner, charterer, deal } = await withFacts();
    await charterer.post(path(deal, '/off-hires'), breakdown());
    const bare = await owner.post(path(deal, '/off-hires/1/answer'), { answer: 'disputed' });
    expect([bare.status, bare.json.error.message]).toContain(400);
    const none = await owner.post(path(deal, '/off-hires/9/answer'), { answer: 'accepted' });
    expect([none.status, none.json.error.message]).toEqual([404, 'There is no such off-hire period on this statement']);
  });

  it('lets only the parties in, each to their own side', async () => {
    const { owner, charterer, deal } = await withFacts();
    const stranger = (await dealParties(t)).owner;
    expect((await stranger.get(path(deal))).status).toBe(404);
    expect((await stranger.put(path(deal, '/facts'), hireFacts({ basedOn: 1 }))).status).toBe(404);
    const wrongFacts = await charterer.put(path(deal, '/facts'), hireFacts({ basedOn: 1 }));
    expect([wrongFacts.status, wrongFacts.json.error.message]).toEqual([403, 'Only the owner of this charter records the hire statement’s facts']);
    const wrongOffHire = await owner.post(path(deal, '/off-hires'), breakdown());
    expect([wrongOffHire.status, wrongOffHire.json.error.message]).toEqual([403, 'Only the charterer of this charter records off-hire']);
    await charterer.post(path(deal, '/off-hires'), breakdown());
    expect((await charterer.post(path(deal, '/off-hires/1/answer'), { answer: 'accepted' })).status).toBe(403);
    const admin = await t.signedIn('admin');
    expect((await admin.get(path(deal))).status).toBe(200);
    expect((await admin.put(path(deal, '/facts'), hireFacts({ basedOn: 1 }))).status).toBe(403);
  });

  it('refuses a voyage deal', async () => {
    const { p, id } = await sealedDeal(t);
    const res = await p.owner.get(path(id));
    expect([res.status, res.json.error.message]).toEqual([409, 'Hire statements are kept for a fixed time charter only']);
  });

  it('keeps every version: the database refuses to rewrite one', async () => {
    const { owner, charterer, deal } = await withFacts();
    await charterer.post(path(deal, '/off-hires'), breakdown());
    await owner.post(path(deal, '/off-hires/1/answer'), { answer: 'accepted' });
    expect(await refusalOf(t.db.update(hireFactsVersions).set({ version: 9 }))).toEqual(appendOnly('hire_facts_versions', 'UPDATE'));
    expect(await refusalOf(t.db.update(hireOffHires).set({ reason: 'Nothing' }))).toEqual(appendOnly('hire_off_hires', 'UPDATE'));
    expect(await refusalOf(t.db.update(hireOffHireAnswers).set({ answer: 'disputed' }))).toEqual(appendOnly('hire_off_hire_answers', 'UPDATE'));
  });
});
