import { z } from 'zod';
import { isLocode, normalizeLocode } from './locode';
import { isRegionCode, regionOf, type RegionCode } from './regions';

// Where a cargo loads or a ship opens is either one port (its UN/LOCODE) or a region brokers name ("ECSA").
// One string carries either: a region code is never five letters of a LOCODE's shape with a known country, and
// the codes are checked against the table, so "USG" and "USHOU" cannot be confused.

export type Place = { kind: 'port'; locode: string } | { kind: 'region'; code: RegionCode };

/** "usg" → USG, "nl rtm" → NLRTM; anything else unchanged (and then refused by the schema). */
export function normalizePlace(value: string): string {
  const upper = value.trim().toUpperCase();
  if (isRegionCode(upper)) return upper;
  return isLocode(upper) ? normalizeLocode(upper) : value.trim();
}

export function readPlace(code: string): Place | null {
  if (isRegionCode(code)) return { kind: 'region', code };
  if (isLocode(code)) return { kind: 'port', locode: normalizeLocode(code) };
  return null;
}

/** The port a distance from or to this place is reckoned from. */
export function referencePort(place: Place): string {
  return place.kind === 'port' ? place.locode : regionOf(place.code).referencePort;
}

/**
 * A port's UN/LOCODE or a region's code, normalised. Whether a LOCODE is a port Fairlead knows is the server's
 * check (the ports table); the shape and the region table are checked here, in the form as in the API.
 */
export const placeSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform(normalizePlace)
    .refine((v) => readPlace(v) !== null, `${label} must be a port (UN/LOCODE such as NLRTM) or a region such as ECSA`);
