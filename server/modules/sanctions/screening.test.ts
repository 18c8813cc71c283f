import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  jobs,
  notifications,
  offers,
  profiles,
  sanctionsCases,
  sanctionsEntries,
  sanctionsLists,
  subjects,
  vessels,
} from '../../db/schema';
import { dayFrom, firm, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { INSUFFICIENT_PRIVILEGE, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';
import { applyList } from './load';
import { parseEu } from './parsers/eu';
import { parseOfac } from './parsers/ofac';
import { parseUk } from './parsers/uk';

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, 'testdata', name), 'utf8');
// Written out here, not imported: the member reads exactly this, with no word of sanctions.
const BLOCKED = 'This deal cannot proceed right now. Our compliance team is reviewing it and will contact you.';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(933_101);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  const opts = { now: t.deps.clock.now(), actor: null };
  await applyList(t.db, parseOfac(sample('sdn.csv'), sample('alt.csv'), '2026-11-27'), { sourceFile: 'sdn.csv', ...opts });
  await applyList(t.db, parseEu(sample('eu-consolidated.xml')), { sourceFile: 'eu-consolidated.xml', ...opts });
  await t.deps.jobs.runDue();
});
afterAll(() => t.close());

/** A verified owner (its company name as given) with a ship (name and IMO as given), and a verified charterer. */
async function parties(opts: { ownerCompany?: string; vesselName?: string; imo?: string } = {}) {
  const owner = await t.signedIn('owner', { verified: true });
  const charterer = await t.signedIn('charterer', { verified: true });
  if (opts.ownerCompany) await t.db.update(profiles).set({ companyName: opts.ownerCompany }).where(eq(profiles.id, owner.id));
  const created = await owner.post('/api/vessels', validVessel({ imo: opts.imo ?? nextImo(), name: opts.vesselName ?? 'Aegean Spirit' }));
  if (created.status !== 201) throw new Error(`vessel not created: ${created.text}`);
  return { owner, charterer, vesselId: created.json.vessel.id as string };
}

/** Enquiry by the charterer, firm offer (no subjects) by the owner: the charterer's acceptance would fix it. */
async function dealAwaitingAcceptance(p: Awaited<ReturnType<typeof parties>>) {
  const id = await openDeal(t, p);
  const offered = await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t)));
  expect(offered.status).toBe(201);
  return id;
}

const casesOn = (subjectId: string) =>
  t.db.select().from(sanctionsCases).where(eq(sanctionsCases.subjectId, subjectId)).orderBy(asc(sanctionsCases.createdAt), asc(sanctionsCases.id));

