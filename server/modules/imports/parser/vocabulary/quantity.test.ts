import { describe, expect, it } from 'vitest';
import { readQuantity, readTolerance } from './quantity';

describe('readQuantity', () => {
  it('reads the forms README 3.9 gives', () => {
    const cases: [string, number | null][] = [
      ['55K', 55_000],
      ['55kt', 55_000],
      ['55,000 MT', 55_000],
      ['abt 25,000', 25_000],
      ['30/33,000', 33_000],
      ['6 x 170,000', 170_000],
      ['36,000 JAS m3', null],
      ['40,000 cbm', null],
      ['full and complete cargo', null],
    ];
    for (const [written, qty] of cases) expect([written, readQuantity(written)]).toEqual([written, qty]);
  });

  it('reads order lines as brokers write them', () => {
    const cases: [string, number | null][] = [
      ["50,000 MT 10% MOLOO WHEAT IN BULK (SF ABT 46')", 50_000],
      ['25,000 MT 5% MOLCHOPT STEEL COILS (HRC, UNIT WT MAX 25T)', 25_000],
      ['2 x 50,000 mt 10% moloo', 50_000],
      ['3x 25,000 mt', 25_000],
      ['55.000 mts', 55_000],
      ['25-30k mt', 30_000],
      ['55/60kt', 60_000],
      ['abt 58k', 58_000],
      ['COA 6 x 170,000 mt 10% moloo iron ore', 170_000],
      ['min/max 30,000 mt', 30_000],
      ['45000 mt +/-10pct moloo iron ore fines', 45_000],
      ['STEEL COILS (UNIT WT MAX 25T)', null],
      ['10% MOLOO', null],
      ['laycan 10-20 DEC 2026', null],
    ];
    for (const [written, qty] of cases) expect([written, readQuantity(written)]).toEqual([written, qty]);
  });
});

describe('readTolerance', () => {
  it('reads the forms of README 3.9 table', () => {
    const cases: [string, number | null, string | null][] = [
      ['10% MOLOO', 10, 'moloo'],
      ['10 PCT MOLOO', 10, 'moloo'],
      ['10% more or less in owners option', 10, 'moloo'],
      ["10% more or less in owners' option", 10, 'moloo'],
      ['5% MOLCHOPT', 5, 'molchopt'],
      ['10% CHOPT', 10, 'molchopt'],
      ['10% chopt', 10, 'molchopt'],
      ['5% MOLCO', 5, 'molchopt'],
      ["10% more or less in charterers' option", 10, 'molchopt'],
      ['+/-10pct moloo', 10, 'moloo'],
      ['10%', 10, null],
      ['min/max', 0, null],
      ['abt', null, null],
      ['30/33,000', null, null],
      ['', null, null],
    ];
    for (const [written, pct, option] of cases) expect([written, readTolerance(written)]).toEqual([written, { pct, option }]);
  });

  it('finds the tolerance in an order line, not its commission or an assay', () => {
    expect(readTolerance('50,000 MT 10% MOLOO WHEAT IN BULK')).toEqual({ pct: 10, option: 'moloo' });
    expect(readTolerance('30,000 mt min/max urea')).toEqual({ pct: 0, option: null });
    expect(readTolerance('Milling wheat 12.5 PCT PROTEIN')).toEqual({ pct: null, option: null });
    expect(readTolerance('40,000 mt coal, 3.75% TTL')).toEqual({ pct: null, option: null });
    expect(readTolerance('45000 mt +/-10pct moloo iron ore fines')).toEqual({ pct: 10, option: 'moloo' });
    expect(readTolerance('3x 25,000 mt 10% chopt scrap HMS 1/2 80:20')).toEqual({ pct: 10, option: 'molchopt' });
    expect(readTolerance('30kt naphtha +/- 10%')).toEqual({ pct: 10, option: null });
  });
});
