import { describe, expect, it } from 'vitest';
import type { Terms } from '../charters/terms';
import { demurrageAmount, drawSchedule } from './schedule';

const time = {
  charterType: 'time', laycanFrom: '2027-05-01', laycanTo: '2027-05-05', currency: 'USD', cpForm: 'NYPE 2015', law: 'English law, London arbitration',
  remarks: '', deliveryPort: 'NLRTM', redeliveryPort: 'SGSIN', periodDays: 40, periodToleranceDays: 5, hirePerDay: 2_150_000, tradingLimits: 'Worldwide',
} as Terms;
const voyage = {
  charterType: 'voyage', laycanFrom: '2027-06-10', laycanTo: '2027-06-15', currency: 'USD', cpForm: 'GENCON 1994', law: 'English law, London arbitration',
  remarks: '', cargo: 'Wheat', quantityT: 50_000, tolerancePct: 10, toleranceOption: 'MOLOO', loadPort: 'USHOU', dischargePort: 'EGALY',
  freightBasis: 'per_tonne', freightRate: 2_345, loadRateTpd: 10_000, dischargeRateTpd: 8_000, laytimeTerms: 'SHINC', demurragePerDay: 3_000_000,
  despatchPerDay: 1_500_000, voyageDays: 21,
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

  it('voyage charter: 95% of the freight on loading, the balance on completion', () => {
    // 50,000 t at USD 23.45/t = USD 1,172,500.00; 95% = 1,113,875.00; balance 58,625.00 (due 15 June + 21 days).
    expect(drawSchedule(voyage)).toEqual([
      { seq: 1, kind: 'freight', label: 'Freight, 95% on loading', amount: 111_387_500, dueOn: '2027-06-10', releaseRule: 'loading' },
      { seq: 2, kind: 'freight_balance', label: 'Freight balance, 5% on completion', amount: 5_862_500, dueOn: '2027-07-06', releaseRule: 'completion' },
    ]);
  });

  it('demurrage pro rata: 4 d 6 h 30 m at USD 30,000/day is USD 128,125 (domain.md)', () => {
    expect(demurrageAmount(3_000_000, { days: 4, hours: 6, minutes: 30 })).toBe(12_812_500);
  });
});
