import { describe, expect, it } from 'vitest';
import { hireInstalments } from './instalments';
import { hireProblems } from './problems';
import { hireStatement } from './statement';
import { bunkerLotSchema, type HireStatementInput, type HireTerms } from './terms';

// Worked examples, each computed by hand in its comment. Hire USD 12,000 a day (1,200,000 cents): 1,200,000 / 1,440
// = 833.333... cents a minute. Delivery Singapore 2026-03-01 08:00 local (+08:00) = 00:00 UTC; redelivery Rotterdam
// 2026-03-16 01:00 local (+01:00, winter time) = 00:00 UTC: 15 days exactly, unless a test says otherwise.

const terms = (over: Partial<HireTerms> = {}): HireTerms => ({
  currency: 'USD',
  hirePerDay: 1_200_000,
  delivery: { at: '2026-03-01T08:00:00+08:00', place: 'Singapore', timeZone: 'Asia/Singapore' },
  redelivery: { at: '2026-03-16T01:00:00+01:00', place: 'Rotterdam', timeZone: 'Europe/Amsterdam' },
  addressCommissionPercent: 0,
  brokeragePercent: 0,
  cvePer30Days: 0,
  ...over,
});
const input = (over: Partial<HireStatementInput> = {}): HireStatementInput => ({
  terms: terms(),
  offHires: [],
  bunkersOnDelivery: [],
  bunkersOnRedelivery: [],
  expenses: [],
  payments: [],
  ...over,
});
const rotterdamAt = (at: string) => ({ at, place: 'Rotterdam', timeZone: 'Europe/Amsterdam' });
// Main engine breakdown 2026-03-05 10:00 to 03-06 14:30 UTC: 1 d 4 h 30 m = 1,710 min = 1.1875 days.
// 1.1875 x 1,200,000 = 1,425,000 cents off hire.
const breakdown = { from: '2026-03-05T10:00:00Z', to: '2026-03-06T14:30:00Z', reason: 'Main engine breakdown' };
/** The lines as "kind amount owedTo", for reading the statement in the test. */
const shape = (lines: { kind: string; amount: number; owedTo: string }[]) => lines.map((l) => `${l.kind} ${l.amount} ${l.owedTo}`);

