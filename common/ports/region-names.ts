// The regions' codes and names alone: what a page or a schema needs to name a region, without the member port lists
// of regions.ts (which the port field, loaded by many pages, does not need).

export const regionNames = {
  CJK: 'China, Japan, Korea',
  SEA: 'South-East Asia',
  NOPAC: 'North Pacific (US and Canada west coast)',
  ECAUS: 'East Coast Australia',
  WCAUS: 'West Coast Australia',
  PG: 'Arabian Gulf',
  RSEA: 'Red Sea',
  WCI: 'West Coast India and Pakistan',
  ECI: 'East Coast India and Bangladesh',
  SAF: 'South Africa',
  WAF: 'West Africa',
  MED: 'Mediterranean',
  BSEA: 'Black Sea and Azov',
  CONT: 'Continent (Le Havre–Hamburg) and UK',
  BALTIC: 'Baltic',
  'SKAW-PASSERO': 'Skaw–Cape Passero range',
  'SKAW-GIB': 'Skaw–Gibraltar range',
  USG: 'US Gulf',
  USEC: 'US East Coast',
  ECSA: 'East Coast South America',
  NCSA: 'North Coast South America and Caribbean',
  WCSA: 'West Coast South America',
} as const;
export type RegionCode = keyof typeof regionNames;
export const regionCodes = Object.keys(regionNames) as [RegionCode, ...RegionCode[]];

export const isRegionCode = (value: string): value is RegionCode => Object.hasOwn(regionNames, value);
