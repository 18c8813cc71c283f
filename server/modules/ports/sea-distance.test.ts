import { shippedPorts } from '../../db/reference-data';
import { describe, expect, it } from 'vitest';
import { greatCircleNm } from '../../../common/ports/great-circle';
import { regions } from '../../../common/ports/regions';
import { seaDistanceNm } from './sea-distance';
import { decodeTable, encodeTable, pairIndex } from './sea-distance-table';

const open = { suez: true, panama: true };
const noSuez = { suez: false, panama: true };
const noPanama = { suez: true, panama: false };

// Published port-to-port distances (standard distance tables; the Southampton-Cape Town figure is the Union-Castle
// mail route's), each with the way it is measured. The table must come within 5% of each.
const published: { from: string; to: string; nm: number; canals: typeof open; via: string }[] = [
  { from: 'NLRTM', to: 'SGSIN', nm: 8_300, canals: open, via: 'Suez' },
  { from: 'NLRTM', to: 'SGSIN', nm: 11_700, canals: noSuez, via: 'Cape of Good Hope' },
  { from: 'BRSSZ', to: 'CNTAO', nm: 11_000, canals: open, via: 'Cape of Good Hope' },
  { from: 'BRTUB', to: 'CNTAO', nm: 11_000, canals: open, via: 'Cape of Good Hope' },
  { from: 'USHOU', to: 'NLRTM', nm: 5_000, canals: open, via: '' },
  { from: 'USHOU', to: 'CNTAO', nm: 10_100, canals: open, via: 'Panama' },
  { from: 'USMSY', to: 'NLRTM', nm: 4_900, canals: open, via: '' },
  { from: 'CAVAN', to: 'CNTAO', nm: 5_100, canals: open, via: '' },
  { from: 'AUPHE', to: 'CNTAO', nm: 3_600, canals: open, via: '' },
  { from: 'ZARCB', to: 'NLRTM', nm: 6_800, canals: open, via: 'Cape of Good Hope' },
  { from: 'BRSSZ', to: 'NLRTM', nm: 5_400, canals: open, via: '' },
  { from: 'GBSOU', to: 'ZACPT', nm: 5_978, canals: open, via: '' },
  { from: 'JPYOK', to: 'USSFO', nm: 4_536, canals: open, via: '' },
  { from: 'SGSIN', to: 'HKHKG', nm: 1_440, canals: open, via: '' },
  { from: 'CNSHA', to: 'USLAX', nm: 5_700, canals: open, via: '' },
];