describe('screening at a deal’s acceptance', () => {
  it('blocks with the neutral message when a company’s name nearly matches a listed entity, and opens a case', async () => {
    // "KRAKENMOR TRADING" vs the listed "KRAKENMOOR TRADING LIMITED": one letter short, legal form aside.
    const p = await parties({ ownerCompany: 'Krakenmor Trading Ltd' });
    const id = await dealAwaitingAcceptance(p);
    const res = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(BLOCKED);
    expect((await p.charterer.get(`/api/deals/${id}`)).json.deal.stage).toBe('negotiating');
    const cases = await casesOn(p.owner.id);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      subjectType: 'company',
      subjectName: 'Krakenmor Trading Ltd',
      listId: 'ofac-sdn',
      entryRef: '9001',
      matchedOn: 'name',
      occasion: 'deal_acceptance',
      dealId: id,
      status: 'open',
    });
    expect(cases[0]!.entry.name).toBe('KRAKENMOOR TRADING LIMITED');
  });

  it('blocks on the ship’s exact IMO number whatever its name', async () => {
    const p = await parties({ vesselName: 'Aegean Dawn', imo: '9999993' });
    const id = await dealAwaitingAcceptance(p);
    const res = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(BLOCKED);
    const cases = await casesOn(p.vesselId);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      subjectType: 'vessel',
      subjectImo: '9999993',
      matchedOn: 'imo',
      matchedName: 'IMO 9999993',
      score: 1,
      entryRef: '9003',
    });
  });

  it('lets a deal with no possible match through', async () => {
    const p = await parties({ ownerCompany: 'Krakenmoor Logistics', vesselName: 'Sea Phantom' });
    const id = await dealAwaitingAcceptance(p);
    const res = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(res.status).toBe(200);
    expect(res.json.deal.stage).toBe('fixed');
    expect(await casesOn(p.owner.id)).toHaveLength(0);
    expect(await casesOn(p.vesselId)).toHaveLength(0);
  });

  it('lets the deal through once an admin clears the case (audited), and does not reopen it', async () => {
    const p = await parties({ ownerCompany: 'Kraken Moor Trader' });
    const id = await dealAwaitingAcceptance(p);
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).status).toBe(409);
    const [open] = await casesOn(p.owner.id);
    const listed = (await admin.get('/api/admin/sanctions/cases')).json;
    const shown = listed.items.find((c: { id: string }) => c.id === open!.id);
    expect(shown).toMatchObject({
      status: 'open',
      subject: { type: 'company', name: 'Kraken Moor Trader' },
      entry: { ref: '9001', listId: 'ofac-sdn' },
    });
    expect(listed.items[0].status).toBe('open');

    const cleared = await admin.post(`/api/admin/sanctions/cases/${open!.id}/clear`, { reason: 'Different company: Norwegian registration checked' });
    expect(cleared.status).toBe(204);
    const res = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(res.status).toBe(200);
    expect(res.json.deal.stage).toBe('fixed');
    const cases = await casesOn(p.owner.id);
    expect(cases.map((c) => c.status)).toEqual(['cleared']);
    expect(cases[0]!.decisionReason).toBe('Different company: Norwegian registration checked');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sanctions_case'), eq(auditLog.entityId, open!.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['sanctions.case_cleared', admin.id]]);
    // A decision is final: a second one is refused, and the database refuses an edit behind the API's back.
    expect((await admin.post(`/api/admin/sanctions/cases/${open!.id}/confirm`, { reason: 'Changed my mind after all' })).status).toBe(409);
    const refused = await refusalOf(t.db.update(sanctionsCases).set({ status: 'open' }).where(eq(sanctionsCases.id, open!.id)));
    expect(refused.code).toBe(INSUFFICIENT_PRIVILEGE);
    expect(refused.message).toContain('a decided case is final');
  });

  it('refuses members who try to clear or confirm a case (403), and leaves it open', async () => {
    const p = await parties({ ownerCompany: 'Krakenmoore Trading' });
    const id = await dealAwaitingAcceptance(p);
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).status).toBe(409);
    const [open] = await casesOn(p.owner.id);
    for (const member of [p.owner, p.charterer]) {
      expect((await member.post(`/api/admin/sanctions/cases/${open!.id}/clear`, { reason: 'It is not us, honestly' })).status).toBe(403);
      expect((await member.post(`/api/admin/sanctions/cases/${open!.id}/confirm`, { reason: 'It is not us, honestly' })).status).toBe(403);
      expect((await member.get('/api/admin/sanctions/cases')).status).toBe(403);
    }
    expect((await casesOn(p.owner.id)).map((c) => c.status)).toEqual(['open']);
  });

  it('suspends the company when an admin confirms the match, and keeps the deal blocked', async () => {
    const p = await parties({ ownerCompany: 'Krakenmoor Tradng Limited' });
    const id = await dealAwaitingAcceptance(p);
    expect((await p.charterer.post(`/api/deals/${id}/accept`)).status).toBe(409);
    const [open] = await casesOn(p.owner.id);
    expect((await admin.post(`/api/admin/sanctions/cases/${open!.id}/confirm`, { reason: 'Same registration number as the listing' })).status).toBe(
      204,
    );
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, p.owner.id));
    expect(profile!.suspendedAt).not.toBeNull();
    expect(profile!.suspendedReason).toBe('Our compliance team is reviewing your company and will contact you.');
    const res = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(BLOCKED);
  });
});

