import { describe, expect, it } from 'vitest';
import { freightSheet, freightStillDue } from './freight';
import { paymentTermsOf, paymentTermsSchema } from './payment-terms';

// Worked examples, figured by hand (amounts in US cents; "half-up" is the one rounding rule, rounding.ts).
// The recap: 50,000 t wheat 10% MOLOO at USD 42.50/t, 3.75% adcom + 1.25% brokerage, freight 95% BBB, balance
// within 30 days of completion of discharge.
const terms = paymentTermsSchema.parse({ addressCommissionBp: 375, brokerageBp: 125, freightOnBillsPct: 95, balanceDaysAfterDischarge: 30 });
const wheat = { basis: 'per_tonne' as const, rate: 4_250, nominalQuantityT: 50_000, payment: terms };

describe('voyage freight from the charter party', () => {
  it('on the nominal quantity, marked as an estimate until the B/L quantity is recorded', () => {
    // Gross 50,000 t x 42.50 = USD 2,125,000.00 = 212,500,000 c.
    // 95% BBB = 201,875,000; balance 5% = 212,500,000 - 201,875,000 = 10,625,000.
    // Adcom 3.75%: on the whole 7,968,750; on the 95% 201,875,000 x 0.0375 = 7,570,312.5 -> 7,570,313 (half-up);
    //   on the balance 7,968,750 - 7,570,313 = 398,437.
    // Brokerage 1.25% (shown, the owners pay it): whole 2,656,250; 95% 2,523,437.5 -> 2,523,438; balance 132,812.
    // Into escrow: 201,875,000 - 7,570,313 = 194,304,687 and 10,625,000 - 398,437 = 10,226,563 (sum 204,531,250
    //   = 212,500,000 - 7,968,750).
    expect(freightSheet({ ...wheat, billOfLadingKg: null })).toEqual({
      quantityKg: 50_000_000,
      estimate: true,
      gross: 212_500_000,
      adcom: 7_968_750,
      brokerage: 2_656_250,
      net: 204_531_250,
      parts: [
        { part: 'on_bills', pct: 95, gross: 201_875_000, adcom: 7_570_313, brokerage: 2_523_438, net: 194_304_687 },
        { part: 'balance', pct: 5, gross: 10_625_000, adcom: 398_437, brokerage: 132_812, net: 10_226_563 },
      ],
    });
  });

  it('on the bill-of-lading quantity 49,873.420 t once recorded', () => {
    // Gross 49,873.420 t x 42.50 = 49,873.42 x 4,250 c = 199,493,680 + 12,468,355 = 211,962,035 c (exact).
    // 95% = 201,363,933.25 -> 201,363,933; balance 211,962,035 - 201,363,933 = 10,598,102.
    // Adcom 3.75%: whole 7,948,576.3125 -> 7,948,576; 95% part 7,551,147.4875 -> 7,551,147; balance 397,429.
    // Brokerage 1.25%: whole 2,649,525.4375 -> 2,649,525; 95% part 2,517,049.1625 -> 2,517,049; balance 132,476.
    // Into escrow: 201,363,933 - 7,551,147 = 193,812,786; 10,598,102 - 397,429 = 10,200,673; sum 204,013,459.
    expect(freightSheet({ ...wheat, billOfLadingKg: 49_873_420 })).toEqual({
      quantityKg: 49_873_420,
      estimate: false,
      gross: 211_962_035,
      adcom: 7_948_576,
      brokerage: 2_649_525,
      net: 204_013_459,
      parts: [
        { part: 'on_bills', pct: 95, gross: 201_363_933, adcom: 7_551_147, brokerage: 2_517_049, net: 193_812_786 },
        { part: 'balance', pct: 5, gross: 10_598_102, adcom: 397_429, brokerage: 132_476, net: 10_200_673 },
      ],
    });
  });

  it('brokerage deducted by the charterers where the charter party says so', () => {
    // Same B/L figures; the charterers also keep the brokerage to pay the brokers for the owners' account:
    // 201,363,933 - 7,551,147 - 2,517,049 = 191,295,737; 10,598,102 - 397,429 - 132,476 = 10,068,197.
    // Sum 201,363,934 = 211,962,035 - 7,948,576 - 2,649,525.
    const sheet = freightSheet({ ...wheat, billOfLadingKg: 49_873_420, payment: { ...terms, brokerageDeducted: true } });
    expect(sheet.parts.map((p) => p.net)).toEqual([191_295_737, 10_068_197]);
    expect(sheet.net).toBe(201_363_934);
  });

  it('a lump sum does not move with the quantity loaded', () => {
    // Lump sum USD 1,150,000.00 = 115,000,000 c, 2.5% adcom, 95% BBB: 109,250,000 and 5,750,000.
    // Adcom whole 2,875,000; 95% part 2,731,250; balance 143,750. Into escrow 106,518,750 and 5,606,250.
    const lump = paymentTermsSchema.parse({ addressCommissionBp: 250 });
    for (const billOfLadingKg of [null, 47_000_000]) {
      expect(freightSheet({ basis: 'lump_sum', rate: 115_000_000, nominalQuantityT: 50_000, billOfLadingKg, payment: lump })).toEqual({
        quantityKg: null,
        estimate: false,
        gross: 115_000_000,
        adcom: 2_875_000,
        brokerage: 0,
        net: 112_125_000,
        parts: [
          { part: 'on_bills', pct: 95, gross: 109_250_000, adcom: 2_731_250, brokerage: 0, net: 106_518_750 },
          { part: 'balance', pct: 5, gross: 5_750_000, adcom: 143_750, brokerage: 0, net: 5_606_250 },
        ],
      });
    }
  });

  it('100% on the bills: one instalment, no empty balance', () => {
    // 1,000 t at USD 10.00 = 1,000,000 c, all BBB, no commission.
    const sheet = freightSheet({
      basis: 'per_tonne',
      rate: 1_000,
      nominalQuantityT: 1_000,
      billOfLadingKg: null,
      payment: paymentTermsSchema.parse({ freightOnBillsPct: 100 }),
    });
    expect(sheet.parts).toEqual([{ part: 'on_bills', pct: 100, gross: 1_000_000, adcom: 0, brokerage: 0, net: 1_000_000 }]);
  });
});

