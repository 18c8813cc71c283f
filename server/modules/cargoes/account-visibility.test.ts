import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { createTestApp, type TestApp } from '../../test/harness';

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
// an owner whose offer the charterer answered (no such offer exists yet). null: the name is shown.
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
