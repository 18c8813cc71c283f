import type { vessels } from '../../db/schema';
import { particularsAsGiven } from '../../../common/vessels/particulars';

type VesselRow = typeof vessels.$inferSelect;

export const mediaUrl = (key: string) => `/api/media/${key}`;

/** The particulars every vessel view shares; money stays in minor units with its currency. */
export function particulars(v: VesselRow) {
  return {
    id: v.id,
    name: v.name,
    type: v.type,
    imo: v.imo,
    mmsi: v.mmsi,
    callSign: v.callSign,
    flag: v.flag,
    lengthM: v.lengthM,
    beamM: v.beamM,
    draughtM: v.draughtM,
    deadweightT: v.deadweightT,
    capacity: v.capacity,
    buildYear: v.buildYear,
    classSociety: v.classSociety,
    piClub: v.piClub,
    piExpiry: v.piExpiry,
    openPort: v.openPort,
    openRegion: v.openRegion,
    openDate: v.openDate,
    openDateTo: v.openDateTo,
    preferredRegions: v.preferredRegions,
    excludedRegions: v.excludedRegions,
    charterTypes: v.charterTypes,
    ratePerDay: v.ratePerDay,
    rateCurrency: v.rateCurrency,
    description: v.description,
    status: v.status,
    archived: v.archivedAt !== null,
    createdAt: v.createdAt.toISOString(),
    grainCubicM: v.grainCubicM,
    baleCubicM: v.baleCubicM,
    ...particularsAsGiven(v),
  };
}