describe('the hire statement, against worked examples', () => {
  it('a full 15-day period: 15 x USD 12,000 = USD 180,000 owed to owners, shown on each place’s clock', () => {
    const s = hireStatement(input());
    expect(s.minutes).toBe(15 * 1440);
    expect(s.lines).toEqual([
      {
        kind: 'hire',
        label: 'Hire, delivery to redelivery',
        basis: 'Singapore 2026-03-01 08:00 GMT+8 to Rotterdam 2026-03-16 01:00 GMT+1: 15 d 0 h 0 m = 15.00000 days at $12,000.00 a day',
        amount: 18_000_000,
        owedTo: 'owners',
      },
    ]);
    expect(s.grossHire).toBe(18_000_000);
    expect(s.balance).toBe(18_000_000);
  });

  it('pro rata to the minute across a partial day: 15 d 6 h 25 m is USD 183,208.33', () => {
    // Redelivery 07:25 at +01:00 = 06:25 UTC on the 16th: 15 x 1,440 + 6 x 60 + 25 = 21,985 minutes.
    // 21,985 x 1,200,000 / 1,440 = 18,320,833.33 -> 18,320,833 cents (rounded once).
    const s = hireStatement(input({ terms: terms({ redelivery: rotterdamAt('2026-03-16T07:25:00+01:00') }) }));
    expect(s.minutes).toBe(21_985);
    expect(s.lines[0].basis).toBe(
      'Singapore 2026-03-01 08:00 GMT+8 to Rotterdam 2026-03-16 07:25 GMT+1: 15 d 6 h 25 m = 15.26736 days at $12,000.00 a day',
    );
    expect(s.grossHire).toBe(18_320_833);
    expect(s.balance).toBe(18_320_833);
  });

  it('an off-hire period is deducted, and the bunkers burnt during it are charged back to owners', () => {
    // VLSFO 12.345 t x USD 610.00 = 12.345 x 61,000 = 753,045 cents.
    // LSMGO 3.217 t x USD 805.50 = 3.217 x 80,550 = 241,650 + 17,479.35 = 259,129.35 -> 259,129 cents.
    // Balance: 18,000,000 - 1,425,000 - 753,045 - 259,129 = 15,562,826.
    const s = hireStatement(
      input({
        offHires: [
          {
            ...breakdown,
            bunkersConsumed: [
              { grade: 'VLSFO', tonnes: 12.345, pricePerTonne: 61_000 },
              { grade: 'LSMGO', tonnes: 3.217, pricePerTonne: 80_550 },
            ],
          },
        ],
      }),
    );
    expect(shape(s.lines)).toEqual([
      'hire 18000000 owners',
      'off_hire 1425000 charterers',
      'off_hire_bunkers 753045 charterers',
      'off_hire_bunkers 259129 charterers',
    ]);
    expect(s.lines[1].label).toBe('Off-hire: Main engine breakdown');
    expect(s.lines[1].basis).toBe('2026-03-05 10:00 UTC to 2026-03-06 14:30 UTC: 1 d 4 h 30 m = 1.18750 days at $12,000.00 a day');
    expect(s.lines[3].label).toBe('Bunkers consumed off hire (Main engine breakdown): LSMGO');
    expect(s.lines[3].basis).toBe('3.217 t at $805.50 per tonne');
    expect(s.offHireMinutes).toBe(1_710);
    expect(s.offHire).toBe(1_425_000);
    expect(s.offHireBunkers).toBe(1_012_174);
    expect(s.balance).toBe(15_562_826);
  });

  it('address commission 3.75% and brokerage 1.25% on hire less off-hire, half a cent rounded up', () => {
    // Hire earned: 18,000,000 - 1,425,000 = 16,575,000. Address 3.75%: 621,562.5 -> 621,563. Brokerage 1.25%:
    // 207,187.5 -> 207,188. Balance: 16,575,000 - 621,563 - 207,188 = 15,746,249.
    const s = hireStatement(input({ terms: terms({ addressCommissionPercent: 3.75, brokeragePercent: 1.25 }), offHires: [breakdown] }));
    expect(s.addressCommission).toBe(621_563);
    expect(s.brokerage).toBe(207_188);
    expect(s.lines.find((l) => l.kind === 'address_commission')?.basis).toBe('3.75% of $165,750.00 (hire less off-hire)');
    expect(s.owedToCharterers).toBe(1_425_000 + 621_563 + 207_188);
    expect(s.balance).toBe(15_746_249);
  });

  it('bunkers on delivery are bought by the charterers, on redelivery by the owners, two grades each', () => {
    // Delivery: VLSFO 850.500 x 60,000 = 51,030,000; LSMGO 120.250 x 85,000 = 10,221,250: 61,251,250 to owners.
    // Redelivery: VLSFO 700.125 x 62,000 = 43,407,750; LSMGO 110.000 x 87,500 = 9,625,000: 53,032,750 to charterers.
    // Balance: 18,000,000 + 61,251,250 - 53,032,750 = 26,218,500.
    const s = hireStatement(
      input({
        bunkersOnDelivery: [
          { grade: 'VLSFO', tonnes: 850.5, pricePerTonne: 60_000 },
          { grade: 'LSMGO', tonnes: 120.25, pricePerTonne: 85_000 },
        ],
        bunkersOnRedelivery: [
          { grade: 'VLSFO', tonnes: 700.125, pricePerTonne: 62_000 },
          { grade: 'LSMGO', tonnes: 110, pricePerTonne: 87_500 },
        ],
      }),
    );
    expect(shape(s.lines)).toEqual([
      'hire 18000000 owners',
      'bunkers_on_delivery 51030000 owners',
      'bunkers_on_delivery 10221250 owners',
      'bunkers_on_redelivery 43407750 charterers',
      'bunkers_on_redelivery 9625000 charterers',
    ]);
    expect(s.lines[1].label).toBe('Bunkers on delivery: VLSFO');
    expect(s.lines[1].basis).toBe('850.500 t at $600.00 per tonne');
    expect(s.bunkersOnDelivery).toBe(61_251_250);
    expect(s.bunkersOnRedelivery).toBe(53_032_750);
    expect(s.balance).toBe(26_218_500);
  });

  it('CVE at USD 1,500 per 30 days pro rata over the whole charter, off-hire included, plus one-off expenses', () => {
    // 21,985 minutes (15 d 6 h 25 m): hire 18,320,833 (as above), off-hire 1,425,000.
    // CVE: 150,000 x 21,985 / 43,200 = 76,336.8 -> 76,337. One-offs: 85,000 + 250,000.
    // Balance: 18,320,833 - 1,425,000 + 76,337 + 85,000 + 250,000 = 17,307,170.
    const s = hireStatement(
      input({
        terms: terms({ redelivery: rotterdamAt('2026-03-16T07:25:00+01:00'), cvePer30Days: 150_000 }),
        offHires: [breakdown],
        expenses: [
          { label: 'Owners’ agency fees, Singapore', amount: 85_000 },
          { label: 'Hold cleaning by crew, Santos', amount: 250_000 },
        ],
      }),
    );
    const cve = s.lines.find((l) => l.kind === 'cve');
    expect(cve?.label).toBe('Communications, victualling and entertainment');
    expect(cve?.basis).toBe('$1,500.00 per 30 days for 15 d 6 h 25 m = 15.26736 days');
    expect(s.cve).toBe(76_337);
    expect(s.expenses).toBe(335_000);
    expect(s.balance).toBe(17_307_170);
  });

  it('a ballast bonus of USD 250,000 is owed to owners and bears the commissions like hire', () => {
    // Base: 18,000,000 + 25,000,000 = 43,000,000. Address 3.75% = 1,612,500; brokerage 1.25% = 537,500.
    // Balance: 43,000,000 - 1,612,500 - 537,500 = 40,850,000.
    const s = hireStatement(input({ terms: terms({ ballastBonus: 25_000_000, addressCommissionPercent: 3.75, brokeragePercent: 1.25 }) }));
    expect(shape(s.lines)).toEqual([
      'hire 18000000 owners',
      'ballast_bonus 25000000 owners',
      'address_commission 1612500 charterers',
      'brokerage 537500 charterers',
    ]);
    expect(s.lines[3].basis).toBe('1.25% of $430,000.00 (hire less off-hire, plus ballast bonus)');
    expect(s.balance).toBe(40_850_000);
  });

  it('two instalments paid in advance for an early redelivery leave the charterers USD 121,275 in credit', () => {
    // Redelivery 2026-03-20 12:00 UTC: 19.5 days x 1,200,000 = 23,400,000; address 3.75% = 877,500.
    // Paid: two net instalments of 18,000,000 - 675,000 = 17,325,000 each = 34,650,000.
    // Balance: 23,400,000 - 877,500 - 34,650,000 = -12,127,500 (owed to the charterers).
    const s = hireStatement(
      input({
        terms: terms({ redelivery: rotterdamAt('2026-03-20T13:00:00+01:00'), addressCommissionPercent: 3.75 }),
        payments: [
          { paidOn: '2026-03-16', amount: 17_325_000, note: 'Hire, 2nd instalment' },
          { paidOn: '2026-03-01', amount: 17_325_000, note: 'Hire, 1st instalment' },
        ],
      }),
    );
    expect(s.grossHire).toBe(23_400_000);
    expect(s.lines.filter((l) => l.kind === 'payment').map((l) => `${l.label}: ${l.basis}`)).toEqual([
      'Hire, 1st instalment: Received 2026-03-01',
      'Hire, 2nd instalment: Received 2026-03-16',
    ]);
    expect(s.paymentsReceived).toBe(34_650_000);
    expect(s.owedToOwners).toBe(23_400_000);
    expect(s.owedToCharterers).toBe(35_527_500);
    expect(s.balance).toBe(-12_127_500);
  });
});

