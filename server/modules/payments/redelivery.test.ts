import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { timeTerms, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, DAYS_TO_LAYCAN, evidencePdf, markOnEvidence, payWithCard, sealedDeal } from '../../test/payment-input';

// #25: the final hire statement on redelivery, from the sealed charter party. Worked example (US cents; half-up,
// common/payments/rounding.ts): hire USD 14,500/day payable 15 days in advance, 3.75% adcom, 1.25% brokerage (the
// owners', not deducted), period 60 days 5 days more or less in the charterers' option. A full 15-day period: 15 x
// 14,500 = USD 217,500 = 21,750,000 c; adcom 815,625; the charterers pay 20,934,375. 60 days = four such periods.
// The statement's dates in the issue (delivered 2026-03-01 06:00 UTC, redelivered 2026-04-28 18:00 UTC) are run on
// the test clock: delivered at 06:00 on the laycan's first day, redelivered 58 d 12 h later; only the time between
// them counts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PERIOD_NET = 20_934_375;
const terms = () => timeTerms(t, { periodDays: 60, periodToleranceDays: 5, hirePerDay: 1_450_000, addressCommissionPct: 3.75, brokeragePct: 1.25 });
const account = (kind: 'escrow' | 'charterer' | 'owner_payable', dealId: string) =>
  balanceOf(t.db, { kind, dealId, currency: 'USD' }).then((b) => b.posted);
type Row = {
  id: string;
  seq: number;
  kind: string;
  label: string;
  amount: number;
  status: string;
  releaseRule: string;
  refundedAmount: number;
  releasedAmount: number;
  mark: unknown;
  events: { kind: string; reason: string | null }[];
};

/** A sealed time charter, period 1 paid, the ship delivered on its certificate at 06:00 UTC on the laycan's first day. */
async function delivered() {
  const deal = await sealedDeal(t, terms());
  const laycan = terms().laycanFrom as string;
  const deliveredAt = Date.parse(`${laycan}T06:00:00Z`);
  await payWithCard(deal.p.charterer, deal.payments[0].id, cards.ok);
  t.deps.clock.advance(DAYS_TO_LAYCAN * DAY + 12 * HOUR);
  const marked = await markOnEvidence(t, deal.p.owner, deal.payments[0].id, { statedAt: new Date(deliveredAt).toISOString(), quantityT: '' });
  if (marked.status !== 200) throw new Error(`not delivered: ${marked.text}`);
  return { ...deal, deliveredAt };
}
type Agent = Awaited<ReturnType<typeof delivered>>['p']['owner'];
/** The owner's form: the redelivery certificate and the time it states. */
const redeliver = (agent: Agent, dealId: string, at: number | string, file = evidencePdf, name = 'redelivery-certificate.pdf') =>
  agent.upload(`/api/deals/${dealId}/payments/redelivery`, 'file', file, name, {
    redeliveredAt: typeof at === 'string' ? at : new Date(at).toISOString(),
  });

