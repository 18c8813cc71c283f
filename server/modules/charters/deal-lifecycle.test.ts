import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealParties, firm, instantIn, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The deal lifecycle walked through the API: every stage x event x actor, with the answer each must get, written here
// from the issue (#25) and the trade's rules, not read from the code. For the two parties, the actions the deal
// lists for them must be exactly the ones the server then accepts: the page's buttons never promise a refused step.

type Actor = 'owner' | 'charterer' | 'admin';
type Event = 'offer' | 'accept' | 'decline' | 'withdraw' | 'cancel' | 'lift' | 'fail';
const dealEvents = ['offer', 'accept', 'decline', 'withdraw', 'cancel'] as const;
type Parties = Awaited<ReturnType<typeof dealParties>>;
type Setup = { p: Parties; id: string; admin: Awaited<ReturnType<TestApp['signedIn']>>; subject: Partial<Record<'owner' | 'charterer', string>> };

const subjectFor = (party: 'owner' | 'charterer') => ({
  text: party === 'owner' ? 'Owners’ approval of charterers' : 'Charterers’ board approval',
  party,
  liftBy: instantIn(t, 24 * 60),
});

/** Builds a fresh deal in the named state, through the API as the parties would. */
const states = {
  // The charterer's enquiry, unanswered.
  enquiry: async (s: Setup) => s,
  // The owner's firm offer, live, no subjects: for the charterer to answer.
  negotiating: async (s: Setup) => {
    await s.p.owner.post(`/api/deals/${s.id}/offers`, firm(t, voyageTerms(t)));
    return s;
  },
  // Accepted on one subject each side, none lifted: neither side is bound.
  on_subjects_both_open: async (s: Setup) => onSubjects(s, ['owner', 'charterer']),
  // The owner lifted its subject: the owner is bound, the charterer's subject is open.
  on_subjects_owner_bound: async (s: Setup) => {
    await onSubjects(s, ['owner', 'charterer']);
    await s.p.owner.post(`/api/deals/${s.id}/subjects/${s.subject.owner}/lift`);
    return s;
  },
  // Only the charterer had a subject: the owner is bound from the acceptance.
  on_subjects_owner_had_none: async (s: Setup) => onSubjects(s, ['charterer']),
  fixed: async (s: Setup) => {
    await s.p.owner.post(`/api/deals/${s.id}/offers`, firm(t, voyageTerms(t)));
    await s.p.charterer.post(`/api/deals/${s.id}/accept`);
    return s;
  },
  withdrawn: async (s: Setup) => {
    await s.p.charterer.post(`/api/deals/${s.id}/withdraw`);
    return s;
  },
  // The owner declined the enquiry: closed, the record says who declined.
  declined_enquiry: async (s: Setup) => {
    await s.p.owner.post(`/api/deals/${s.id}/decline`);
    return s;
  },
};
type State = keyof typeof states;

async function onSubjects(s: Setup, parties: ('owner' | 'charterer')[]) {
  await s.p.owner.post(`/api/deals/${s.id}/offers`, firm(t, voyageTerms(t), { subjects: parties.map(subjectFor) }));
  const accepted = await s.p.charterer.post(`/api/deals/${s.id}/accept`);
  for (const subject of accepted.json.deal.offers[1].subjects) s.subject[subject.party as 'owner' | 'charterer'] = subject.id;
  return s;
}

let people: { p: Parties; admin: Setup['admin'] } | undefined;
const nextImo = imoSequence(946_001);

/** A new deal in the state, on a ship of its own (a deal on subjects holds its ship's dates), between the same parties. */
async function fresh(state: State): Promise<Setup> {
  people ??= { p: await dealParties(t), admin: await t.signedIn('admin') };
  const created = await people.p.owner.post('/api/vessels', validVessel({ imo: nextImo(), name: 'Baltic Trader' }));
  const p = { ...people.p, vesselId: created.json.vessel.id as string };
  return states[state]({ p, id: await openDeal(t, p), admin: people.admin, subject: {} });
}

const BOUND_OWNER =
  'Your subjects are lifted: you are bound to these terms and can no longer withdraw. The deal is fixed when the charterers lift theirs, or falls away if they fail one.';
const CHARTERER_WHEN_OWNER_BOUND =
  'The owners are bound to these terms: you can leave this deal only by failing your own subject before its deadline.';

