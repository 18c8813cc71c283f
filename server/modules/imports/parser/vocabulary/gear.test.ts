import { describe, expect, it } from 'vitest';
import { readGear } from './gear';

describe('readGear', () => {
  it('writes every spelling of no gear as gearless (README 3.4)', () => {
    for (const written of ['gearless', 'GEARLESS', 'gls', 'GLS', 'G/LESS', 'g/less', 'Gearless/grabless', 'no gear'])
      expect([written, readGear(written)]).toEqual([written, 'gearless']);
    expect(readGear('all gearless')).toBe('gearless');
    expect(readGear('Gear: nil')).toBe('gearless');
  });

  it('keeps a description as written, without its label and separators', () => {
    expect(readGear('4x30T CR / 4x12CBM GRABS')).toBe('4x30T CR / 4x12CBM GRABS');
    expect(readGear('C4x30/G4x12')).toBe('C4x30/G4x12');
    expect(readGear('2x80t cranes combinable 160t')).toBe('2x80t cranes combinable 160t');
    expect(readGear('geared')).toBe('geared');
    expect(readGear('Gear: 4x30t cr/4x12cbm grabs')).toBe('4x30t cr/4x12cbm grabs');
    expect(readGear('GEAR - 4X36T CR,')).toBe('4X36T CR');
    expect(readGear('Cargo gear 4 x 30T cranes')).toBe('4 x 30T cranes');
    expect(readGear('4X30T CRANES / NO GRABS')).toBe('4X30T CRANES / NO GRABS');
    expect(readGear('gearred 4x30t crns + 4x12cbm grabs')).toBe('4x30t crns + 4x12cbm grabs');
  });

  it('answers null for no description or a placeholder', () => {
    expect(readGear('')).toBeNull();
    expect(readGear(' - ')).toBeNull();
    expect(readGear('Gear: TBA')).toBeNull();
  });
});
