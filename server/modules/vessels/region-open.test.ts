import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// Ships open in a region rather than at a port (#27): the search finds them by a port of the region, by the region
// and by a region overlapping it, and by a typed place that resolves to one of its ports; the map shows them at the
// region's reference port, named as the region.

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(940_000);
/** The ships below by name, to their ids: every name starts with "Regio", which the searches add as `q`. */
const ids: Record<string, string> = {};

const ships: [string, { openPort: string } | { openRegion: string }][] = [
  ['Regio Houston', { openPort: 'USHOU' }],
  ['Regio Gulf', { openRegion: 'USG' }],
  ['Regio Rotterdam', { openPort: 'NLRTM' }],
  ['Regio Continent', { openRegion: 'CONT' }],
  ['Regio Skaw Passero', { openRegion: 'SKAW-PASSERO' }],
  ['Regio Med', { openRegion: 'MED' }],
  ['Regio Baltic', { openRegion: 'BALTIC' }],
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedIn('owner', { verified: true });
  for (const [name, open] of ships) {
    const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), name, openPort: '', openRegion: '', ...open }));
    expect(res.status, res.text).toBe(201);
    ids[res.json.vessel.id] = name;
  }
});
afterAll(() => t.close());

/** The names of this file's ships the search lists, sorted. */
const found = async (query: string) => {
  const res = await t.agent().get(`/api/vessels?q=Regio&${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.json.items as { id: string }[]).map((v) => ids[v.id]).sort();
};

describe('the vessel search and ships open in a region', () => {
  it('a port finds the ships open at it and in the regions that contain it', async () => {
    expect(await found('port=USHOU')).toEqual(['Regio Gulf', 'Regio Houston']);
    expect(await found('port=USMSY')).toEqual(['Regio Gulf']);
    // Rotterdam lies in CONT, SKAW-GIB and SKAW-PASSERO.
    expect(await found('port=NLRTM')).toEqual(['Regio Continent', 'Regio Rotterdam', 'Regio Skaw Passero']);
    // Piraeus lies in MED only.
    expect(await found('port=GRPIR')).toEqual(['Regio Med']);
    expect(await found('port=SGSIN')).toEqual([]);
  });

  it('a region finds the ships open at its ports, in it, and in the regions sharing a port with it', async () => {
    expect(await found('port=USG')).toEqual(['Regio Gulf', 'Regio Houston']);
    expect(await found('port=CONT')).toEqual(['Regio Continent', 'Regio Rotterdam', 'Regio Skaw Passero']);
    // MED and SKAW-PASSERO share the western Med's ports; CONT shares none with MED.
    expect(await found('port=MED')).toEqual(['Regio Med', 'Regio Skaw Passero']);
    expect(await found('port=SKAW-PASSERO')).toEqual(['Regio Continent', 'Regio Med', 'Regio Rotterdam', 'Regio Skaw Passero']);
    expect(await found('port=BALTIC')).toEqual(['Regio Baltic']);
    expect(await found('port=USEC')).toEqual([]);
  });

  it('a typed location finds the ships open at the ports it names and in the regions holding them', async () => {
    expect(await found('location=Houston')).toEqual(['Regio Gulf', 'Regio Houston']);
    expect(await found(`location=${encodeURIComponent('US Gulf')}`)).toEqual(['Regio Gulf', 'Regio Houston']);
    // Genoa (Genova, by its other name) lies in MED and SKAW-PASSERO.
    expect(await found('location=Genoa')).toEqual(['Regio Med', 'Regio Skaw Passero']);
    expect(await found('location=Gdansk')).toEqual(['Regio Baltic']);
    expect(await found('location=Santos')).toEqual([]);
    // Both filters at once: each must be met.
    expect(await found('location=Houston&port=USMSY')).toEqual(['Regio Gulf']);
  });

  it('a country finds the ships open at its ports and in the regions holding one of them', async () => {
    expect(await found('country=US')).toEqual(['Regio Gulf', 'Regio Houston']);
    // Rotterdam's country: CONT and SKAW-PASSERO hold Dutch ports, MED and the Baltic none.
    expect(await found('country=NL')).toEqual(['Regio Continent', 'Regio Rotterdam', 'Regio Skaw Passero']);
    // Genoa's country lies in the Med and in Skaw-Passero; Gdansk's on the Baltic.
    expect(await found('country=IT')).toEqual(['Regio Med', 'Regio Skaw Passero']);
    expect(await found('country=PL')).toEqual(['Regio Baltic']);
    // Singapore is in none of the file's regions.
    expect(await found('country=SG')).toEqual([]);
  });
});

describe('the open-positions map and ships open in a region', () => {
  it('shows them at the region’s reference port, named as the region, apart from that port’s own ships', async () => {
    const res = await t.agent().get('/api/vessels/open-positions');
    expect(res.status).toBe(200);
    const positions = res.json.ports as {
      locode: string;
      region: boolean;
      name: string;
      country: string | null;
      lat: number;
      lon: number;
      vessels: number;
    }[];
    const gulf = positions.find((p) => p.locode === 'USG');
    expect(gulf).toMatchObject({ region: true, name: 'US Gulf', country: null, vessels: 1 });
    // Drawn at New Orleans (USMSY), the US Gulf's reference port.
    expect(gulf!.lat).toBeCloseTo(29.95, 1);
    expect(gulf!.lon).toBeCloseTo(-90.07, 1);
    const continent = positions.find((p) => p.locode === 'CONT');
    expect(continent).toMatchObject({ region: true, name: 'Continent (Le Havre–Hamburg) and UK', country: null, vessels: 1 });
    expect(continent!.lat).toBeCloseTo(51.92, 1); // Rotterdam's
    // Rotterdam's own ship stays Rotterdam's, a separate entry.
    expect(positions.find((p) => p.locode === 'NLRTM')).toMatchObject({ region: false, name: 'Rotterdam', country: 'Netherlands', vessels: 1 });
    expect(
      positions
        .filter((p) => p.region)
        .map((p) => p.locode)
        .sort(),
    ).toEqual(['BALTIC', 'CONT', 'MED', 'SKAW-PASSERO', 'USG']);
  });
});
