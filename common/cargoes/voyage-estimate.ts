// The voyage estimate a broker works out for every match: the days (ballast, laden, weather margin, ports, canals),
// the bunkers they burn, the port costs, canal dues and commission, and what is left per day (the time-charter
// equivalent, TCE) at the charterer's freight idea; and its inverse, the freight that gives an owner's target TCE.
// One pure, dependency-free function, so the matching service runs it for hundreds of ships per request and the web
// page reruns it in the browser when the user changes the bunker price or the canal. Every default and rounding rule
// is in docs/decisions/023-voyage-estimate.md; the tests work examples out by hand.

import type { cargoLaytimeTerms, freightIdeaBases } from './schemas';
import { roundDays, seaDays, VoyageInputError } from './ballast';

export type LaytimeTerms = (typeof cargoLaytimeTerms)[number];
export type FreightBasis = (typeof freightIdeaBases)[number];
export type Canal = 'suez' | 'panama';

/** Bunker price when the user sets none: USD 600 per tonne of VLSFO, in cents. */
export const DEFAULT_BUNKER_PRICE_CENTS_PER_T = 60_000;
/** Consumption in port (and waiting, and in canal transit) when the ship gives none, tonnes per day. */
export const DEFAULT_PORT_CONSUMPTION_TPD = 3;
/** Weather margin added to the days at sea, percent. */
export const WEATHER_MARGIN_PCT = 5;
/** Allowance per port for notice time, berthing and shifting, in days (the 12 hours' notice of a GENCON-type NOR). */
export const DEFAULT_TURN_TIME_DAYS = 0.5;

/**
 * Calendar days per day of laytime: a rate "10,000 t/day SHEX" loads 10,000 t on each of six working days in seven.
 * SHINC and FHINC count every day (1); SHEX and FHEX lose one day a week, Sunday or Friday (7/6); SSHEX loses Saturday
 * and Sunday (7/5, the full exclusion; some ports count Saturday morning, which 7/5 treats as lost). Holidays are not
 * counted: their number depends on the port and the month.
 */
export const LAYTIME_CALENDAR_FACTORS: Record<LaytimeTerms, number> = { SHINC: 1, SHEX: 7 / 6, SSHEX: 7 / 5, FHINC: 1, FHEX: 7 / 6 };

/** Canal allowances when the user sets none: days for waiting and transit, dues for a Supramax-size ship, in cents. */
export const CANAL_DEFAULTS: Record<Canal, { label: string; days: number; duesCents: number }> = {
  suez: { label: 'Suez', days: 1, duesCents: 25_000_000 },
  panama: { label: 'Panama', days: 1.5, duesCents: 15_000_000 },
};

/** Port costs per port when the user sets none, by the ship's deadweight: a rough disbursement account, in cents. */
export const PORT_COST_BANDS: readonly { upToDwt: number; cents: number }[] = [
  { upToDwt: 40_000, cents: 5_000_000 }, // Handysize: USD 50,000
  { upToDwt: 65_000, cents: 7_000_000 }, // Supramax / Ultramax: USD 70,000
  { upToDwt: 100_000, cents: 9_000_000 }, // Panamax / Kamsarmax: USD 90,000
  { upToDwt: Infinity, cents: 15_000_000 }, // Capesize and larger: USD 150,000
];

/** The default port cost for a ship of this deadweight (a Supramax's when the deadweight is not known). */
export function defaultPortCostCents(deadweightT?: number | null): number {
  const dwt = deadweightT ?? 58_000;
  return PORT_COST_BANDS.find((band) => dwt <= band.upToDwt)!.cents;
}

export type SpeedAndConsumption = { ladenKn: number; ballastKn: number; ladenTpd: number; ballastTpd: number };

export type VoyageEstimateInput = {
  ballastNm: number;
  ladenNm: number;
  /** Full-speed figures; eco figures when the ship has them. */
  full: SpeedAndConsumption;
  eco?: SpeedAndConsumption | null;
  /** Which to use; eco without eco figures falls back to full (the output says which was used). */
  speed?: 'full' | 'eco';
  portTpd?: number | null;
  bunkerPriceCentsPerT?: number | null;
  /** The tonnes actually loaded (the intake's loadT): freight is paid on the bill-of-lading quantity. */
  quantityT: number;
  loadRateTpd: number;
  loadTerms: LaytimeTerms;
  dischargeRateTpd: number;
  dischargeTerms: LaytimeTerms;
  /** Per port; default DEFAULT_TURN_TIME_DAYS. */
  turnTimeDays?: number | null;
  /** Canals on the route, in order. */
  via?: readonly Canal[];
  canalCosts?: Partial<Record<Canal, { days?: number | null; duesCents?: number | null }>>;
  /** Days waiting for the laycan (the ballast leg's early days), burnt at port consumption. */
  waitingDays?: number | null;
  /** Only for the default port costs. */
  deadweightT?: number | null;
  loadPortCostCents?: number | null;
  dischargePortCostCents?: number | null;
  /** Adcom plus brokerage, percent of gross freight or hire. */
  commissionPct: number;
  freightBasis: FreightBasis;
  /** Cents per tonne, lump sum or per day; null when open. */
  freightIdeaCents: number | null;
};

