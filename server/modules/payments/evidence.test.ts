import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvidence } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { timeTerms, voyageTerms } from '../../test/deal-input';
import { appendOnly, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, DAYS_TO_LAYCAN, evidencePdf, markOnEvidence, payWithCard, sealedDeal } from '../../test/payment-input';

// #25: the owner could mark "loading completed" on an unpaid instalment weeks before the laycan, with no evidence; a
// charterer paying later found the automatic release already passed and the money went to the owner at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const MINUTE = 60_000;
const escrowOf = (dealId: string) => balanceOf(t.db, { kind: 'escrow', dealId, currency: 'USD' }).then((b) => b.posted);

type Row = {
  name: string;
  terms: 'voyage' | 'time';
  paid: boolean;
  /** Days the clock moves after the deal is sealed (its laycan opens 30 days out). */
  days: number;
  send: 'evidence' | 'nothing' | 'no quantity' | 'a script' | 'a time before the laycan' | 'a time to come';
  expected: [number, string | ((laycan: string) => string)];
};

// Expected answers written from the issue: 409 until the money is held and the event can have happened, 400
// without evidence, then the mark.
const table: Row[] = [
  {
    name: 'unpaid, at the laycan',
    terms: 'voyage',
    paid: false,
    days: DAYS_TO_LAYCAN,
    send: 'evidence',
    expected: [409, 'The money for this instalment is not in escrow yet: it can be marked once the charterer has paid it in'],
  },
  {
    name: 'held, before the laycan',
    terms: 'voyage',
    paid: true,
    days: DAYS_TO_LAYCAN - 1,
    send: 'evidence',
    expected: [409, (l) => `Loading cannot be completed before the laycan opens on ${l}: mark it from that day`],
  },
  {
    name: 'time charter, held, before the delivery date',
    terms: 'time',
    paid: true,
    days: 2,
    send: 'evidence',
    expected: [409, (l) => `The ship cannot be delivered before the delivery date on ${l}: mark it from that day`],
  },
  {
    name: 'held, after the laycan, without evidence',
    terms: 'voyage',
    paid: true,
    days: DAYS_TO_LAYCAN,
    send: 'nothing',
    expected: [400, 'Attach the bill of lading as evidence'],
  },
  {
    name: 'held, a bill of lading without its quantity',
    terms: 'voyage',
    paid: true,
    days: DAYS_TO_LAYCAN,
    send: 'no quantity',
    expected: [400, 'Give the quantity the bill of lading states, in whole tonnes'],
  },
  {
    name: 'held, a script named .pdf',
    terms: 'voyage',
    paid: true,
    days: DAYS_TO_LAYCAN,
    send: 'a script',
    expected: [400, 'The evidence must be a PDF or a scan or photo (JPEG, PNG)'],
  },
  {
    name: 'held, a document stating a time before the laycan',
    terms: 'voyage',
    paid: true,
    days: DAYS_TO_LAYCAN,
    send: 'a time before the laycan',
    expected: [400, (l) => `The time the document states is before ${l}, when the event could first happen`],
  },
  {
    name: 'held, a document stating a time to come',
    terms: 'voyage',
    paid: true,
    days: DAYS_TO_LAYCAN,
    send: 'a time to come',
    expected: [400, 'The time the document states cannot be later than now'],
  },
  { name: 'held, after the laycan, with evidence', terms: 'voyage', paid: true, days: DAYS_TO_LAYCAN, send: 'evidence', expected: [200, 'held'] },
  {
    name: 'time charter, held, delivered, with the certificate',
    terms: 'time',
    paid: true,
    days: DAYS_TO_LAYCAN,
    send: 'evidence',
    expected: [200, 'held'],
  },
];

