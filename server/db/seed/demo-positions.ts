import type { RegionCode } from '../../../common/ports/regions';
import type { vessels } from '../schema';

// Where and when each demo ship opens and what matching needs to know of her (#27): cubic, gear, holds, ice class,
// speeds and consumptions, constants, and her owner's trading ranges. Figures are the usual ones for the type and
// size; a bulk carrier's grain cubic is its listed capacity (the same figure), a tanker's tanks are its capacity.

export type DemoPosition = {
  /** A port (UN/LOCODE) or a region brokers name; never both. */
  openPort?: string;
  openRegion?: RegionCode;
  /** Opens this many days after the seed's today, for a range of `rangeDays` more. */
  openInDays: number;
  rangeDays: number;
  preferredRegions?: RegionCode[];
  excludedRegions?: RegionCode[];
};

export type DemoParticulars = {
  grainCubicM?: number;
  baleCubicM?: number;
  cranes?: number;
  craneSwlT?: number;
  grabs?: number;
  grabCubicM?: number;
  holds?: number;
  hatches?: number;
  iceClass: NonNullable<(typeof vessels.$inferInsert)['iceClass']>;
  /** Full and eco speeds in knots, each with its consumption in tonnes a day: [laden, ballast]. */
  full: [[number, number], [number, number]];
  eco: [[number, number], [number, number]];
  portConsumptionT: number;
  constantsT: number;
};

/** Geared handy and supra sizes: four 30 t cranes, usually with grabs. */
const fourCranes = { cranes: 4, craneSwlT: 30 };
/** Gearless: known to have none (a matcher reads null as not stated). */
const gearless = { cranes: 0, grabs: 0 };

export const demoPositions: Record<string, DemoPosition> = {
  'Aegean Spirit': { openPort: 'GRPIR', openInDays: 6, rangeDays: 3, preferredRegions: ['ECSA', 'USG', 'CJK'], excludedRegions: ['BALTIC'] },
  Kalliope: { openPort: 'CNTAO', openInDays: 28, rangeDays: 4, preferredRegions: ['CJK', 'SEA', 'NOPAC'], excludedRegions: ['WAF'] },
  'Thira Star': { openPort: 'ITGOA', openInDays: 3, rangeDays: 3, preferredRegions: ['MED', 'BSEA', 'CONT'] },
  'Naxos Trader': { openPort: 'GRPIR', openInDays: 40, rangeDays: 3, preferredRegions: ['MED', 'BSEA'] },
  Hardanger: { openRegion: 'CONT', openInDays: 8, rangeDays: 4, preferredRegions: ['CONT', 'BALTIC', 'WAF'], excludedRegions: ['PG', 'RSEA'] },
  'Nordic Fjell': { openPort: 'NLRTM', openInDays: 10, rangeDays: 3, preferredRegions: ['CONT', 'BALTIC'] },
  'Bergen Express': { openPort: 'DEBRV', openInDays: 35, rangeDays: 3 },
  'Stavanger Pride': { openPort: 'NOSVG', openInDays: 14, rangeDays: 3 },
  'Straits Harmony': { openRegion: 'SEA', openInDays: 8, rangeDays: 3, preferredRegions: ['SEA', 'PG', 'WCI'] },
  'Lion City Pioneer': { openPort: 'AEFJR', openInDays: 18, rangeDays: 4, preferredRegions: ['PG', 'CJK'], excludedRegions: ['BALTIC'] },
};

export const demoParticulars: Record<string, DemoParticulars> = {
  // Kamsarmax, gearless, 7 holds.
  'Aegean Spirit': {
    grainCubicM: 97_000,
    baleCubicM: 93_500,
    ...gearless,
    holds: 7,
    hatches: 7,
    iceClass: 'none',
    full: [
      [13.5, 28],
      [14, 26],
    ],
    eco: [
      [12, 21],
      [12.5, 19.5],
    ],
    portConsumptionT: 3.5,
    constantsT: 400,
  },
  // Ultramax, geared and grab fitted.
  Kalliope: {
    grainCubicM: 79_000,
    baleCubicM: 76_500,
    ...fourCranes,
    grabs: 4,
    grabCubicM: 12,
    holds: 5,
    hatches: 5,
    iceClass: 'none',
    full: [
      [13.5, 28],
      [14, 25],
    ],
    eco: [
      [12, 20],
      [12.5, 19],
    ],
    portConsumptionT: 3,
    constantsT: 350,
  },
  // Multipurpose tweendecker: her capacity is bale; two 60 t cranes.
  'Thira Star': {
    grainCubicM: 17_200,
    baleCubicM: 16_500,
    cranes: 2,
    craneSwlT: 60,
    grabs: 0,
    holds: 2,
    hatches: 4,
    iceClass: '1C',
    full: [
      [13, 18],
      [13.5, 16],
    ],
    eco: [
      [11.5, 13],
      [12, 11.5],
    ],
    portConsumptionT: 2,
    constantsT: 200,
  },
  // Handysize, geared.
  'Naxos Trader': {
    grainCubicM: 47_000,
    baleCubicM: 45_500,
    ...fourCranes,
    grabs: 0,
    holds: 5,
    hatches: 5,
    iceClass: 'none',
    full: [
      [13, 24],
      [13.5, 22],
    ],
    eco: [
      [11.5, 17],
      [12, 16],
    ],
    portConsumptionT: 2.5,
    constantsT: 300,
  },
  // Ice-class Handysize, geared and grab fitted, for the Baltic winter.
  Hardanger: {
    grainCubicM: 44_000,
    baleCubicM: 42_500,
    ...fourCranes,
    grabs: 4,
    grabCubicM: 10,
    holds: 5,
    hatches: 5,
    iceClass: '1A',
    full: [
      [13, 23],
      [13.5, 21],
    ],
    eco: [
      [11.5, 16.5],
      [12, 15.5],
    ],
    portConsumptionT: 2.5,
    constantsT: 300,
  },
  'Nordic Fjell': {
    ...gearless,
    iceClass: '1A',
    full: [
      [18, 42],
      [18.5, 40],
    ],
    eco: [
      [15, 26],
      [15.5, 25],
    ],
    portConsumptionT: 4,
    constantsT: 250,
  },
  'Bergen Express': {
    iceClass: '1B',
    full: [
      [19, 45],
      [19.5, 43],
    ],
    eco: [
      [16, 30],
      [16.5, 28],
    ],
    portConsumptionT: 5,
    constantsT: 350,
  },
  'Stavanger Pride': {
    iceClass: 'none',
    full: [
      [18, 28],
      [18.5, 27],
    ],
    eco: [
      [15, 18],
      [15.5, 17],
    ],
    portConsumptionT: 3,
    constantsT: 150,
  },
  // MR product tanker: her tanks are her capacity (52,000 m³); she burns more in port, for her cargo pumps.
  'Straits Harmony': {
    iceClass: 'none',
    full: [
      [14, 30],
      [14.5, 27],
    ],
    eco: [
      [12, 22],
      [12.5, 20],
    ],
    portConsumptionT: 5,
    constantsT: 350,
  },
  // LR2 / Aframax (124,000 m³ of tanks).
  'Lion City Pioneer': {
    iceClass: 'none',
    full: [
      [14.5, 48],
      [15, 44],
    ],
    eco: [
      [12.5, 35],
      [13, 32],
    ],
    portConsumptionT: 8,
    constantsT: 500,
  },
};
