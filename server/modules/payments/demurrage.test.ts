import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { sqlState, violatedConstraint } from '../../lib/db-errors';
import { dayFrom, timeTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { sealedDeal } from '../../test/payment-input';

// #30: demurrage is no longer typed by the owner (the time on demurrage and a free-text statement); it is settled
// from the laytime sheet both parties agree (server/modules/laytime/settlement.test.ts). The typed claim is refused.
// The partial unique index of #24 (one open demurrage instalment per deal) still guards that settlement.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const typed = { days: 1, hours: 12, minutes: 0, statement: 'NOR tendered 0800 12 May, laytime expired 1200 14 May' };
const REFUSED = 'Demurrage is no longer typed in: it is settled from the laytime sheet both parties agree, on the deal’s laytime page';

describe('the typed demurrage claim', () => {
  it('is refused on a voyage charter, and nothing is added to the schedule', async () => {
    const d = await sealedDeal(t);
    const res = await d.p.owner.post(`/api/deals/${d.id}/payments/demurrage`, typed);
    expect([res.status, res.json.error.message]).toEqual([409, REFUSED]);
    expect((await t.db.select().from(payments).where(eq(payments.dealId, d.id))).map((p) => p.kind)).toEqual(['freight', 'freight_balance']);
  });

  it('is still refused to the charterer by side, and on a time charter as before', async () => {
    const d = await sealedDeal(t);
    expect((await d.p.charterer.post(`/api/deals/${d.id}/payments/demurrage`, typed)).status).toBe(403);
    const time = await sealedDeal(t, timeTerms(t, { laycanFrom: dayFrom(t, 30), laycanTo: dayFrom(t, 32) }));
    const res = await time.p.owner.post(`/api/deals/${time.id}/payments/demurrage`, typed);
    expect([res.status, res.json.error.message]).toEqual([409, 'Demurrage applies to voyage charters; a time charterer pays hire instead']);
  });

  it('the database refuses a second open demurrage instalment on its own, by its partial unique index', async () => {
    const d = await sealedDeal(t);
    const [first] = await t.db.select().from(payments).where(eq(payments.dealId, d.id));
    const { id: _, ...copy } = first;
    const demurrage = { ...copy, kind: 'demurrage' as const, seq: 3, amount: 1_000_000, label: 'Demurrage' };
    await t.db.insert(payments).values(demurrage);
    const refusal = await t.db
      .insert(payments)
      .values({ ...demurrage, seq: 4 })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect([sqlState(refusal), violatedConstraint(refusal)]).toEqual(['23505', 'payments_one_open_demurrage_idx']);
  });
});