describe('the hire instalments', () => {
  it('every 15 days in advance from delivery, the last pro rata to the minute', () => {
    // Expected redelivery 2026-04-10 20:07 at +02:00 (summer time from 29 March) = 18:07 UTC.
    // 1: 03-01 -> 03-16, 2: 03-16 -> 03-31 (15 days each: 18,000,000; 3.75% = 675,000; 1.25% = 225,000; net 17,100,000).
    // 3: 03-31 00:00 -> 04-10 18:07 = 10 x 1,440 + 18 x 60 + 7 = 15,487 min; 15,487 x 1,200,000 / 1,440 =
    // 12,905,833.33 -> 12,905,833; 3.75% = 483,968.74 -> 483,969; 1.25% = 161,322.91 -> 161,323;
    // net 12,905,833 - 483,969 - 161,323 = 12,260,541.
    const plan = hireInstalments(
      terms({ redelivery: rotterdamAt('2026-04-10T20:07:00+02:00'), addressCommissionPercent: 3.75, brokeragePercent: 1.25 }),
    );
    expect(plan.map((i) => [i.number, i.due, i.to, i.minutes, i.gross, i.addressCommission, i.brokerage, i.net])).toEqual([
      [1, '2026-03-01T00:00:00Z', '2026-03-16T00:00:00Z', 21_600, 18_000_000, 675_000, 225_000, 17_100_000],
      [2, '2026-03-16T00:00:00Z', '2026-03-31T00:00:00Z', 21_600, 18_000_000, 675_000, 225_000, 17_100_000],
      [3, '2026-03-31T00:00:00Z', '2026-04-10T18:07:00Z', 15_487, 12_905_833, 483_969, 161_323, 12_260_541],
    ]);
  });
});

