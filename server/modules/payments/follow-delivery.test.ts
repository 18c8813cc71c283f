import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFrom, timeTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, DAYS_TO_LAYCAN, markOnEvidence, payWithCard, sealedDeal } from '../../test/payment-input';

const DAY = 86_400_000;
import { followDelivery } from './schedule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { seq: number; label: string; amount: number; dueOn: string; status: string; events: { kind: string; reason: string | null }[] };

describe('hire follows the actual delivery (#25)', () => {
  it('the hire not yet paid falls due from the delivery certificate’s time; what is paid stays', async () => {
    // 40 days at USD 18,400/day, 3.75% adcom: 15 days = 27,600,000 c less 1,035,000 = 26,565,000; the last 10 days
    // 18,400,000 less 690,000 = 17,710,000. Drawn from the laycan's first day (30 days ahead) until delivery.
    const { p, id, payments: sealed } = await sealedDeal(t, timeTerms(t, { periodDays: 40, hirePerDay: 1_840_000, addressCommissionPct: 3.75 }));
    const drawn = (await p.owner.get(`/api/deals/${id}/payments`)).json.payments as Row[];
    expect(drawn.map((x) => [x.amount, x.dueOn])).toEqual([
      [26_565_000, dayFrom(t, 30)],
      [26_565_000, dayFrom(t, 45)],
      [17_710_000, dayFrom(t, 60)],
    ]);
    await payWithCard(p.charterer, sealed[0].id, cards.ok);

    // Delivered two days into the laycan at 10:00 UTC: the next periods start 15 and 30 days after that.
    const deliveredAt = new Date(`${dayFrom(t, 32)}T10:00:00.000Z`);
    const deal = { id, ownerId: p.owner.id, chartererId: p.charterer.id };
    const changed = await t.db.transaction((tx) => followDelivery(tx, deal, deliveredAt, { user: null, role: 'system' }, t.deps.clock.now()));
    expect(changed).toBe(2);
    const after = (await p.owner.get(`/api/deals/${id}/payments`)).json.payments as Row[];
    expect(after.map((x) => [x.seq, x.amount, x.dueOn, x.status])).toEqual([
      [1, 26_565_000, dayFrom(t, 30), 'held'],
      [2, 26_565_000, dayFrom(t, 47), 'scheduled'],
      [3, 17_710_000, dayFrom(t, 62), 'scheduled'],
    ]);
    expect(after[1].events.at(-1)).toMatchObject({
      kind: 'schedule',
      reason: `Delivered ${dayFrom(t, 32)} 10:00 UTC: hire for this period due ${dayFrom(t, 47)} (was ${dayFrom(t, 45)}), $265,650.00`,
    });
  });

  it('the owner marking the ship delivered on a certificate redraws the hire not yet paid from the time it states', async () => {
    // Same charter as above: delivered three days into the laycan at 06:30 UTC, so periods 2 and 3 start 15 and 30
    // days after that (laycan + 18 and + 33 days), amounts unchanged (full periods of 15 days, then 10).
    const { p, id, payments: sealed } = await sealedDeal(t, timeTerms(t, { periodDays: 40, hirePerDay: 1_840_000, addressCommissionPct: 3.75 }));
    const laycan = dayFrom(t, DAYS_TO_LAYCAN);
    await payWithCard(p.charterer, sealed[0].id, cards.ok);
    const start = t.deps.clock.now();
    t.deps.clock.advance(Date.parse(`${dayFrom(t, DAYS_TO_LAYCAN + 3)}T12:00:00Z`) - start.getTime());
    const marked = await markOnEvidence(t, p.owner, sealed[0].id, {
      statedAt: new Date(Date.parse(`${laycan}T06:30:00Z`) + 3 * DAY).toISOString(),
      quantityT: '',
    });
    expect(marked.status).toBe(200);
    const after = (await p.owner.get(`/api/deals/${id}/payments`)).json.payments as Row[];
    const startDay = (days: number) => new Date(Date.parse(`${laycan}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    expect(after.map((x) => [x.seq, x.amount, x.dueOn])).toEqual([
      [1, 26_565_000, laycan],
      [2, 26_565_000, startDay(18)],
      [3, 17_710_000, startDay(33)],
    ]);
  });
});
