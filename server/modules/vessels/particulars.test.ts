import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vessels } from '../../db/schema';
import { CHECK_VIOLATION, refusalOf } from '../../test/db-refusal';
import { createTestApp, type TestApp } from '../../test/harness';
import { imoSequence, validVessel } from '../../test/vessel-input';

// The particulars matching needs (#27): an open port or region with a range, cubic, gear, holds, ice class,
// speeds and consumptions, constants, preferred and excluded ranges. Expected values are written out by hand.

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signedIn']>>;
const nextImo = imoSequence(961_000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedIn('owner', { verified: true });
});
afterAll(() => t.close());

/** A Supramax's description as an owner's circular gives it. */
const supramax = {
  openPort: '',
  openRegion: 'ecsa',
  openDate: '2027-01-10',
  openDateTo: '2027-01-15',
  preferredRegions: ['CJK', 'sea'],
  excludedRegions: ['WAF'],
  baleCubicM: '70,500',
  cranes: '4',
  craneSwlT: '30',
  grabs: '4',
  grabCubicM: '12.5',
  holds: '5',
  hatches: '5',
  iceClass: '1C',
  ladenSpeedKn: '13.5',
  ladenConsumptionT: '28',
  ballastSpeedKn: '14',
  ballastConsumptionT: '26',
  ecoLadenSpeedKn: '11.5',
  ecoLadenConsumptionT: '21',
  ecoBallastSpeedKn: '12',
  ecoBallastConsumptionT: '19.5',
  portConsumptionT: '4.5',
  constantsT: '350',
};

const noParticulars = {
  openRegion: null,
  openDateTo: null,
  preferredRegions: [],
  excludedRegions: [],
  baleCubicM: null,
  cranes: null,
  craneSwlT: null,
  grabs: null,
  grabCubicM: null,
  holds: null,
  hatches: null,
  iceClass: null,
  ladenSpeedKn: null,
  ladenConsumptionT: null,
  ballastSpeedKn: null,
  ballastConsumptionT: null,
  ecoLadenSpeedKn: null,
  ecoLadenConsumptionT: null,
  ecoBallastSpeedKn: null,
  ecoBallastConsumptionT: null,
  portConsumptionT: null,
  constantsT: null,
};

describe('the particulars matching needs', () => {
  it('stores an open region with its range, gear, speeds and preferences, and answers them as numbers', async () => {
    const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), ...supramax }));
    expect(res.status, res.text).toBe(201);
    const expected = {
      openPort: null,
      openRegion: 'ECSA',
      openDate: '2027-01-10',
      openDateTo: '2027-01-15',
      preferredRegions: ['CJK', 'SEA'],
      excludedRegions: ['WAF'],
      grainCubicM: 72_000, // a bulk carrier's capacity is its grain cubic
      baleCubicM: 70_500,
      cranes: 4,
      craneSwlT: 30,
      grabs: 4,
      grabCubicM: 12.5,
      holds: 5,
      hatches: 5,
      iceClass: '1C',
      ladenSpeedKn: 13.5,
      ladenConsumptionT: 28,
      ballastSpeedKn: 14,
      ballastConsumptionT: 26,
      ecoLadenSpeedKn: 11.5,
      ecoLadenConsumptionT: 21,
      ecoBallastSpeedKn: 12,
      ecoBallastConsumptionT: 19.5,
      portConsumptionT: 4.5,
      constantsT: 350,
    };
    expect(res.json.vessel).toMatchObject(expected);
    const page = await owner.get(`/api/vessels/${res.json.vessel.id}`);
    expect(page.json.vessel).toMatchObject(expected);
    const [row] = await t.db.select().from(vessels).where(eq(vessels.id, res.json.vessel.id));
    expect(row).toMatchObject(expected);
  });

  it('changes them on an edit, and a client that sends none of them lists a ship without them', async () => {
    const imo = nextImo();
    const plain = await owner.post('/api/vessels', validVessel({ imo }));
    expect(plain.status).toBe(201);
    expect(plain.json.vessel).toMatchObject({ ...noParticulars, openPort: 'SGSIN', grainCubicM: 72_000 });
    const id = plain.json.vessel.id as string;
    const edited = await owner.patch(`/api/vessels/${id}`, validVessel({ imo, ...supramax, openRegion: 'USG', iceClass: 'none', capacity: 71_000 }));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.vessel).toMatchObject({ openPort: null, openRegion: 'USG', iceClass: 'none', grainCubicM: 71_000, cranes: 4 });
    const back = await owner.patch(`/api/vessels/${id}`, validVessel({ imo }));
    expect(back.json.vessel).toMatchObject({ ...noParticulars, openPort: 'SGSIN' });
  });

  it('mirrors a general cargo ship’s capacity into its bale cubic, and refuses a different figure', async () => {
    const general = await owner.post('/api/vessels', validVessel({ imo: nextImo(), type: 'general', capacity: 20_000, grainCubicM: '21,500' }));
    expect(general.status, general.text).toBe(201);
    expect(general.json.vessel).toMatchObject({ grainCubicM: 21_500, baleCubicM: 20_000 });
    const clash = await owner.post('/api/vessels', validVessel({ imo: nextImo(), type: 'general', capacity: 20_000, baleCubicM: 19_000 }));
    expect(clash.status).toBe(400);
    expect(clash.json.error.fields).toEqual({
      baleCubicM: 'For this type the capacity above is the bale capacity: leave this empty or give the same figure',
    });
    const tanker = await owner.post('/api/vessels', validVessel({ imo: nextImo(), type: 'tanker', capacity: 50_000 }));
    expect(tanker.json.vessel).toMatchObject({ grainCubicM: null, baleCubicM: null });
  });
});