describe('refused inputs', () => {
  it('redelivery before delivery, and an unknown time zone', () => {
    const bad = terms({ redelivery: { at: '2026-02-28T00:00:00Z', place: 'Rotterdam', timeZone: 'Europe/Rotterdam' } });
    expect(hireProblems(input({ terms: bad }))).toEqual([
      'Rotterdam: "Europe/Rotterdam" is not a known time zone',
      'Redelivery must come after delivery',
    ]);
    expect(() => hireInstalments(bad)).toThrow('Redelivery must come after delivery');
  });

  it('off-hire outside the charter, ending before it starts, or overlapping another', () => {
    const problems = hireProblems(
      input({
        offHires: [
          { from: '2026-02-28T22:00:00Z', to: '2026-03-01T04:00:00Z', reason: 'Repairs before delivery' },
          breakdown,
          { from: '2026-03-06T12:00:00Z', to: '2026-03-06T18:00:00Z', reason: 'Crew illness' },
          { from: '2026-03-10T12:00:00Z', to: '2026-03-10T12:00:00Z', reason: 'Hull cleaning' },
        ],
      }),
    );
    expect(problems).toEqual([
      'Off-hire from 2026-02-28T22:00:00Z (Repairs before delivery): it must fall between delivery and redelivery',
      'Off-hire from 2026-03-10T12:00:00Z (Hull cleaning): it must end after it starts',
      'Off-hire from 2026-03-06T12:00:00Z (Crew illness) overlaps off-hire from 2026-03-05T10:00:00Z',
    ]);
    expect(() => hireStatement(input({ offHires: [breakdown, { ...breakdown, reason: 'Again' }] }))).toThrow('overlaps');
  });

  it('a grade listed twice, and tonnes beyond the kilogram', () => {
    const lot = { grade: 'VLSFO' as const, tonnes: 10, pricePerTonne: 60_000 };
    expect(hireProblems(input({ bunkersOnRedelivery: [lot, lot] }))).toEqual(['Bunkers on redelivery: VLSFO is listed more than once']);
    expect(bunkerLotSchema.safeParse({ ...lot, tonnes: 10.0005 }).error?.issues[0].message).toBe('Tonnes have at most 3 decimals');
    expect(hireProblems(input({ offHires: [breakdown] }))).toEqual([]);
  });
});
