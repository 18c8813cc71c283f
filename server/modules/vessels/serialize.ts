import type { vessels } from '../../db/schema';

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
    openDate: v.openDate,
    charterTypes: v.charterTypes,
    ratePerDay: v.ratePerDay,
    rateCurrency: v.rateCurrency,
    description: v.description,
    status: v.status,
    archived: v.archivedAt !== null,
    createdAt: v.createdAt.toISOString(),
  };
}
