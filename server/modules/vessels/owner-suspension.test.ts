import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom, voyageTerms } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// #27: the ships of an owner whose account Fairlead suspended are off the market, as a suspended ship is: not in
// search, on the map or in a cargo's matches, their page not found, no enquiry on them. Admins still read the page,
// with the reason. Reinstated, they are back. The app is this file's own, so the map's count at Santos is this ship's.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let admin: Member;
let owner: Member;
let charterer: Member;
/** A Supramax open at Santos 28 days out: fits validCargo's 50,000 t wheat Santos → Qingdao, laycan 30–35 days out. */
let ship: string;
let cargo: string;
const nextImo = imoSequence(963_500);

const SUSPENDED = 'Fairlead suspended your account: see your e-mail for the reason.';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  owner = await t.signedIn('owner', { verified: true });
  charterer = await t.signedIn('charterer', { verified: true });
  const res = await owner.post('/api/vessels', validVessel({ name: 'Santos Spirit', imo: nextImo(), openPort: 'BRSSZ', openDate: dayFrom(t, 28) }));
  expect(res.status, res.text).toBe(201);
  ship = res.json.vessel.id;
  await t.db
    .update(vessels)
    .set({ ladenSpeedKn: 13.5, ladenConsumptionT: 28, ballastSpeedKn: 14, ballastConsumptionT: 25, portConsumptionT: 3, cranes: 4, craneSwlT: 30 })
    .where(eq(vessels.id, ship));
  const posted = await charterer.post('/api/cargoes', validCargo(t));
  expect(posted.status, posted.text).toBe(201);
  cargo = posted.json.cargo.id;
});
afterAll(() => t.close());

/** Where the ship shows to others: in search, on the map at Santos (ships counted), in the cargo's matches, its page. */
async function seen() {
  const search = await t.agent().get('/api/vessels?q=Santos%20Spirit');
  const map = await t.agent().get(`/api/vessels/open-positions?from=${dayFrom(t, 30)}&to=${dayFrom(t, 30)}`);
  const matches = await charterer.get(`/api/cargoes/${cargo}/matches`);
  const page = await t.agent().get(`/api/vessels/${ship}`);
  expect([search.status, map.status, matches.status], matches.text).toEqual([200, 200, 200]);
  return {
    search: (search.json.items as { id: string }[]).map((v) => v.id),
    map: (map.json.ports as { locode: string; vessels: number }[]).find((p) => p.locode === 'BRSSZ')?.vessels ?? 0,
    matches: (matches.json.items as { vessel: { id: string } }[]).map((m) => m.vessel.id),
    page: page.status,
  };
}

describe('an owner whose account is suspended', () => {
  it('has their ships off the market until reinstated, and the admin reads why on the ship’s page', async () => {
    expect(await seen()).toEqual({ search: [ship], map: 1, matches: [ship], page: 200 });
    const before = await admin.get(`/api/vessels/${ship}/matches`);
    expect([before.json.items.map((m: { cargo: { id: string } }) => m.cargo.id), before.json.hidden]).toEqual([[cargo], []]);

    const suspended = await admin.post(`/api/admin/users/${owner.id}/suspend`, { reason: 'Unpaid commission invoices' });
    expect(suspended.status, suspended.text).toBe(200);
    expect(await seen()).toEqual({ search: [], map: 0, matches: [], page: 404 });
    const enquiry = await charterer.post('/api/deals', { vesselId: ship, terms: voyageTerms(t) });
    expect([enquiry.status, enquiry.json.error.message]).toEqual([404, 'Vessel not found']);
    const page = await admin.get(`/api/vessels/${ship}`);
    expect([page.status, page.json.visibility]).toEqual([200, { public: false, hiddenReasons: [SUSPENDED] }]);
    const cargoes = await admin.get(`/api/vessels/${ship}/matches`);
    expect([cargoes.status, cargoes.json.items, cargoes.json.hidden]).toEqual([200, [], [SUSPENDED]]);

    expect((await admin.post(`/api/admin/users/${owner.id}/reinstate`, {})).status).toBe(200);
    expect(await seen()).toEqual({ search: [ship], map: 1, matches: [ship], page: 200 });
  });
});