// The expected answer, by state, actor and event. A subject event is aimed at the actor's own subject if it has one,
// else at the other side's (a stage without subjects answers 404: there is no such subject on the deal).
const no = { offer: 409, accept: 409, decline: 409, withdraw: 409, cancel: 409 };
const admin: Record<Event, number> = { offer: 403, accept: 403, decline: 403, withdraw: 403, cancel: 403, lift: 403, fail: 403 };
const expected: Record<State, Record<Actor, Record<Event, number | string>>> = {
  enquiry: {
    owner: { offer: 201, accept: 409, decline: 200, withdraw: 200, cancel: 409, lift: 404, fail: 404 },
    charterer: { offer: 409, accept: 409, decline: 409, withdraw: 200, cancel: 409, lift: 404, fail: 404 },
    admin,
  },
  negotiating: {
    owner: { offer: 409, accept: 409, decline: 409, withdraw: 200, cancel: 409, lift: 404, fail: 404 },
    charterer: { offer: 201, accept: 200, decline: 200, withdraw: 200, cancel: 409, lift: 404, fail: 404 },
    admin,
  },
  on_subjects_both_open: {
    owner: { ...no, withdraw: 200, lift: 200, fail: 200 },
    charterer: { ...no, withdraw: 200, lift: 200, fail: 200 },
    admin,
  },
  on_subjects_owner_bound: {
    owner: { ...no, withdraw: `409 ${BOUND_OWNER}`, lift: 409, fail: 409 },
    charterer: { ...no, withdraw: `409 ${CHARTERER_WHEN_OWNER_BOUND}`, lift: 200, fail: 200 },
    admin,
  },
  on_subjects_owner_had_none: {
    owner: { ...no, withdraw: `409 ${BOUND_OWNER}`, lift: 403, fail: 403 },
    charterer: { ...no, withdraw: `409 ${CHARTERER_WHEN_OWNER_BOUND}`, lift: 200, fail: 200 },
    admin,
  },
  // After fixture a party leaves only by cancelling, with a reason (#26); nothing is paid into escrow here yet.
  fixed: {
    owner: { ...no, cancel: 200, lift: 404, fail: 404 },
    charterer: { ...no, cancel: 200, lift: 404, fail: 404 },
    admin,
  },
  withdrawn: {
    owner: { ...no, lift: 404, fail: 404 },
    charterer: { ...no, lift: 404, fail: 404 },
    admin,
  },
  declined_enquiry: {
    owner: { ...no, lift: 404, fail: 404 },
    charterer: { ...no, lift: 404, fail: 404 },
    admin,
  },
};

async function fire(s: Setup, actor: Actor, event: Event) {
  const as = actor === 'admin' ? s.admin : s.p[actor];
  const base = `/api/deals/${s.id}`;
  if (event === 'offer') return as.post(`${base}/offers`, firm(t, voyageTerms(t, { freightRate: 2_400 })));
  if (event === 'lift' || event === 'fail') {
    const own = actor === 'admin' ? undefined : s.subject[actor];
    const subjectId = own ?? s.subject.owner ?? s.subject.charterer ?? randomUUID();
    return as.post(`${base}/subjects/${subjectId}/${event}`);
  }
  if (event === 'cancel') return as.post(`${base}/cancel`, { reason: 'The cargo contract fell through after fixture' });
  return as.post(`${base}/${event}`);
}

const answerOf = (res: { status: number; json: { error?: { message: string } } }, wanted: number | string) =>
  typeof wanted === 'string' ? `${res.status} ${res.json.error?.message}` : res.status;

describe('the deal lifecycle, stage x event x actor', () => {
  for (const state of Object.keys(expected) as State[]) {
    it(`answers every event in ${state} as the table says, and lists for each party exactly what it accepts`, { timeout: 120_000 }, async () => {
      let s = await fresh(state);
      const got: string[] = [];
      const want: string[] = [];
      for (const actor of ['owner', 'charterer', 'admin'] as const) {
        if (actor !== 'admin') {
          const deal = (await s.p[actor].get(`/api/deals/${s.id}`)).json.deal;
          const accepted = dealEvents.filter((e) => String(expected[state][actor][e]).startsWith('2'));
          expect(`${actor} may: ${deal.actions.join(', ')}`).toBe(`${actor} may: ${accepted.join(', ')}`);
          const canDecide = expected[state][actor].lift === 200 ? [s.subject[actor]] : [];
          expect(deal.decidableSubjects).toEqual(canDecide);
        }
        for (const event of ['offer', 'accept', 'decline', 'withdraw', 'cancel', 'lift', 'fail'] as const) {
          const wanted = expected[state][actor][event];
          const res = await fire(s, actor, event);
          got.push(`${actor} ${event}: ${answerOf(res, wanted)}`);
          want.push(`${actor} ${event}: ${wanted}`);
          if (res.status < 300) s = await fresh(state); // the step changed the deal: the next one starts again from the state
        }
      }
      expect(got).toEqual(want);
    });
  }
});
