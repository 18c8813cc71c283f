import type { CargoOrderInput } from '../../../common/cargoes/schemas';
import { createClock } from '../../lib/clock';
import { loadCurrentUser } from '../../modules/accounts/service';
import { createCargo } from '../../modules/cargoes/service';
import type { Database } from '../client';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A demo cargo order: who posts it, how long ago, its laycan in days after the seed's today (from, to), and the
 * order as the form sends it. Only verified charterers post (the service refuses the others), so Andes Minerals,
 * still waiting for verification, has none.
 */
export type DemoCargo = {
  charterer: string;
  hoursAgo: number;
  laycanInDays: [number, number];
  order: Omit<CargoOrderInput, 'laycanFrom' | 'laycanTo'>;
};

const terms = {
  tolerancePct: 10,
  toleranceOption: 'MOLOO' as const,
  commissionPct: 3.75,
  remarks: '',
};
const usd = (dollars: number) => Math.round(dollars * 100);

// Each order was laid out with a demo ship that can do it in mind (demo-positions.ts), so both sides see matches at
// first start: the Kamsarmax Aegean Spirit, open Piraeus, for the panamax trades; Kalliope, let on time charter
// only, for the trips; Hardanger, ice class and geared, for North Europe; Naxos Trader and Thira Star in the
// Mediterranean; the Straits Line tankers for the liquid cargoes.
export const demoCargoes: DemoCargo[] = [
  {
    charterer: 'charterer',
    hoursAgo: 50,
    laycanInDays: [14, 20],
    order: {
      ...terms,
      commodity: 'corn',
      quantityT: 65_000,
      loadPlace: 'BSEA',
      dischargePlace: 'NLRTM',
      loadRateTpd: 10_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 12_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: usd(21.5),
      gearNeeded: false,
      accountVisibility: 'everyone',
      remarks: 'Feed corn in bulk, one safe port Constanța or Odesa range, discharge Rotterdam.',
    },
  },
  {
    charterer: 'charterer',
    hoursAgo: 30,
    laycanInDays: [25, 32],
    order: {
      ...terms,
      commodity: 'soybeans',
      quantityT: 30_000,
      tolerancePct: 5,
      loadPlace: 'USMSY',
      dischargePlace: 'NLRTM',
      loadRateTpd: 12_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 10_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'lump_sum',
      freightIdea: usd(960_000),
      gearNeeded: false,
      accountVisibility: 'verified',
    },
  },
  {
    charterer: 'charterer',
    hoursAgo: 20,
    laycanInDays: [38, 44],
    order: {
      ...terms,
      commodity: 'wheat',
      quantityT: 30_000,
      loadPlace: 'ROCND',
      dischargePlace: 'EGALY',
      loadRateTpd: 6_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 4_000,
      dischargeTerms: 'FHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: usd(18),
      gearNeeded: true,
      accountVisibility: 'everyone',
      remarks: 'Milling wheat, discharge with ship’s gear and grabs if available.',
    },
  },
  {
    charterer: 'charterer',
    hoursAgo: 8,
    laycanInDays: [16, 22],
    order: {
      ...terms,
      commodity: 'wheat',
      quantityT: 25_000,
      loadPlace: 'FRURO',
      dischargePlace: 'NGLOS',
      loadRateTpd: 8_000,
      loadTerms: 'SHEX',
      dischargeRateTpd: 3_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'open',
      freightIdea: null,
      gearNeeded: true,
      accountVisibility: 'ok_account',
      remarks: 'Geared tonnage only: Lagos discharges with ship’s gear.',
    },
  },
  {
    charterer: 'charterer',
    hoursAgo: 70,
    laycanInDays: [26, 33],
    order: {
      ...terms,
      commodity: 'sugar',
      quantityT: 30_000,
      loadPlace: 'BRSSZ',
      dischargePlace: 'WAF',
      loadRateTpd: 7_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 3_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: usd(31),
      gearNeeded: true,
      accountVisibility: 'verified',
      remarks: 'Raw sugar in bulk (VHP).',
    },
  },
  {
    charterer: 'charterer',
    hoursAgo: 12,
    laycanInDays: [42, 48],
    order: {
      ...terms,
      commodity: 'wheat',
      quantityT: 50_000,
      loadPlace: 'NOPAC',
      dischargePlace: 'SEA',
      loadRateTpd: 10_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 6_000,
      dischargeTerms: 'SHEX',
      charterType: 'tct',
      freightBasis: 'per_day',
      freightIdea: usd(14_500),
      gearNeeded: true,
      accountVisibility: 'everyone',
      remarks: 'Trip via NOPAC to Indonesia, duration about 35 days, redelivery Singapore–Japan range.',
    },
  },
  {
    charterer: 'charterer',
    hoursAgo: 4,
    laycanInDays: [18, 24],
    order: {
      ...terms,
      commodity: 'fertilizer',
      quantityT: 28_000,
      loadPlace: 'LTKLJ',
      dischargePlace: 'ECSA',
      loadRateTpd: 5_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 3_500,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: usd(36),
      gearNeeded: false,
      accountVisibility: 'everyone',
      remarks: 'Potash (MOP) in bulk. Baltic in December: ice-classed tonnage preferred.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 44,
    laycanInDays: [15, 20],
    order: {
      ...terms,
      commodity: 'fertilizer',
      quantityT: 55_000,
      loadPlace: 'EGDAM',
      dischargePlace: 'BRPNG',
      loadRateTpd: 8_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 5_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'lump_sum',
      freightIdea: usd(2_145_000),
      gearNeeded: false,
      accountVisibility: 'verified',
      remarks: 'Granular urea in bulk, Damietta to Paranaguá.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 26,
    laycanInDays: [36, 42],
    order: {
      ...terms,
      commodity: 'coal',
      quantityT: 55_000,
      loadPlace: 'SEA',
      dischargePlace: 'WCI',
      loadRateTpd: 12_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 15_000,
      dischargeTerms: 'SHINC',
      charterType: 'tct',
      freightBasis: 'per_day',
      freightIdea: usd(15_250),
      gearNeeded: true,
      accountVisibility: 'ok_account',
      remarks: 'Indonesian steam coal, loading at anchorage with ship’s gear and grabs; trip about 30 days.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 16,
    laycanInDays: [28, 35],
    order: {
      ...terms,
      commodity: 'petcoke',
      quantityT: 30_000,
      loadPlace: 'USG',
      dischargePlace: 'WCI',
      loadRateTpd: 15_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 12_000,
      dischargeTerms: 'SHEX',
      charterType: 'tct',
      freightBasis: 'per_day',
      freightIdea: usd(13_750),
      gearNeeded: false,
      accountVisibility: 'everyone',
      remarks: 'Trip via the Cape, duration about 55 days, redelivery WCI.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 60,
    laycanInDays: [35, 42],
    order: {
      ...terms,
      commodity: 'iron ore',
      quantityT: 55_000,
      loadPlace: 'WCAUS',
      dischargePlace: 'CJK',
      loadRateTpd: 60_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 25_000,
      dischargeTerms: 'SHINC',
      charterType: 'tct',
      freightBasis: 'open',
      freightIdea: null,
      gearNeeded: false,
      accountVisibility: 'verified',
      remarks: 'Iron ore fines, Port Hedland or Dampier; trip about 25 days, redelivery CJK.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 36,
    laycanInDays: [14, 20],
    order: {
      ...terms,
      commodity: 'steel coils',
      quantityT: 9_000,
      tolerancePct: 5,
      toleranceOption: 'MOLCHOPT',
      loadPlace: 'ROCND',
      dischargePlace: 'ESVLC',
      loadRateTpd: 2_500,
      loadTerms: 'SHEX',
      dischargeRateTpd: 2_000,
      dischargeTerms: 'SHEX',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: usd(27),
      gearNeeded: true,
      accountVisibility: 'everyone',
      remarks: 'Hot-rolled coils, lashing and dunnage for owners’ account.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 10,
    laycanInDays: [32, 38],
    order: {
      ...terms,
      commodity: 'steel coils',
      quantityT: 45_000,
      loadPlace: 'CNTXG',
      dischargePlace: 'USG',
      loadRateTpd: 8_000,
      loadTerms: 'SHEX',
      dischargeRateTpd: 5_000,
      dischargeTerms: 'SHEX',
      charterType: 'tct',
      freightBasis: 'open',
      freightIdea: null,
      gearNeeded: true,
      accountVisibility: 'verified',
      remarks: 'Trip Far East to US Gulf via Panama, duration about 50 days; geared and grab fitted.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 6,
    laycanInDays: [20, 25],
    order: {
      ...terms,
      commodity: 'gasoil',
      quantityT: 37_000,
      loadPlace: 'PG',
      dischargePlace: 'WCI',
      loadRateTpd: 24_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 24_000,
      dischargeTerms: 'SHINC',
      charterType: 'voyage',
      freightBasis: 'lump_sum',
      freightIdea: usd(620_000),
      gearNeeded: false,
      accountVisibility: 'everyone',
      remarks: 'Gasoil 10 ppm, clean epoxy-coated tanks.',
    },
  },
  {
    charterer: 'charterer3',
    hoursAgo: 2,
    laycanInDays: [22, 28],
    order: {
      ...terms,
      commodity: 'naphtha',
      quantityT: 75_000,
      loadPlace: 'AERUW',
      dischargePlace: 'JPCHB',
      loadRateTpd: 36_000,
      loadTerms: 'SHINC',
      dischargeRateTpd: 36_000,
      dischargeTerms: 'SHINC',
      charterType: 'voyage',
      freightBasis: 'per_tonne',
      freightIdea: usd(28.5),
      gearNeeded: false,
      accountVisibility: 'verified',
    },
  },
];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Posts every demo cargo order through the service a charterer's form calls (its checks, region sets, lapse job and
 * audit record), with the clock set to when it was posted; laycans count from the seed's today.
 */
export async function seedDemoCargoes(db: Database, ids: Map<string, string>) {
  const today = Date.now();
  for (const c of demoCargoes) {
    const charterer = (await loadCurrentUser(db, ids.get(c.charterer)!))!;
    const clock = createClock();
    clock.advance(-c.hoursAgo * HOUR);
    const [from, to] = c.laycanInDays;
    await createCargo({ db, clock }, charterer, {
      ...c.order,
      laycanFrom: isoDate(new Date(today + from * DAY)),
      laycanTo: isoDate(new Date(today + to * DAY)),
    });
  }
}
