// One ship against one cargo order, the way a broker weighs it: does she suit the cargo (type, gear, the owner's
// trading ranges), does she lift it (intake), can she make the laycan (ballast leg), and what does the voyage earn
// (the estimate). Pure: the server runs it for every candidate of a match list, with distances it looked up in its
// precomputed tables; each check carries the sentence the page shows, so a fail says why.

import { ballastLeg, type BallastLeg, VoyageInputError } from './ballast';
import { commodityOf, type CommodityCode } from './commodities';
import { heldDuringVoyage, type HeldPeriod } from './held';
import { intakeFit, type IntakeFit } from './intake';
import type { cargoCharterTypes, cargoLaytimeTerms, freightIdeaBases } from './schemas';
import { voyageEstimate, type Canal, type SpeedAndConsumption, type VoyageEstimate, type VoyageEstimateInput } from './voyage-estimate';

export type MatchCargo = {
  commodity: CommodityCode;
  stowageFactor: number;
  quantityT: number;
  tolerancePct: number;
  toleranceOption: 'MOLOO' | 'MOLCHOPT';
  /** The regions the load and discharge places lie in (for the owner's trading ranges). */
  loadRegions: readonly string[];
  dischargeRegions: readonly string[];
  laycanFrom: string;
  laycanTo: string;
  loadRateTpd: number;
  loadTerms: (typeof cargoLaytimeTerms)[number];
  dischargeRateTpd: number;
  dischargeTerms: (typeof cargoLaytimeTerms)[number];
  charterType: (typeof cargoCharterTypes)[number];
  freightBasis: (typeof freightIdeaBases)[number];
  freightIdea: number | null;
  commissionPct: number;
  gearNeeded: boolean;
};

export type MatchShip = {
  type: string;
  deadweightT: number | null;
  charterTypes: readonly string[];
  /** YYYY-MM-DD the ship opens; null: no open position published. */
  openFrom: string | null;
  grainCubicM: number | null;
  baleCubicM: number | null;
  constantsT: number | null;
  cranes: number | null;
  craneSwlT: number | null;
  iceClass: string | null;
  full: Partial<SpeedAndConsumption>;
  eco: Partial<SpeedAndConsumption>;
  portConsumptionT: number | null;
  preferredRegions: readonly string[];
  excludedRegions: readonly string[];
  /** The days she is already held (fixtures, deals on subjects, the owner's blocks). */
  held?: readonly HeldPeriod[];
};

/** A sea leg as the distance tables give it: nautical miles and the canals it passes; null when not known. */
export type Leg = { nm: number; via: readonly string[] } | null;

export type MatchOptions = {
  bunkerPriceCentsPerT?: number | null;
  speed?: 'full' | 'eco';
};

export type CheckKey = 'type' | 'charterType' | 'position' | 'intake' | 'gear' | 'ranges' | 'laycan' | 'route' | 'ice';
/** ok: fits; warn: fits, with something to look at; fail: cannot do this cargo as stated. */
export type Check = { key: CheckKey; level: 'ok' | 'warn' | 'fail'; text: string };

export type Match = {
  fits: boolean;
  checks: Check[];
  intake: IntakeFit | null;
  ballast: (BallastLeg & { nm: number; via: readonly string[] }) | null;
  laden: { nm: number; via: readonly string[] } | null;
  estimate: VoyageEstimate | null;
  /** What the estimate was run on, so the page can solve it for a target TCE (freightForTce) without asking again. */
  estimateInput: VoyageEstimateInput | null;
};

/**
 * What a ship of no stated speed is assumed to do: a dry bulker's usual service figures. The check says so, so nobody
 * takes them for the ship's own.
 */
export const ASSUMED_SPEED: SpeedAndConsumption = { ladenKn: 12.5, ballastKn: 13, ladenTpd: 26, ballastTpd: 24 };
const PACKAGED: readonly CommodityCode[] = ['steel coils', 'steel products'];
const CANALS: Record<string, Canal> = { Suez: 'suez', Panama: 'panama' };
/** Ice-bound waters in the northern winter: the Baltic from December to April. */
const ICE_REGIONS = ['BALTIC'];
const ICE_MONTHS = [12, 1, 2, 3, 4];

const n = (v: number) => v.toLocaleString('en-US');

