import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { iceClasses } from './particulars';
import { pictureSchema } from './picture';
import { vesselTypes } from './vessel-status';

// The particulars every vessel view shares, and the owner's fleet list, apart from the rest of the vessels' API: the
// cargo pages that offer a ship from the fleet need this one endpoint, not the schemas of every vessel form.

const n = z.number().nullable();
/** The particulars matching needs (#27): null is not given. Knots, tonnes a day, tonnes, cubic metres. */
const particularsOutput = {
  grainCubicM: n,
  baleCubicM: n,
  cranes: n,
  craneSwlT: n,
  grabs: n,
  grabCubicM: n,
  holds: n,
  hatches: n,
  iceClass: z.enum(iceClasses).nullable(),
  ladenSpeedKn: n,
  ladenConsumptionT: n,
  ballastSpeedKn: n,
  ballastConsumptionT: n,
  ecoLadenSpeedKn: n,
  ecoLadenConsumptionT: n,
  ecoBallastSpeedKn: n,
  ecoBallastConsumptionT: n,
  portConsumptionT: n,
  constantsT: n,
};

/** The particulars every vessel view shares: money in minor units with its currency, dates as YYYY-MM-DD. */
export const vesselParticularsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(vesselTypes),
  imo: z.string().nullable(),
  mmsi: z.string().nullable(),
  callSign: z.string().nullable(),
  flag: z.string().nullable(),
  lengthM: z.number(),
  beamM: z.number().nullable(),
  draughtM: z.number().nullable(),
  deadweightT: z.number().nullable(),
  capacity: z.number(),
  buildYear: z.number().int(),
  classSociety: z.string().nullable(),
  piClub: z.string().nullable(),
  piExpiry: z.string().nullable(),
  openPort: z.string().nullable(),
  /** A region code (common/ports/regions.ts) when the ship opens in a region rather than at a port. */
  openRegion: z.string().nullable(),
  openDate: z.string().nullable(),
  /** The end of the open range; null: open from `openDate` on. */
  openDateTo: z.string().nullable(),
  preferredRegions: z.array(z.string()),
  excludedRegions: z.array(z.string()),
  charterTypes: z.array(z.string()),
  ratePerDay: z.number().int().nullable(),
  rateCurrency: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
  ...particularsOutput,
});
export type VesselParticulars = z.infer<typeof vesselParticularsSchema>;

export const fleetVesselSchema = vesselParticularsSchema.extend({
  photoCount: z.number().int(),
  photo: z.string().nullable(),
  picture: pictureSchema.nullable(),
  public: z.boolean(),
  hiddenReasons: z.array(z.string()),
});
export type FleetVessel = z.infer<typeof fleetVesselSchema>;

export const fleetEndpoint = endpoint({
  method: 'get',
  path: '/api/owner/vessels',
  operationId: 'listMyFleet',
  tag: 'Vessels',
  access: ['owner'],
  summary: 'The owner’s own vessels with whether each is public, and why not',
  ok: { status: 200, schema: z.object({ items: z.array(fleetVesselSchema) }) },
});
