import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charters, dealLog, deals, offers, subjects } from '../../db/schema';
import { dayFrom, dealParties, firm, indication, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';

// Every deal stage x every event with an API endpoint x every kind of caller, driven through the API and compared
// with the lifecycle as written below, by hand: allowed, the stage the deal moves to; refused, the status and the
// reason, with nothing changed. The server reads the lifecycle table (common/charters/deal-process.ts), so a change
// to the table that this walk does not also state (a stage added to an event's `from`, a `to` changed) turns it red.

let t: TestApp;
let admin: Agent;
let otherCharterer: Agent;
let otherOwner: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  otherCharterer = await t.signedIn('charterer', { verified: true });
  otherOwner = await t.signedIn('owner', { verified: true });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
type Parties = Awaited<ReturnType<typeof dealParties>>;
const stages = ['enquiry', 'negotiating', 'on_subjects', 'fixed', 'failed', 'withdrawn', 'cancelled'] as const;
type Stage = (typeof stages)[number];
const events = ['offer', 'accept', 'decline', 'withdraw', 'lift_subject', 'fail_subject', 'contract_draft', 'cancel_fixture', 'cancel'] as const;
type Event = (typeof events)[number];
const actors = ['owner', 'charterer', 'admin', 'otherCharterer', 'otherOwner'] as const;
type Actor = (typeof actors)[number];

type Refusal = { status: 403 | 404 | 409; reason: string | RegExp };
/** What the caller gets: the stage the deal moves to, a refusal, or nothing to call (the deal has no charter to cancel). */
type Outcome = Stage | Refusal | 'no endpoint';

const words: Record<Stage, string> = {
  enquiry: 'enquiry',
  negotiating: 'negotiating',
  on_subjects: 'on subjects',
  fixed: 'fixed',
  failed: 'failed',
  withdrawn: 'withdrawn',
  cancelled: 'cancelled',
};
const eventWords: Record<Exclude<Event, 'contract_draft' | 'cancel'>, string> = {
  offer: 'terms put to the other side, binding if firm',
  accept: 'main terms agreed',
  decline: 'the addressee turns the offer down',
  withdraw: 'a party withdraws before fixture',
  lift_subject: 'a subject is lifted',
  fail_subject: 'a subject is failed by its party',
  cancel_fixture: 'a party cancels the fixture, with its reason',
};
const notNow = (stage: Stage, event: keyof typeof eventWords): Refusal => ({
  status: 409,
  reason: `This deal is ${words[stage]}: ${eventWords[event]} is not possible now`,
});
const notParty: Refusal = { status: 403, reason: 'Your account does not have access to this' };
const unknownDeal: Refusal = { status: 404, reason: 'Deal not found' };
const noSubject: Refusal = { status: 404, reason: 'Subject not found' };
const notFixed: Refusal = { status: 409, reason: 'A charter party is drawn up once the deal is fixed, clean' };
const adminsOnly: Refusal = { status: 403, reason: 'Your account does not have access to this' };
const charterCancelled: Refusal = { status: 409, reason: 'This charter is cancelled: cancelling the charter is not possible now' };

/** The parties' answers for one event; the admin and the two outsiders follow from the event's endpoint. */
const both = (o: Outcome): Partial<Record<Actor, Outcome>> => ({ owner: o, charterer: o });

/** Every event refused by the table for both parties at a stage where the deal has ended or is fixed. */
const closed = (stage: Stage, subjectsExist: boolean, cancel: Outcome): Record<Event, Partial<Record<Actor, Outcome>>> => ({
  offer: both(notNow(stage, 'offer')),
  accept: both(notNow(stage, 'accept')),
  decline: both(notNow(stage, 'decline')),
  withdraw: both(notNow(stage, 'withdraw')),
  lift_subject: both(subjectsExist ? notNow(stage, 'lift_subject') : noSubject),
  fail_subject: both(subjectsExist ? notNow(stage, 'fail_subject') : noSubject),
  contract_draft: both(notFixed),
  cancel_fixture: both(notNow(stage, 'cancel_fixture')),
  cancel: { admin: cancel },
});

/** The lifecycle, as this test states it. */
const expected: Record<Stage, Record<Event, Partial<Record<Actor, Outcome>>>> = {
  // The charterer's enquiry is with the owner.
  enquiry: {
    offer: { owner: 'negotiating', charterer: { status: 409, reason: 'Your enquiry is with the owner: wait for their offer, or withdraw' } },
    accept: both(notNow('enquiry', 'accept')),
    decline: { owner: 'withdrawn', charterer: { status: 409, reason: 'You cannot decline your own enquiry: withdraw from the deal instead' } },
    withdraw: both('withdrawn'),
    lift_subject: both(noSubject),
    fail_subject: both(noSubject),
    contract_draft: both(notFixed),
    cancel_fixture: both(notNow('enquiry', 'cancel_fixture')),
    cancel: { admin: 'no endpoint' },
  },
  // The owner's firm offer, with a subject for each side, is with the charterer.
  negotiating: {
    offer: { owner: { status: 409, reason: /^Your firm offer is binding until / }, charterer: 'negotiating' },
    accept: { owner: { status: 409, reason: 'You cannot accept your own offer: it is for the other side to answer' }, charterer: 'on_subjects' },
    decline: { owner: { status: 409, reason: 'You cannot decline your own offer: withdraw from the deal instead' }, charterer: 'negotiating' },
    withdraw: both('withdrawn'),
    lift_subject: both(notNow('negotiating', 'lift_subject')),
    fail_subject: both(notNow('negotiating', 'fail_subject')),
    contract_draft: both(notFixed),
    cancel_fixture: both(notNow('negotiating', 'cancel_fixture')),
    cancel: { admin: 'no endpoint' },
  },
  // Accepted; each side has one open subject of its own.
  on_subjects: {
    offer: both(notNow('on_subjects', 'offer')),
    accept: both(notNow('on_subjects', 'accept')),
    decline: both(notNow('on_subjects', 'decline')),
    withdraw: both('withdrawn'),
    lift_subject: both('on_subjects'),
    fail_subject: both('failed'),
    contract_draft: both(notFixed),
    cancel_fixture: both(notNow('on_subjects', 'cancel_fixture')),
    cancel: { admin: 'cancelled' },
  },
  // Both subjects lifted: fixed, clean. Only the charter party and a cancellation follow: a party's, with its reason
  // (nothing is paid into escrow yet), or Fairlead's.
  fixed: {
    ...closed('fixed', true, 'cancelled'),
    contract_draft: both('fixed'),
    cancel_fixture: both('cancelled'),
  },
  failed: closed('failed', true, charterCancelled),
  // Withdrawn while negotiating: the offer's subjects went void with it, and no dates were held.
  withdrawn: closed('withdrawn', true, 'no endpoint'),
  cancelled: closed('cancelled', true, charterCancelled),
};

type Built = { id: string; p: Parties; subject: Partial<Record<'owner' | 'charterer', string>>; charterId?: string };

/** One owner, ship and charterer per stage; each deal on its own laycan (a voyage holds about 25 days), so holds and firm offers never overlap. */
function builder(p: Parties) {
  let slot = 0;
  const terms = () => {
    const k = slot++;
    return voyageTerms(t, { laycanFrom: dayFrom(t, 30 + 40 * k), laycanTo: dayFrom(t, 33 + 40 * k) });
  };
  const ok = async (res: { status: number; text: string }, what: string) => {
    if (res.status !== 200 && res.status !== 201) throw new Error(`${what}: ${res.text}`);
  };
  return async function build(stage: Stage): Promise<Built> {
    const deal: Terms = terms();
    const id = await openDeal(t, p, deal);
    const built: Built = { id, p, subject: {} };
    if (stage === 'enquiry') return built;
    const subjectsIn = (['owner', 'charterer'] as const).map((party) => ({
      text: `Subject to ${party}’ approval`,
      party,
      liftBy: instantIn(t, 24 * 60),
    }));
    await ok(await p.owner.post(`/api/deals/${id}/offers`, firm(t, deal, { subjects: subjectsIn })), 'offer');
    for (const s of await t.db.select().from(subjects).where(eq(subjects.dealId, id)).orderBy(asc(subjects.position))) {
      built.subject[s.party] = s.id;
    }
    if (stage === 'negotiating') return built;
    if (stage === 'withdrawn') {
      await ok(await p.charterer.post(`/api/deals/${id}/withdraw`), 'withdraw');
      return built;
    }
    await ok(await p.charterer.post(`/api/deals/${id}/accept`), 'accept');
    built.charterId = (await t.db.select({ id: charters.id }).from(charters).where(eq(charters.dealId, id)))[0].id;
    if (stage === 'on_subjects') return built;
    if (stage === 'failed') {
      await ok(await p.owner.post(`/api/deals/${id}/subjects/${built.subject.owner}/fail`), 'fail');
      return built;
    }
    await ok(await p.owner.post(`/api/deals/${id}/subjects/${built.subject.owner}/lift`), 'lift');
    await ok(await p.charterer.post(`/api/deals/${id}/subjects/${built.subject.charterer}/lift`), 'lift');
    if (stage === 'fixed') return built;
    await ok(await admin.post(`/api/admin/charters/${built.charterId}/cancel`, { reason: 'Casualty before loading' }), 'cancel');
    return built;
  };
}
type Terms = ReturnType<typeof voyageTerms>;

/** Calls the event's endpoint as the actor; the party lifting or failing a subject names its own. */
function fire(b: Built, event: Event, actor: Actor, terms: Terms) {
  const agent = { owner: b.p.owner, charterer: b.p.charterer, admin, otherCharterer, otherOwner }[actor];
  const own = b.subject[actor === 'charterer' || actor === 'otherCharterer' ? 'charterer' : 'owner'] ?? randomUUID();
  switch (event) {
    case 'offer':
      return agent.post(`/api/deals/${b.id}/offers`, indication(terms));
    case 'accept':
    case 'decline':
    case 'withdraw':
      return agent.post(`/api/deals/${b.id}/${event}`);
    case 'lift_subject':
      return agent.post(`/api/deals/${b.id}/subjects/${own}/lift`);
    case 'fail_subject':
      return agent.post(`/api/deals/${b.id}/subjects/${own}/fail`);
    case 'contract_draft':
      return agent.post(`/api/deals/${b.id}/contract`);
    case 'cancel_fixture':
      return agent.post(`/api/deals/${b.id}/cancel`, { reason: 'The shippers cancelled their sale after fixture' });
    case 'cancel':
      return agent.post(`/api/admin/charters/${b.charterId}/cancel`, { reason: 'Fraud reported by the flag state' });
  }
}

/** Everything a refused call must leave as it was: the deal's stage and record, its offers, subjects and hold. */
async function snapshot(id: string) {
  const [deal] = await t.db.select({ stage: deals.stage, updatedAt: deals.updatedAt }).from(deals).where(eq(deals.id, id));
  const [{ n }] = await t.db.select({ n: count() }).from(dealLog).where(eq(dealLog.dealId, id));
  const offerRows = await t.db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(eq(offers.dealId, id))
    .orderBy(asc(offers.version));
  const subjectRows = await t.db.select({ id: subjects.id, status: subjects.status }).from(subjects).where(eq(subjects.dealId, id));
  const holds = await t.db.select({ status: charters.status }).from(charters).where(eq(charters.dealId, id));
  return { deal, events: n, offers: offerRows, subjects: subjectRows, holds };
}

/** The outcome the walk expects: outsiders never learn the deal exists; an admin looks on; admin routes are for admins. */
function outcomeOf(stage: Stage, event: Event, actor: Actor): Outcome {
  const row = expected[stage][event];
  if (event === 'cancel') return actor === 'admin' ? row.admin! : row.admin === 'no endpoint' ? 'no endpoint' : adminsOnly;
  if (actor === 'admin') return notParty;
  if (actor === 'otherCharterer' || actor === 'otherOwner') return unknownDeal;
  return row[actor]!;
}

describe('the deal lifecycle, walked through the API', () => {
  it.each(stages)('from %s: each event and caller gets what the lifecycle says', async (stage) => {
    const p = await dealParties(t);
    const build = builder(p);
    const shared = await build(stage);
    const walked: string[] = [];
    for (const event of events) {
      for (const actor of actors) {
        const want = outcomeOf(stage, event, actor);
        if (want === 'no endpoint') continue;
        const where = `${stage} / ${event} / ${actor}`;
        if (typeof want === 'string') {
          // Allowed: on a deal of its own, built to this stage, so the refused calls share one deal.
          const own = await build(stage);
          const res = await fire(own, event, actor, voyageTerms(t));
          expect([200, 201], `${where}: ${res.text}`).toContain(res.status);
          expect((await snapshot(own.id)).deal.stage, where).toBe(want);
        } else {
          const before = await snapshot(shared.id);
          const res = await fire(shared, event, actor, voyageTerms(t));
          expect({ where, status: res.status }).toEqual({ where, status: want.status });
          if (typeof want.reason === 'string') expect(res.json?.error?.message, where).toBe(want.reason);
          else expect(res.json?.error?.message, where).toMatch(want.reason);
          expect(await snapshot(shared.id), where).toEqual(before);
        }
        walked.push(where);
      }
    }
    expect(walked.length).toBeGreaterThan(30);
  });
});