describe('bad particulars', () => {
  const refused = async (overrides: Record<string, unknown>) => {
    const before = (await t.db.select({ id: vessels.id }).from(vessels)).length;
    const res = await owner.post('/api/vessels', validVessel({ imo: nextImo(), ...overrides }));
    expect(res.status, res.text).toBe(400);
    expect(await t.db.select({ id: vessels.id }).from(vessels)).toHaveLength(before);
    return res.json.error.fields as Record<string, string>;
  };

  it('answers each figure out of its range with the range, in the form’s words', async () => {
    expect(
      await refused({
        grainCubicM: 0,
        cranes: 13,
        craneSwlT: 'thirty',
        grabs: 2.5,
        grabCubicM: 60,
        holds: 0,
        hatches: 31,
        iceClass: '1D',
        ladenSpeedKn: 4.9,
        ladenConsumptionT: 151,
        ballastSpeedKn: 26,
        ballastConsumptionT: 0.5,
        ecoLadenSpeedKn: '',
        ecoLadenConsumptionT: '',
        portConsumptionT: 0.4,
        constantsT: 10_001,
      }),
    ).toEqual({
      grainCubicM: 'Grain capacity must be between 1 and 2,000,000 m³',
      cranes: 'Cranes must be between 0 and 12 cranes',
      craneSwlT: 'Crane SWL must be a number',
      grabs: 'Grabs must be a whole number',
      grabCubicM: 'Grab capacity must be between 1 and 50 m³',
      holds: 'Holds must be between 1 and 30 holds',
      hatches: 'Hatches must be between 1 and 30 hatches',
      iceClass: 'Choose the ice class from the list',
      ladenSpeedKn: 'Laden speed must be between 5 and 25 kn',
      ladenConsumptionT: 'Laden consumption must be between 1 and 150 t/day',
      ballastSpeedKn: 'Ballast speed must be between 5 and 25 kn',
      ballastConsumptionT: 'Ballast consumption must be between 1 and 150 t/day',
      portConsumptionT: 'Port consumption must be between 0.5 and 50 t/day',
      constantsT: 'Constants must be between 1 and 10,000 t',
    });
    expect(await refused({ baleCubicM: 2_000_001, ecoBallastSpeedKn: 25.5, ecoBallastConsumptionT: 200 })).toEqual({
      baleCubicM: 'Bale capacity must be between 1 and 2,000,000 m³',
      ecoBallastSpeedKn: 'Eco ballast speed must be between 5 and 25 kn',
      ecoBallastConsumptionT: 'Eco ballast consumption must be between 1 and 150 t/day',
    });
  });

  it('answers figures that make no sense together', async () => {
    expect(
      await refused({
        ladenSpeedKn: 13,
        ballastConsumptionT: 25,
        ecoLadenSpeedKn: 13.5,
        ecoLadenConsumptionT: 24,
        cranes: 4,
        grabCubicM: 12,
        baleCubicM: 72_001,
        constantsT: 500,
        deadweightT: 500,
      }),
    ).toEqual({
      ladenConsumptionT: 'Give the laden consumption burnt at this speed',
      ballastSpeedKn: 'Give the ballast speed this consumption is burnt at',
      ecoLadenSpeedKn: 'Eco laden speed must be below the full laden speed',
      craneSwlT: 'Give the cranes’ safe working load (SWL) in tonnes',
      grabs: 'Give the number of grabs this capacity is for',
      baleCubicM: 'Bale capacity cannot exceed grain capacity (bale is measured inside the frames and beams)',
      constantsT: 'Constants must be less than the deadweight',
    });
    expect(
      await refused({
        cranes: 0,
        craneSwlT: 30,
        grainCubicM: 70_000,
        ecoBallastSpeedKn: 12,
        ecoBallastConsumptionT: 20,
        ballastSpeedKn: 11,
        ballastConsumptionT: 20,
      }),
    ).toEqual({
      cranes: 'Give the number of cranes this SWL is for',
      grainCubicM: 'For this type the capacity above is the grain capacity: leave this empty or give the same figure',
      ecoBallastSpeedKn: 'Eco ballast speed must be below the full ballast speed',
    });
  });

  it('takes a port or a region, never both, a range that ends after it starts, and no region both wanted and not', async () => {
    expect(await refused({ openPort: 'NLRTM', openRegion: 'CONT' })).toEqual({ openRegion: 'Give an open port or an open region, not both' });
    expect(await refused({ openPort: '', openRegion: '' })).toEqual({ openPort: 'Give the open port or the open region' });
    expect(await refused({ openPort: undefined })).toEqual({ openPort: 'Give the open port or the open region' });
    expect(await refused({ openPort: '', openRegion: 'ATLANTIS' })).toEqual({ openRegion: 'Choose the open region from the list' });
    expect(await refused({ openPort: 'XXXXX' })).toEqual({ openPort: 'Choose the open port from the list (a UN/LOCODE such as NL RTM)' });
    expect(await refused({ openDate: '2027-01-10', openDateTo: '2027-01-09' })).toEqual({
      openDateTo: 'Open until must be on or after the open date',
    });
    expect(await refused({ openDateTo: '2027-02-30' })).toEqual({ openDateTo: 'Open until must be a real calendar date' });
    expect(await refused({ preferredRegions: ['ECSA', 'USG', 'CJK'], excludedRegions: ['usg', 'CJK'] })).toEqual({
      excludedRegions: 'A region cannot be both preferred and excluded: USG, CJK',
    });
    expect(await refused({ preferredRegions: ['NOWHERE'] })).toEqual({ 'preferredRegions.0': 'Preferred regions: choose regions from the list' });
  });
});

