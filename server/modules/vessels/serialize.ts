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
    cranes: v.cranes,
    craneSwlT: v.craneSwlT,
    grabs: v.grabs,
    grabCubicM: v.grabCubicM,
    holds: v.holds,
    hatches: v.hatches,
    iceClass: v.iceClass,
    ladenSpeedKn: v.ladenSpeedKn,
    ladenConsumptionT: v.ladenConsumptionT,
    ballastSpeedKn: v.ballastSpeedKn,
    ballastConsumptionT: v.ballastConsumptionT,
    ecoLadenSpeedKn: v.ecoLadenSpeedKn,
    ecoLadenConsumptionT: v.ecoLadenConsumptionT,
    ecoBallastSpeedKn: v.ecoBallastSpeedKn,
    ecoBallastConsumptionT: v.ecoBallastConsumptionT,
    portConsumptionT: v.portConsumptionT,
    constantsT: v.constantsT,
  };
}