function completeSpeed(s: Partial<SpeedAndConsumption>): SpeedAndConsumption | null {
  return s.ladenKn && s.ballastKn && s.ladenTpd && s.ballastTpd
    ? { ladenKn: s.ladenKn, ballastKn: s.ballastKn, ladenTpd: s.ladenTpd, ballastTpd: s.ballastTpd }
    : null;
}

function suitability(cargo: MatchCargo, ship: MatchShip): Check[] {
  const checks: Check[] = [];
  const tanks = commodityOf(cargo.commodity).carriedIn === 'tanks';
  const typeOk = tanks ? ship.type === 'tanker' : ship.type === 'bulkCarrier' || ship.type === 'general';
  checks.push({
    key: 'type',
    level: typeOk ? 'ok' : 'fail',
    text: typeOk
      ? tanks
        ? 'A tanker for a liquid cargo'
        : 'Holds for a dry cargo'
      : tanks
        ? 'A liquid cargo needs a tanker'
        : 'A dry cargo needs a bulk carrier or general cargo ship',
  });
  const wanted = cargo.charterType === 'tct' ? 'time' : 'voyage';
  const offered = ship.charterTypes.includes(wanted);
  checks.push({
    key: 'charterType',
    level: offered ? 'ok' : 'fail',
    text: offered ? `Offered for ${wanted} charter` : `Not offered for ${wanted === 'time' ? 'time (trip) charter' : 'voyage charter'}`,
  });
  if (cargo.gearNeeded) {
    const geared = (ship.cranes ?? 0) > 0;
    checks.push({
      key: 'gear',
      level: geared ? 'ok' : 'fail',
      text: geared
        ? `Geared: ${ship.cranes} cranes${ship.craneSwlT ? ` × ${ship.craneSwlT} t` : ''}`
        : 'The cargo needs ship’s gear; she is gearless',
    });
  }
  const excluded = [...cargo.loadRegions, ...cargo.dischargeRegions].filter((r) => ship.excludedRegions.includes(r));
  const preferred = [...cargo.loadRegions, ...cargo.dischargeRegions].filter((r) => ship.preferredRegions.includes(r));
  if (excluded.length) checks.push({ key: 'ranges', level: 'fail', text: `The owner excludes ${[...new Set(excluded)].join(', ')}` });
  else if (preferred.length)
    checks.push({ key: 'ranges', level: 'ok', text: `In the owner’s preferred ranges (${[...new Set(preferred)].join(', ')})` });
  const month = Number(cargo.laycanFrom.slice(5, 7));
  const icy = [...cargo.loadRegions, ...cargo.dischargeRegions].some((r) => ICE_REGIONS.includes(r)) && ICE_MONTHS.includes(month);
  if (icy) {
    const classed = !!ship.iceClass && ship.iceClass !== 'none';
    checks.push({
      key: 'ice',
      level: classed ? 'ok' : 'warn',
      text: classed ? `Ice class ${ship.iceClass} for the Baltic winter` : 'Baltic in winter: no ice class stated',
    });
  }
  return checks;
}

