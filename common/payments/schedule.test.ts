import { describe, expect, it } from 'vitest';
import type { Terms } from '../charters/terms';
import { drawSchedule } from './schedule';

const time = {
  charterType: 'time',
  laycanFrom: '2027-05-01',
  laycanTo: '2027-05-05',
  currency: 'USD',
  cpForm: 'NYPE 2015',
  law: 'English law, London arbitration',
  remarks: '',
  deliveryPort: 'NLRTM',
  redeliveryPort: 'SGSIN',
  periodDays: 40,
  periodToleranceDays: 5,
  hirePerDay: 2_150_000,
  tradingLimits: 'Worldwide',
} as Terms;
const voyage = {
  charterType: 'voyage',
  laycanFrom: '2027-06-10',
  laycanTo: '2027-06-15',
  currency: 'USD',
  cpForm: 'GENCON 1994',
  law: 'English law, London arbitration',
  remarks: '',
  cargo: 'Wheat',
  quantityT: 50_000,
  tolerancePct: 10,
  toleranceOption: 'MOLOO',
  loadPort: 'USHOU',
  dischargePort: 'EGALY',
  freightBasis: 'per_tonne',
  freightRate: 2_345,
  loadRateTpd: 10_000,
  dischargeRateTpd: 8_000,
  laytimeTerms: 'SHINC',
  demurragePerDay: 3_000_000,
  despatchPerDay: 1_500_000,
  voyageDays: 21,
} as Terms;

describe('the payment schedule of a sealed charter party', () => {
  it('time charter: hire per 15-day period in advance, the first on delivery', () => {
    // 40 days at USD 21,500/day: 15 + 15 + 10 days.
    expect(drawSchedule(time)).toEqual([
      { seq: 1, kind: 'hire', label: 'Hire, days 1–15, on delivery', amount: 32_250_000, dueOn: '2027-05-01', releaseRule: 'delivery' },
      { seq: 2, kind: 'hire', label: 'Hire, days 16–30, in advance', amount: 32_250_000, dueOn: '2027-05-16', releaseRule: 'period_start' },
      { seq: 3, kind: 'hire', label: 'Hire, days 31–40, in advance', amount: 21_500_000, dueOn: '2027-05-31', releaseRule: 'period_start' },
    ]);
  });

  it('voyage charter with terms that say nothing of payment: 95% on loading, the balance within 30 days of discharge', () => {
    // 50,000 t at USD 23.45/t = USD 1,172,500.00; 95% = 1,113,875.00; balance 58,625.00. No B/L quantity yet: the
    // labels say the figures are an estimate on the nominal quantity. Balance due 15 June + 21 days voyage + 30 days
    // = 5 August (June 15 -> 30 is 15 days, July 31, then 5).
    expect(drawSchedule(voyage)).toEqual([
      {
        seq: 1,
        kind: 'freight',
        label: 'Freight, 95% on loading: estimate on the nominal 50,000 t',
        amount: 111_387_500,
        dueOn: '2027-06-10',
        releaseRule: 'loading',
      },
      {
        seq: 2,
        kind: 'freight_balance',
        label: 'Freight balance, 5% within 30 days of discharge: estimate on the nominal 50,000 t',
        amount: 5_862_500,
        dueOn: '2027-08-05',
        releaseRule: 'completion',
      },
    ]);
  });

  it('voyage charter: the sealed terms’ split and adcom, then the B/L quantity', () => {
    // USD 42.50/t, 3.75% adcom, 1.25% brokerage (the owners'), 90% BBB, balance within 15 days of discharge.
    // Nominal 50,000 t: gross 212,500,000 c; 90% = 191,250,000, adcom 7,171,875 -> 184,078,125; balance 21,250,000,
    // adcom 7,968,750 - 7,171,875 = 796,875 -> 20,453,125. Due 15 June + 21 + 15 = 21 July.
    const sealed = {
      ...voyage,
      freightRate: 4_250,
      addressCommissionPct: 3.75,
      brokeragePct: 1.25,
      freightBblPct: 90,
      freightBalanceDays: 15,
    } as Terms;
    expect(drawSchedule(sealed)).toEqual([
      {
        seq: 1,
        kind: 'freight',
        label: 'Freight, 90% on loading: estimate on the nominal 50,000 t, less 3.75% adcom',
        amount: 184_078_125,
        dueOn: '2027-06-10',
        releaseRule: 'loading',
      },
      {
        seq: 2,
        kind: 'freight_balance',
        label: 'Freight balance, 10% within 15 days of discharge: estimate on the nominal 50,000 t, less 3.75% adcom',
        amount: 20_453_125,
        dueOn: '2027-07-21',
        releaseRule: 'completion',
      },
    ]);
    // B/L 49,873.420 t: gross 211,962,035; 90% = 190,765,831.5 -> 190,765,832, adcom 7,153,718.7 -> 7,153,719,
    // net 183,612,113; balance 21,196,203, adcom 7,948,576 - 7,153,719 = 794,857, net 20,401,346.
    expect(drawSchedule(sealed, { billOfLadingKg: 49_873_420 }).map((i) => [i.label, i.amount])).toEqual([
      ['Freight, 90% on loading: on 49,873.420 t per B/L, less 3.75% adcom', 183_612_113],
      ['Freight balance, 10% within 15 days of discharge: on 49,873.420 t per B/L, less 3.75% adcom', 20_401_346],
    ]);
  });

  it('time charter: hire periods follow the actual delivery, adcom deducted', () => {
    // Delivered 2027-05-03 14:00 UTC, 40 days at USD 21,500/day, 3.75% adcom: 15 + 15 + 10 days from delivery.
    // 15 days = 32,250,000 c less 1,209,375 adcom = 31,040,625; 10 days = 21,500,000 less 806,250 = 20,693,750.
    // Due on the days the periods start: 3 May, 18 May, 2 June.
    expect(drawSchedule({ ...time, addressCommissionPct: 3.75 } as Terms, { deliveredAt: '2027-05-03T14:00:00.000Z' })).toEqual([
      {
        seq: 1,
        kind: 'hire',
        label: 'Hire, days 1–15, on delivery: less 3.75% adcom',
        amount: 31_040_625,
        dueOn: '2027-05-03',
        releaseRule: 'delivery',
      },
      {
        seq: 2,
        kind: 'hire',
        label: 'Hire, days 16–30, in advance: less 3.75% adcom',
        amount: 31_040_625,
        dueOn: '2027-05-18',
        releaseRule: 'period_start',
      },
      {
        seq: 3,
        kind: 'hire',
        label: 'Hire, days 31–40, in advance: less 3.75% adcom',
        amount: 20_693_750,
        dueOn: '2027-06-02',
        releaseRule: 'period_start',
      },
    ]);
  });
});
