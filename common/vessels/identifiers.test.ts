import { describe, expect, it } from 'vitest';
import { formatLocode, isLocode, normalizeLocode } from '../ports/locode';
import { isValidImo, isValidShipMmsi, normalizeImo } from './identifiers';

describe('identifiers', () => {
  it('checks the IMO check digit', () => {
    expect(isValidImo('9319466')).toBe(true);
    expect(isValidImo('9380362')).toBe(true);
    expect(isValidImo('8814274')).toBe(false);
    expect(isValidImo('931946')).toBe(false);
    expect(normalizeImo('IMO 9319466')).toBe('9319466');
  });
  it('checks MMSI and UN/LOCODE', () => {
    expect(isValidShipMmsi('241234000')).toBe(true);
    expect(isValidShipMmsi('041234000')).toBe(false);
    expect(isValidShipMmsi('24123400')).toBe(false);
    expect(isLocode('NL RTM')).toBe(true);
    expect(isLocode('NLRT1')).toBe(false);
    expect(normalizeLocode('nl rtm')).toBe('NLRTM');
    expect(formatLocode('NLRTM')).toBe('NL RTM');
  });
});