describe('marking an instalment done (#25)', () => {
  it.each(table)('$name', async (row) => {
    const terms = row.terms === 'voyage' ? voyageTerms(t) : timeTerms(t);
    const laycan = terms.laycanFrom as string;
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t, terms);
    if (row.paid) await payWithCard(p.charterer, first.id, cards.ok);
    t.deps.clock.advance(row.days * DAY);
    // The time the documents state is this one instant, sent as it is: reading the clock again could cross a
    // millisecond on a busy machine.
    const now = t.deps.clock.now();
    const statedAt = now.toISOString();
    const res =
      row.send === 'nothing'
        ? await p.owner.post(`/api/payments/${first.id}/done`)
        : row.send === 'no quantity'
          ? await markOnEvidence(t, p.owner, first.id, { statedAt, quantityT: '' })
          : row.send === 'a script'
            ? await markOnEvidence(t, p.owner, first.id, { statedAt }, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'bill-of-lading.pdf')
            : row.send === 'a time before the laycan'
              ? await markOnEvidence(t, p.owner, first.id, { statedAt: new Date(Date.parse(`${laycan}T00:00:00Z`) - MINUTE).toISOString() })
              : row.send === 'a time to come'
                ? await markOnEvidence(t, p.owner, first.id, { statedAt: new Date(now.getTime() + 60 * MINUTE).toISOString() })
                : await markOnEvidence(t, p.owner, first.id, { statedAt });
    const [status, expected] = row.expected;
    const message = typeof expected === 'function' ? expected(laycan) : expected;
    expect(res.status).toBe(status);
    if (status !== 200) {
      expect(res.json.error.message).toBe(message);
      // Nothing was marked and nothing kept: the instalment reads as before.
      const view = (await p.charterer.get(`/api/deals/${id}/payments`)).json.payments[0];
      expect([view.ownerDoneAt, view.evidence]).toEqual([null, []]);
      if (status === 409) expect(view.mark.refusal).toBe(message);
      return;
    }
    expect(res.json.payment.status).toBe(message);
    // The evidence is on the instalment for both parties and admins, and its file opens for them only.
    const admin = await t.signedIn('admin');
    for (const who of [p.charterer, p.owner, admin]) {
      const [view] = (await who.get(`/api/deals/${id}/payments`)).json.payments;
      expect(view.evidence).toHaveLength(1);
      expect(view.evidence[0]).toMatchObject({
        document: row.terms === 'voyage' ? 'bill_of_lading' : 'delivery_certificate',
        statedAt,
        quantityT: row.terms === 'voyage' ? 50_000 : null,
        contentType: 'application/pdf',
        size: evidencePdf.byteLength,
      });
      const file = await who.get(view.evidence[0].url);
      expect([file.status, file.headers.get('content-disposition')?.startsWith('attachment;')]).toEqual([200, true]);
    }
    const [view] = (await p.charterer.get(`/api/deals/${id}/payments`)).json.payments;
    const stranger = await t.signedIn('charterer', { verified: true });
    expect((await stranger.get(view.evidence[0].url)).status).toBe(404);
    expect(view.events.at(-1)).toMatchObject({ kind: 'owner_done', actorRole: 'owner' });
    expect(view.events.at(-1).reason).toMatch(row.terms === 'voyage' ? /^Bill of lading, 50,000 t, stating / : /^Delivery certificate, stating /);
  });

  it('runs the claim window from the later of the payment and the mark', async () => {
    const {
      p,
      id,
      payments: [first],
    } = await sealedDeal(t);
    // The owner tries to mark before the money is in: refused, so no window starts.
    t.deps.clock.advance(DAYS_TO_LAYCAN * DAY);
    expect((await markOnEvidence(t, p.owner, first.id)).status).toBe(409);
    // The charterer pays three days later; the owner marks a day after that: five days from the mark.
    t.deps.clock.advance(3 * DAY);
    await payWithCard(p.charterer, first.id, cards.ok);
    t.deps.clock.advance(1 * DAY);
    const marked = (await markOnEvidence(t, p.owner, first.id)).json.payment;
    const at = (kind: string) => Date.parse(marked.events.find((e: { kind: string }) => e.kind === kind).at);
    expect(at('owner_done') - at('charge_succeed')).toBeGreaterThanOrEqual(DAY);
    expect(marked.autoReleaseAt).toBe(new Date(at('owner_done') + 5 * DAY).toISOString());
    t.deps.clock.advance(5 * DAY - MINUTE);
    await t.deps.jobs.runDue();
    expect(await escrowOf(id)).toBe(116_375_000);
    t.deps.clock.advance(MINUTE);
    await t.deps.jobs.runDue();
    expect(await escrowOf(id)).toBe(0);
  });

  it('keeps evidence for good: a row cannot be changed or deleted', async () => {
    const {
      p,
      payments: [first],
    } = await sealedDeal(t);
    await payWithCard(p.charterer, first.id, cards.ok);
    t.deps.clock.advance(DAYS_TO_LAYCAN * DAY);
    expect((await markOnEvidence(t, p.owner, first.id)).status).toBe(200);
    const [row] = await t.db.select().from(paymentEvidence).where(eq(paymentEvidence.paymentId, first.id));
    expect(await refusalOf(t.db.update(paymentEvidence).set({ quantityT: 60_000 }).where(eq(paymentEvidence.id, row.id)))).toEqual(
      appendOnly('payment_evidence', 'UPDATE'),
    );
    expect(await refusalOf(t.db.delete(paymentEvidence).where(eq(paymentEvidence.id, row.id)))).toEqual(appendOnly('payment_evidence', 'DELETE'));
  });
});
