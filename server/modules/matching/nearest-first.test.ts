import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../../../common/ports/regions';
import { cargoOrders, ports, vessels } from '../../db/schema';
import { validCargo } from '../../test/cargo-input';
import { dayFrom } from '../../test/deal-input';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';
import { shipCandidates } from './candidates';

// Migration 0051 keeps where each ship is open and where each order loads as a point on the unit sphere, so matching
// walks a GiST index nearest first. These tests hold the triggers to the ports table and the regions in common/.

let t: TestApp;
const nextImo = imoSequence(931_700);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Xyz = [number, number, number];
/** The point as the database stores it, read back as its three coordinates. */
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)) as unknown as { rows?: T[] } & T[];
async function pointOf(table: 'vessels' | 'cargo_orders', id: string): Promise<Xyz | null> {
  const column = table === 'vessels' ? sql.raw('open_at') : sql.raw('load_at');
  const result = await rows<{ x: number | null; y: number | null; z: number | null }>(
    sql`select cube_ll_coord(${column}, 1) x, cube_ll_coord(${column}, 2) y, cube_ll_coord(${column}, 3) z from ${sql.raw(table)} where id = ${id}`,
  );
  const [r] = result.rows ?? result;
  return r.x === null ? null : [r.x, r.y!, r.z!];
}
/** A latitude and longitude in degrees on the unit sphere, worked out here rather than read from the migration. */
const onGlobe = (lat: number, lon: number): Xyz => {
  const [φ, λ] = [(lat * Math.PI) / 180, (lon * Math.PI) / 180];
  return [Math.cos(φ) * Math.cos(λ), Math.cos(φ) * Math.sin(λ), Math.sin(φ)];
};
const close = (actual: Xyz | null, expected: Xyz) => {
  expect(actual).not.toBeNull();
  actual!.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 5));
};
const portAt = async (locode: string) => (await t.db.select().from(ports).where(eq(ports.locode, locode)))[0];

describe('where ships are open and orders load, on the globe', () => {
  it('stands each region at its reference port, as common/ports/regions.ts names it', async () => {
    for (const r of regions) {
      const result = await rows<{ same: boolean }>(sql`
        select place_on_globe(${r.code}) = place_on_globe(${r.referencePort}) and place_on_globe(${r.code}) is not null as same`);
      expect((result.rows ?? result)[0].same, `${r.code} stands at ${r.referencePort}`).toBe(true);
    }
  });

  it('places a ship at her open port or region, and moves her with it', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), openPort: 'NLRTM', openDate: dayFrom(t, 20) }));
    expect(res.status, res.text).toBe(201);
    const id = res.json.vessel.id as string;
    // Rotterdam, from the ports table: 51.9 N, 4.5 E or thereabouts.
    const rotterdam = await portAt('NLRTM');
    expect(rotterdam.lat).toBeGreaterThan(51.5);
    close(await pointOf('vessels', id), onGlobe(rotterdam.lat, rotterdam.lon));

    await t.db.update(vessels).set({ openPort: null, openRegion: 'ECSA' }).where(eq(vessels.id, id));
    const santos = await portAt('BRSSZ'); // ECSA's reference port
    close(await pointOf('vessels', id), onGlobe(santos.lat, santos.lon));

    await t.db.update(vessels).set({ openPort: null, openRegion: null }).where(eq(vessels.id, id));
    expect(await pointOf('vessels', id)).toBeNull();
  });

  it('places an order at its load port or region, and moves it with it', async () => {
    const charterer = await t.signedIn('charterer', { verified: true });
    const res = await charterer.post('/api/cargoes', validCargo(t, { loadPlace: 'CJK' }));
    expect(res.status, res.text).toBe(201);
    const id = res.json.cargo.id as string;
    const qingdao = await portAt('CNTAO');
    close(await pointOf('cargo_orders', id), onGlobe(qingdao.lat, qingdao.lon));

    await t.db.update(cargoOrders).set({ loadPlace: 'AUPHE' }).where(eq(cargoOrders.id, id));
    const hedland = await portAt('AUPHE');
    close(await pointOf('cargo_orders', id), onGlobe(hedland.lat, hedland.lon));
  });

  it('moves the points of ships and orders when a port’s coordinates are corrected', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const charterer = await t.signedIn('charterer', { verified: true });
    const ship = await owner.post('/api/vessels', validVessel({ imo: nextImo(), openPort: 'ROCND', openDate: dayFrom(t, 20) }));
    expect(ship.status, ship.text).toBe(201);
    const order = await charterer.post('/api/cargoes', validCargo(t, { loadPlace: 'BSEA' })); // the Black Sea stands at Constanța
    expect(order.status, order.text).toBe(201);

    await t.db.update(ports).set({ lat: 44.0, lon: 28.5 }).where(eq(ports.locode, 'ROCND'));
    close(await pointOf('vessels', ship.json.vessel.id), onGlobe(44.0, 28.5));
    close(await pointOf('cargo_orders', order.json.cargo.id), onGlobe(44.0, 28.5));
  });
});

describe('the nearest ships first, by great circle', () => {
  const wheatAt = (loadPlace: string) =>
    ({ commodity: 'wheat', loadPlace, laycanFrom: dayFrom(t, 30), laycanTo: dayFrom(t, 35), minDeadweightT: 45_000, charterType: 'voyage' }) as const;

  it('measures across the date line: from Yokohama, Vancouver before Rotterdam', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const ship = async (name: string, openPort: string) => {
      const res = await owner.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort, openDate: dayFrom(t, 25) }));
      expect(res.status, res.text).toBe(201);
      return res.json.vessel.id as string;
    };
    const santos = await ship('Open Santos', 'BRSSZ');
    const rotterdam = await ship('Open Rotterdam', 'NLRTM');
    const vancouver = await ship('Open Vancouver', 'CAVAN');
    // Great circle from Yokohama: Vancouver about 4,090 nm over the North Pacific, Rotterdam about 5,060, Santos about
    // 10,050. Longitude and latitude taken as flat would put Vancouver (263 degrees of longitude away) last.
    const rows = await shipCandidates(t.db, wheatAt('JPYOK'), owner.id);
    expect(rows.map((r) => r.id)).toEqual([vancouver, rotterdam, santos]);
  });

  it('puts ships open at one port in the order of their ids, so a list reads the same twice', async () => {
    const owner = await t.signedIn('owner', { verified: true });
    const made: string[] = [];
    for (const name of ['Tie One', 'Tie Two', 'Tie Three', 'Tie Four']) {
      const res = await owner.post('/api/vessels', validVessel({ name, imo: nextImo(), openPort: 'BRPNG', openDate: dayFrom(t, 25) }));
      expect(res.status, res.text).toBe(201);
      made.push(res.json.vessel.id);
    }
    const rows = await shipCandidates(t.db, wheatAt('BRPNG'), owner.id);
    expect(rows.map((r) => r.id)).toEqual([...made].sort());
  });
});
