import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { sqlState, violatedConstraint } from '../../lib/db-errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

// #24: an owner could claim 365 days of demurrage any number of times on one voyage. Now: one open claim per deal
// (a partial unique index holds it) and at most 60 days for the voyage, all claims together.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The test's voyage terms: demurrage USD 25,000 a day.
const PER_DAY = 2_500_000;
const statement = 'NOR tendered 0800 12 May, laytime expired 1200 14 May';
const time = (days: number, hours = 0, minutes = 0) => ({ days, hours, minutes, statement });
const OPEN = 'A demurrage claim on this deal is still open: another can be made once it is released, refunded or settled';
const CAP = 'Demurrage on one voyage is at most 60 days in all';

type Deal = Awaited<ReturnType<typeof sealedDeal>>;
const claim = (d: Deal, body: object) => d.p.owner.post(`/api/deals/${d.id}/payments/demurrage`, body);
/** The charterer pays the claim into escrow and confirms it: released to the owner, so the claim is closed. */
async function payAndRelease(d: Deal, paymentId: string) {
  await payWithCard(d.p.charterer, paymentId, cards.ok);
  const confirmed = await d.p.charterer.post(`/api/payments/${paymentId}/confirm`);
  expect(confirmed.json.payment.status).toBe('released');
}

describe('demurrage claims', () => {
  it('one open claim per deal: the next waits until the first is released', async () => {
    const d = await sealedDeal(t);
    const first = await claim(d, time(1, 12));
    expect([first.status, first.json.payment.amount]).toEqual([201, 3_750_000]);
    const second = await claim(d, time(2));
    expect([second.status, second.json.error.message]).toEqual([409, OPEN]);
    await payAndRelease(d, first.json.payment.id);
    const after = await claim(d, time(2));
    expect([after.status, after.json.payment.amount]).toEqual([201, 2 * PER_DAY]);
  });

  it('the database refuses a second open claim on its own, by its partial unique index', async () => {
    const d = await sealedDeal(t);
    const made = (await claim(d, time(1))).json.payment;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, made.id));
    const { id: _, ...copy } = row;
    const refusal = await t.db
      .insert(payments)
      .values({ ...copy, seq: row.seq + 1 })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect([sqlState(refusal), violatedConstraint(refusal)]).toEqual(['23505', 'payments_one_open_demurrage_idx']);
    // A closed claim does not count: the same row released lets the copy in.
    await t.db.update(payments).set({ status: 'released', releasedAmount: row.amount }).where(eq(payments.id, row.id));
    await t.db.insert(payments).values({ ...copy, seq: row.seq + 1 });
  });

  // Each refused with the form's message, before anything is written.
  const tooLong = [
    { name: '61 days', body: time(61) },
    { name: '60 days and a minute', body: time(60, 0, 1) },
    { name: 'a year, as before', body: time(365) },
  ];
  it.each(tooLong)('refuses $name in one claim', async ({ body }) => {
    const d = await sealedDeal(t);
    const res = await claim(d, body);
    expect([res.status, res.json.error.fields.days]).toEqual([400, CAP]);
    expect(await t.db.select().from(payments).where(eq(payments.dealId, d.id))).toHaveLength(2);
  });

  it('caps the voyage at 60 days, counting the claims made before', async () => {
    const d = await sealedDeal(t);
    const first = await claim(d, time(40));
    expect([first.status, first.json.payment.amount]).toEqual([201, 40 * PER_DAY]);
    await payAndRelease(d, first.json.payment.id);
    const over = await claim(d, time(20, 0, 1));
    expect([over.status, over.json.error.message]).toEqual([409, `${CAP}: 20 d 0 h 0 m are left to claim on this deal`]);
    const rest = await claim(d, time(20));
    expect([rest.status, rest.json.payment.amount]).toEqual([201, 20 * PER_DAY]);
  });
});
