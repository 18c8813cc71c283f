import { describe, expect, it } from 'vitest';
import { cargoBoardQuerySchema } from '../cargoes/api';
import { vesselSearchSchema } from '../vessels/schemas';
import { openPlacesOf, openPlacesOfPorts } from '../ports/open-places';
import { cargoMeetsSearch, defaultCargoSearchName, defaultVesselSearchName, vesselMeetsSearch, type CargoFacts, type VesselFacts } from './match';

const board = (q: Record<string, string>) => cargoBoardQuerySchema.parse(q);
const search = (q: Record<string, string>) => vesselSearchSchema.parse(q);

/** 50,000 t wheat, Santos (its regions ECSA and the wider ones) to Qingdao (CJK), laycan 10–15 March. */
const wheat: CargoFacts = {
  status: 'open',
  commodity: 'wheat',
  quantityT: 50_000,
  loadRegions: ['ECSA'],
  dischargeRegions: ['CJK'],
  laycanFrom: '2099-03-10',
  laycanTo: '2099-03-15',
};

describe('a cargo order meets a saved board search', () => {
  it.each([
    [{}, true],
    [{ commodity: 'wheat' }, true],
    [{ commodity: 'coal' }, false],
    [{ minSize: '50000' }, true],
    [{ minSize: '50001' }, false],
    [{ maxSize: '50000' }, true],
    [{ maxSize: '49999' }, false],
    [{ loadRegion: 'ECSA' }, true],
    [{ loadRegion: 'USG' }, false],
    [{ dischargeRegion: 'CJK' }, true],
    [{ dischargeRegion: 'ECSA' }, false],
    // Laycan overlap: the last day touching counts; one date alone is that day.
    [{ from: '2099-03-15', to: '2099-03-20' }, true],
    [{ from: '2099-03-16', to: '2099-03-20' }, false],
    [{ from: '2099-03-01', to: '2099-03-10' }, true],
    [{ from: '2099-03-01', to: '2099-03-09' }, false],
    [{ to: '2099-03-12' }, true],
    [{ from: '2099-03-09' }, false],
    [{ commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK', minSize: '30000', maxSize: '60000' }, true],
  ])('%j: %s', (q, expected) => {
    expect(cargoMeetsSearch(wheat, board(q))).toBe(expected);
  });

  it('never meets a closed order', () => {
    expect(cargoMeetsSearch({ ...wheat, status: 'withdrawn' }, board({}))).toBe(false);
  });
});

/** A 58,000 dwt bulk carrier open at Houston (a USG port), held 1–20 May, asking 16,750 USD a day. */
const ship: VesselFacts = {
  name: 'Gulf Trader',
  imo: '9471238',
  type: 'bulkCarrier',
  deadweightT: 58_000,
  capacity: 72_000,
  openPort: 'USHOU',
  openRegion: null,
  charterTypes: ['voyage', 'time'],
  ratePerDay: 1_675_000,
  booked: [{ from: '2099-05-01', to: '2099-05-20' }],
};

describe('a ship meets a saved vessel search', () => {
  it.each([
    [{}, true],
    [{ q: 'gulf' }, true],
    [{ q: 'pacific' }, false],
    [{ q: 'IMO 9471238' }, true],
    [{ q: '9471239' }, false],
    [{ type: 'bulkCarrier' }, true],
    [{ type: 'tanker' }, false],
    [{ minSize: '58000', maxSize: '58000' }, true],
    [{ minSize: '58001' }, false],
    [{ sizeBy: 'capacity', minSize: '72000' }, true],
    [{ sizeBy: 'capacity', maxSize: '71999' }, false],
    [{ port: 'ushou' }, true],
    [{ port: 'USMSY' }, false],
    [{ port: 'USG' }, true],
    [{ port: 'ECSA' }, false],
    [{ country: 'US' }, true],
    [{ country: 'BR' }, false],
    // Dates free: a day held on either edge is not free.
    [{ from: '2099-04-20', to: '2099-04-30' }, true],
    [{ from: '2099-04-20', to: '2099-05-01' }, false],
    [{ from: '2099-05-20' }, false],
    [{ from: '2099-05-21' }, true],
    [{ charterType: 'time' }, true],
    [{ charterType: 'bareboat' }, false],
    [{ maxRate: '16750' }, true],
    [{ maxRate: '16749.99' }, false],
  ])('%j: %s', (q, expected) => {
    expect(vesselMeetsSearch(ship, search(q))).toBe(expected);
  });

  it('a missing size or rate meets no size or rate filter', () => {
    expect(vesselMeetsSearch({ ...ship, deadweightT: null }, search({ maxSize: '100000' }))).toBe(false);
    expect(vesselMeetsSearch({ ...ship, ratePerDay: null }, search({ maxRate: '50000' }))).toBe(false);
    expect(vesselMeetsSearch({ ...ship, openPort: null }, search({ country: 'US' }))).toBe(false);
  });

  it('a free-text location is met through the places the server resolved it to', () => {
    // "Houston" as the server's port lookup resolves it: the port, and USG, the region holding it.
    const houston = openPlacesOfPorts(['USHOU']);
    expect(vesselMeetsSearch(ship, search({ location: 'Houston' }), houston)).toBe(true);
    expect(vesselMeetsSearch(ship, search({ location: 'Genoa' }), openPlacesOfPorts(['ITGOA']))).toBe(false);
    expect(() => vesselMeetsSearch(ship, search({ location: 'Houston' }))).toThrow();
  });
});

/** The same ship open anywhere in the US Gulf (USG) rather than at a port. */
const inUsGulf: VesselFacts = { ...ship, openPort: null, openRegion: 'USG' };
/** A ship open in the Skaw–Passero range, which holds CONT's, Biscay's and the western Med's ports. */
const inSkawPassero: VesselFacts = { ...ship, openPort: null, openRegion: 'SKAW-PASSERO' };

describe('a ship open in a region meets a saved vessel search (#27)', () => {
  it.each([
    // A port finds ships open in a region that contains it.
    ['USG', { port: 'USHOU' }, true],
    ['USG', { port: 'USMSY' }, true],
    ['USG', { port: 'NLRTM' }, false],
    ['SKAW-PASSERO', { port: 'NLRTM' }, true],
    ['SKAW-PASSERO', { port: 'ITGOA' }, true],
    ['SKAW-PASSERO', { port: 'GRPIR' }, false], // Piraeus is in MED, not in Skaw–Passero
    // A region finds ships open in it and in the regions sharing a port with it.
    ['USG', { port: 'USG' }, true],
    ['USG', { port: 'USEC' }, false],
    ['SKAW-PASSERO', { port: 'CONT' }, true],
    ['SKAW-PASSERO', { port: 'MED' }, true],
    ['SKAW-PASSERO', { port: 'BALTIC' }, false],
    // A country finds ships open in a region holding one of its ports, as the search does.
    ['USG', { country: 'US' }, true],
    ['USG', { country: 'NL' }, false],
    ['SKAW-PASSERO', { country: 'NL' }, true],
    ['SKAW-PASSERO', { country: 'IT' }, true], // Genoa
    ['SKAW-PASSERO', { country: 'US' }, false],
  ])('open in %s, searched %j: %s', (region, q, expected) => {
    expect(vesselMeetsSearch(region === 'USG' ? inUsGulf : inSkawPassero, search(q))).toBe(expected);
  });

  it('a typed location finds it when one of the places it names lies in the region', () => {
    expect(vesselMeetsSearch(inUsGulf, search({ location: 'US Gulf' }), openPlacesOf('USG'))).toBe(true);
    expect(vesselMeetsSearch(inUsGulf, search({ location: 'Houston' }), openPlacesOfPorts(['USHOU']))).toBe(true);
    expect(vesselMeetsSearch(inUsGulf, search({ location: 'Genoa' }), openPlacesOfPorts(['ITGOA']))).toBe(false);
    expect(vesselMeetsSearch(inSkawPassero, search({ location: 'Genoa' }), openPlacesOfPorts(['ITGOA']))).toBe(true);
  });
});

describe('the places a filter finds', () => {
  it('a port: itself and the regions holding it; a region: its ports and the regions overlapping it', () => {
    expect(openPlacesOf('USHOU')).toEqual({ ports: ['USHOU'], regions: ['USG'] });
    expect(openPlacesOf('GRPIR')).toEqual({ ports: ['GRPIR'], regions: ['MED'] });
    expect(openPlacesOf('NOOSL').regions).toEqual([]); // Oslo, in no region
    expect(new Set(openPlacesOf('CONT').regions)).toEqual(new Set(['CONT', 'SKAW-PASSERO', 'SKAW-GIB']));
    expect(new Set(openPlacesOf('MED').regions)).toEqual(new Set(['MED', 'SKAW-PASSERO']));
    expect(new Set(openPlacesOf('SKAW-PASSERO').regions)).toEqual(new Set(['SKAW-PASSERO', 'CONT', 'SKAW-GIB', 'MED']));
    expect(openPlacesOf('USG').ports).toEqual(['USMSY', 'USHOU', 'USGLS', 'USCRP', 'USTPA', 'USMOB', 'USBTR', 'USLCH']);
  });
});

describe('the default names', () => {
  it('name a board search after its filters', () => {
    expect(
      defaultCargoSearchName(board({ commodity: 'wheat', loadRegion: 'ECSA', dischargeRegion: 'CJK', minSize: '30000', maxSize: '60000' })),
    ).toBe('Wheat · ECSA → CJK · 30–60k t');
    expect(defaultCargoSearchName(board({ dischargeRegion: 'CJK', minSize: '25500' }))).toBe('Anywhere → CJK · 25,500 t+');
    expect(defaultCargoSearchName(board({ from: '2099-03-01', to: '2099-03-31' }))).toBe('2099-03-01 to 2099-03-31');
    expect(defaultCargoSearchName(board({}))).toBe('All cargo orders');
  });

  it('name a vessel search after its filters', () => {
    expect(defaultVesselSearchName(search({ type: 'bulkCarrier', port: 'USG', minSize: '50000', maxSize: '80000' }))).toBe(
      'Bulk carrier · open USG · 50–80k dwt',
    );
    expect(defaultVesselSearchName(search({ charterType: 'time', maxRate: '15000' }))).toBe('Time charter · ≤ $15,000/day');
    expect(defaultVesselSearchName(search({}))).toBe('All vessels');
  });
});
