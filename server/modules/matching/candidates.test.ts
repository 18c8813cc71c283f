import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';
import { cargoCandidates, shipCandidates } from './candidates';

// A region stands for its reference port in the candidate queries (CJK: Qingdao, ECSA: Santos, SEA: Singapore), on
// both sides: where a ship opens and where an order loads. The nearest come first by great-circle distance.

let t: TestApp;
const nextImo = imoSequence(930_500);
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signedIn('owner', { verified: true });
  const charterer = await t.signedIn('charterer', { verified: true });
  const ship = async (name: string, open: { openPort: string | null; openRegion: string | null }) => {
    const res = await owner.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort: 'BRSSZ', openDate: dayFrom(t, 28) }));
    expect(res.status, res.text).toBe(201);
    await t.db.update(vessels).set(open).where(eq(vessels.id, res.json.vessel.id));
    return res.json.vessel.id as string;
  };
  ids.openEcsa = await ship('Open ECSA', { openPort: null, openRegion: 'ECSA' });
  ids.openSea = await ship('Open SEA', { openPort: null, openRegion: 'SEA' });
  ids.openRotterdam = await ship('Open Rotterdam', { openPort: 'NLRTM', openRegion: null });
  const order = async (loadPlace: string) => {
    const res = await charterer.post('/api/cargoes', validCargo(t, { loadPlace }));
    expect(res.status, res.text).toBe(201);
    return res.json.cargo.id as string;
  };
  ids.loadCjk = await order('CJK');
  ids.loadParanagua = await order('BRPNG');
  ids.loadRotterdam = await order('NLRTM');
});
afterAll(() => t.close());

describe('candidates by region', () => {
  it('finds ships open in a region for an order loading in a region, nearest first', async () => {
    const rows = await shipCandidates(
      t.db,
      { commodity: 'wheat', loadPlace: 'CJK', laycanFrom: dayFrom(t, 30), laycanTo: dayFrom(t, 35), minDeadweightT: 45_000, charterType: 'voyage' },
      null,
    );
    // From Qingdao: Singapore about 2,300 nm, Rotterdam about 4,300, Santos about 10,000 (great circle).
    expect(rows.map((r) => r.id)).toEqual([ids.openSea, ids.openRotterdam, ids.openEcsa]);
  });

  it('finds orders loading in a region for a ship open in a region, nearest first', async () => {
    const ship = {
      vesselId: ids.openEcsa,
      openPlace: 'ECSA',
      openFrom: dayFrom(t, 28),
      types: ['bulkCarrier'],
      deadweightT: 58_000,
      charterTypes: ['voyage', 'time'],
    };
    const found = await cargoCandidates(t.db, ship, dayFrom(t, 0));
    // From Santos: Paranaguá about 180 nm, Rotterdam about 5,400, Qingdao about 10,000.
    expect(found.map((c) => c.order.id)).toEqual([ids.loadParanagua, ids.loadRotterdam, ids.loadCjk]);
  });
});