describe('sea distances', () => {
  it.each(published)('$from-$to is within 5% of the published $nm nm ($via)', ({ from, to, nm, canals, via }) => {
    const route = seaDistanceNm(from, to, canals)!;
    expect(Math.abs(route.nm / nm - 1)).toBeLessThan(0.05);
    if (via) expect(route.via).toContain(via);
  });

  it('avoiding Suez sends Rotterdam-Singapore round the Cape', () => {
    expect(seaDistanceNm('NLRTM', 'SGSIN', open)!.via).toEqual(['Suez', 'Gibraltar', 'Malacca']);
    const cape = seaDistanceNm('NLRTM', 'SGSIN', noSuez)!;
    expect(cape.via).toContain('Cape of Good Hope');
    expect(cape.via).not.toContain('Suez');
    expect(cape.nm).toBeGreaterThan(11_000);
  });

  it('avoiding Panama sends Houston-Qingdao the long way, and avoiding both round the Cape', () => {
    expect(seaDistanceNm('USHOU', 'CNTAO', open)!.via).toEqual(['Panama']);
    const suez = seaDistanceNm('USHOU', 'CNTAO', noPanama)!;
    expect(suez.via).toContain('Suez');
    expect(suez.nm).toBeGreaterThan(13_500);
    const cape = seaDistanceNm('USHOU', 'CNTAO', { suez: false, panama: false })!;
    expect(cape.via).toContain('Cape of Good Hope');
    expect(cape.nm).toBeGreaterThan(suez.nm);
  });

  it('no port slips past an avoided canal: the two ends of each canal are far apart without it', () => {
    // Port Said-Suez through the canal is about 90 nm; Colón (Manzanillo)-Balboa about 45.
    const suez = seaDistanceNm('EGPSD', 'EGSUZ', open)!;
    expect(suez.via).toEqual(['Suez']);
    expect(suez.nm).toBeLessThan(150);
    expect(seaDistanceNm('EGPSD', 'EGSUZ', noSuez)!.nm).toBeGreaterThan(10_000);
    expect(seaDistanceNm('PAONX', 'PABLB', open)!.via).toEqual(['Panama']);
    expect(seaDistanceNm('PAONX', 'PABLB', noPanama)!.nm).toBeGreaterThan(8_000);
  });

  it('a route that uses no canal is the same whichever canals are allowed', () => {
    const nm = seaDistanceNm('BRSSZ', 'NLRTM', open)!.nm;
    expect(seaDistanceNm('BRSSZ', 'NLRTM', { suez: false, panama: false })!.nm).toBe(nm);
  });

  it('takes the Kiel Canal only when the estimate says the ship fits it', () => {
    const skaw = seaDistanceNm('DEHAM', 'PLGDN', open)!;
    expect(skaw.via).not.toContain('Kiel Canal');
    const kiel = seaDistanceNm('DEHAM', 'PLGDN', { ...open, kiel: true })!;
    expect(kiel.via).toContain('Kiel Canal');
    // Hamburg-Gdańsk: about 750 nm round the Skaw, about 460 through the canal.
    expect(skaw.nm).toBeGreaterThan(650);
    expect(kiel.nm).toBeLessThan(600);
  });

  it('finds the straits: Bosporus and Gibraltar from the Black Sea, Magellan without Panama, Dover to Southampton', () => {
    expect(seaDistanceNm('ROCND', 'NLRTM', open)!.via).toEqual(['Bosporus', 'Gibraltar']);
    expect(seaDistanceNm('PECLL', 'NLRTM', noPanama)!.via).toContain('Strait of Magellan');
    // Rotterdam-Southampton through the Dover Strait is about 230 nm; round Scotland it would be over 1,000.
    expect(seaDistanceNm('NLRTM', 'GBSOU', open)!.nm).toBeLessThan(320);
  });

  it('is the same both ways, for trade ports and for ports reached through one', () => {
    for (const [a, b] of [
      ['NLRTM', 'SGSIN'],
      ['USHOU', 'CNTAO'],
      ['EGPSD', 'EGSUZ'],
      ['ITTRS', 'AUNTL'],
    ]) {
      for (const canals of [open, noSuez, noPanama]) expect(seaDistanceNm(b, a, canals)).toEqual(seaDistanceNm(a, b, canals));
    }
  });

  it('is never shorter than the great circle', () => {
    const coords = new Map(shippedPorts().map((p) => [p.locode, [p.lon, p.lat] as [number, number]]));
    const codes = [...coords.keys()].filter((_, i) => i % 37 === 0);
    let checked = 0;
    for (const a of codes) {
      for (const b of codes) {
        const route = seaDistanceNm(a, b, open);
        if (!route || a === b) continue;
        expect(route.nm).toBeGreaterThanOrEqual(Math.floor(greatCircleNm(coords.get(a)!, coords.get(b)!)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('reckons a region from its reference port', () => {
    expect(seaDistanceNm('USG', 'CJK', open)).toEqual(seaDistanceNm('USMSY', 'CNTAO', open));
    expect(seaDistanceNm('ecsa', 'CONT', noSuez)).toEqual(seaDistanceNm('BRSSZ', 'NLRTM', noSuez));
  });

  it('knows every region: each has a distance to Rotterdam and to Qingdao', () => {
    const unknown = regions.filter((r) => !seaDistanceNm(r.code, 'NLRTM', open) || !seaDistanceNm(r.code, 'CNTAO', open));
    expect(unknown.map((r) => r.code)).toEqual([]);
  });

  it('is zero from a port to itself and unknown off the network or for a code it does not know', () => {
    expect(seaDistanceNm('NLRTM', 'NLRTM', open)).toEqual({ nm: 0, via: [] });
    expect(seaDistanceNm('AZBAK', 'NLRTM', open)).toBeNull(); // Baku, on the Caspian
    expect(seaDistanceNm('XXXXX', 'NLRTM', open)).toBeNull();
    expect(seaDistanceNm('not a place', 'NLRTM', open)).toBeNull();
  });
});

describe('great circle', () => {
  it('measures one degree of a meridian as 60.04 nm (earth radius 6371.0088 km, 1852 m a mile)', () => {
    // 2π × 6371.0088 / 360 = 111.1951 km = 60.0406 nm.
    expect(greatCircleNm([0, 10], [0, 11])).toBeCloseTo(60.0406, 3);
    expect(greatCircleNm([179.5, 0], [-179.5, 0])).toBeCloseTo(60.0406, 3);
  });
});

describe('sea distance table file', () => {
  it('decodes what it encodes, the canal variants stored as differences', () => {
    const n = 3;
    const nm = Array.from({ length: 8 }, (_, v) => Uint16Array.from([100 + v, 200, v === 7 ? 0xffff : 300]));
    const via = Array.from({ length: 8 }, (_, v) => Uint16Array.from([v, 0, 5]));
    const header = { source: 'test', tradePorts: ['AAAAA', 'BBBBB', 'CCCCC'], passages: ['Suez'], others: {}, local: {} };
    const decoded = decodeTable(encodeTable({ header, nm, via }));
    expect(decoded.header).toEqual(header);
    expect(decoded.nm.map((a) => [...a])).toEqual(nm.map((a) => [...a]));
    expect(decoded.via.map((a) => [...a])).toEqual(via.map((a) => [...a]));
    expect([pairIndex(0, 1, n), pairIndex(0, 2, n), pairIndex(1, 2, n)]).toEqual([0, 1, 2]);
  });
});