describe('redelivery and the final hire statement (#25)', () => {
  it('within the window, hire underpaid: the balance becomes the final hire balance, released when the charterer confirms', async () => {
    const { p, id, deliveredAt, payments: sealed } = await delivered();
    expect(sealed.map((s) => s.amount)).toEqual([PERIOD_NET, PERIOD_NET, PERIOD_NET, PERIOD_NET]);
    await payWithCard(p.charterer, sealed[1].id, cards.ok);
    t.deps.clock.advance(60 * DAY);
    // Redelivered 58 d 12 h after delivery = 84,240 minutes, inside 55-65 days. Earned 14,500 x 58.5 = USD 848,250 =
    // 84,825,000 c; adcom 3.75% = 3,180,937.5 -> 3,180,938; brokerage 1.25% = 1,060,312.5 -> 1,060,313 (not
    // deducted); net 84,825,000 - 3,180,938 = 81,644,062. Paid: periods 1 and 2 = 41,868,750. Balance 39,775,312:
    // the charterers owe USD 397,753.12. Periods 3 and 4 (begun on days 30 and 45, unpaid) are in that balance.
    const res = await redeliver(p.owner, id, deliveredAt + 58 * DAY + 12 * HOUR);
    expect(res.status).toBe(200);
    expect(res.json.redelivery.statement).toMatchObject({
      deliveredAt: new Date(deliveredAt).toISOString(),
      redeliveredAt: new Date(deliveredAt + 58 * DAY + 12 * HOUR).toISOString(),
      currency: 'USD',
      hirePerDay: 1_450_000,
      periodDays: 60,
      toleranceDays: 5,
      addressCommissionBp: 375,
      brokerageBp: 125,
      brokerageDeducted: false,
      minutesOnHire: 84_240,
      gross: 84_825_000,
      adcom: 3_180_938,
      brokerage: 1_060_313,
      net: 81_644_062,
      paid: 41_868_750,
      balance: 39_775_312,
      redelivery: 'within',
      outsideMinutes: 0,
      refunded: 0,
      owedByOwner: 0,
    });
    const rows = res.json.payments as Row[];
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => [r.seq, r.kind, r.status])).toEqual([
      [1, 'hire', expect.stringMatching(/^(held|released)$/)],
      [2, 'hire', expect.stringMatching(/^(held|released)$/)],
      [3, 'hire', 'cancelled'],
      [4, 'hire', 'cancelled'],
      [5, 'hire_balance', 'scheduled'],
    ]);
    expect(rows[2].events.at(-1)?.kind).toBe('cancel');
    expect(rows[4]).toMatchObject({ label: 'Final hire balance', amount: 39_775_312, releaseRule: 'completion', mark: null });
    expect(res.json.redelivery.statement.balancePaymentId).toBe(rows[4].id);
    expect(res.json.redelivery.refusal).toBe('The redelivery of this ship is already recorded');

    // The charterer sees the same statement, pays the balance into escrow and confirms it: it goes to the owners.
    const seen = await p.charterer.get(`/api/deals/${id}/payments`);
    expect(seen.json.redelivery.statement.balance).toBe(39_775_312);
    await payWithCard(p.charterer, rows[4].id, cards.ok);
    const confirmed = await p.charterer.post(`/api/payments/${rows[4].id}/confirm`);
    expect(confirmed.json.payment).toMatchObject({ status: 'released', releasedAmount: 39_775_312 });
    // The owner has nothing to mark on it: the record of the redelivery was the event.
    expect((await markOnEvidence(t, p.owner, rows[4].id)).json.error.message).toBe(
      'The final hire balance is released when the charterer confirms it: there is nothing to mark',
    );

    const again = await redeliver(p.owner, id, deliveredAt + 58 * DAY + 12 * HOUR);
    expect([again.status, again.json.error.message]).toEqual([409, 'The redelivery of this ship is already recorded']);
  });

  it('early, hire overpaid: exactly the excess is refunded from the hire escrow holds, the rest is the owners’ earned hire', async () => {
    const { p, id, deliveredAt, payments: sealed } = await delivered();
    t.deps.clock.advance(4 * DAY); // inside the 5 days the delivery instalment stays in escrow after the owner's mark
    // Redelivered 3 d 12 h after delivery = 5,040 minutes; the earliest is 55 days (79,200 min): early by 74,160 min
    // (51 d 12 h). Earned 14,500 x 3.5 = 5,075,000; adcom 190,312.5 -> 190,313; net 4,884,687. Paid: period 1 =
    // 20,934,375. Balance -16,049,688: refunded from period 1's escrow; its other 4,884,687 is earned, to the owners.
    // Periods 2-4 had not begun: not owed.
    const res = await redeliver(p.owner, id, deliveredAt + 3 * DAY + 12 * HOUR);
    expect(res.status).toBe(200);
    expect(res.json.redelivery.statement).toMatchObject({
      minutesOnHire: 5_040,
      gross: 5_075_000,
      adcom: 190_313,
      net: 4_884_687,
      paid: PERIOD_NET,
      balance: -16_049_688,
      redelivery: 'early',
      outsideMinutes: 74_160,
      refunded: 16_049_688,
      owedByOwner: 0,
      balancePaymentId: null,
    });
    const rows = res.json.payments as Row[];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ status: 'settled', refundedAmount: 16_049_688, releasedAmount: 4_884_687 });
    expect(rows.slice(1).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(rows[1].events.at(-1)?.reason).toContain('this period had not begun, its hire is not owed');
    // The refund went to the provider (a job) and its confirmation came back: the charterer is out of pocket only the
    // net hire earned; escrow holds nothing for this charter.
    await t.deps.jobs.runDue();
    expect([await account('charterer', id), await account('escrow', id), await account('owner_payable', id)]).toEqual([-4_884_687, 0, 4_884_687]);
    // Cancelled, not deleted: the row is still there, in its final state, with its amount.
    const left = await t.db.select({ status: payments.status, amount: payments.amount }).from(payments).where(eq(payments.id, sealed[1].id));
    expect(left).toEqual([{ status: 'cancelled', amount: sealed[1].amount }]);
  });

  it('early, escrow no longer holds the excess: it is refunded as far as escrow holds hire, the rest is owed by the owners', async () => {
    const { p, id, deliveredAt, payments: sealed } = await delivered();
    await p.charterer.post(`/api/payments/${sealed[0].id}/confirm`); // delivery confirmed: period 1's hire goes to the owners
    await payWithCard(p.charterer, sealed[1].id, cards.ok);
    t.deps.clock.advance(20 * DAY);
    await t.deps.jobs.runDue(); // period 2 began on day 15: its hire went to the owners then
    // Redelivered 18 days after delivery (25,920 min), early by 37 days (53,280 min). Earned 14,500 x 18 =
    // 26,100,000; adcom 978,750; net 25,121,250. Paid: periods 1 and 2 = 41,868,750. Balance -16,747,500. Period 2
    // began on day 15 and was released then; escrow holds no hire: all 16,747,500 is owed by the owners.
    const res = await redeliver(p.owner, id, deliveredAt + 18 * DAY);
    expect(res.json.redelivery.statement).toMatchObject({
      minutesOnHire: 25_920,
      net: 25_121_250,
      paid: 41_868_750,
      balance: -16_747_500,
      redelivery: 'early',
      outsideMinutes: 53_280,
      refunded: 0,
      owedByOwner: 16_747_500,
    });
    expect((res.json.payments as Row[]).map((r) => r.status)).toEqual(['released', 'released', 'cancelled', 'cancelled']);
  });

  it('rests on the redelivery certificate: refused without it or with a file that is not a document, kept for both parties', async () => {
    const { p, id, deliveredAt, payments: sealed } = await delivered();
    t.deps.clock.advance(4 * DAY);
    const at = deliveredAt + 3 * DAY + 12 * HOUR;
    const path = `/api/deals/${id}/payments/redelivery`;
    const missing = [400, { file: 'Attach the redelivery certificate as evidence' }];
    // The time with no document in `file` (a form with the time only, an empty file), or the time alone as the form
    // sent it before (JSON): no money moves on the owner's word.
    const elsewhere = await p.owner.upload(path, 'attachment', evidencePdf, 'redelivery-certificate.pdf', {
      redeliveredAt: new Date(at).toISOString(),
    });
    expect([elsewhere.status, elsewhere.json.error?.fields]).toEqual(missing);
    const empty = await redeliver(p.owner, id, at, Buffer.alloc(0));
    expect([empty.status, empty.json.error?.fields]).toEqual(missing);
    const timeOnly = await p.owner.post(path, { redeliveredAt: new Date(at).toISOString() });
    expect([timeOnly.status, timeOnly.json.error?.fields]).toEqual(missing);
    const script = await redeliver(p.owner, id, at, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'certificate.pdf');
    expect([script.status, script.json.error.fields]).toEqual([400, { file: 'The evidence must be a PDF or a scan or photo (JPEG, PNG)' }]);
    const huge = Buffer.concat([evidencePdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await redeliver(p.owner, id, at, huge);
    expect([tooBig.status, tooBig.json.error.fields]).toEqual([400, { file: 'The evidence file must be at most 10 MB' }]);
    // Nothing was recorded and no money moved.
    const before = (await p.owner.get(`/api/deals/${id}/payments`)).json;
    expect(before.redelivery).toMatchObject({ refusal: null, statement: null });
    expect((before.payments as Row[]).map((r) => r.status)).toEqual(['held', 'scheduled', 'scheduled', 'scheduled']);

    const res = await redeliver(p.owner, id, at);
    expect(res.status).toBe(200);
    const statement = res.json.redelivery.statement;
    // Who uploaded it and when are the record's; the time it states is the redelivery's.
    expect(statement).toMatchObject({
      redeliveredAt: new Date(at).toISOString(),
      recordedBy: 'Test owner',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(statement.certificate).toEqual({
      name: 'redelivery-certificate.pdf',
      contentType: 'application/pdf',
      size: evidencePdf.byteLength,
      sha256: createHash('sha256').update(evidencePdf).digest('hex'),
      url: `/api/deals/${id}/payments/redelivery/certificate`,
    });
    expect((res.json.payments as Row[])[0].status).toBe('settled'); // the money moved on it: the excess refunded
    expect(sealed).toHaveLength(4);

    // Both parties and admins read the statement with the certificate and open its file; nobody else learns it exists.
    const admin = await t.signedIn('admin');
    for (const who of [p.charterer, p.owner, admin]) {
      expect((await who.get(`/api/deals/${id}/payments`)).json.redelivery.statement.certificate.url).toBe(statement.certificate.url);
      const file = await who.get(statement.certificate.url);
      expect([file.status, file.text, file.headers.get('content-type'), file.headers.get('content-disposition')]).toEqual([
        200,
        evidencePdf.toString(),
        'application/pdf',
        `attachment; filename="redelivery-certificate.pdf"; filename*=UTF-8''redelivery-certificate.pdf`,
      ]);
    }
    const otherCharterer = await t.signedIn('charterer', { verified: true });
    const otherOwner = (await sealedDeal(t, terms())).p.owner;
    for (const who of [otherCharterer, otherOwner]) {
      const file = await who.get(statement.certificate.url);
      expect([file.status, file.json.error.message]).toEqual([404, 'Redelivery certificate not found']);
    }
    // Before a redelivery is recorded there is no certificate to read, even for the deal's parties.
    const none = await sealedDeal(t, terms());
    expect((await none.p.charterer.get(`/api/deals/${none.id}/payments/redelivery/certificate`)).status).toBe(404);
  });

  it('refuses before the delivery, a time before it or to come, the charterer, a stranger and a voyage charter', async () => {
    const early = await sealedDeal(t, terms());
    const notYet = await redeliver(early.p.owner, early.id, t.deps.clock.now().getTime() - HOUR);
    expect([notYet.status, notYet.json.error.message]).toEqual([
      409,
      'Record the delivery first: the redelivery is recorded once the ship is marked delivered on its certificate',
    ]);
    expect((await early.p.owner.get(`/api/deals/${early.id}/payments`)).json.redelivery).toMatchObject({
      deliveredAt: null,
      statement: null,
      refusal: notYet.json.error.message,
    });

    const { p, id, deliveredAt } = await delivered();
    const before = await redeliver(p.owner, id, deliveredAt - HOUR);
    const at = new Date(deliveredAt).toISOString().slice(0, 16).replace('T', ' ');
    expect([before.status, before.json.error.fields]).toEqual([
      400,
      { redeliveredAt: `The time of redelivery must be after the delivery, ${at} UTC` },
    ]);
    const future = await redeliver(p.owner, id, t.deps.clock.now().getTime() + HOUR);
    expect([future.status, future.json.error.fields]).toEqual([400, { redeliveredAt: 'The time of redelivery cannot be later than now' }]);
    const blank = await redeliver(p.owner, id, 'last Tuesday');
    expect([blank.status, blank.json.error.fields?.redeliveredAt]).toEqual([400, 'Give the time of redelivery the certificate states']);

    // Charterers are refused by their role, before the deal is looked up (as for every owner's action); the owner of
    // another deal does not learn this one exists.
    const byCharterer = await redeliver(p.charterer, id, deliveredAt + DAY);
    expect([byCharterer.status, byCharterer.json.error.message]).toEqual([403, 'Your account does not have access to this']);
    expect((await redeliver(early.p.charterer, id, deliveredAt + DAY)).status).toBe(403);
    const stranger = await redeliver(early.p.owner, id, deliveredAt + DAY);
    expect([stranger.status, stranger.json.error.code]).toEqual([404, 'not_found']);

    const voyage = await sealedDeal(t, voyageTerms(t));
    const refused = await redeliver(voyage.p.owner, voyage.id, t.deps.clock.now().getTime() - HOUR);
    expect([refused.status, refused.json.error.message]).toEqual([
      409,
      'Only a time-chartered ship is redelivered: a voyage charter ends with the voyage',
    ]);
    expect((await voyage.p.owner.get(`/api/deals/${voyage.id}/payments`)).json.redelivery).toBeNull();

    // Nothing was recorded by the refusals: the owner still may.
    expect((await p.owner.get(`/api/deals/${id}/payments`)).json.redelivery).toMatchObject({
      deliveredAt: new Date(deliveredAt).toISOString(),
      refusal: null,
      statement: null,
    });
  });
});
