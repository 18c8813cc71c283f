import { describe, expect, it } from 'vitest';
import { VoyageInputError } from './ballast';
import { defaultPortCostCents, freightForTce, voyageEstimate, type VoyageEstimateInput } from './voyage-estimate';

// Every expected figure below is worked out by hand in the comments, with the rules of decision 023: days rounded
// to 2 decimals where computed and used rounded afterwards; tonnes of bunkers to 2 decimals; money in USD cents,
// each line rounded once, half up. Sea days = nm / (kn × 24). Weather margin = 5% of the sea days (and the sea
// tonnes grow by 5%). Port days = quantity / rate × terms factor (SHINC 1, SHEX 7/6, SSHEX 7/5) + 0.5 turn time.

// Supramax 58,000 dwt, 13.5 kn laden at 28 t/day, 14 kn ballast at 25 t/day, 3 t/day in port, open Santos.
// 50,000 t wheat Santos → Qingdao, 11,000 nm, 10,000 t/day SHINC load, 8,000 t/day SHEX discharge,
// USD 32.00/t, 5% commission, USD 600/t bunkers, port costs USD 80,000 + 120,000.
const santosQingdao: VoyageEstimateInput = {
  ballastNm: 0,
  ladenNm: 11_000,
  full: { ladenKn: 13.5, ballastKn: 14, ladenTpd: 28, ballastTpd: 25 },
  portTpd: 3,
  bunkerPriceCentsPerT: 60_000,
  quantityT: 50_000,
  loadRateTpd: 10_000,
  loadTerms: 'SHINC',
  dischargeRateTpd: 8_000,
  dischargeTerms: 'SHEX',
  loadPortCostCents: 8_000_000,
  dischargePortCostCents: 12_000_000,
  commissionPct: 5,
  freightBasis: 'per_tonne',
  freightIdeaCents: 3_200,
};

