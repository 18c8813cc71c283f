import { describe, expect, it } from 'vitest';
import { assessMatch, compareMatches, type MatchCargo, type MatchShip } from './match';

// 50,000 t wheat 10% MOLOO Santos → Qingdao, the voyage estimate's example 1 (voyage-estimate.test.ts) as an order.
const wheat: MatchCargo = {
  commodity: 'wheat',
  stowageFactor: 1.3,
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadRegions: ['ECSA'],
  dischargeRegions: ['CJK'],
  laycanFrom: '2027-01-10',
  laycanTo: '2027-01-20',
  loadRateTpd: 10_000,
  loadTerms: 'SHINC',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SHEX',
  charterType: 'voyage',
  freightBasis: 'per_tonne',
  freightIdea: 3_200,
  commissionPct: 5,
  gearNeeded: false,
};

const supramax: MatchShip = {
  type: 'bulkCarrier',
  deadweightT: 58_000,
  charterTypes: ['voyage', 'time'],
  openFrom: '2027-01-12',
  grainCubicM: 72_000,
  baleCubicM: 69_000,
  constantsT: null,
  cranes: 4,
  craneSwlT: 30,
  iceClass: null,
  full: { ladenKn: 13.5, ballastKn: 14, ladenTpd: 28, ballastTpd: 25 },
  eco: {},
  portConsumptionT: 3,
  preferredRegions: [],
  excludedRegions: [],
};
const atSantos = { ballast: { nm: 0, via: [] }, laden: { nm: 11_000, via: ['Cape of Good Hope'] } };

describe('a ship against a cargo order', () => {
  it('fits, lifts 55,000 t by cubic and earns USD 18,078.25/day at USD 32.00/t', () => {
    // Intake: by weight 58,000 − 1% (580) − 3% (1,740) = 55,680 t; by cubic 72,000 / 1.3 = 55,384.6 → 55,384 t.
    //   Cubic limits; MOLOO: fits from 45,000 t and loads up to the 55,000 t maximum.
    // Days: ballast 0; laden 11,000 / 324 = 33.95; weather 1.70; sea 35.65;
    //   load 55,000 / 10,000 + 0.5 = 6.00; discharge 55,000 / 8,000 × 7/6 + 0.5 = 8.5208 → 8.52; port 14.52; total 50.17.
    // Bunkers: sea 998.13 t (as example 1) = USD 598,878.00; port 14.52 × 3 = 43.56 t = USD 26,136.00.
    // Port costs (Supramax band) 2 × USD 70,000. Voyage costs 598,878 + 26,136 + 140,000 = USD 765,014.00.
    // Freight 55,000 × 32.00 = USD 1,760,000; commission 5% = 88,000; net 1,760,000 − 88,000 − 765,014 = USD 906,986.
    // TCE 906,986 / 50.17 = USD 18,078.2539 → 18,078.25.
    const m = assessMatch(wheat, supramax, atSantos);
    expect(m.fits).toBe(true);
    expect(m.checks.map((c) => c.level)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(m.intake).toMatchObject({ byWeightT: 55_680, byCubicT: 55_384, limitedBy: 'cubic', loadT: 55_000 });
    expect(m.ballast).toMatchObject({ nm: 0, status: 'in', arrivalDate: '2027-01-12' });
    expect(m.estimate?.days.total).toBe(50.17);
    expect(m.estimate?.voyageCostsCents).toBe(76_501_400);
    expect(m.estimate?.tceCentsPerDay).toBe(1_807_825);
  });

  it('fails a gearless ship for a cargo that needs gear, saying so', () => {
    const m = assessMatch({ ...wheat, gearNeeded: true }, { ...supramax, cranes: 0, craneSwlT: null }, atSantos);
    expect(m.fits).toBe(false);
    expect(m.checks).toContainEqual({ key: 'gear', level: 'fail', text: 'The cargo needs ship’s gear; she is gearless' });
  });

  it('fails where the owner excludes the discharge range', () => {
    const m = assessMatch(wheat, { ...supramax, excludedRegions: ['CJK', 'WAF'] }, atSantos);
    expect(m.fits).toBe(false);
    expect(m.checks).toContainEqual({ key: 'ranges', level: 'fail', text: 'The owner excludes CJK' });
  });

  it('fails a ship that arrives after the cancelling date: 3,360 nm at 14 kn from 15 January arrives 25 January', () => {
    // 3,360 / 336 = 10.00 days; 15 Jan + 10 = 25 Jan, five days after the laycan closes on 20 Jan.
    const m = assessMatch(wheat, { ...supramax, openFrom: '2027-01-15' }, { ...atSantos, ballast: { nm: 3_360, via: [] } });
    expect(m.fits).toBe(false);
    expect(m.ballast).toMatchObject({ days: 10, arrivalDate: '2027-01-25', status: 'late', byDays: 5 });
  });

  it('fails a tanker for wheat, and a ship with no open position, with no estimate', () => {
    expect(assessMatch(wheat, { ...supramax, type: 'tanker' }, atSantos).checks[0]).toEqual({
      key: 'type',
      level: 'fail',
      text: 'A dry cargo needs a bulk carrier or general cargo ship',
    });
    const unplaced = assessMatch(wheat, { ...supramax, openFrom: null }, atSantos);
    expect(unplaced.checks).toContainEqual({ key: 'position', level: 'fail', text: 'No open position published' });
    expect(unplaced.estimate).toBeNull();
  });

  it('warns of Baltic winter without ice class, and of assumed speeds', () => {
    const m = assessMatch({ ...wheat, loadRegions: ['BALTIC'] }, { ...supramax, full: {} }, atSantos);
    expect(m.fits).toBe(true);
    expect(m.checks).toContainEqual({ key: 'ice', level: 'warn', text: 'Baltic in winter: no ice class stated' });
    expect(m.checks).toContainEqual({ key: 'route', level: 'warn', text: 'No speed and consumption stated: assumed 12.5 kn laden on 26 t/day' });
  });

  it('ranks fits by TCE, then the nearest misses', () => {
    const best = assessMatch(wheat, supramax, atSantos);
    const slower = assessMatch(wheat, { ...supramax, full: { ...supramax.full, ladenKn: 12 } }, atSantos);
    const late = assessMatch(wheat, { ...supramax, openFrom: '2027-02-01' }, atSantos);
    const lateAndGearless = assessMatch({ ...wheat, gearNeeded: true }, { ...supramax, openFrom: '2027-02-01', cranes: 0 }, atSantos);
    const ranked = [lateAndGearless, late, slower, best].sort(compareMatches);
    expect(ranked).toEqual([best, slower, late, lateAndGearless]);
  });
});
