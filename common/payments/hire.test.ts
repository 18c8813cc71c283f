import { describe, expect, it } from 'vitest';
import { hirePeriods, hireStatement, redeliveryWindow } from './hire';
import { paymentTermsSchema } from './payment-terms';

// Worked examples, figured by hand (US cents; half-up, rounding.ts). The recap: hire USD 18,400/day payable 15 days
// in advance, 3.75% adcom + 1.25% brokerage (the owners pay the brokers), period about 6 months: 180 days 15 days
// more or less in the charterers' option; delivered 2027-03-04 10:00 UTC.
const terms = paymentTermsSchema.parse({ addressCommissionBp: 375, brokerageBp: 125 });
const delivered = '2027-03-04T10:00:00.000Z';
const tc = { hirePerDay: 1_840_000, deliveredAt: delivered, periodDays: 180, toleranceDays: 15, payment: terms };
// A full 15-day period: 15 x 18,400 = USD 276,000 = 27,600,000 c; adcom 3.75% = 1,035,000; brokerage 1.25% =
// 345,000; the charterers pay 27,600,000 - 1,035,000 = 26,565,000.
const FULL_NET = 26_565_000;

describe('time-charter hire from the actual delivery', () => {
  it('the redelivery window: 165 to 195 days after delivery, in the charterers’ option', () => {
    // 2027-03-04 + 165 d: Mar +27 (31 Mar), Apr +30, May +31, Jun +30, Jul +31 = 149 at 31 Jul; +16 = 16 Aug.
    // + 195 d = 16 Aug + 30 d = 15 Sep.
    expect(redeliveryWindow(delivered, 180, 15)).toEqual({ earliest: '2027-08-16T10:00:00.000Z', latest: '2027-09-15T10:00:00.000Z' });
  });

  it('15-day periods in advance from delivery, the last part-period pro rata', () => {
    // Redelivery expected 2027-09-10 16:30 UTC: 184 days to 4 Sep 10:00 (Mar 31, Apr 30, May 31, Jun 30, Jul 31,
    // Aug 31) + 6 d 6 h 30 m = 190 d 6 h 30 m = 273,990 minutes. 12 full periods (180 days), then 10 d 6 h 30 m
    // (14,790 min) from 31 Aug 10:00: 18,400 x 14,790 / 1,440 = 188,983.333 -> 18,898,333 c; its adcom: 3.75% of all
    // hire (350,098,333 c) = 13,128,687.49 -> 13,128,687, less 12 x 1,035,000 = 708,687; brokerage 4,376,229.16 ->
    // 4,376,229 less 12 x 345,000 = 236,229. Net 18,898,333 - 708,687 = 18,189,646.
    const periods = hirePeriods({ hirePerDay: 1_840_000, deliveredAt: delivered, redeliveryAt: '2027-09-10T16:30:00.000Z', payment: terms });
    expect(periods).toHaveLength(13);
    expect(periods[0]).toEqual({
      seq: 1,
      from: delivered,
      to: '2027-03-19T10:00:00.000Z',
      minutes: 21_600,
      dueOn: '2027-03-04',
      gross: 27_600_000,
      adcom: 1_035_000,
      brokerage: 345_000,
      net: FULL_NET,
    });
    expect(periods[1].dueOn).toBe('2027-03-19');
    for (const p of periods.slice(0, 12)) expect([p.gross, p.adcom, p.net]).toEqual([27_600_000, 1_035_000, FULL_NET]);
    expect(periods[12]).toEqual({
      seq: 13,
      from: '2027-08-31T10:00:00.000Z',
      to: '2027-09-10T16:30:00.000Z',
      minutes: 14_790,
      dueOn: '2027-08-31',
      gross: 18_898_333,
      adcom: 708_687,
      brokerage: 236_229,
      net: 18_189_646,
    });
    // The periods add up to the hire of the whole time: 12 x 27,600,000 + 18,898,333 = 350,098,333.
    expect(periods.reduce((s, p) => s + p.gross, 0)).toBe(350_098_333);
  });

  it('final hire statement, redelivered within the tolerance', () => {
    // Redelivered 2027-09-10 16:30: 273,990 min on hire, inside 165-195 days. Earned 350,098,333; adcom 13,128,687;
    // brokerage 4,376,229 (the owners', not deducted): net 336,969,646. Paid: 13 periods in full in advance (the
    // ship was on hire when the 13th began) = 13 x 26,565,000 = 345,345,000. Bunkers on delivery 480 mt x USD 610 =
    // 29,280,000 owed by the charterers; on redelivery 450 mt x USD 620 = 27,900,000 owed by the owners.
    // Balance 336,969,646 + 29,280,000 - 27,900,000 - 345,345,000 = -6,995,354: the owners repay USD 69,953.54.
    const items = [
      { label: 'Bunkers on delivery, 480 mt at USD 610', amount: 29_280_000 },
      { label: 'Bunkers on redelivery, 450 mt at USD 620', amount: -27_900_000 },
    ];
    expect(hireStatement({ ...tc, redeliveredAt: '2027-09-10T16:30:00.000Z', paid: 13 * FULL_NET, items })).toEqual({
      minutesOnHire: 273_990,
      gross: 350_098_333,
      adcom: 13_128_687,
      brokerage: 4_376_229,
      net: 336_969_646,
      paid: 345_345_000,
      items,
      balance: -6_995_354,
      redelivery: 'within',
      outsideMinutes: 0,
    });
  });

  it('final hire statement, redelivered late: hire at the charter rate to redelivery, the overrun stated', () => {
    // Redelivered 2027-09-20 22:00: 184 d + 16 d 12 h = 200 d 12 h = 288,720 min; latest 195 d = 280,800 min, late by
    // 7,920 min (5 d 12 h). Earned 18,400 x 200.5 = 368,920,000; adcom 13,834,500; net 355,085,500. Paid 14 periods
    // (on hire when the 14th began at day 195) = 371,910,000. Balance -16,824,500.
    expect(hireStatement({ ...tc, redeliveredAt: '2027-09-20T22:00:00.000Z', paid: 14 * FULL_NET, items: [] })).toMatchObject({
      minutesOnHire: 288_720,
      gross: 368_920_000,
      adcom: 13_834_500,
      net: 355_085_500,
      balance: -16_824_500,
      redelivery: 'late',
      outsideMinutes: 7_920,
    });
  });

  it('final hire statement, redelivered early: hire to redelivery, the shortfall stated', () => {
    // Redelivered 2027-08-10 08:00: 16 Aug 10:00 (165 d) less 6 d 2 h = 158 d 22 h = 228,840 min; early by 8,760 min.
    // Earned 18,400 x 228,840 / 1,440 = 292,406,666.67 -> 292,406,667; adcom 10,965,250.01 -> 10,965,250;
    // net 281,441,417. Paid 11 periods (days 0-165) = 292,215,000. Balance -10,773,583.
    expect(hireStatement({ ...tc, redeliveredAt: '2027-08-10T08:00:00.000Z', paid: 11 * FULL_NET, items: [] })).toMatchObject({
      minutesOnHire: 228_840,
      gross: 292_406_667,
      adcom: 10_965_250,
      net: 281_441_417,
      balance: -10_773_583,
      redelivery: 'early',
      outsideMinutes: 8_760,
    });
  });
});