describe('voyageEstimate', () => {
  it('example 1: Supramax, 50,000 t wheat Santos → Qingdao at USD 32.00/t earns USD 14,246.02/day', () => {
    // Days
    //   ballast   0 nm / (14 × 24)                        =  0.00
    //   laden     11,000 / (13.5 × 24) = 11,000 / 324      = 33.9506 → 33.95
    //   weather   (0.00 + 33.95) × 5% = 1.6975             =  1.70
    //   sea       0.00 + 33.95 + 1.70                      = 35.65
    //   load      50,000 / 10,000 × 1 + 0.5                =  5.50
    //   discharge 50,000 / 8,000 = 6.25 × 7/6 = 7.2917 + 0.5 = 7.7917 → 7.79
    //   port      5.50 + 7.79 (no canal, no waiting)       = 13.29
    //   total     35.65 + 13.29                            = 48.94
    // Bunkers
    //   sea   (0.00 × 25 + 33.95 × 28) × 1.05 = 950.60 × 1.05 = 998.13 t × USD 600 = USD 598,878.00
    //   port  13.29 × 3 = 39.87 t × USD 600                                       = USD  23,922.00
    //   total                                                                     = USD 622,800.00
    // Port costs USD 80,000 + 120,000 = USD 200,000; canal dues 0; voyage costs USD 822,800.00
    // Freight 50,000 × USD 32.00 = USD 1,600,000; commission 5% = USD 80,000
    // Net 1,600,000 − 80,000 − 822,800 = USD 697,200; TCE 697,200 / 48.94 = USD 14,246.0155 → 14,246.02
    expect(voyageEstimate(santosQingdao)).toEqual({
      speed: 'full',
      days: { ballast: 0, laden: 33.95, weather: 1.7, load: 5.5, discharge: 7.79, canal: 0, waiting: 0, sea: 35.65, port: 13.29, total: 48.94 },
      bunkers: { seaT: 998.13, portT: 39.87, priceCentsPerT: 60_000, seaCents: 59_887_800, portCents: 2_392_200, totalCents: 62_280_000 },
      portCostsCents: { load: 8_000_000, discharge: 12_000_000, total: 20_000_000 },
      canalDuesCents: 0,
      voyageCostsCents: 82_280_000,
      voyageCostsPaidBy: 'owner',
      grossCents: 160_000_000,
      commissionCents: 8_000_000,
      netCents: 69_720_000,
      tceCentsPerDay: 1_424_602,
    });
  });

  it('example 2: trip time charter via Suez: the TCE is the hire less commission, the costs are the charterer’s', () => {
    // Same Supramax, hire USD 14,500/day, 3.75% commission, 45,000 t, ballast 1,200 nm, laden 6,300 nm via Suez,
    // 8,000 t/day SHEX load, 5,000 t/day FHEX discharge; default bunker price (USD 600), port consumption (3 t/day),
    // port costs (Supramax band: USD 70,000 a port) and Suez allowance (1 day, USD 250,000).
    // Days
    //   ballast   1,200 / 336 = 3.5714 → 3.57;  laden 6,300 / 324 = 19.4444 → 19.44
    //   weather   (3.57 + 19.44) × 5% = 23.01 × 5% = 1.1505 → 1.15;  sea 3.57 + 19.44 + 1.15 = 24.16
    //   load      45,000 / 8,000 = 5.625 × 7/6 = 6.5625 + 0.5 = 7.0625 → 7.06
    //   discharge 45,000 / 5,000 = 9 × 7/6 = 10.5 + 0.5 = 11.00
    //   canal 1.00; port 7.06 + 11.00 + 1.00 = 19.06; total 24.16 + 19.06 = 43.22
    // Bunkers: sea (3.57 × 25 + 19.44 × 28) × 1.05 = (89.25 + 544.32) × 1.05 = 633.57 × 1.05 = 665.2485 → 665.25 t
    //   × 600 = USD 399,150.00; port 19.06 × 3 = 57.18 t × 600 = USD 34,308.00; total USD 433,458.00
    // Voyage costs (the charterer's) 433,458 + 140,000 + 250,000 = USD 823,458.00
    // Hire for the trip 14,500 × 43.22 = USD 626,690.00; commission 3.75% = 23,500.875 → USD 23,500.88
    // TCE 14,500 − 3.75% (543.75) = USD 13,956.25/day
    const tct = voyageEstimate({
      ...santosQingdao,
      ballastNm: 1_200,
      ladenNm: 6_300,
      via: ['suez'],
      bunkerPriceCentsPerT: null,
      portTpd: undefined,
      quantityT: 45_000,
      loadRateTpd: 8_000,
      loadTerms: 'SHEX',
      dischargeRateTpd: 5_000,
      dischargeTerms: 'FHEX',
      loadPortCostCents: null,
      dischargePortCostCents: null,
      deadweightT: 58_000,
      commissionPct: 3.75,
      freightBasis: 'per_day',
      freightIdeaCents: 1_450_000,
    });
    expect(tct).toEqual({
      speed: 'full',
      days: { ballast: 3.57, laden: 19.44, weather: 1.15, load: 7.06, discharge: 11, canal: 1, waiting: 0, sea: 24.16, port: 19.06, total: 43.22 },
      bunkers: { seaT: 665.25, portT: 57.18, priceCentsPerT: 60_000, seaCents: 39_915_000, portCents: 3_430_800, totalCents: 43_345_800 },
      portCostsCents: { load: 7_000_000, discharge: 7_000_000, total: 14_000_000 },
      canalDuesCents: 25_000_000,
      voyageCostsCents: 82_345_800,
      voyageCostsPaidBy: 'charterer',
      grossCents: 62_669_000,
      commissionCents: 2_350_088,
      netCents: 60_318_912,
      tceCentsPerDay: 1_395_625,
    });
  });

  it('example 3: Kamsarmax at eco speed, late into the laydays (2 days waiting), via Panama, lump sum', () => {
    // 82,000 dwt; eco 11 kn ballast at 20 t/day, 11.5 kn laden at 24 t/day; 4 t/day in port; USD 550/t.
    // 66,000 t corn, ballast 2,000 nm, laden 10,500 nm via Panama (own dues USD 180,000, default 1.5 days),
    // 12,000 t/day SHINC load, 10,000 t/day SSHEX discharge, 2 days waiting, lump sum USD 2,900,000, 3.75%;
    // port costs by the Kamsarmax band (USD 90,000 a port).
    // Days
    //   ballast 2,000 / (11 × 24) = 2,000 / 264 = 7.5758 → 7.58;  laden 10,500 / (11.5 × 24) = 10,500 / 276 = 38.0435 → 38.04
    //   weather (7.58 + 38.04) × 5% = 45.62 × 5% = 2.281 → 2.28;  sea 7.58 + 38.04 + 2.28 = 47.90
    //   load 66,000 / 12,000 = 5.5 + 0.5 = 6.00;  discharge 66,000 / 10,000 = 6.6 × 7/5 = 9.24 + 0.5 = 9.74
    //   canal 1.50; waiting 2.00; port 6.00 + 9.74 + 1.50 + 2.00 = 19.24; total 47.90 + 19.24 = 67.14
    // Bunkers: sea (7.58 × 20 + 38.04 × 24) × 1.05 = (151.60 + 912.96) × 1.05 = 1,064.56 × 1.05 = 1,117.788 → 1,117.79 t
    //   × 550 = USD 614,784.50; port 19.24 × 4 = 76.96 t × 550 = USD 42,328.00; total USD 657,112.50
    // Voyage costs 657,112.50 + 180,000 (ports) + 180,000 (Panama) = USD 1,017,112.50
    // Gross USD 2,900,000; commission 3.75% = USD 108,750; net 2,900,000 − 108,750 − 1,017,112.50 = USD 1,774,137.50
    // TCE 1,774,137.50 / 67.14 = USD 26,424.4489 → 26,424.45
    const kamsarmax = voyageEstimate({
      ballastNm: 2_000,
      ladenNm: 10_500,
      full: { ladenKn: 14, ballastKn: 14.5, ladenTpd: 32, ballastTpd: 30 },
      eco: { ladenKn: 11.5, ballastKn: 11, ladenTpd: 24, ballastTpd: 20 },
      speed: 'eco',
      portTpd: 4,
      bunkerPriceCentsPerT: 55_000,
      quantityT: 66_000,
      loadRateTpd: 12_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 10_000,
      dischargeTerms: 'SSHEX',
      via: ['panama'],
      canalCosts: { panama: { duesCents: 18_000_000 } },
      waitingDays: 2,
      deadweightT: 82_000,
      commissionPct: 3.75,
      freightBasis: 'lump_sum',
      freightIdeaCents: 290_000_000,
    });
    expect(kamsarmax).toEqual({
      speed: 'eco',
      days: { ballast: 7.58, laden: 38.04, weather: 2.28, load: 6, discharge: 9.74, canal: 1.5, waiting: 2, sea: 47.9, port: 19.24, total: 67.14 },
      bunkers: { seaT: 1_117.79, portT: 76.96, priceCentsPerT: 55_000, seaCents: 61_478_450, portCents: 4_232_800, totalCents: 65_711_250 },
      portCostsCents: { load: 9_000_000, discharge: 9_000_000, total: 18_000_000 },
      canalDuesCents: 18_000_000,
      voyageCostsCents: 101_711_250,
      voyageCostsPaidBy: 'owner',
      grossCents: 290_000_000,
      commissionCents: 10_875_000,
      netCents: 177_413_750,
      tceCentsPerDay: 2_642_445,
    });
  });

  it('eco without eco figures falls back to full speed and says so', () => {
    expect(voyageEstimate({ ...santosQingdao, speed: 'eco' })).toMatchObject({ speed: 'full', days: { laden: 33.95 } });
  });

  it('both canals, each with its own days and dues, add up', () => {
    // Suez 2 days own + USD 300,000 own; Panama default 1.5 days + USD 150,000: 3.50 days, USD 450,000.
    const both = voyageEstimate({ ...santosQingdao, via: ['suez', 'panama'], canalCosts: { suez: { days: 2, duesCents: 30_000_000 } } });
    expect(both.days).toMatchObject({ canal: 3.5, port: 16.79, total: 52.44 });
    expect(both.canalDuesCents).toBe(45_000_000);
  });

  it('an open freight idea leaves gross, commission, net and TCE empty but works out the costs', () => {
    const open = voyageEstimate({ ...santosQingdao, freightBasis: 'open', freightIdeaCents: null });
    expect(open).toMatchObject({ grossCents: null, commissionCents: null, netCents: null, tceCentsPerDay: null, voyageCostsCents: 82_280_000 });
  });

  it('zero distance and quantity 0: only the turn time counts; no freight per tonne can pay for it', () => {
    // Days: sea 0; load 0 / 10,000 + 0.5 = 0.50; discharge 0.50; total 1.00. Bunkers 1.00 × 3 = 3 t × 600 = USD 1,800.
    // Costs 1,800 + 200,000 = USD 201,800; gross 0 → net −201,800 / 1.00 = −USD 201,800/day.
    const idle = { ...santosQingdao, ladenNm: 0, quantityT: 0 };
    expect(voyageEstimate(idle)).toMatchObject({
      days: { ballast: 0, laden: 0, weather: 0, sea: 0, load: 0.5, discharge: 0.5, total: 1 },
      bunkers: { seaT: 0, portT: 3, totalCents: 180_000 },
      grossCents: 0,
      netCents: -20_180_000,
      tceCentsPerDay: -20_180_000,
    });
    expect(freightForTce(idle, 1_500_000)).toBeNull();
    // No days at all (no turn time either): no TCE rather than a division by zero.
    expect(voyageEstimate({ ...idle, turnTimeDays: 0 }).tceCentsPerDay).toBeNull();
  });

  it('refuses a speed of 0, a rate of 0 and a commission of 100%, naming the field', () => {
    expect(() => voyageEstimate({ ...santosQingdao, full: { ...santosQingdao.full, ladenKn: 0 } })).toThrow(
      new VoyageInputError('ladenKn', 'The speed must be above 0 knots'),
    );
    expect(() => voyageEstimate({ ...santosQingdao, full: { ...santosQingdao.full, ballastKn: 0 } })).toThrow(
      expect.objectContaining({ field: 'ballastKn' }),
    );
    expect(() => voyageEstimate({ ...santosQingdao, dischargeRateTpd: 0 })).toThrow('The discharge rate must be above 0 t/day');
    expect(() => voyageEstimate({ ...santosQingdao, commissionPct: 100 })).toThrow('The commission must be from 0% to below 100%');
  });

  it('default port costs follow the deadweight bands', () => {
    expect([30_000, 40_000, 40_001, 58_000, 82_000, 180_000, undefined].map(defaultPortCostCents)).toEqual([
      5_000_000, 5_000_000, 7_000_000, 7_000_000, 9_000_000, 15_000_000, 7_000_000,
    ]);
  });
});