describe('loading a list', () => {
  it('replaces the list’s entries in one go and re-screens verified companies through the job queue', async () => {
    const company = await t.signedIn('charterer', { verified: true });
    await t.db.update(profiles).set({ companyName: 'Tidewrack Salvage Partners Ltd' }).where(eq(profiles.id, company.id));
    const first = await applyList(t.db, parseUk(sample('uk-consolidated.csv')), {
      sourceFile: 'uk-consolidated.csv',
      now: t.deps.clock.now(),
      actor: null,
    });
    expect(first).toMatchObject({ listId: 'uk-consolidated', version: '2026-11-21', entryCount: 3 });
    await t.deps.jobs.runDue();
    expect(await casesOn(company.id)).toHaveLength(0);

    const updated = [
      'Last Updated,28/11/2026',
      'Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Other Information,Group Type,Alias Type,Regime,Group ID',
      'TIDEWRACK SALVAGE PARTNERS,,,,,,Fictional test entry,Entity,Primary name,Test Regime,99100',
    ].join('\n');
    const second = await applyList(t.db, parseUk(updated), { sourceFile: 'ConList.csv', now: t.deps.clock.now(), actor: null });
    expect(second).toMatchObject({ listId: 'uk-consolidated', version: '2026-11-28', entryCount: 1, previousCount: 3 });
    const entries = await t.db.select().from(sanctionsEntries).where(eq(sanctionsEntries.listId, 'uk-consolidated'));
    expect(entries.map((e) => [e.ref, e.name])).toEqual([['99100', 'TIDEWRACK SALVAGE PARTNERS']]);
    const [list] = await t.db.select().from(sanctionsLists).where(eq(sanctionsLists.id, 'uk-consolidated'));
    expect(list).toMatchObject({ version: '2026-11-28', entryCount: 1, sourceFile: 'ConList.csv' });

    // Queued in the load's transaction, screened when the queue runs.
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'sanctions.rescreen'));
    expect(queued.filter((j) => !j.doneAt)).toHaveLength(1);
    expect(await casesOn(company.id)).toHaveLength(0);
    await t.deps.jobs.runDue();
    const cases = await casesOn(company.id);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ subjectType: 'company', listId: 'uk-consolidated', entryRef: '99100', occasion: 'list_update', status: 'open' });
  });
});

/** Loads a UK list of one entry (a row of Name 6 … Group ID) dated as given, without running its re-screening. */
async function loadUkEntry(date: string, row: string) {
  const header = 'Name 6,Name 1,Name 2,Name 3,Name 4,Name 5,Other Information,Group Type,Alias Type,Regime,Group ID';
  const list = [`Last Updated,${date}`, header, row].join('\n');
  await applyList(t.db, parseUk(list), { sourceFile: 'ConList.csv', now: t.deps.clock.now(), actor: null });
}

