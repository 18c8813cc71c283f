import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { validVessel } from '../../test/vessel-input';
import { tellSavedCargoSearches, tellSavedVesselSearches } from './alerts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let poster: Member;
let wheatWatcher: Member;
let coalWatcher: Member;
let shipOwner: Member;
let gulfWatcher: Member;
let brazilWatcher: Member;

const save = async (m: Member, kind: string, query: Record<string, string>, name?: string) => {
  const res = await m.post('/api/saved-searches', { kind, name, query });
  if (res.status !== 201) throw new Error(res.text);
};
/** The member's saved-search notices about one order or ship (its page): message and link. */
const alertsOf = (m: Member, title: string, linkPath: string) =>
  t.db
    .select({ message: notifications.message, linkPath: notifications.linkPath })
    .from(notifications)
    .where(and(eq(notifications.userId, m.id), eq(notifications.title, title), eq(notifications.linkPath, linkPath)));

beforeAll(async () => {
  t = await createTestApp();
  poster = await t.signedIn('charterer', { verified: true });
  wheatWatcher = await t.signedIn('owner');
  coalWatcher = await t.signedIn('owner');
  shipOwner = await t.signedIn('owner', { verified: true });
  gulfWatcher = await t.signedIn('charterer');
  brazilWatcher = await t.signedIn('charterer');
  // Two of the wheat watcher's searches meet the order below: they are told once, naming the newest.
  await save(wheatWatcher, 'cargoes', { commodity: 'wheat' }, 'Any wheat');
  t.deps.clock.advance(1_000);
  await save(wheatWatcher, 'cargoes', { commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK', minSize: '30000', maxSize: '60000' });
  await save(coalWatcher, 'cargoes', { commodity: 'coal' });
  await save(poster, 'cargoes', { commodity: 'wheat' }); // the poster's own order is never news to them
  await save(gulfWatcher, 'vessels', { type: 'bulkCarrier', port: 'USG' });
  await save(brazilWatcher, 'vessels', { port: 'ECSA' });
  await save(shipOwner, 'vessels', { port: 'USG' });
});
afterAll(() => t.close());

describe('saved board searches', () => {
  it('tell each member whose search lists a new order once; not the poster, not a search it does not meet', async () => {
    const res = await poster.post('/api/cargoes', validCargo(t, { laycanFrom: '2099-03-03', laycanTo: '2099-03-12' }));
    expect(res.status, res.text).toBe(201);
    await t.deps.jobs.runDue();
    const page = `/cargoes/${res.json.cargo.id}`;
    expect(await alertsOf(wheatWatcher, 'A new cargo order for your saved search', page)).toEqual([
      {
        message:
          'New cargo order for your saved search “Wheat · ECSA → CJK · 30–60k t” (and 1 more of your saved searches): ' +
          '50,000 t 10% MOLOO wheat, Santos, Brazil to Qingdao, China, laycan 3 Mar to 12 Mar.',
        linkPath: page,
      },
    ]);
    expect(await alertsOf(coalWatcher, 'A new cargo order for your saved search', page)).toEqual([]);
    expect(await alertsOf(poster, 'A new cargo order for your saved search', page)).toEqual([]);
  });

  it('say nothing of an order that closed before the job ran', async () => {
    const res = await poster.post('/api/cargoes', validCargo(t, { laycanFrom: dayFrom(t, 40), laycanTo: dayFrom(t, 45) }));
    await poster.post(`/api/cargoes/${res.json.cargo.id}/withdraw`);
    const page = `/cargoes/${res.json.cargo.id}`;
    // Told once when posted (the harness runs the queued job at once); not again once it is withdrawn.
    expect(await alertsOf(wheatWatcher, 'A new cargo order for your saved search', page)).toHaveLength(1);
    await tellSavedCargoSearches({ db: t.db, clock: t.deps.clock, appUrl: '' }, res.json.cargo.id);
    expect(await alertsOf(wheatWatcher, 'A new cargo order for your saved search', page)).toHaveLength(1);
  });
});

describe('saved vessel searches', () => {
  it('tell each member whose search now lists the ship once; not its owner, not a search it does not meet', async () => {
    const created = await shipOwner.post('/api/vessels', validVessel({ name: 'Gulf Trader', openPort: 'USHOU', openDate: '2099-01-10' }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.vessel.id;
    await t.deps.jobs.runDue(); // listing the ship queued the alert

    const page = `/vessels/${id}`;
    expect(await alertsOf(gulfWatcher, 'A ship for your saved search', page)).toEqual([
      {
        message: 'A ship for your saved search “Bulk carrier · open USG”: Gulf Trader (58,000 dwt), open Houston, United States from 10 Jan.',
        linkPath: page,
      },
    ]);
    expect(await alertsOf(brazilWatcher, 'A ship for your saved search', page)).toEqual([]);
    expect(await alertsOf(shipOwner, 'A ship for your saved search', page)).toEqual([]);
  });

  it('say nothing of a ship not on the market', async () => {
    const hidden = await t.signedIn('owner'); // not verified: their ships are not public
    const created = await hidden.post('/api/vessels', validVessel({ name: 'Hidden Gulf', imo: '9074729', openPort: 'USHOU' }));
    expect(created.status, created.text).toBe(201);
    await tellSavedVesselSearches({ db: t.db, clock: t.deps.clock, appUrl: '' }, created.json.vessel.id);
    expect(await alertsOf(gulfWatcher, 'A ship for your saved search', `/vessels/${created.json.vessel.id}`)).toEqual([]);
  });
});
