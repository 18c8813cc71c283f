import type { VesselParticulars } from '../../common/vessels/api';

/** The particulars matching needs (#27), none given: what a ship listed before them answers. Tests spread it in. */
export const withoutMatchingParticulars = {
  openRegion: null,
  openDateTo: null,
  preferredRegions: [],
  excludedRegions: [],
  grainCubicM: null,
  baleCubicM: null,
  cranes: null,
  craneSwlT: null,
  grabs: null,
  grabCubicM: null,
  holds: null,
  hatches: null,
  iceClass: null,
  ladenSpeedKn: null,
  ladenConsumptionT: null,
  ballastSpeedKn: null,
  ballastConsumptionT: null,
  ecoLadenSpeedKn: null,
  ecoLadenConsumptionT: null,
  ecoBallastSpeedKn: null,
  ecoBallastConsumptionT: null,
  portConsumptionT: null,
  constantsT: null,
} satisfies Partial<VesselParticulars>;
