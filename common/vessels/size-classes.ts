import type { VesselType } from './vessel-status';

/**
 * The size classes brokers name ships by, from the deadweight (tonnes). One table serves the screens and the back
 * office's SQL (server/modules/admin/dashboard-sql.ts writes its CASE from it), so the two never disagree. A class
 * runs from its `minT` up to the next class's `minT` (exclusive); each type's list starts at 0, so every ship with
 * a deadweight has exactly one class. Bands follow common market usage (Baltic Exchange, Clarksons), rounded.
 */
export type SizeBand = { label: string; minT: number };

export const sizeBands: Record<VesselType, readonly SizeBand[]> = {
  bulkCarrier: [
    { label: 'Small bulk (under 10,000 dwt)', minT: 0 },
    { label: 'Handysize', minT: 10_000 },
    { label: 'Handymax/Supramax', minT: 40_000 },
    { label: 'Panamax/Kamsarmax', minT: 65_000 },
    { label: 'Post-Panamax', minT: 85_000 },
    { label: 'Capesize', minT: 120_000 },
    { label: 'VLOC', minT: 220_000 },
  ],
  tanker: [
    { label: 'Small tanker (under 10,000 dwt)', minT: 0 },
    { label: 'Handy tanker', minT: 10_000 },
    { label: 'MR', minT: 25_000 },
    { label: 'LR1', minT: 55_000 },
    { label: 'Aframax/LR2', minT: 80_000 },
    { label: 'Suezmax', minT: 120_000 },
    { label: 'VLCC', minT: 200_000 },
  ],
  container: [
    { label: 'Feeder container ship (under 15,000 dwt)', minT: 0 },
    { label: 'Feedermax container ship', minT: 15_000 },
    { label: 'Panamax container ship', minT: 40_000 },
    { label: 'Post-Panamax container ship', minT: 80_000 },
    { label: 'Ultra-large container ship', minT: 150_000 },
  ],
  general: [
    { label: 'Coaster (under 5,000 dwt)', minT: 0 },
    { label: 'General cargo 5,000-15,000 dwt', minT: 5_000 },
    { label: 'General cargo 15,000 dwt and over', minT: 15_000 },
  ],
  roro: [
    { label: 'Ro-ro under 10,000 dwt', minT: 0 },
    { label: 'Ro-ro 10,000 dwt and over', minT: 10_000 },
  ],
  passenger: [
    { label: 'Passenger ship under 5,000 dwt', minT: 0 },
    { label: 'Passenger ship 5,000 dwt and over', minT: 5_000 },
  ],
};

/** Where the ship states no deadweight. */
export const sizeNotStated = 'Size not stated';

/** The size class of a ship of `type` and `deadweightT` tonnes. */
export function sizeClassOf(type: VesselType, deadweightT: number | null): string {
  if (deadweightT === null) return sizeNotStated;
  const bands = sizeBands[type];
  let label = bands[0].label;
  for (const band of bands) if (deadweightT >= band.minT) label = band.label;
  return label;
}
