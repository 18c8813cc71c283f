import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charterStatuses } from '../../../common/charters/charter-process';
import { dealStages } from '../../../common/charters/deal-process';
import { offerStatuses, subjectStatuses } from '../../../common/charters/offer-process';
import { dealLog, offers, subjects } from '../../db/schema';
import { dealParties, firm, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { appendOnly, INSUFFICIENT_PRIVILEGE, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kept = (message: string) => ({ code: INSUFFICIENT_PRIVILEGE, message });
const offerUnchanged = kept("an offer's terms never change, and its status moves only once from live");

describe('the deal’s record only grows', () => {
  it('refuses to change or delete an event, an offer’s terms or a subject, in the database itself', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const subjectsIn = [{ text: 'Owners’ approval of charterers', party: 'owner', liftBy: instantIn(t, 24 * 60) }];
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { subjects: subjectsIn }));
    const [offer] = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.version, 2), eq(offers.dealId, id)));
    expect(await t.db.select().from(subjects).where(eq(subjects.offerId, offer.id))).toHaveLength(1);
    expect(await refusalOf(t.db.update(dealLog).set({ note: 'rewritten' }).where(eq(dealLog.dealId, id)))).toEqual(
      appendOnly('deal_events', 'UPDATE'),
    );
    expect(await refusalOf(t.db.delete(dealLog).where(eq(dealLog.dealId, id)))).toEqual(appendOnly('deal_events', 'DELETE'));
    expect(await refusalOf(t.db.execute(sql`truncate deal_events cascade`))).toEqual(appendOnly('deal_events', 'TRUNCATE'));
    expect(
      await refusalOf(
        t.db
          .update(offers)
          .set({ terms: { ...offer.terms, currency: 'EUR' as const } })
          .where(eq(offers.id, offer.id)),
      ),
    ).toEqual(offerUnchanged);
    expect(await refusalOf(t.db.delete(offers).where(eq(offers.id, offer.id)))).toEqual(kept('offers are kept: DELETE is not allowed'));
    expect(await refusalOf(t.db.update(subjects).set({ text: 'Subject to nothing' }).where(eq(subjects.offerId, offer.id)))).toEqual(
      kept("a subject's wording and deadline never change, and it is decided only once"),
    );
    expect(await refusalOf(t.db.delete(subjects).where(eq(subjects.offerId, offer.id)))).toEqual(kept('subjects are kept: DELETE is not allowed'));
    // The status moves once: live to how it ended, never back.
    await p.charterer.post(`/api/deals/${id}/decline`);
    expect(await refusalOf(t.db.update(offers).set({ status: 'live' }).where(eq(offers.id, offer.id)))).toEqual(offerUnchanged);
    expect((await p.owner.get(`/api/deals/${id}`)).json.deal.events).toHaveLength(3);
  });

  it.each([
    ['deals_stage_check', dealStages],
    ['offers_status_check', offerStatuses],
    ['subjects_status_check', subjectStatuses],
    ['charters_status_check', charterStatuses],
  ])('has the lifecycle table’s states in the database’s %s, and nothing else', async (name, states) => {
    const result = (await t.db.execute(sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`)) as unknown as {
      rows: { def: string }[];
    };
    expect(result.rows).toHaveLength(1);
    const inDatabase = [...result.rows[0].def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect(inDatabase).toEqual([...states].sort());
  });
});
