import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { dayFrom, firm, instantIn, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { cards, payWithCard } from '../../test/payment-input';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #25: the dashboard's tiles fit the member's work, for an owner and a charterer alike: open enquiries, deals on
// subjects, money held in escrow and the deadlines of today, each counted by the server from the deals.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 06:00 UTC tomorrow: the deadlines set a few hours ahead below fall today, whatever the hour the test runs.
  const now = t.deps.clock.now();
  const six = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6);
  t.deps.clock.advance(six - now.getTime());
});
afterAll(() => t.close());

const nextImo = imoSequence(941_201);
type Agent = Awaited<ReturnType<TestApp['signedIn']>>;

async function shipOf(owner: Agent, name: string) {
  const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), name }));
  if (res.status !== 201) throw new Error(res.text);
  return res.json.vessel.id as string;
}
async function enquire(charterer: Agent, vesselId: string, terms: Record<string, unknown>) {
  const res = await charterer.post('/api/deals', { vesselId, terms });
  if (res.status !== 201) throw new Error(res.text);
  return res.json.deal.id as string;
}

describe('dashboard figures (#25)', () => {
  it('counts open enquiries, deals on subjects, money in escrow and today\u2019s deadlines for each side of the same deals', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const charterer = await t.signedIn('charterer', { verified: true });
    const outsider = await t.signedIn('charterer', { verified: true });
    const aegean = await shipOf(owner, 'Aegean Spirit');
    const thira = await shipOf(owner, 'Thira Star');
    // Laycans apart, so that no two firm offers or fixtures on one ship overlap.
    const laycan = (from: number) => ({ laycanFrom: dayFrom(t, from), laycanTo: dayFrom(t, from + 5) });

    // 1. An enquiry not answered yet.
    await enquire(charterer, aegean, voyageTerms(t, laycan(90)));
    // 2. The owner's firm offer, for the charterer to answer by 09:00 today.
    const offered = await enquire(charterer, thira, voyageTerms(t, laycan(30)));
    expect((await owner.post(`/api/deals/${offered}/offers`, firm(t, voyageTerms(t, laycan(30)), { replyInMinutes: 180 }))).status).toBe(201);
    // 3. On subjects: the owner's subject to lift by 10:00 today, the charterer's in two days.
    const subjectsDeal = await enquire(charterer, aegean, voyageTerms(t, laycan(60)));
    const subjects = [
      { text: 'Owners\u2019 board approval', party: 'owner', liftBy: instantIn(t, 240) },
      { text: 'Receivers\u2019 approval', party: 'charterer', liftBy: instantIn(t, 2 * 24 * 60) },
    ];
    expect((await owner.post(`/api/deals/${subjectsDeal}/offers`, firm(t, voyageTerms(t, laycan(60)), { subjects }))).status).toBe(201);
    expect((await charterer.post(`/api/deals/${subjectsDeal}/accept`)).json.deal.stage).toBe('on_subjects');
    // 4. Fixed and sealed; the first instalment paid into escrow, the next one falling due today.
    const fixed = await enquire(charterer, aegean, voyageTerms(t, laycan(30)));
    await owner.post(`/api/deals/${fixed}/offers`, firm(t, voyageTerms(t, laycan(30))));
    expect((await charterer.post(`/api/deals/${fixed}/accept`)).json.deal.stage).toBe('fixed');
    await owner.post(`/api/deals/${fixed}/contract`);
    for (const a of [owner, charterer])
      expect((await a.post(`/api/deals/${fixed}/contract/sign`, { version: 1, password: a.password, consent: true })).status).toBe(200);
    const schedule = (await charterer.get(`/api/deals/${fixed}/payments`)).json.payments as { id: string; seq: number }[];
    const first = schedule.find((p) => p.seq === 1)!;
    await payWithCard(charterer, first.id, cards.ok);
    const today = t.deps.clock.now().toISOString().slice(0, 10);
    // The voyage's other instalment (the 5% balance), and only it, falls due today.
    const due = await t.db
      .update(payments)
      .set({ dueOn: today })
      .where(and(eq(payments.dealId, fixed), ne(payments.id, first.id), eq(payments.status, 'scheduled')))
      .returning({ id: payments.id });
    expect(due).toHaveLength(1);
    // 5. Withdrawn: counted nowhere.
    const gone = await enquire(charterer, thira, voyageTerms(t, laycan(120)));
    expect((await charterer.post(`/api/deals/${gone}/withdraw`)).status).toBe(200);

    // The voyage terms' freight: 50,000 t x USD 24.50 = USD 1,225,000.00; 95% on loading = USD 1,163,750.00.
    const held = [{ currency: 'USD', amount: 116_375_000 }];
    // Deals 1 and 2 are open enquiries, deal 3 is on subjects, deal 4 is fixed (an active charter), deal 5 is gone.
    // Today the charterer answers the firm offer (deal 2) and pays the instalment due; the owner lifts its subject.
    const expected = {
      owner: { vessels: 2, openEnquiries: 2, onSubjects: 1, activeCharters: 1, heldInEscrow: held, deadlinesToday: 1 },
      charterer: { vessels: 0, openEnquiries: 2, onSubjects: 1, activeCharters: 1, heldInEscrow: held, deadlinesToday: 2 },
      outsider: { vessels: 0, openEnquiries: 0, onSubjects: 0, activeCharters: 0, heldInEscrow: [], deadlinesToday: 0 },
    };
    expect((await owner.get('/api/accounts/dashboard')).json).toMatchObject(expected.owner);
    expect((await charterer.get('/api/accounts/dashboard')).json).toMatchObject(expected.charterer);
    expect((await outsider.get('/api/accounts/dashboard')).json).toMatchObject(expected.outsider);

    // Past 10:00 the owner's subject has lapsed (the deal failed), past 09:00 the offer too: only the payment is left.
    t.deps.clock.advance(5 * 3_600_000);
    await t.deps.jobs.runDue();
    expect((await owner.get('/api/accounts/dashboard')).json).toMatchObject({ openEnquiries: 2, onSubjects: 0, deadlinesToday: 0 });
    expect((await charterer.get('/api/accounts/dashboard')).json).toMatchObject({ deadlinesToday: 1 });
  });
});
