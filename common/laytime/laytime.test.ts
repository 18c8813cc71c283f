import { describe, expect, it } from 'vitest';
import { laytimeSheet } from './compute';
import { factsProblems } from './facts';
import type { LaytimeTerms, PortCall } from './terms';

// Worked examples, each computed by hand in its comment (dates of March 2026: the 1st is a Sunday, so Friday the
// 6th, Saturday the 7th, Sunday the 8th, Monday the 9th). Money in cents per day: 2,000,000 is USD 20,000 a day.

const terms = (over: Partial<LaytimeTerms> = {}): LaytimeTerms => ({
  regime: 'SHINC',
  excepted: 'even_if_used',
  weatherWorkingDays: true,
  turnTimeHours: 0,
  turnTimeFrom: 'tendered',
  soonerCommencedCounts: true,
  shiftingCounts: false,
  reversible: false,
  demurragePerDay: 2_000_000,
  despatchPerDay: 1_000_000,
  despatchOn: 'working_time_saved',
  ...over,
});
const call = (over: Partial<PortCall> & Pick<PortCall, 'norTendered' | 'completed'>): PortCall => ({
  port: 'Rotterdam (NL RTM)',
  timeZone: 'UTC',
  allowance: { kind: 'fixed', hours: 72 },
  holidays: [],
  commenced: over.norTendered,
  interruptions: [],
  ...over,
});
const z = (local: string) => `2026-03-${local}:00Z`; // "06T08:00" -> 2026-03-06T08:00:00Z
/** Each period as "from to counting", short, for reading the sheet in the test. */
const shape = (periods: { from: string; to: string; counting: string }[]) =>
  periods.map((p) => `${p.from.slice(8, 16)} ${p.to.slice(8, 16)} ${p.counting}`);