describe('the database’s own guards', () => {
  it('refuses a port and a region at once, an overlap of preferred and excluded, a speed without its consumption', async () => {
    const made = await owner.post('/api/vessels', validVessel({ imo: nextImo() }));
    const id = made.json.vessel.id as string;
    const set = (values: Partial<typeof vessels.$inferInsert>) => refusalOf(t.db.update(vessels).set(values).where(eq(vessels.id, id)));
    const violates = (name: string) => ({ code: CHECK_VIOLATION, message: `new row for relation "vessels" violates check constraint "${name}"` });
    expect(await set({ openRegion: 'CONT' })).toEqual(violates('vessels_open_place_check'));
    expect(await set({ openDateTo: '2027-01-09' })).toEqual(violates('vessels_open_range_check'));
    expect(await set({ preferredRegions: ['CJK', 'WAF'], excludedRegions: ['WAF'] })).toEqual(violates('vessels_regions_check'));
    expect(await set({ ladenSpeedKn: 13 })).toEqual(violates('vessels_speeds_check'));
    expect(await set({ ladenSpeedKn: 30, ladenConsumptionT: 28 })).toEqual(violates('vessels_speeds_check'));
    expect(await set({ craneSwlT: 30 })).toEqual(violates('vessels_gear_check'));
    expect(await set({ baleCubicM: 72_001 })).toEqual(violates('vessels_cubic_check'));
    expect(await set({ iceClass: '1D' as '1A' })).toEqual(violates('vessels_ice_class_check'));
    // The same changes, each made right, go through.
    expect(
      await set({ openPort: null, openRegion: 'CONT', openDateTo: '2027-01-12', ladenSpeedKn: 13, ladenConsumptionT: 28, cranes: 4, craneSwlT: 30 }),
    ).toEqual({
      code: null,
      message: 'allowed: the database did not refuse it',
    });
  });
});