/** The ship against the cargo: every check, the intake, the ballast leg and the voyage estimate. */
export function assessMatch(cargo: MatchCargo, ship: MatchShip, legs: { ballast: Leg; laden: Leg }, options: MatchOptions = {}): Match {
  const checks = suitability(cargo, ship);
  let intake: IntakeFit | null = null;
  if (ship.deadweightT) {
    intake = intakeFit({
      deadweightT: ship.deadweightT,
      constantT: ship.constantsT,
      grainCubicM: ship.grainCubicM,
      baleCubicM: ship.baleCubicM,
      packaged: PACKAGED.includes(cargo.commodity),
      stowageFactor: cargo.stowageFactor,
      quantityT: cargo.quantityT,
      tolerancePct: cargo.tolerancePct,
      toleranceOption: cargo.toleranceOption,
    });
    checks.push({
      key: 'intake',
      level: intake.verdict === 'short' ? 'fail' : intake.verdict === 'oversized' ? 'warn' : 'ok',
      text: intake.sentence,
    });
  } else checks.push({ key: 'intake', level: 'fail', text: 'No deadweight stated: the intake cannot be worked out' });

  const own = completeSpeed(ship.full);
  const speed = own ?? ASSUMED_SPEED;
  if (!own)
    checks.push({
      key: 'route',
      level: 'warn',
      text: `No speed and consumption stated: assumed ${speed.ladenKn} kn laden on ${speed.ladenTpd} t/day`,
    });

  let ballast: Match['ballast'] = null;
  if (!ship.openFrom) checks.push({ key: 'position', level: 'fail', text: 'No open position published' });
  else if (!legs.ballast) checks.push({ key: 'position', level: 'fail', text: 'No sea route known from her open position to the load port' });
  else {
    const leg = ballastLeg({
      distanceNm: legs.ballast.nm,
      ballastSpeedKn: speed.ballastKn,
      openFrom: ship.openFrom,
      laycanFrom: cargo.laycanFrom,
      laycanTo: cargo.laycanTo,
    });
    ballast = { ...leg, nm: legs.ballast.nm, via: legs.ballast.via };
    checks.push({ key: 'laycan', level: leg.fits ? 'ok' : 'fail', text: leg.sentence });
  }
  if (!legs.laden) checks.push({ key: 'route', level: 'fail', text: 'No sea route known from the load port to the discharge port' });

  let estimate: VoyageEstimate | null = null;
  let estimateInput: VoyageEstimateInput | null = null;
  if (intake && legs.laden && ballast) {
    const via = [...legs.ballast!.via, ...legs.laden.via].flatMap((name) => (CANALS[name] ? [CANALS[name]] : []));
    estimateInput = {
      ballastNm: legs.ballast!.nm,
      ladenNm: legs.laden.nm,
      full: speed,
      eco: own ? completeSpeed(ship.eco) : null,
      speed: options.speed ?? 'full',
      portTpd: ship.portConsumptionT,
      bunkerPriceCentsPerT: options.bunkerPriceCentsPerT,
      quantityT: intake.loadT,
      loadRateTpd: cargo.loadRateTpd,
      loadTerms: cargo.loadTerms,
      dischargeRateTpd: cargo.dischargeRateTpd,
      dischargeTerms: cargo.dischargeTerms,
      via,
      waitingDays: ballast.status === 'early' ? ballast.byDays : 0,
      deadweightT: ship.deadweightT,
      commissionPct: cargo.commissionPct,
      freightBasis: cargo.freightBasis,
      freightIdeaCents: cargo.freightIdea,
    };
    try {
      estimate = voyageEstimate(estimateInput);
    } catch (error) {
      if (!(error instanceof VoyageInputError)) throw error;
      checks.push({ key: 'route', level: 'warn', text: `Cannot estimate the voyage: ${error.message}` });
      estimateInput = null;
    }
  }
  // Free on the laycan is not enough: an offer holds her for the voyage too, and is refused if that meets a hold.
  const busy = heldDuringVoyage(ship.held ?? [], cargo.laycanFrom, cargo.laycanTo, estimate?.days.total ?? 0);
  if (busy) checks.push({ key: 'laycan', level: 'fail', text: busy.sentence });
  return { fits: checks.every((c) => c.level !== 'fail'), checks, intake, ballast, laden: legs.laden, estimate, estimateInput };
}

/**
 * The order a broker reads a list in: the ships (or cargoes) that fit first; among them the best earning at the
 * freight idea (TCE), then the shortest ballast; those that fail last, the nearest miss first (fewest fails).
 */
export function compareMatches(a: Match, b: Match): number {
  if (a.fits !== b.fits) return a.fits ? -1 : 1;
  if (!a.fits) return fails(a) - fails(b) || ballastDays(a) - ballastDays(b);
  const tceA = a.estimate?.tceCentsPerDay ?? null;
  const tceB = b.estimate?.tceCentsPerDay ?? null;
  if (tceA !== tceB) {
    if (tceA === null) return 1;
    if (tceB === null) return -1;
    return tceB - tceA;
  }
  return ballastDays(a) - ballastDays(b);
}
const fails = (m: Match) => m.checks.filter((c) => c.level === 'fail').length;
const ballastDays = (m: Match) => m.ballast?.days ?? 1e9;

/** "50,000 t 10% MOLOO" */
export const quantityText = (c: Pick<MatchCargo, 'quantityT' | 'tolerancePct' | 'toleranceOption'>) =>
  c.tolerancePct > 0 ? `${n(c.quantityT)} t ${c.tolerancePct}% ${c.toleranceOption}` : `${n(c.quantityT)} t`;