export type VoyageDays = {
  ballast: number;
  laden: number;
  weather: number;
  load: number;
  discharge: number;
  canal: number;
  waiting: number;
  /** ballast + laden + weather */
  sea: number;
  /** load + discharge + canal + waiting: the days burnt at port consumption */
  port: number;
  total: number;
};

export type VoyageEstimate = {
  speed: 'full' | 'eco';
  days: VoyageDays;
  bunkers: { seaT: number; portT: number; priceCentsPerT: number; seaCents: number; portCents: number; totalCents: number };
  portCostsCents: { load: number; discharge: number; total: number };
  canalDuesCents: number;
  /** Bunkers + port costs + canal dues. */
  voyageCostsCents: number;
  /** On a voyage charter the owner pays the voyage costs; on a trip time charter the charterer does (shown, not deducted). */
  voyageCostsPaidBy: 'owner' | 'charterer';
  /** Freight (per tonne × quantity, or the lump sum), or hire × total days on a trip time charter; null when open. */
  grossCents: number | null;
  commissionCents: number | null;
  /** Gross less commission, less the voyage costs when the owner pays them. */
  netCents: number | null;
  tceCentsPerDay: number | null;
};

const check = (ok: boolean, field: string, message: string) => {
  if (!ok) throw new VoyageInputError(field, message);
};
const atLeastZero = (n: number | null | undefined) => n === null || n === undefined || (Number.isFinite(n) && n >= 0);

/** A share in percent (up to 2 decimals) of an amount in cents, rounded half up: integer arithmetic, no float drift. */
const percentOf = (cents: number, pct: number) => Math.round((cents * Math.round(pct * 100)) / 10_000);
/** Tonnes (2 decimals) × cents per tonne, rounded once to whole cents. */
const costOf = (tonnes: number, centsPerT: number) => Math.round((Math.round(tonnes * 100) * centsPerT) / 100);
const roundTonnes = roundDays;

type CostSide = Omit<VoyageEstimate, 'grossCents' | 'commissionCents' | 'netCents' | 'tceCentsPerDay' | 'voyageCostsPaidBy'>;

/** Everything that does not depend on the freight: the days and the owner's voyage costs. */
function costSide(input: VoyageEstimateInput): CostSide {
  const speed = input.speed === 'eco' && input.eco ? 'eco' : 'full';
  const ship = speed === 'eco' ? input.eco! : input.full;
  const portTpd = input.portTpd ?? DEFAULT_PORT_CONSUMPTION_TPD;
  const price = input.bunkerPriceCentsPerT ?? DEFAULT_BUNKER_PRICE_CENTS_PER_T;
  const turnTime = input.turnTimeDays ?? DEFAULT_TURN_TIME_DAYS;
  check(Number.isFinite(input.quantityT) && input.quantityT >= 0, 'quantityT', 'The quantity cannot be negative');
  check(Number.isFinite(input.loadRateTpd) && input.loadRateTpd > 0, 'loadRateTpd', 'The load rate must be above 0 t/day');
  check(Number.isFinite(input.dischargeRateTpd) && input.dischargeRateTpd > 0, 'dischargeRateTpd', 'The discharge rate must be above 0 t/day');
  check([ship.ladenTpd, ship.ballastTpd, portTpd].every(atLeastZero), 'consumption', 'A consumption cannot be negative');
  check(atLeastZero(price), 'bunkerPriceCentsPerT', 'The bunker price cannot be negative');
  check(atLeastZero(turnTime) && atLeastZero(input.waitingDays), 'days', 'Turn time and waiting days cannot be negative');

  const ballast = seaDays(input.ballastNm, ship.ballastKn, 'ballastKn');
  const laden = seaDays(input.ladenNm, ship.ladenKn, 'ladenKn');
  const weather = roundDays(((ballast + laden) * WEATHER_MARGIN_PCT) / 100);
  const portDays = (rate: number, terms: LaytimeTerms) => roundDays((input.quantityT / rate) * LAYTIME_CALENDAR_FACTORS[terms] + turnTime);
  const load = portDays(input.loadRateTpd, input.loadTerms);
  const discharge = portDays(input.dischargeRateTpd, input.dischargeTerms);

  let canal = 0;
  let canalDuesCents = 0;
  for (const name of input.via ?? []) {
    const own = input.canalCosts?.[name];
    const days = own?.days ?? CANAL_DEFAULTS[name].days;
    const dues = own?.duesCents ?? CANAL_DEFAULTS[name].duesCents;
    check(atLeastZero(days) && atLeastZero(dues), 'canalCosts', 'Canal days and dues cannot be negative');
    canal = roundDays(canal + days);
    canalDuesCents += Math.round(dues);
  }
  const waiting = roundDays(input.waitingDays ?? 0);
  const sea = roundDays(ballast + laden + weather);
  const port = roundDays(load + discharge + canal + waiting);
  const total = roundDays(sea + port);

  // The weather margin burns at the consumption of the leg it belongs to: the sea tonnes grow by the same 5%.
  const seaT = roundTonnes(((ballast * ship.ballastTpd + laden * ship.ladenTpd) * (100 + WEATHER_MARGIN_PCT)) / 100);
  const portT = roundTonnes(port * portTpd);
  const seaCents = costOf(seaT, price);
  const portCents = costOf(portT, price);

  const loadCost = Math.round(input.loadPortCostCents ?? defaultPortCostCents(input.deadweightT));
  const dischargeCost = Math.round(input.dischargePortCostCents ?? defaultPortCostCents(input.deadweightT));
  check(loadCost >= 0 && dischargeCost >= 0, 'portCosts', 'Port costs cannot be negative');

  return {
    speed,
    days: { ballast, laden, weather, load, discharge, canal, waiting, sea, port, total },
    bunkers: { seaT, portT, priceCentsPerT: price, seaCents, portCents, totalCents: seaCents + portCents },
    portCostsCents: { load: loadCost, discharge: dischargeCost, total: loadCost + dischargeCost },
    canalDuesCents,
    voyageCostsCents: seaCents + portCents + loadCost + dischargeCost + canalDuesCents,
  };
}