describe('the laytime statement, against worked examples', () => {
  // Notice Friday 08:00, 12 hours' turn time: laytime from Friday 20:00. Work from 21:00 to Tuesday 08:00.
  const weekend = call({ norTendered: z('06T08:00'), commenced: z('06T21:00'), completed: z('10T08:00') });

  it('SHINC across a weekend: every hour counts, 72 hours run out Monday 20:00, 12 hours on demurrage', () => {
    const sheet = laytimeSheet(terms({ turnTimeHours: 12 }), [weekend]);
    expect(sheet.ports[0].laytimeStarts).toBe('2026-03-06T20:00:00Z');
    expect(shape(sheet.ports[0].periods)).toEqual([
      '06T08:00 06T20:00 before',
      '06T20:00 06T21:00 laytime',
      '06T21:00 09T20:00 laytime',
      '09T20:00 10T08:00 demurrage',
    ]);
    expect(sheet.laytimeMinutes).toBe(72 * 60);
    expect(sheet.demurrageMinutes).toBe(12 * 60);
    expect(sheet.demurrage).toBe(1_000_000); // half a day at USD 20,000
    expect(sheet.balance).toBe(1_000_000);
  });

  it('SHEX, excepted even if used: Sunday is left out, 60 hours used, 12 hours of working time saved', () => {
    // Friday 20:00 to Sunday 00:00 is 28 h; Sunday out; Monday 00:00 to Tuesday 08:00 is 32 h: 60 of 72.
    const sheet = laytimeSheet(terms({ turnTimeHours: 12, regime: 'SHEX' }), [weekend]);
    expect(shape(sheet.ports[0].periods)).toEqual([
      '06T08:00 06T20:00 before',
      '06T20:00 06T21:00 laytime',
      '06T21:00 08T00:00 laytime',
      '08T00:00 09T00:00 excepted',
      '09T00:00 10T08:00 laytime',
    ]);
    expect(sheet.ports[0].periods[3].reason).toBe('Sunday: excepted (SHEX)');
    expect(sheet.laytimeMinutes).toBe(60 * 60);
    expect(sheet.savedMinutes).toBe(12 * 60);
    expect(sheet.despatch).toBe(500_000); // half a day at USD 10,000
    expect(sheet.balance).toBe(-500_000);
  });

  it('SHEX unless used: the Sunday worked counts, so the result is the SHINC one', () => {
    const sheet = laytimeSheet(terms({ turnTimeHours: 12, regime: 'SHEX', excepted: 'unless_used' }), [weekend]);
    expect(sheet.ports[0].periods.find((p) => p.from === '2026-03-08T00:00:00Z')?.reason).toBe('Sunday, worked: counts (SHEX unless used)');
    expect(sheet.demurrageMinutes).toBe(12 * 60);
    expect(sheet.demurrage).toBe(1_000_000);
  });

  it('a port holiday under SHEX is left out like a Sunday', () => {
    // Notice Thursday 10:00 + 6 h: from 16:00. 48 h allowed. Thu 16-24 (8 h), Friday holiday out, Saturday 24 h,
    // Sunday out, Monday 00-12 (12 h): 44 h used, 4 h saved at USD 7,500 a day = USD 1,250.
    const sheet = laytimeSheet(terms({ turnTimeHours: 6, regime: 'SHEX', despatchPerDay: 750_000 }), [
      call({
        norTendered: z('05T10:00'),
        commenced: z('05T16:00'),
        completed: z('09T12:00'),
        holidays: ['2026-03-06'],
        allowance: { kind: 'fixed', hours: 48 },
      }),
    ]);
    expect(shape(sheet.ports[0].periods)).toEqual([
      '05T10:00 05T16:00 before',
      '05T16:00 06T00:00 laytime',
      '06T00:00 07T00:00 excepted',
      '07T00:00 08T00:00 laytime',
      '08T00:00 09T00:00 excepted',
      '09T00:00 09T12:00 laytime',
    ]);
    expect(sheet.ports[0].periods[2].reason).toBe('Holiday: excepted (SHEX)');
    expect(sheet.laytimeMinutes).toBe(44 * 60);
    expect(sheet.savedMinutes).toBe(4 * 60);
    expect(sheet.despatch).toBe(125_000);
  });

  it('rain during laytime does not count under weather working days; rain on demurrage does', () => {
    // 24 h from Monday 06:00. Rain 10-14 out: laytime runs 06-10 and 14:00 to Tuesday 10:00. Demurrage Tuesday
    // 10:00-18:00, the rain of 12-15 included: 8 h at USD 24,000 a day = USD 8,000.
    const sheet = laytimeSheet(terms({ demurragePerDay: 2_400_000 }), [
      call({
        norTendered: z('02T06:00'),
        completed: z('03T18:00'),
        allowance: { kind: 'fixed', hours: 24 },
        interruptions: [
          { kind: 'rain', from: z('02T10:00'), to: z('02T14:00') },
          { kind: 'rain', from: z('03T12:00'), to: z('03T15:00') },
        ],
      }),
    ]);
    expect(shape(sheet.ports[0].periods)).toEqual([
      '02T06:00 02T10:00 laytime',
      '02T10:00 02T14:00 excepted',
      '02T14:00 03T10:00 laytime',
      '03T10:00 03T12:00 demurrage',
      '03T12:00 03T15:00 demurrage',
      '03T15:00 03T18:00 demurrage',
    ]);
    expect(sheet.ports[0].periods[1].reason).toBe('Rain: weather working days');
    expect(sheet.ports[0].periods[4].reason).toBe('Rain: counts on demurrage (once on demurrage, always on demurrage)');
    expect(sheet.demurrageMinutes).toBe(8 * 60);
    expect(sheet.demurrage).toBe(800_000);
  });

  describe('two ports: 30,000 t loaded at 10,000 t a day (3 days) and discharged at 15,000 t a day (2 days)', () => {
    const ports = [
      call({
        port: 'Santos (BR SSZ)',
        allowance: { kind: 'rate', quantityTonnes: 30_000, tonnesPerDay: 10_000 },
        norTendered: z('02T00:00'),
        commenced: z('02T12:00'),
        completed: z('04T12:00'),
      }),
      call({
        port: 'Qingdao (CN TAO)',
        allowance: { kind: 'rate', quantityTonnes: 30_000, tonnesPerDay: 15_000 },
        norTendered: z('10T00:00'),
        commenced: z('10T12:00'),
        completed: z('14T00:00'),
      }),
    ];
    const both = terms({ turnTimeHours: 12, demurragePerDay: 1_800_000, despatchPerDay: 900_000 });

    it('reversible: 5 days for both; 48 h used loading leaves 72 h, out Friday 12:00: 12 h on demurrage', () => {
      const sheet = laytimeSheet({ ...both, reversible: true }, ports);
      expect(sheet.allowedMinutes).toBe(5 * 24 * 60);
      expect(sheet.ports.map((p) => [p.laytimeMinutes, p.demurrageMinutes])).toEqual([
        [48 * 60, 0],
        [72 * 60, 12 * 60],
      ]);
      expect(sheet.demurrage).toBe(900_000); // half a day at USD 18,000
      expect(sheet.despatch).toBe(0);
      expect(sheet.balance).toBe(900_000);
    });

    it('not reversible: a day saved loading (despatch USD 9,000), 36 h on demurrage discharging (USD 27,000)', () => {
      const sheet = laytimeSheet(both, ports);
      expect(sheet.ports.map((p) => [p.allowedMinutes, p.laytimeMinutes, p.demurrageMinutes])).toEqual([
        [72 * 60, 48 * 60, 0],
        [48 * 60, 48 * 60, 36 * 60],
      ]);
      expect(sheet.despatch).toBe(900_000);
      expect(sheet.demurrage).toBe(2_700_000);
      expect(sheet.balance).toBe(1_800_000);
    });
  });

  it('once on demurrage, always on demurrage: the Sunday counts, a breakdown of the ship’s gear never does', () => {
    // 24 h from Friday 00:00, out Saturday 00:00. Demurrage to Monday 06:00 is 54 h, less 2 h of breakdown on
    // Sunday: 52 h at USD 20,000 a day = USD 43,333.33.
    const sheet = laytimeSheet(terms({ regime: 'SHEX' }), [
      call({
        norTendered: z('06T00:00'),
        completed: z('09T06:00'),
        allowance: { kind: 'fixed', hours: 24 },
        interruptions: [{ kind: 'breakdown', from: z('08T10:00'), to: z('08T12:00') }],
      }),
    ]);
    expect(shape(sheet.ports[0].periods)).toEqual([
      '06T00:00 07T00:00 laytime',
      '07T00:00 08T00:00 demurrage',
      '08T00:00 08T10:00 demurrage',
      '08T10:00 08T12:00 excepted',
      '08T12:00 09T00:00 demurrage',
      '09T00:00 09T06:00 demurrage',
    ]);
    expect(sheet.ports[0].periods[2].reason).toBe('Sunday: counts on demurrage (once on demurrage, always on demurrage)');
    expect(sheet.demurrageMinutes).toBe(52 * 60);
    expect(sheet.demurrage).toBe(4_333_333);
  });

  it('despatch on all time saved counts the Sunday laytime would have skipped; on working time saved it does not', () => {
    // 108 h from Wednesday 00:00; done Friday 12:00 after 60 h: 48 h of laytime left. Working time saved: 2 days.
    // All time saved: that laytime would have run Friday 12:00 to Sunday 00:00 (36 h), skipped Sunday, and ended
    // Monday 12:00: 3 days. At USD 10,000 a day: USD 20,000 and USD 30,000.
    const facts = [call({ norTendered: z('04T00:00'), completed: z('06T12:00'), allowance: { kind: 'fixed', hours: 108 } })];
    const working = laytimeSheet(terms({ regime: 'SHEX' }), facts);
    const all = laytimeSheet(terms({ regime: 'SHEX', despatchOn: 'all_time_saved' }), facts);
    expect([working.savedMinutes, working.despatch]).toEqual([48 * 60, 2_000_000]);
    expect([all.savedMinutes, all.despatch]).toEqual([72 * 60, 3_000_000]);
  });

  it('turn time ending on a Sunday under SHEX: laytime waits for Monday 00:00, work from 06:00', () => {
    // Notice Saturday 14:00 + 12 h = Sunday 02:00, excepted to Monday 00:00. 24 h allowed; done Monday 20:00 after
    // 20 h: 4 h saved at USD 10,000 a day = USD 1,666.67.
    const sheet = laytimeSheet(terms({ regime: 'SHEX', turnTimeHours: 12 }), [
      call({ norTendered: z('07T14:00'), commenced: z('09T06:00'), completed: z('09T20:00'), allowance: { kind: 'fixed', hours: 24 } }),
    ]);
    expect(sheet.ports[0].laytimeStarts).toBe('2026-03-08T02:00:00Z');
    expect(shape(sheet.ports[0].periods)).toEqual([
      '07T14:00 08T02:00 before',
      '08T02:00 09T00:00 excepted',
      '09T00:00 09T06:00 laytime',
      '09T06:00 09T20:00 laytime',
    ]);
    expect(sheet.laytimeMinutes).toBe(20 * 60);
    expect(sheet.despatch).toBe(166_667);
  });

  it('a shift between berths does not count unless the terms say so', () => {
    // 48 h from Monday 08:00 to Wednesday 08:00, 3 h shifting on Tuesday: 45 h used, 3 h saved at USD 8,000 a
    // day = USD 1,000. Counting the shift: 48 h used, nothing saved.
    const facts = [
      call({
        norTendered: z('02T08:00'),
        completed: z('04T08:00'),
        allowance: { kind: 'fixed', hours: 48 },
        interruptions: [{ kind: 'shifting', from: z('03T08:00'), to: z('03T11:00') }],
      }),
    ];
    const excluded = laytimeSheet(terms({ despatchPerDay: 800_000 }), facts);
    expect([excluded.laytimeMinutes, excluded.savedMinutes, excluded.despatch]).toEqual([45 * 60, 3 * 60, 100_000]);
    expect(excluded.ports[0].periods[1].reason).toBe('Shifting between berths: does not count');
    const counted = laytimeSheet(terms({ despatchPerDay: 800_000, shiftingCounts: true }), facts);
    expect([counted.laytimeMinutes, counted.savedMinutes, counted.balance]).toEqual([48 * 60, 0, 0]);
  });

  it('SATPM leaves out Saturday from noon', () => {
    // 48 h from Friday 00:00: Friday 24 h, Saturday 00-12 12 h, out to Monday 00:00, Monday 00-12 12 h. Done
    // Monday 18:00: 6 h on demurrage at USD 20,000 a day = USD 5,000.
    const sheet = laytimeSheet(terms({ regime: 'SATPM' }), [
      call({ norTendered: z('06T00:00'), completed: z('09T18:00'), allowance: { kind: 'fixed', hours: 48 } }),
    ]);
    expect(shape(sheet.ports[0].periods)).toEqual([
      '06T00:00 07T12:00 laytime',
      '07T12:00 08T00:00 excepted',
      '08T00:00 09T00:00 excepted',
      '09T00:00 09T12:00 laytime',
      '09T12:00 09T18:00 demurrage',
    ]);
    expect(sheet.ports[0].periods[1].reason).toBe('Saturday afternoon: excepted (SATPM)');
    expect(sheet.demurrage).toBe(500_000);
  });

  it('weekends are the port’s own: Sunday in Santos begins at 03:00 UTC', () => {
    // Santos is UTC-3. Notice Saturday 18:00 UTC + 6 h: laytime from Sunday 00:00 UTC, which is still Saturday 21:00
    // in Santos, so 3 h count before Sunday there (03:00 UTC). Done Monday 02:00 UTC, still Sunday in Santos: 3 h
    // used of 24, 21 h saved at USD 12,000 a day = USD 10,500. Reckoned in UTC it would have been 2 h used.
    const sheet = laytimeSheet(terms({ regime: 'SHEX', turnTimeHours: 6, despatchPerDay: 1_200_000 }), [
      call({
        port: 'Santos (BR SSZ)',
        timeZone: 'America/Sao_Paulo',
        norTendered: z('07T18:00'),
        commenced: z('08T00:00'),
        completed: z('09T02:00'),
        allowance: { kind: 'fixed', hours: 24 },
      }),
    ]);
    expect(shape(sheet.ports[0].periods)).toEqual(['07T18:00 08T00:00 before', '08T00:00 08T03:00 laytime', '08T03:00 09T02:00 excepted']);
    expect(sheet.laytimeMinutes).toBe(3 * 60);
    expect(sheet.savedMinutes).toBe(21 * 60);
    expect(sheet.despatch).toBe(1_050_000);
  });

  it('pro rata to the minute: 4 days 6 hours 30 minutes at USD 30,000 a day is USD 128,125', () => {
    const sheet = laytimeSheet(terms({ demurragePerDay: 3_000_000 }), [
      call({ norTendered: z('02T00:00'), completed: z('08T06:30'), allowance: { kind: 'fixed', hours: 48 } }),
    ]);
    expect(sheet.demurrageMinutes).toBe(4 * 1440 + 6 * 60 + 30);
    expect(sheet.demurrage).toBe(12_812_500);
  });
});

