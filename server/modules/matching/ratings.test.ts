import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// The counterparty's rating and count on match lists (#29): the owner's on each ship, the charterer's on each order,
// and no charterer's rating where the order's visibility keeps their name from the viewer.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(938_204);

async function ship(by: Member, name: string, openPort: string) {
  const res = await by.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort, openDate: dayFrom(t, 28) }));
  expect(res.status, res.text).toBe(201);
  return res.json.vessel.id as string;
}

/** A published rating as the reviews module keeps it on the profile (what the reviews of completed fixtures came to). */
const rate = (m: Member, average: number, count: number) =>
  t.db.update(profiles).set({ ratingAverage: average, ratingCount: count }).where(eq(profiles.id, m.id));

let charterer: Member;
let ratedOwner: Member;
let newOwner: Member;
let named: string;
let anonymous: string;
let ratedShip: string;
let newShip: string;

beforeAll(async () => {
  t = await createTestApp();
  charterer = await t.signedIn('charterer', { verified: true });
  ratedOwner = await t.signedIn('owner', { verified: true });
  newOwner = await t.signedIn('owner', { verified: true });
  await rate(charterer, 4.25, 4);
  await rate(ratedOwner, 4.5, 2);
  named = (await charterer.post('/api/cargoes', validCargo(t))).json.cargo.id;
  anonymous = (await charterer.post('/api/cargoes', validCargo(t, { accountVisibility: 'ok_account', quantityT: 48_000 }))).json.cargo.id;
  ratedShip = await ship(ratedOwner, 'Rated Spirit', 'BRSSZ');
  newShip = await ship(newOwner, 'New Entrant', 'BRPNG');
  await t.db.update(vessels).set({ ladenSpeedKn: 13.5, ladenConsumptionT: 28, ballastSpeedKn: 14, ballastConsumptionT: 25 });
});
afterAll(() => t.close());

describe('the counterparty’s rating on match lists (#29)', () => {
  it('shows the charterer each ship’s owner rating and count, and an unrated owner as having none', async () => {
    const res = await charterer.get(`/api/cargoes/${named}/matches`);
    expect(res.status, res.text).toBe(200);
    const byShip = Object.fromEntries(
      (res.json.items as { vessel: { id: string; ownerRating: unknown } }[]).map((m) => [m.vessel.id, m.vessel.ownerRating]),
    );
    expect(Object.keys(byShip).sort()).toEqual([ratedShip, newShip].sort());
    expect(byShip[ratedShip]).toEqual({ average: 4.5, count: 2 });
    expect(byShip[newShip]).toEqual({ average: null, count: 0 });
  });

  it('shows the owner the charterer’s rating beside their name, and none where the name is hidden', async () => {
    const res = await ratedOwner.get(`/api/vessels/${ratedShip}/matches`);
    expect(res.status, res.text).toBe(200);
    const byOrder = Object.fromEntries(
      (res.json.items as { cargo: { id: string; account: unknown }; chartererRating: unknown }[]).map((m) => [
        m.cargo.id,
        [m.cargo.account === null, m.chartererRating],
      ]),
    );
    expect(Object.keys(byOrder).sort()).toEqual([named, anonymous].sort());
    expect(byOrder[named]).toEqual([false, { average: 4.25, count: 4 }]);
    expect(byOrder[anonymous]).toEqual([true, null]);
  });
});
