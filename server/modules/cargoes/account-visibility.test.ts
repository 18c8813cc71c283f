import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { validVessel } from '../../test/vessel-input';

type Agent = ReturnType<TestApp['agent']>;
type Visibility = 'everyone' | 'verified' | 'ok_account';

let t: TestApp;
let viewers: Record<string, Agent>;
/** One order per visibility, each from a charterer of its own, so a name found in an answer says whose order leaked it. */
const companies: Record<Visibility, string> = { everyone: 'Zephyrine Grains SA', verified: 'Quillon Ores Ltd', ok_account: 'Marrowby Feeds AG' };
const orders = {} as Record<Visibility, { id: string; poster: Agent }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [visibility, company] of Object.entries(companies) as [Visibility, string][]) {
    const poster = await t.signedIn('charterer', { verified: true });
    await t.db.update(profiles).set({ companyName: company }).where(eq(profiles.id, poster.id));
    // The poster's own words name the company too: where the name is hidden, so are they.
    const res = await poster.post('/api/cargoes', validCargo(t, { accountVisibility: visibility, remarks: `${company} to nominate` }));
    if (res.status !== 201) throw new Error(res.text);
    orders[visibility] = { id: res.json.cargo.id, poster };
  }
  viewers = {
    anonymous: t.agent(),
    unverifiedMember: await t.signedIn('owner'),
    verifiedOwner: await t.signedIn('owner', { verified: true }),
    admin: await t.signedIn('admin'),
  };
});
afterAll(() => t.close());

const VERIFIED_ONLY = 'Shown to verified members';
const OK_ACCOUNT = 'OK account: shown once the charterer answers your offer';

// Written from the rule: everyone; verified members (and the poster, and admins); OK account: the poster, admins, and
// an owner whose offer the charterer answered (below: none has been made here). null: the name is shown.
const matrix: [Visibility, Record<string, string | null>][] = [
  ['everyone', { anonymous: null, unverifiedMember: null, verifiedOwner: null, poster: null, admin: null }],
  ['verified', { anonymous: VERIFIED_ONLY, unverifiedMember: VERIFIED_ONLY, verifiedOwner: null, poster: null, admin: null }],
  ['ok_account', { anonymous: OK_ACCOUNT, unverifiedMember: OK_ACCOUNT, verifiedOwner: OK_ACCOUNT, poster: null, admin: null }],
];

describe('who reads the charterer’s name', () => {
  it.each(matrix)('serves a %s order’s name as its visibility says, on its page and on the board', async (visibility, expected) => {
    const { id, poster } = orders[visibility];
    const company = companies[visibility];
    expect(Object.keys(expected)).toHaveLength(5);
    const failures: string[] = [];
    for (const [viewer, hiddenBecause] of Object.entries(expected)) {
      const agent = viewer === 'poster' ? poster : viewers[viewer];
      const page = await agent.get(`/api/cargoes/${id}`);
      const onBoard = await agent.get('/api/cargoes');
      const want = hiddenBecause
        ? { account: null, accountHidden: hiddenBecause, remarks: 'the charterer to nominate' }
        : { account: { company, verified: true }, accountHidden: null, remarks: `${company} to nominate` };
      for (const [where, cargo, raw] of [
        ['page', page.json.cargo, page.text],
        ['board', onBoard.json.items.find((c: { id: string }) => c.id === id), onBoard.text],
      ] as const) {
        const got = { account: cargo.account, accountHidden: cargo.accountHidden, remarks: cargo.remarks };
        if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${viewer} ${where}: ${JSON.stringify(got)}`);
        // Nowhere in the answer, in any field or any case: the page's HTML is built from this JSON.
        if (hiddenBecause && raw.toLowerCase().includes(company.toLowerCase())) failures.push(`${viewer} ${where}: the name is in the answer`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('an OK-account order’s name, to an owner who offered a ship for it', () => {
  it('stays hidden while the offer is unanswered or declined, and shows once the charterer counters, to that owner only', async () => {
    const { id, poster } = orders.ok_account;
    const company = companies.ok_account;
    const offering = await t.signedIn('owner', { verified: true });
    const ship = await offering.post('/api/vessels', validVessel({ imo: '9321483', name: 'Tern Ridge' }));
    if (ship.status !== 201) throw new Error(ship.text);
    const cargo = (await offering.get(`/api/cargoes/${id}`)).json.cargo;
    const terms = voyageTerms(t, {
      cargo: 'Wheat',
      loadPort: 'BRSSZ',
      dischargePort: 'CNTAO',
      laycanFrom: cargo.laycanFrom,
      laycanTo: cargo.laycanTo,
    });
    const accountFor = async (agent: Agent) => {
      const page = (await agent.get(`/api/cargoes/${id}`)).json.cargo;
      return [page.account?.company ?? null, page.accountHidden];
    };

    const first = await offering.post(`/api/cargoes/${id}/offers`, { vesselId: ship.json.vessel.id, terms });
    expect(first.status).toBe(201);
    expect(await accountFor(offering)).toEqual([null, OK_ACCOUNT]);
    // A decline is no answer that opens the door; the owner withdraws and offers again.
    expect((await poster.post(`/api/deals/${first.json.deal.id}/decline`)).status).toBe(200);
    expect(await accountFor(offering)).toEqual([null, OK_ACCOUNT]);
    expect((await offering.post(`/api/deals/${first.json.deal.id}/withdraw`)).status).toBe(200);

    const second = await offering.post(`/api/cargoes/${id}/offers`, { vesselId: ship.json.vessel.id, terms });
    expect(second.status).toBe(201);
    const counter = await poster.post(`/api/deals/${second.json.deal.id}/offers`, {
      kind: 'indication',
      terms: { ...terms, freightRate: 2_300 },
      replyBy: '',
      replyZone: 'UTC',
      subjects: [],
    });
    expect(counter.status).toBe(201);
    expect(await accountFor(offering)).toEqual([company, null]);
    const onBoard = (await offering.get('/api/cargoes')).json.items.find((c: { id: string }) => c.id === id);
    expect(onBoard.account).toEqual({ company, verified: true });
    // Another verified owner, who offered nothing, still reads no name.
    expect(await accountFor(viewers.verifiedOwner)).toEqual([null, OK_ACCOUNT]);
  });
});
