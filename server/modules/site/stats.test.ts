import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vessels } from '../../db/schema';
import { dealParties, firm, openDeal, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextImo = imoSequence(941_000);
type Agent = Awaited<ReturnType<TestApp['signedIn']>>;
const list = async (owner: Agent, openPort: string) => {
  const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), openPort }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel.id as string;
};

describe('GET /api/site/stats', () => {
  it('counts only what a visitor can find: listed ships, their open ports and countries, and fixed deals', async () => {
    const stats = () => t.agent().get('/api/site/stats');
    expect((await stats()).json).toEqual({ listedVerifiedVessels: 0, portsWithOpenPositions: 0, countriesWithOpenTonnage: 0, fixtures: 0 });

    // Listed: two ships of a verified owner, in Singapore and Piraeus.
    const owner = await t.signedIn('owner', { verified: true });
    await list(owner, 'SGSIN');
    await list(owner, 'GRPIR');
    // Hidden, each in a port and country of its own, so counting any of them shows: an unverified owner's ship,
    // an archived one, one whose P&I cover expired, one Fairlead suspended.
    await list(await t.signedIn('owner'), 'EGALY');
    const archived = await list(owner, 'NLRTM');
    expect((await owner.post(`/api/vessels/${archived}/archive`)).status).toBe(200);
    const uninsured = await list(owner, 'JPYOK');
    await t.db.update(vessels).set({ piExpiry: '2020-01-01' }).where(eq(vessels.id, uninsured));
    const suspended = await list(owner, 'BRSSZ');
    const admin = await t.signedIn('admin');
    expect((await admin.post(`/api/admin/vessels/${suspended}/suspend`, { reason: 'Class certificate withdrawn' })).status).toBe(200);

    // One deal fixed on a firm offer; another still at the enquiry. Each brings a listed ship in Singapore.
    const fixedParties = await dealParties(t);
    const fixedId = await openDeal(t, fixedParties);
    await fixedParties.owner.post(`/api/deals/${fixedId}/offers`, firm(t, voyageTerms(t)));
    expect((await fixedParties.charterer.post(`/api/deals/${fixedId}/accept`)).json.deal.stage).toBe('fixed');
    await openDeal(t, await dealParties(t));

    expect((await stats()).json).toEqual({ listedVerifiedVessels: 4, portsWithOpenPositions: 2, countriesWithOpenTonnage: 2, fixtures: 1 });
  });
});
