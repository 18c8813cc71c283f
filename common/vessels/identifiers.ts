import { countryNames } from './country-names';
// Ship identifiers and their checks (see docs: IMO check digit, MMSI structure).

/** IMO ship number: 7 digits; d7 = (7*d1 + 6*d2 + 5*d3 + 4*d4 + 3*d5 + 2*d6) mod 10. */
export function isValidImo(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = d.slice(0, 6).reduce((acc, digit, i) => acc + digit * (7 - i), 0);
  return sum % 10 === d[6];
}

/** "IMO 9319466", " 9319466 " and "imo9319466" all normalise to "9319466". */
export const normalizeImo = (value: string) => value.replace(/^\s*imo\s*/i, '').trim();

/** A ship's MMSI: 9 digits, the first three the flag's Maritime Identification Digits (first digit 2-7). */
export const isValidShipMmsi = (value: string) => /^[2-7]\d{8}$/.test(value);

/** ISO 3166-1 alpha-2 codes, for the flag a ship flies. */
export const countryCodes = Object.keys(countryNames);
const countrySet = new Set(countryCodes);
export const isCountryCode = (value: string) => countrySet.has(value);

export const countryName = (code: string) => countryNames[code] ?? code;
