import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters, devMail, notifications } from '../../db/schema';
import { dealParties, firm, indication, instantIn, openDeal, timeTerms, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titlesFor = async (userId: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title).sort();
/** The deal's e-mails to an address (the registration's confirmation mail left aside). */
const mailsTo = async (email: string) =>
  (await t.db.select().from(devMail).where(eq(devMail.to, email)))
    .map((m) => m.subject)
    .filter((s) => s.endsWith(' - Fairlead'))
    .sort();

describe('a voyage deal from enquiry to clean fixture', () => {
  it('runs enquiry, firm offer on subjects, firm bid, acceptance and lifts, with a record of every step', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    let deal = (await p.owner.get(`/api/deals/${id}`)).json.deal;
    expect(deal.stage).toBe('enquiry');
    expect(deal.awaiting).toBe('owner');
    expect(await titlesFor(p.owner.id)).toEqual(['New enquiry']);

    // The owner answers with a firm offer on two subjects; the charterer counters with a firm bid at a lower freight.
    const subjects = [
      { text: 'Owners’ approval of charterers', party: 'owner', liftBy: instantIn(t, 24 * 60) },
      { text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 48 * 60) },
    ];
    const offered = await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t, { freightRate: 2_600 }), { subjects }));
    expect(offered.status).toBe(201);
    expect(offered.json.deal.stage).toBe('negotiating');
    const bid = await p.charterer.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t, { freightRate: 2_525 }), { subjects }));
    expect(bid.status).toBe(201);
    deal = bid.json.deal;
    expect(deal.offers.map((o: { version: number; status: string; fromParty: string }) => `${o.version} ${o.fromParty} ${o.status}`)).toEqual([
      '1 charterer superseded',
      '2 owner superseded',
      '3 charterer live',
    ]);

    // Contact details stay hidden until the fixture is clean.
    expect(deal.counterpartyContact).toBeNull();
    const accepted = await p.owner.post(`/api/deals/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json.deal.stage).toBe('on_subjects');
    expect(accepted.json.deal.counterpartyContact).toBeNull();
    const [held] = await t.db.select().from(charters).where(eq(charters.dealId, id));
    expect([held.status, held.startDate, held.endDate, held.totalAmount]).toEqual([
      'pending',
      voyageTerms(t).laycanFrom,
      addDays(voyageTerms(t).laycanTo as string, 20),
      2_525 * 50_000,
    ]);

    const live = accepted.json.deal.offers[2].subjects;
    expect(live).toHaveLength(2);
    // A subject is lifted by its own party only.
    expect((await p.charterer.post(`/api/deals/${id}/subjects/${live[0].id}/lift`)).status).toBe(403);
    expect((await p.owner.post(`/api/deals/${id}/subjects/${live[0].id}/lift`)).json.deal.stage).toBe('on_subjects');
    const fixed = await p.charterer.post(`/api/deals/${id}/subjects/${live[1].id}/lift`);
    expect(fixed.json.deal.stage).toBe('fixed');
    expect(fixed.json.deal.counterpartyContact.email).toBe(p.owner.email);
    expect((await p.owner.get(`/api/deals/${id}`)).json.deal.counterpartyContact.email).toBe(p.charterer.email);
    expect((await t.db.select().from(charters).where(eq(charters.dealId, id)))[0].status).toBe('confirmed');

    const record = fixed.json.deal.events.map(
      (e: { event: string; actorRole: string; stageAfter: string }) => `${e.event} by ${e.actorRole} -> ${e.stageAfter}`,
    );
    expect(record).toEqual([
      'enquire by charterer -> enquiry',
      'offer by owner -> negotiating',
      'offer by charterer -> negotiating',
      'accept by owner -> on_subjects',
      'lift_subject by owner -> on_subjects',
      'lift_subject by charterer -> fixed',
    ]);
    // Each event reached the other party in the app and by e-mail.
    expect(await titlesFor(p.charterer.id)).toEqual(['Fixed', 'Offer accepted on subjects', 'Offer received', 'Subject lifted']);
    expect(await titlesFor(p.owner.id)).toEqual(['Counter received', 'Fixed', 'New enquiry', 'Subject lifted']);
    expect(await mailsTo(p.charterer.email)).toEqual([
      'Fixed - Fairlead',
      'Offer accepted on subjects - Fairlead',
      'Offer received - Fairlead',
      'Subject lifted - Fairlead',
    ]);
  });

  it('fixes at once when a firm offer without subjects is accepted, and keeps the time-charter terms', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p, timeTerms(t));
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, timeTerms(t, { hirePerDay: 1_700_000 })));
    const res = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(res.json.deal.stage).toBe('fixed');
    const [held] = await t.db.select().from(charters).where(eq(charters.dealId, id));
    expect([held.status, held.totalAmount]).toEqual(['confirmed', 1_700_000 * 90]);
    expect(res.json.deal.offers[1].terms.tradingLimits).toBe('Worldwide within Institute Warranty Limits, excluding war zones');
  });
});

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the rules of an answer', () => {
  it('accepts only a firm offer, only by its addressee, and never one that lapsed', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    await p.owner.post(`/api/deals/${id}/offers`, indication(voyageTerms(t)));
    const onIndication = await p.charterer.post(`/api/deals/${id}/accept`);
    expect([onIndication.status, onIndication.json.error.message]).toEqual([
      409,
      'An indication is not binding: ask for a firm offer, or counter with one, before accepting',
    ]);

    const offer = firm(t, voyageTerms(t), { replyInMinutes: 60 });
    await p.owner.post(`/api/deals/${id}/offers`, offer);
    expect((await p.owner.post(`/api/deals/${id}/accept`)).status).toBe(409);
    t.deps.clock.advance(61 * 60_000);
    const late = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(late.status).toBe(409);
    // "This offer lapsed at 17:00 UTC on 3 March", written here from the deadline itself.
    const at = new Date(offer.replyBy);
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    expect(late.json.error.message).toBe(`This offer lapsed at ${offer.replyBy.slice(11, 16)} UTC on ${at.getUTCDate()} ${months[at.getUTCMonth()]}`);
  });

  it('lets the owner answer an enquiry first, and keeps a firm offer binding on its sender', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const early = await p.charterer.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
    expect([early.status, early.json.error.message]).toEqual([409, 'Your enquiry is with the owner: wait for their offer, or withdraw']);
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
    const again = await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t, { freightRate: 1_900 })));
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/^Your firm offer is binding until/);
  });

  it('refuses terms that break the rules, with the same message under each field', async () => {
    const p = await dealParties(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ laycanFrom: '2020-01-01', laycanTo: '2020-01-05' }, 'terms.laycanFrom', 'The laycan cannot start in the past'],
      [{ laycanTo: addDays(voyageTerms(t).laycanFrom as string, -1) }, 'terms.laycanTo', 'The laycan cannot end before it starts'],
      [{ freightRate: 0 }, 'terms.freightRate', 'Freight must be above zero'],
      [{ demurragePerDay: -5 }, 'terms.demurragePerDay', 'Demurrage must be above zero'],
      [{ loadPort: 'ZZ ZZZ' }, 'terms.loadPort', 'Choose the port from the list (a UN/LOCODE such as NL RTM)'],
      [{ dischargePort: 'not a port' }, 'terms.dischargePort', 'Choose the discharge port from the list (a UN/LOCODE such as NL RTM)'],
      [{ freightRate: 12.5 }, 'terms.freightRate', 'Freight must be a whole number of cents'],
    ];
    for (const [change, field, message] of cases) {
      const res = await p.charterer.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t, change) });
      expect(`${field}: ${res.status} ${res.json.error.fields?.[field]}`).toBe(`${field}: 400 ${message}`);
    }
    const id = await openDeal(t, p);
    const deadlines: [number, string][] = [
      [10, 'The reply deadline must be at least 15 minutes from now'],
      [15 * 24 * 60, 'The reply deadline must be at most 14 days from now'],
    ];
    for (const [minutes, message] of deadlines) {
      const res = await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { replyInMinutes: minutes }));
      expect(`${res.status} ${res.json.error.fields?.replyBy}`).toBe(`400 ${message}`);
    }
    const noDeadline = await p.owner.post(`/api/deals/${id}/offers`, { ...firm(t, voyageTerms(t)), replyBy: '' });
    expect(noDeadline.json.error.fields.replyBy).toBe('A firm offer needs a reply deadline');
    expect((await p.owner.get(`/api/deals/${id}`)).json.deal.offers).toHaveLength(1);
  });
});

describe('who may see and do what', () => {
  it('keeps a deal to its parties and admins; owners cannot enquire, unverified charterers cannot', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const stranger = await t.signedIn('owner', { verified: true });
    expect((await stranger.get(`/api/deals/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)))).status).toBe(404);
    expect((await stranger.get('/api/deals')).json.total).toBe(0);
    const admin = await t.signedIn('admin');
    expect((await admin.get(`/api/deals/${id}`)).json.deal.myParty).toBeNull();
    expect((await admin.post(`/api/deals/${id}/withdraw`)).status).toBe(403);
    expect((await p.owner.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) })).status).toBe(403);
    const unverified = await t.signedIn('charterer');
    const refused = await unverified.post('/api/deals', { vesselId: p.vesselId, terms: voyageTerms(t) });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toMatch(/^Only verified companies can send enquiries/);
    const list = await p.charterer.get('/api/deals?stage=open');
    expect(list.json.items.map((d: { id: string }) => d.id)).toEqual([id]);
  });

  it('lets the owner decline an enquiry: the deal closes, the charterer is told, the record says who declined (#25)', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    const own = await p.charterer.post(`/api/deals/${id}/decline`);
    expect([own.status, own.json.error.message]).toEqual([409, 'You cannot decline your own enquiry: withdraw from the deal instead']);
    const res = await p.owner.post(`/api/deals/${id}/decline`);
    expect(res.status).toBe(200);
    expect([res.json.deal.stage, res.json.deal.offers[0].status, res.json.deal.actions]).toEqual(['withdrawn', 'declined', []]);
    expect(
      res.json.deal.events.map((e: { event: string; actorRole: string; stageAfter: string }) => `${e.event} by ${e.actorRole} -> ${e.stageAfter}`),
    ).toEqual(['enquire by charterer -> enquiry', 'decline by owner -> withdrawn']);
    expect(await titlesFor(p.charterer.id)).toEqual(['Enquiry declined']);
    expect(await mailsTo(p.charterer.email)).toEqual(['Enquiry declined - Fairlead']);
  });

  it('withdraws before fixture and frees the dates held on subjects', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    // A subject each side, none lifted: neither side is bound yet, so either may still withdraw (#25).
    const subjects = [
      { text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 24 * 60) },
      { text: 'Owners’ approval of charterers', party: 'owner', liftBy: instantIn(t, 24 * 60) },
    ];
    await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { subjects }));
    await p.charterer.post(`/api/deals/${id}/accept`);
    const res = await p.owner.post(`/api/deals/${id}/withdraw`);
    expect(res.json.deal.stage).toBe('withdrawn');
    const [held] = await t.db.select().from(charters).where(eq(charters.dealId, id));
    expect([held.status, held.cancelReason]).toEqual(['cancelled', 'Withdrawn by the owner before fixture']);
    const again = await p.charterer.post(`/api/deals/${id}/withdraw`);
    expect([again.status, again.json.error.message]).toEqual([409, 'This deal is withdrawn: a party withdraws before fixture is not possible now']);
  });
});

