import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties, firm, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// #26: "fixed" meant two things. The deal page showed the counterparty's contact by the deal's stage, the thread
// unmasked by whether the deal was ever fixed: for a deal fixed and then cancelled they disagreed. One rule now
// (common/charters/contacts-revealed.ts): revealed once the deal was fixed, for good. A deal cancelled before its
// fixture was clean never revealed anything. Both places must give the same answer in both cases.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = 'Call +30 210 458 7700 or write to ops@aegean-bulk.gr';
const maskedMessage = 'Call [contact details hidden until the deal is fixed] or write to [contact details hidden until the deal is fixed]';
const remarks = 'Master’s mobile +30 694 512 3456 for berthing.';
const maskedRemarks = 'Master’s mobile [contact details hidden until the deal is fixed] for berthing.';

const cases = [
  { name: 'fixed, then cancelled by Fairlead', subjects: false, revealed: true },
  { name: 'cancelled by Fairlead while on subjects, never fixed', subjects: true, revealed: false },
];

describe('one answer to whether a deal’s contacts are revealed (#26)', () => {
  for (const c of cases) {
    it(`a deal ${c.name}: the deal page and the messages ${c.revealed ? 'both show' : 'both hide'} the contacts`, async () => {
      const p = await dealParties(t);
      const conversationId = (await p.charterer.post('/api/conversations', { vesselId: p.vesselId })).json.id as string;
      expect((await p.owner.post(`/api/conversations/${conversationId}/messages`, { body: message })).status).toBe(201);

      const terms = voyageTerms(t, { remarks });
      const id = await openDeal(t, p, terms);
      const subjects = c.subjects ? [{ text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 24 * 60) }] : [];
      await p.owner.post(`/api/deals/${id}/offers`, firm(t, terms, { subjects }));
      const accepted = (await p.charterer.post(`/api/deals/${id}/accept`)).json.deal;
      expect(accepted.stage).toBe(c.subjects ? 'on_subjects' : 'fixed');
      const admin = await t.signedIn('admin');
      const cancelled = await admin.post(`/api/admin/charters/${accepted.charterId}/cancel`, { reason: 'Charterers’ sanctions screening failed' });
      expect(cancelled.status).toBe(200);

      for (const [me, other] of [
        [p.owner, p.charterer],
        [p.charterer, p.owner],
      ] as const) {
        const deal = (await me.get(`/api/deals/${id}`)).json.deal;
        expect(deal.stage).toBe('cancelled');
        expect(deal.offers).toHaveLength(2);
        // The deal page: the contact card and the parties' own words.
        expect(deal.counterpartyContact?.email ?? null).toBe(c.revealed ? other.email : null);
        expect(deal.offers.map((o: { terms: { remarks: string } }) => o.terms.remarks)).toEqual(
          c.revealed ? [remarks, remarks] : [maskedRemarks, maskedRemarks],
        );
        // The messages: the thread and the conversation list's preview.
        const thread = (await me.get(`/api/conversations/${conversationId}`)).json.conversation;
        expect(thread.deal).toEqual({ id, stage: 'cancelled' });
        expect([thread.contactsHidden, thread.messages.map((m: { body: string }) => m.body)]).toEqual(
          c.revealed ? [false, [message]] : [true, [maskedMessage]],
        );
        const listed = (await me.get('/api/conversations')).json.items.find((i: { id: string }) => i.id === conversationId);
        expect(listed?.lastMessage?.preview).toBe(c.revealed ? message : maskedMessage);
      }
    });
  }
});