describe('screening at the lift of the last subject', () => {
  // Last in the file: it replaces the UK list the test above loaded, and leaves its re-screening job unrun, as when a
  // member lifts the subject before the queue has screened everything again.
  it('blocks the lift that would fix a deal accepted before a list named the owner, until an admin clears the case', async () => {
    const p = await parties({ ownerCompany: 'Gannetmere Shipping Ltd' });
    const id = await openDeal(t, p);
    const subject = { text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 24 * 60) };
    expect((await p.owner.post(`/api/deals/${id}/offers`, firm(t, voyageTerms(t), { subjects: [subject] }))).status).toBe(201);
    const accepted = await p.charterer.post(`/api/deals/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json.deal.stage).toBe('on_subjects');
    expect(await casesOn(p.owner.id)).toHaveLength(0);
    const [open] = await t.db.select().from(subjects).where(eq(subjects.dealId, id));

    await loadUkEntry('29/11/2026', 'GANNETMERE SHIPPING COMPANY,,,,,,Fictional test entry,Entity,Primary name,Test Regime,99200');

    const refused = await p.charterer.post(`/api/deals/${id}/subjects/${open!.id}/lift`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(BLOCKED);
    const cases = await casesOn(p.owner.id);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ listId: 'uk-consolidated', entryRef: '99200', occasion: 'deal_acceptance', dealId: id, status: 'open' });
    expect((await p.charterer.get(`/api/deals/${id}`)).json.deal.stage).toBe('on_subjects');
    const [still] = await t.db.select().from(subjects).where(eq(subjects.id, open!.id));
    expect(still!.status).toBe('open');

    expect((await admin.post(`/api/admin/sanctions/cases/${cases[0]!.id}/clear`, { reason: 'Different company: Danish registration' })).status).toBe(
      204,
    );
    const lifted = await p.charterer.post(`/api/deals/${id}/subjects/${open!.id}/lift`);
    expect(lifted.status).toBe(200);
    expect(lifted.json.deal.stage).toBe('fixed');
  });
});

describe('a ship confirmed as the listed one', () => {
  it('leaves search, its live firm offer lapses, a deal on subjects stands, and the owner reads no word of sanctions', async () => {
    const imo = nextImo();
    const p = await parties({ vesselName: 'Skerryvore Petrel', imo });
    const found = async () => (await t.agent().get(`/api/vessels?q=${imo}`)).json.items as unknown[];
    expect(await found()).toHaveLength(1);
    // Deal A: accepted on subjects before the list named the ship.
    const onSubjects = await openDeal(t, p);
    const subject = { text: 'Charterers’ board approval', party: 'charterer', liftBy: instantIn(t, 24 * 60) };
    await p.owner.post(`/api/deals/${onSubjects}/offers`, firm(t, voyageTerms(t), { subjects: [subject] }));
    expect((await p.charterer.post(`/api/deals/${onSubjects}/accept`)).json.deal.stage).toBe('on_subjects');

    await loadUkEntry('30/11/2026', 'SKERRYVORE PETREL,,,,,,Fictional test entry,Ship,Primary name,Test Regime,99300');

    // Deal B, with another charterer and later dates: its acceptance opens the case and leaves the owner's offer live.
    const other = { ...p, charterer: await t.signedIn('charterer', { verified: true }) };
    const live = await openDeal(t, other, voyageTerms(t, { laycanFrom: dayFrom(t, 60), laycanTo: dayFrom(t, 65) }));
    expect(
      (await p.owner.post(`/api/deals/${live}/offers`, firm(t, voyageTerms(t, { laycanFrom: dayFrom(t, 60), laycanTo: dayFrom(t, 65) })))).status,
    ).toBe(201);
    expect((await other.charterer.post(`/api/deals/${live}/accept`)).status).toBe(409);
    const [opened] = await casesOn(p.vesselId);
    expect(opened).toMatchObject({ subjectType: 'vessel', entryRef: '99300', status: 'open' });

    expect((await admin.post(`/api/admin/sanctions/cases/${opened!.id}/confirm`, { reason: 'Same ship: IMO and flag history match' })).status).toBe(
      204,
    );

    expect(await found()).toHaveLength(0);
    const [ship] = await t.db.select().from(vessels).where(eq(vessels.id, p.vesselId));
    expect(ship!.status).toBe('suspended');
    const liveOffers = await t.db.select().from(offers).where(eq(offers.dealId, live)).orderBy(desc(offers.version));
    expect(liveOffers[0]!.status).toBe('lapsed');
    expect((await other.charterer.get(`/api/deals/${live}`)).json.deal.stage).toBe('negotiating');
    expect((await p.charterer.get(`/api/deals/${onSubjects}`)).json.deal.stage).toBe('on_subjects');

    const [told] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, p.owner.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(told!.title).toBe('Skerryvore Petrel is off the market');
    expect(told!.message).toContain('Our compliance team is reviewing it and will contact you.');
    expect(told!.message).toContain('Your live firm offers on it (1) lapsed');
    const seen = await t.db.select().from(notifications).where(eq(notifications.userId, other.charterer.id));
    expect(seen.length).toBeGreaterThan(0);
    for (const n of [told!, ...seen]) expect(`${n.title} ${n.message}`).not.toMatch(/sanction/i);
  });
});