describe('the deals list row (#25: ship, cargo, ports, laycan, live price, time left to reply)', () => {
  it('answers the live version’s cargo, ports, price and reply deadline for each row', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p);
    // The owner answers with a firm offer at USD 26.00 per tonne, to be answered within 134 minutes (2 h 14 min).
    const replyBy = instantIn(t, 134);
    const offered = await p.owner.post(`/api/deals/${id}/offers`, { ...firm(t, voyageTerms(t, { freightRate: 2_600 })), replyBy });
    expect(offered.status).toBe(201);

    const list = await p.charterer.get('/api/deals?stage=open');
    expect(list.status).toBe(200);
    const row = list.json.items.find((d: { id: string }) => d.id === id);
    expect(row.vessel.name).toBe('Aegean Spirit');
    expect(row.headline).toEqual({
      cargo: 'Wheat in bulk',
      from: 'NLRTM',
      to: 'EGALY',
      price: { amountMinor: 2_600, currency: 'USD', basis: 'per_tonne' },
    });
    expect(row.live.replyBy).toBe(new Date(replyBy).toISOString());
  });

  it('answers a time charter’s delivery and redelivery and its daily hire, with no cargo', async () => {
    const p = await dealParties(t);
    const id = await openDeal(t, p, timeTerms(t, { hirePerDay: 1_725_000 }));
    const row = (await p.owner.get('/api/deals?stage=open')).json.items.find((d: { id: string }) => d.id === id);
    expect(row.headline).toEqual({ cargo: null, from: 'SGSIN', to: 'NLRTM', price: { amountMinor: 1_725_000, currency: 'USD', basis: 'per_day' } });
    // An enquiry runs no reply deadline: the row shows no time left.
    expect(row.live.replyBy).toBeNull();
  });
});
