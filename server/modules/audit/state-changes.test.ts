import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard } from '../../test/payment-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (entity: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

// Issue #25: "the audit log carries deal, contract and payment state changes, as its page says"
// ("Every admin action and state change, written in the same transaction as the change itself").
describe('the audit log of a deal’s life', () => {
  it('records each step from enquiry to fixture, the charter party’s signing and the instalment paid into escrow', async () => {
    const p = await dealParties(t);
    const terms = voyageTerms(t);
    const id = await openDeal(t, p, terms);
    expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms))).status).toBe(201);
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('fixed');
    expect((await p.owner.post(`/api/deals/${id}/contract`)).status).toBe(201);
    for (const a of [p.owner, p.charterer]) {
      expect((await a.post(`/api/deals/${id}/contract/sign`, { version: 1, password: a.password, consent: true })).status).toBe(200);
    }
    const schedule = (await p.charterer.get(`/api/deals/${id}/payments`)).json.payments as { id: string; seq: number }[];
    expect(schedule).toHaveLength(2);
    const first = schedule.find((x) => x.seq === 1)!;
    await payWithCard(p.charterer, first.id, cards.ok);
    // Opening the charter party changes no state: it stays on the deal's own record, not in the audit log.
    expect((await p.charterer.get(`/api/deals/${id}/contract`)).status).toBe(200);

    // The deal's and the charter party's steps, in order, with who acted (null: the system) and the stage each left.
    const deal = await rowsOf('deal', id);
    const expected = [
      ['deal.enquire', p.charterer.id, null, 'enquiry'],
      ['deal.offer', p.owner.id, 'enquiry', 'negotiating'],
      ['deal.accept', p.charterer.id, 'negotiating', 'fixed'],
      ['deal.contract_draft', p.owner.id, 'fixed', 'fixed'],
      ['deal.contract_sign', p.owner.id, 'fixed', 'fixed'],
      ['deal.contract_sign', p.charterer.id, 'fixed', 'fixed'],
      ['deal.contract_seal', null, 'fixed', 'fixed'],
    ];
    expect(deal).toHaveLength(expected.length);
    expect(
      deal.map((r) => [r.action, r.actorId, (r.before as { stage: string | null } | null)?.stage ?? null, (r.after as { stage: string }).stage]),
    ).toEqual(expected);
    expect(deal.filter((r) => r.action.startsWith('deal.contract_')).map((r) => (r.after as { contractVersion: number }).contractVersion)).toEqual([
      1, 1, 1, 1,
    ]);

    // The instalment: scheduled by the system when the charter party was sealed, paid by the charterer, held once the provider confirmed.
    // 95% of 50,000 t x USD 24.50 = USD 1,163,750.00 = 116,375,000 cents.
    const paid = await rowsOf('payment', first.id);
    expect(paid.map((r) => r.action)).toEqual(['payment.schedule', 'payment.charge_start', 'payment.charge_succeed']);
    expect(paid.map((r) => r.actorId)).toEqual([null, p.charterer.id, null]);
    expect(paid[2].after).toMatchObject({ dealId: id, status: 'held', amount: 116_375_000, currency: 'USD' });
  });
});