/** Net cents per day, rounded half up to whole cents; null for a voyage of no days. */
const perDay = (netCents: number, days: number) => (days > 0 ? Math.round((netCents * 100) / Math.round(days * 100)) : null);

/**
 * The estimate of one voyage. On a voyage charter (per tonne or lump sum) the owner earns the freight less commission
 * and pays the voyage costs: TCE = net / total days. On a trip time charter (per day) the charterer pays bunkers, port
 * costs and canal dues, so the owner's TCE is the hire less its commission; the costs are still worked out (what the
 * charterer will pay) and gross is the hire for the trip's days. An open freight idea leaves gross, net and TCE null.
 */
export function voyageEstimate(input: VoyageEstimateInput): VoyageEstimate {
  const cost = costSide(input);
  const pct = input.commissionPct;
  check(Number.isFinite(pct) && pct >= 0 && pct < 100, 'commissionPct', 'The commission must be from 0% to below 100%');
  const idea = input.freightBasis === 'open' ? null : input.freightIdeaCents;
  const timeCharter = input.freightBasis === 'per_day';
  const voyageCostsPaidBy = timeCharter ? 'charterer' : 'owner';
  if (idea === null) return { ...cost, voyageCostsPaidBy, grossCents: null, commissionCents: null, netCents: null, tceCentsPerDay: null };
  check(Number.isFinite(idea) && idea >= 0, 'freightIdeaCents', 'The freight idea cannot be negative');

  if (timeCharter) {
    const grossCents = Math.round(idea * cost.days.total);
    const commissionCents = percentOf(grossCents, pct);
    const tceCentsPerDay = idea - percentOf(idea, pct);
    return { ...cost, voyageCostsPaidBy, grossCents, commissionCents, netCents: grossCents - commissionCents, tceCentsPerDay };
  }
  const grossCents = input.freightBasis === 'lump_sum' ? idea : Math.round(idea * input.quantityT);
  const commissionCents = percentOf(grossCents, pct);
  const netCents = grossCents - commissionCents - cost.voyageCostsCents;
  return { ...cost, voyageCostsPaidBy: 'owner', grossCents, commissionCents, netCents, tceCentsPerDay: perDay(netCents, cost.days.total) };
}

/**
 * The freight per tonne, in cents, that gives at least the target TCE (cents per day) on a voyage charter of this
 * input (its freight basis and idea are ignored): the smallest whole cent with TCE ≥ target. Closed form, the
 * estimate solved for the freight: gross = (target × total days + voyage costs) / (1 − commission), per tonne =
 * gross / quantity, rounded up; then checked against the estimate itself, a cent either way, because each line is
 * rounded. Null when no freight per tonne can give it (nothing loaded); 0 when even no freight beats the target.
 */
export function freightForTce(input: VoyageEstimateInput, targetTceCentsPerDay: number): number | null {
  if (!(input.quantityT > 0)) return null;
  const cost = costSide(input);
  const fraction = 1 - input.commissionPct / 100;
  const tceAt = (perTonneCents: number) =>
    voyageEstimate({ ...input, freightBasis: 'per_tonne', freightIdeaCents: perTonneCents }).tceCentsPerDay ?? -Infinity;
  const gross = (targetTceCentsPerDay * cost.days.total + cost.voyageCostsCents) / fraction;
  let rate = Math.max(0, Math.ceil(gross / input.quantityT - 1e-9));
  for (let step = 0; step < 5 && tceAt(rate) < targetTceCentsPerDay; step++) rate++;
  for (let step = 0; step < 5 && rate > 0 && tceAt(rate - 1) >= targetTceCentsPerDay; step++) rate--;
  return rate;
}
