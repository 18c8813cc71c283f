import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { dealParties, firm, instantIn, openDeal, timeTerms, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// #24: the free-text fields of a deal (remarks, cargo, trading limits, subjects) carried contact details the
// thread hides until the deal is fixed. They are hidden on the same terms; the figures stay as written.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const H = '[contact details hidden until the deal is fixed]';
const written = {
  remarks: 'Call +30 694 512 3456 before fixing. Laycan 12-18 March 2027, 3.75% adcom.',
  cargo: 'Wheat in bulk, specs from ops [at] aegean-bulk [dot] gr',
  tradingLimits: 'Worldwide within IWL, see www dot aegeanbulk dot com',
  subject: 'Owners’ board approval, whatsapp: +30 694 512 3456',
};
const shown = {
  remarks: `Call ${H} before fixing. Laycan 12-18 March 2027, 3.75% adcom.`,
  cargo: `Wheat in bulk, specs from ${H}`,
  tradingLimits: `Worldwide within IWL, see ${H}`,
  subject: `Owners’ board approval, ${H}`,
};

const bell = async (userId: string, title: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
  ).map((n) => n.message);

/** The cargo a party's deals list shows on the deal's row. */
const listedCargo = async (
  who: { get: (path: string) => Promise<{ json: { items: { id: string; headline: { cargo: string | null } }[] } }> },
  id: string,
) => (await who.get('/api/deals')).json.items.find((d) => d.id === id)?.headline.cargo;

describe('contact details in a deal’s own words (#24)', () => {
  it('hides them in remarks, cargo and subjects from both parties until the deal is fixed, then shows them', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p, voyageTerms(t, { remarks: written.remarks, cargo: written.cargo }));
    const subjects = [{ text: written.subject, party: 'owner', liftBy: instantIn(t, 6 * 60) }];
    const countered = await p.owner.post(
      `/api/deals/${id}/offers`,
      firm(t, voyageTerms(t, { remarks: written.remarks, cargo: written.cargo }), { subjects }),
    );
    expect(countered.status, countered.text).toBe(201);
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).json.deal.stage).toBe('on_subjects');

    for (const who of [p.owner, p.charterer]) {
      const deal = (await who.get(`/api/deals/${id}`)).json.deal;
      expect(deal.offers).toHaveLength(2);
      for (const offer of deal.offers) {
        expect([offer.terms.remarks, offer.terms.cargo]).toEqual([shown.remarks, shown.cargo]);
        expect([offer.terms.quantityT, offer.terms.loadPort, offer.terms.freightRate]).toEqual([50_000, 'NLRTM', 2_450]);
      }
      expect(deal.offers[1].subjects.map((s: { text: string }) => s.text)).toEqual([shown.subject]);
      // The deals list row (#25) shows the cargo on the same terms as the deal page.
      expect(await listedCargo(who, id)).toBe(shown.cargo);
    }

    const subjectId = (await p.owner.get(`/api/deals/${id}`)).json.deal.offers[1].subjects[0].id;
    const lifted = await p.owner.post(`/api/deals/${id}/subjects/${subjectId}/lift`);
    expect(lifted.json.deal.stage).toBe('fixed');
    const notices = await bell(p.charterer.id, 'Subject lifted');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(shown.subject);
    const fixed = (await p.charterer.get(`/api/deals/${id}`)).json.deal;
    expect([fixed.offers[1].terms.remarks, fixed.offers[1].terms.cargo, fixed.offers[1].subjects[0].text]).toEqual([
      written.remarks,
      written.cargo,
      written.subject,
    ]);
    expect(await listedCargo(p.charterer, id)).toBe(written.cargo);
  });

  it('hides them in trading limits, a failed subject and its notice, for a deal that never fixed', async () => {
    const p = await dealParties(t);
    const terms = timeTerms(t, { tradingLimits: written.tradingLimits });
    const id = await openDeal(t, p, terms);
    const subjects = [{ text: written.subject, party: 'charterer', liftBy: instantIn(t, 6 * 60) }];
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms, { subjects }));
    await p.charterer.post(`/api/deals/${id}/accept`);
    const subjectId = (await p.charterer.get(`/api/deals/${id}`)).json.deal.offers[1].subjects[0].id;
    expect((await p.charterer.post(`/api/deals/${id}/subjects/${subjectId}/fail`)).json.deal.stage).toBe('failed');

    const deal = (await p.owner.get(`/api/deals/${id}`)).json.deal;
    expect(deal.offers.map((o: { terms: { tradingLimits: string } }) => o.terms.tradingLimits)).toEqual([shown.tradingLimits, shown.tradingLimits]);
    const failed = deal.events.filter((e: { event: string }) => e.event === 'fail_subject');
    expect(failed).toHaveLength(1);
    expect(failed[0].subjectText).toBe(shown.subject);
    const notices = await bell(p.owner.id, 'Deal failed');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(shown.subject);
    expect(notices[0]).not.toContain('694');
  });
});
