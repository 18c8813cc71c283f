import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { devMail, payouts, simulatedPayouts } from '../../db/schema';
import { balanceOf } from '../../lib/ledger';
import { createTestApp, type TestApp } from '../../test/harness';
import { reviewedByAdmin } from '../../test/payout-review';
import { cards, DAYS_TO_LAYCAN, markOnEvidence, payWithCard, sealedDeal } from '../../test/payment-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FREIGHT_95 = 116_375_000; // 95% of 50,000 t at USD 24.50
const first = { holderName: 'Aegean Bulk Carriers S.A.', iban: 'GB82 WEST 1234 5698 7654 32', bic: 'NWBKGB2L' };
const second = { holderName: 'Aegean Bulk Carriers S.A.', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };
type Deal = Awaited<ReturnType<typeof sealedDeal>>;

/** The owner's bank details after a fixture: password, the e-mailed link, then (unless `wait` is false) the 48 hours. */
async function setBankDetails(p: Deal['p'], details: typeof first, wait = true) {
  await t.db.delete(devMail).where(eq(devMail.to, p.owner.email));
  expect((await p.owner.put('/api/payouts/bank-details', { ...details, password: p.owner.password })).status).toBe(200);
  const mails = await t.db.select().from(devMail).where(eq(devMail.to, p.owner.email));
  const token = /bank-details\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text).join('\n'))![1];
  expect((await p.owner.post('/api/payouts/bank-details/confirm', { token })).status).toBe(200);
  if (!wait) return;
  t.deps.clock.advance(48 * HOUR);
  await t.deps.jobs.runDue();
  await reviewedByAdmin(t, p.owner.id); // every owner here uses the same test IBAN: a flag payouts would wait on (#25)
}

/** A sealed deal whose laycan has opened: its loading can be marked (#25). */
async function dealAtLaycan() {
  const deal = await sealedDeal(t);
  t.deps.clock.advance(DAYS_TO_LAYCAN * DAY);
  return deal;
}

async function releaseFirstInstalment({ p, payments: [freight] }: Deal) {
  await payWithCard(p.charterer, freight.id, cards.ok);
  expect((await markOnEvidence(t, p.owner, freight.id)).status).toBe(200);
  expect((await p.charterer.post(`/api/payments/${freight.id}/confirm`)).json.payment.status).toBe('released');
  await t.deps.jobs.runDue();
}

const paidOut = (dealId: string) => balanceOf(t.db, { kind: 'paid_out', dealId, currency: 'USD' }).then((b) => b.posted);
const ownerPayable = (dealId: string) => balanceOf(t.db, { kind: 'owner_payable', dealId, currency: 'USD' }).then((b) => b.posted);

describe('payouts to the owner', () => {
  it('pay released money to the active account, never to a change still in its 48 hours', async () => {
    const deal = await dealAtLaycan();
    await setBankDetails(deal.p, first);
    await setBankDetails(deal.p, second, false); // confirmed, waiting out its 48 hours
    await releaseFirstInstalment(deal);
    expect([await ownerPayable(deal.id), await paidOut(deal.id)]).toEqual([0, FREIGHT_95]);
    const sent = await t.db.select().from(payouts).where(eq(payouts.dealId, deal.id));
    expect(sent.map((s) => [s.status, s.amount])).toEqual([['sent', FREIGHT_95]]);
    const [atProvider] = await t.db.select().from(simulatedPayouts).where(eq(simulatedPayouts.idempotencyKey, sent[0].id));
    expect([atProvider.iban, atProvider.bic, atProvider.amount]).toEqual(['GB82WEST12345698765432', 'NWBKGB2L', FREIGHT_95]);
    expect((await deal.p.owner.get(`/api/deals/${deal.id}/payments`)).json.paidOut).toBe(FREIGHT_95);
  });

  it('tell the owner which ship and voyage a payout is for (#25)', async () => {
    const deal = await dealAtLaycan(); // the Aegean Spirit, wheat from Rotterdam to Alexandria
    await setBankDetails(deal.p, first);
    await releaseFirstInstalment(deal);
    type Item = { title: string; message: string; link: { path: string } | null };
    const items: Item[] = (await deal.p.owner.get('/api/notifications')).json.items;
    const sent = items.filter((n) => n.title.startsWith('Payout sent'));
    expect(sent).toHaveLength(1);
    expect(sent[0].title).toBe('Payout sent: Aegean Spirit');
    expect(sent[0].message).toBe(
      '$1,163,750.00 released from escrow for Aegean Spirit (Wheat in bulk, Rotterdam, Netherlands to El Iskandariya (Alexandria), Egypt) was paid to Aegean Bulk Carriers S.A., GB82 •••• 5432.',
    );
    expect(sent[0].link?.path).toBe(`/app/deals/${deal.id}/payments`);
    await t.deps.jobs.runDue(); // the e-mail goes through the queue
    const mails = await t.db.select().from(devMail).where(eq(devMail.to, deal.p.owner.email));
    expect(mails.filter((m) => m.subject.includes('Payout sent')).map((m) => m.subject)).toEqual([
      expect.stringContaining('Payout sent: Aegean Spirit'),
    ]);
  });

  it('keep released money in the owner-payable account until bank details apply, then pay it once', async () => {
    const deal = await dealAtLaycan();
    await releaseFirstInstalment(deal);
    expect([await ownerPayable(deal.id), await paidOut(deal.id)]).toEqual([FREIGHT_95, 0]);
    await setBankDetails(deal.p, first);
    await t.deps.jobs.runDue();
    expect([await ownerPayable(deal.id), await paidOut(deal.id)]).toEqual([0, FREIGHT_95]);
    expect(await t.db.select().from(payouts).where(eq(payouts.dealId, deal.id))).toHaveLength(1);
  });

  it('send a payout whose outcome was unclear again under the same id: paid once', async () => {
    const deal = await dealAtLaycan();
    await setBankDetails(deal.p, first);
    // The provider's answer is lost once (a dropped connection after it may have paid), at its boundary.
    const provider = t.deps.payments;
    const payout = provider.payout.bind(provider);
    let lost = 0;
    provider.payout = async (input) => {
      const answer = await payout(input);
      if (lost++ === 0) throw new Error('socket hang up');
      return answer;
    };
    onTestFinished(() => {
      provider.payout = payout;
    });
    await releaseFirstInstalment(deal);
    t.deps.clock.advance(60_000); // past the queue's backoff
    await t.deps.jobs.runDue();
    // Asked twice, one payout row: the retry resumed it rather than opening another.
    expect(lost).toBe(2);
    const rows = await t.db.select().from(payouts).where(eq(payouts.dealId, deal.id));
    expect(rows.map((p) => p.status)).toEqual(['sent']);
    expect(await t.db.select().from(simulatedPayouts).where(eq(simulatedPayouts.idempotencyKey, rows[0].id))).toHaveLength(1);
    expect(await paidOut(deal.id)).toBe(FREIGHT_95);
  });
});