describe('freightForTce', () => {
  it('USD 15,000/day on example 1 needs USD 32.78/t: the smallest whole cent that reaches it', () => {
    // gross = (15,000 × 48.94 + 822,800) / (1 − 5%) = (734,100 + 822,800) / 0.95 = 1,556,900 / 0.95 = USD 1,638,842.11
    // per tonne 1,638,842.11 / 50,000 = USD 32.7768 → rounded up to 32.78.
    // Check at 32.78: gross 1,639,000 − 81,950 − 822,800 = 734,250 / 48.94 = USD 15,003.06 ≥ 15,000;
    //       at 32.77: gross 1,638,500 − 81,925 − 822,800 = 733,775 / 48.94 = USD 14,993.36 < 15,000.
    expect(freightForTce(santosQingdao, 1_500_000)).toBe(3_278);
    expect(voyageEstimate({ ...santosQingdao, freightIdeaCents: 3_278 }).tceCentsPerDay).toBe(1_500_306);
    expect(voyageEstimate({ ...santosQingdao, freightIdeaCents: 3_277 }).tceCentsPerDay).toBe(1_499_336);
  });

  it('round trip: the TCE of USD 32.00/t (USD 14,246.02/day, example 1) gives back USD 32.00/t', () => {
    // At 31.99: gross 1,599,500 − 79,975 − 822,800 = 696,725 / 48.94 = USD 14,236.31 < 14,246.02, so 32.00 is the least.
    expect(freightForTce(santosQingdao, 1_424_602)).toBe(3_200);
  });

  it('ignores the order’s own freight basis, and gives 0 when even no freight beats the target', () => {
    // Lump sum and per-day ideas are set aside: the answer is still the per-tonne voyage freight.
    expect(freightForTce({ ...santosQingdao, freightBasis: 'per_day', freightIdeaCents: 1_450_000 }, 1_500_000)).toBe(3_278);
    // At 0/t the TCE is −822,800 / 48.94 = −USD 16,812.42/day; a target of −USD 20,000 is met by no freight at all.
    expect(freightForTce(santosQingdao, -2_000_000)).toBe(0);
  });
});
