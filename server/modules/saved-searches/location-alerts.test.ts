import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// A saved vessel search with a typed location ("Genoa", "US Gulf") is alerted as the search would list the ship
// (#27): the location is resolved by the search's own port lookup, and a ship open in a region counts where the
// region holds one of the places the search names.

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signedIn']>>;
let shipOwner: Member;
let genoaWatcher: Member;
let usGulfWatcher: Member;
let houstonWatcher: Member;
const nextImo = imoSequence(950_000);
const title = 'A ship for your saved search';

const save = async (m: Member, query: Record<string, string>) => {
  const res = await m.post('/api/saved-searches', { kind: 'vessels', query });
  if (res.status !== 201) throw new Error(res.text);
};
/** The member's saved-search notices about one ship: their messages. */
const told = async (m: Member, vesselId: string) =>
  (
    await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, m.id), eq(notifications.title, title), eq(notifications.linkPath, `/vessels/${vesselId}`)))
  ).map((n) => n.message);

/** Lists a ship open at a port or in a region; the listing queues the alert job, run here. */
async function list(name: string, open: { openPort: string } | { openRegion: string }) {
  const res = await shipOwner.post(
    '/api/vessels',
    validVessel({ imo: nextImo(), name, openPort: '', openRegion: '', openDate: '2099-01-10', ...open }),
  );
  expect(res.status, res.text).toBe(201);
  await t.deps.jobs.runDue();
  return res.json.vessel.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  shipOwner = await t.signedIn('owner', { verified: true });
  genoaWatcher = await t.signedIn('charterer');
  usGulfWatcher = await t.signedIn('charterer');
  houstonWatcher = await t.signedIn('charterer');
  await save(genoaWatcher, { location: 'Genoa' });
  await save(usGulfWatcher, { location: 'US Gulf' });
  await save(houstonWatcher, { port: 'USHOU' });
});
afterAll(() => t.close());

describe('saved vessel searches with a typed location', () => {
  it('tell a search whose typed place names the ship’s open port, and not the others', async () => {
    const id = await list('Ligurian Star', { openPort: 'ITGOA' });
    expect(await told(genoaWatcher, id)).toEqual([
      'A ship for your saved search “open Genoa”: Ligurian Star (58,000 dwt), open Genova, Italy from 10 Jan.',
    ]);
    expect(await told(usGulfWatcher, id)).toEqual([]);
    expect(await told(houstonWatcher, id)).toEqual([]);
  });

  it('tell a search naming a region of a ship open at one of its ports', async () => {
    const id = await list('Gulf Trader', { openPort: 'USHOU' });
    expect(await told(usGulfWatcher, id)).toEqual([
      'A ship for your saved search “open US Gulf”: Gulf Trader (58,000 dwt), open Houston, United States from 10 Jan.',
    ]);
    expect(await told(houstonWatcher, id)).toHaveLength(1);
    expect(await told(genoaWatcher, id)).toEqual([]);
  });

  it('tell searches for a port of the region, or for the region, of a ship open in the region', async () => {
    const id = await list('Delta Queen', { openRegion: 'USG' });
    expect(await told(usGulfWatcher, id)).toEqual([
      'A ship for your saved search “open US Gulf”: Delta Queen (58,000 dwt), open US Gulf (USG) from 10 Jan.',
    ]);
    expect(await told(houstonWatcher, id)).toEqual([
      'A ship for your saved search “open USHOU”: Delta Queen (58,000 dwt), open US Gulf (USG) from 10 Jan.',
    ]);
    expect(await told(genoaWatcher, id)).toEqual([]);
  });

  it('tell a typed port of a ship open in a region holding it; say nothing where no place matches', async () => {
    const med = await list('Med Rover', { openRegion: 'MED' });
    expect(await told(genoaWatcher, med)).toHaveLength(1);
    expect(await told(usGulfWatcher, med)).toEqual([]);
    const baltic = await list('Baltic Dawn', { openPort: 'PLGDN' });
    expect(await told(genoaWatcher, baltic)).toEqual([]);
    expect(await told(usGulfWatcher, baltic)).toEqual([]);
    expect(await told(houstonWatcher, baltic)).toEqual([]);
  });
});