describe('payment terms as the charter party states them', () => {
  it('reads percentages with two decimals as basis points, and the usual defaults', () => {
    // 3.75% -> 375 bp (3.75 x 100 = 375.00000000000006 in floating point: rounded); 1.25% -> 125 bp.
    expect(paymentTermsOf({ addressCommissionPct: 3.75, brokeragePct: 1.25, freightBblPct: 90, freightBalanceDays: 15 })).toEqual({
      addressCommissionBp: 375,
      brokerageBp: 125,
      brokerageDeducted: false,
      freightOnBillsPct: 90,
      balanceDaysAfterDischarge: 15,
      hireAdvanceDays: 15,
    });
    // A deal whose terms say nothing: no commission, 95% BBB, balance within 30 days of discharge, hire 15 days ahead.
    expect(paymentTermsOf({})).toEqual({
      addressCommissionBp: 0,
      brokerageBp: 0,
      brokerageDeducted: false,
      freightOnBillsPct: 95,
      balanceDaysAfterDischarge: 30,
      hireAdvanceDays: 15,
    });
  });
});

describe('what is still due once the B/L quantity is recorded', () => {
  it('the 95% paid on the nominal estimate: the balance takes the rest of the B/L freight', () => {
    // Paid on the estimate: 194,304,687 (the nominal example). B/L 49,873.420 t: the freight into escrow is
    // 204,013,459 in all, so the balance becomes 204,013,459 - 194,304,687 = 9,708,772 (not the 10,200,673 it
    // would be had the 95% been paid on the B/L quantity too).
    const sheet = freightSheet({ ...wheat, billOfLadingKg: 49_873_420 });
    expect(freightStillDue(sheet, { on_bills: 194_304_687 })).toEqual([{ part: 'balance', net: 9_708_772 }]);
  });

  it('nothing paid yet: both instalments on the B/L quantity', () => {
    const sheet = freightSheet({ ...wheat, billOfLadingKg: 49_873_420 });
    expect(freightStillDue(sheet, {})).toEqual([
      { part: 'on_bills', net: 193_812_786 },
      { part: 'balance', net: 10_200_673 },
    ]);
  });

  it('45,000 t loaded after 95% was paid on 50,000 t: the balance would be negative, a refund', () => {
    // 45,000 x 4,250 = 191,250,000 gross; adcom 3.75% 7,171,875; net 184,078,125 < 194,304,687 paid: -10,226,562.
    const sheet = freightSheet({ ...wheat, billOfLadingKg: 45_000_000 });
    expect(freightStillDue(sheet, { on_bills: 194_304_687 })).toEqual([{ part: 'balance', net: -10_226_562 }]);
  });
});
