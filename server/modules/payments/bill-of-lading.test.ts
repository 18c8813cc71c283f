import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard, sealedDeal } from '../../test/payment-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The recap: 50,000 t wheat 10% MOLOO at USD 42.50/t, 3.75% adcom + 1.25% brokerage, 95% BBB, balance within 30 days
// of discharge. Figures from the worked examples in common/payments/freight.test.ts (US cents):
// nominal 50,000 t: 194,304,687 + 10,226,563; B/L 49,873.420 t: 193,812,786 + 10,200,673 (204,013,459 in all).
const wheat = () => voyageTerms(t, { freightRate: 4_250, addressCommissionPct: 3.75, brokeragePct: 1.25, freightBblPct: 95, freightBalanceDays: 30 });
type Row = { label: string; amount: number; status: string; events: { kind: string; actorRole: string; reason: string | null }[] };
const summary = (list: Pick<Row, 'label' | 'amount' | 'status'>[]) => list.map((x) => [x.label, x.amount, x.status]);

describe('recording the bill-of-lading quantity (#25)', () => {
  it('draws the freight not yet paid on the B/L quantity; only the owner records it, within the tolerance', async () => {
    const { p, id, payments: list } = await sealedDeal(t, wheat());
    expect(summary(list)).toEqual([
      ['Freight, 95% on loading: estimate on the nominal 50,000 t, less 3.75% adcom', 194_304_687, 'scheduled'],
      ['Freight balance, 5% within 30 days of discharge: estimate on the nominal 50,000 t, less 3.75% adcom', 10_226_563, 'scheduled'],
    ]);
    const url = `/api/deals/${id}/payments/bill-of-lading`;
    expect((await p.charterer.post(url, { quantityT: 49_873.42 })).status).toBe(403);
    // 10% more or less of 50,000 t: 45,000 to 55,000 t.
    const outside = await p.owner.post(url, { quantityT: 55_000.001 });
    expect(outside.status).toBe(400);
    expect(outside.json.error.message).toBe('The charter party allows 45,000 t to 55,000 t (50,000 t 10% more or less)');
    expect((await p.owner.post(url, { quantityT: 49_873.4201 })).status).toBe(400);

    const recorded = await p.owner.post(url, { quantityT: 49_873.42 });
    expect(recorded.status).toBe(200);
    expect(summary(recorded.json.payments)).toEqual([
      ['Freight, 95% on loading: on 49,873.420 t per B/L, less 3.75% adcom', 193_812_786, 'scheduled'],
      ['Freight balance, 5% within 30 days of discharge: on 49,873.420 t per B/L, less 3.75% adcom', 10_200_673, 'scheduled'],
    ]);
    const line = (recorded.json.payments[0] as Row).events.at(-1);
    expect(line).toMatchObject({
      kind: 'schedule',
      actorRole: 'owner',
      reason: 'Bill-of-lading quantity 49,873.420 t recorded: $1,943,046.87 on the estimate, now $1,938,127.86',
    });
  });

  it('the 95% paid on the estimate stays; the balance evens it out', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t, wheat());
    await payWithCard(p.charterer, first.id, cards.ok);
    const recorded = await p.owner.post(`/api/deals/${id}/payments/bill-of-lading`, { quantityT: 49_873.42 });
    expect(recorded.status).toBe(200);
    // Freight into escrow on the B/L quantity 204,013,459, of which 194,304,687 paid: the balance is 9,708,772.
    expect(summary(recorded.json.payments)).toEqual([
      ['Freight, 95% on loading: estimate on the nominal 50,000 t, less 3.75% adcom', 194_304_687, 'held'],
      ['Freight balance, 5% within 30 days of discharge: on 49,873.420 t per B/L, less 3.75% adcom', 9_708_772, 'scheduled'],
    ]);
  });

  it('a lump sum does not move with the quantity', async () => {
    const { p, id } = await sealedDeal(t, voyageTerms(t, { freightBasis: 'lump_sum', freightRate: 115_000_000 }));
    const res = await p.owner.post(`/api/deals/${id}/payments/bill-of-lading`, { quantityT: 49_873.42 });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe('The freight is a lump sum: it does not change with the quantity loaded');
  });
});
