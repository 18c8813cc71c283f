import { describe, expect, it } from 'vitest';
import { ballastLeg, roundDays, seaDays, VoyageInputError } from './ballast';

// Worked by hand: days = nm / (kn × 24), 2 decimals; arrival = open date + days rounded up to whole days.

describe('ballastLeg', () => {
  it('late: 2,950 nm at 12.5 kn from 1 March arrives two days after a 5–9 March laycan', () => {
    // 2,950 / (12.5 × 24) = 2,950 / 300 = 9.8333 → 9.83 days; ceil → 10 days; 1 March + 10 = 11 March;
    // the laycan closes 9 March: late by 11 − 9 = 2 days, a fail.
    expect(ballastLeg({ distanceNm: 2950, ballastSpeedKn: 12.5, openFrom: '2027-03-01', laycanFrom: '2027-03-05', laycanTo: '2027-03-09' })).toEqual({
      days: 9.83,
      arrivalDate: '2027-03-11',
      status: 'late',
      byDays: 2,
      fits: false,
      sentence: '2,950 nm ballast at 12.5 kn: 9.83 days, arrives 11 Mar 2027, 2 days after the laycan closes',
    });
  });

  it('early: 1,000 nm at 14 kn from 25 February waits five days across the month end', () => {
    // 1,000 / 336 = 2.976 → 2.98 days; ceil → 3; 25 Feb + 3 = 28 Feb (2027 is not a leap year);
    // 28 Feb → 5 Mar = 5 days' wait before the laydays: still a fit.
    expect(ballastLeg({ distanceNm: 1000, ballastSpeedKn: 14, openFrom: '2027-02-25', laycanFrom: '2027-03-05', laycanTo: '2027-03-09' })).toEqual({
      days: 2.98,
      arrivalDate: '2027-02-28',
      status: 'early',
      byDays: 5,
      fits: true,
      sentence: '1,000 nm ballast at 14 kn: 2.98 days, arrives 28 Feb 2027, 5 days before the laycan (waits)',
    });
  });

  it('in: a ship open at the load port (0 nm) arrives on its open date', () => {
    const leg = ballastLeg({ distanceNm: 0, ballastSpeedKn: 14, openFrom: '2027-03-06', laycanFrom: '2027-03-05', laycanTo: '2027-03-09' });
    expect(leg).toMatchObject({ days: 0, arrivalDate: '2027-03-06', status: 'in', byDays: 0, fits: true });
    expect(leg.sentence).toBe('0 nm ballast at 14 kn: 0.00 days, arrives 6 Mar 2027, within the laycan');
  });

  it('whole days are not rounded up again, and both laycan ends count as in', () => {
    // 3,360 / 336 = 10.00 days exactly: 25 Feb + 10 = 7 Mar.
    const base = { distanceNm: 3360, ballastSpeedKn: 14, openFrom: '2027-02-25' };
    expect(ballastLeg({ ...base, laycanFrom: '2027-03-07', laycanTo: '2027-03-10' })).toMatchObject({
      days: 10,
      arrivalDate: '2027-03-07',
      status: 'in',
    });
    expect(ballastLeg({ ...base, laycanFrom: '2027-03-01', laycanTo: '2027-03-07' })).toMatchObject({ status: 'in', byDays: 0 });
    expect(ballastLeg({ ...base, laycanFrom: '2027-03-01', laycanTo: '2027-03-06' })).toMatchObject({ status: 'late', byDays: 1, fits: false });
    expect(ballastLeg({ ...base, laycanFrom: '2027-03-08', laycanTo: '2027-03-12' })).toMatchObject({ status: 'early', byDays: 1, fits: true });
  });

  it('refuses a speed of 0 and a negative distance, naming the field', () => {
    const leg = { distanceNm: 100, ballastSpeedKn: 0, openFrom: '2027-03-01', laycanFrom: '2027-03-05', laycanTo: '2027-03-09' };
    expect(() => ballastLeg(leg)).toThrow(new VoyageInputError('ballastSpeedKn', 'The speed must be above 0 knots'));
    expect(() => ballastLeg(leg)).toThrow(expect.objectContaining({ field: 'ballastSpeedKn' }));
    expect(() => ballastLeg({ ...leg, ballastSpeedKn: 12, distanceNm: -1 })).toThrow('The distance must be 0 nm or more');
    expect(() => ballastLeg({ ...leg, ballastSpeedKn: 12, openFrom: '1 March' })).toThrow('openFrom must be a date (YYYY-MM-DD)');
  });
});

describe('seaDays and roundDays', () => {
  it('rounds half up to 2 decimals, not down where binary floating point falls short', () => {
    // 11,000 / (13.5 × 24) = 11,000 / 324 = 33.9506 → 33.95; 33.95 × 5% = 1.6975 → 1.70.
    expect(seaDays(11000, 13.5)).toBe(33.95);
    expect(roundDays(1.6975)).toBe(1.7);
    expect(roundDays(0.125)).toBe(0.13);
    expect(roundDays(7.0625)).toBe(7.06);
  });
});