describe('a statement of facts that cannot be computed is refused with the reason', () => {
  const good = call({ norTendered: z('02T06:00'), completed: z('03T18:00') });

  it('accepts facts in order', () => {
    expect(factsProblems({ ...good, interruptions: [{ kind: 'rain', from: z('02T10:00'), to: z('02T12:00') }] })).toEqual([]);
  });

  it('names events out of order, overlapping interruptions and interruptions outside the call', () => {
    expect(factsProblems({ ...good, norAccepted: z('02T05:00') })).toEqual(['The notice of readiness cannot be accepted before it was tendered']);
    expect(factsProblems({ ...good, commenced: z('03T19:00') })).toEqual(['Completion must come after work commenced']);
    expect(
      factsProblems({
        ...good,
        interruptions: [
          { kind: 'rain', from: z('02T10:00'), to: z('02T14:00') },
          { kind: 'strike', from: z('02T12:00'), to: z('02T16:00') },
          { kind: 'shifting', from: z('04T00:00'), to: z('04T02:00') },
          { kind: 'breakdown', from: z('03T02:00'), to: z('03T01:00') },
        ],
      }),
    ).toEqual([
      "Breakdown of the ship's gear from 2026-03-03T02:00:00Z: it must end after it starts",
      'Shifting between berths from 2026-03-04T00:00:00Z: it must fall between the notice of readiness and completion',
      'Strike from 2026-03-02T12:00:00Z overlaps rain from 2026-03-02T10:00:00Z',
    ]);
  });
});
