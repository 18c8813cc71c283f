import { FAIRLEAD_FORM } from '../charters/agreed-text';
import type { TermsInput } from '../charters/terms';
import { readPlace, referencePort } from '../ports/place';
import type { CargoOrder } from './api';
import type { cargoLaytimeTerms } from './schemas';

// A cargo order turned into the terms of a deal: what "Offer your ship" (the owner's indication) and "Send enquiry"
// from a cargo (the charterer's enquiry) start from. A draft, not a decision: the form shows it and the sender
// changes what they like before sending. Where the order says more than the deal's terms can hold (a region for a
// port, SSHEX for SHEX), the draft takes the nearest and the remarks line keeps the order's own words.

type Laytime = (typeof cargoLaytimeTerms)[number];
export type CargoForTerms = Pick<
  CargoOrder,
  | 'commodityName'
  | 'quantityT'
  | 'tolerancePct'
  | 'toleranceOption'
  | 'load'
  | 'discharge'
  | 'laycanFrom'
  | 'laycanTo'
  | 'loadRateTpd'
  | 'loadTerms'
  | 'dischargeRateTpd'
  | 'dischargeTerms'
  | 'charterType'
  | 'freightBasis'
  | 'freightIdea'
  | 'commissionPct'
>;

/** The largest address commission the deal's terms accept (terms.ts): the rest of a larger total is brokerage. */
const MAX_ADDRESS_PCT = 5;
/** A trip's period tolerance when the form starts: "about N days", a few days either way. */
const TRIP_TOLERANCE_DAYS = 5;

const tonnes = (n: number) => `${n.toLocaleString('en-US')} t`;
/** "Wheat" → "wheat" inside a sentence; an acronym ("DRI") keeps its capitals. */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name[0].toLowerCase() + name.slice(1) : name);
/** "Santos, Brazil" → "Santos"; a region by its code ("ECSA"). */
const shortPlace = (p: CargoForTerms['load']) => (p.kind === 'region' ? p.code : p.name.split(',')[0]);

/** The cargo in a line, as a notice names it: "50,000 t wheat Santos → Qingdao". */
export function cargoTitle(c: Pick<CargoForTerms, 'quantityT' | 'commodityName' | 'load' | 'discharge'>): string {
  return `${tonnes(c.quantityT)} ${inSentence(c.commodityName)} ${shortPlace(c.load)} → ${shortPlace(c.discharge)}`;
}

/** A port for the terms: the port itself, or the region's reference port (the owner may name another). */
const portOf = (p: CargoForTerms['load']) => {
  const place = readPlace(p.code);
  return place ? referencePort(place) : '';
};

/** The deal's terms know SHINC and SHEX only: Fridays-and-holidays-included counts as SHINC, every exclusion as SHEX. */
export const dealLaytime = (t: Laytime): 'SHINC' | 'SHEX' => (t === 'SHINC' || t === 'FHINC' ? 'SHINC' : 'SHEX');

/**
 * One laytime for the whole voyage: SHINC only when both ends are; otherwise SHEX. The remarks line states the
 * order's own terms whenever that lost something (SSHEX, FHINC, FHEX, or the two ends differing).
 */
function laytime(c: CargoForTerms): { terms: 'SHINC' | 'SHEX'; remark: string } {
  const exact = c.loadTerms === c.dischargeTerms && (c.loadTerms === 'SHINC' || c.loadTerms === 'SHEX');
  const terms = dealLaytime(c.loadTerms) === 'SHINC' && dealLaytime(c.dischargeTerms) === 'SHINC' ? 'SHINC' : 'SHEX';
  const rate = (n: number, t: Laytime) => `${n.toLocaleString('en-US')} t/day ${t}`;
  const remark =
    c.loadTerms === c.dischargeTerms && c.loadRateTpd === c.dischargeRateTpd
      ? `Cargo order terms: ${rate(c.loadRateTpd, c.loadTerms)}`
      : `Cargo order terms: load ${rate(c.loadRateTpd, c.loadTerms)}, discharge ${rate(c.dischargeRateTpd, c.dischargeTerms)}`;
  return { terms, remark: exact ? '' : remark };
}

/**
 * The order's commission is the total the charterer states (address commission and brokerage together). On
 * Fairlead the charterer deals with the owner directly, with no broker in between, so the total is taken as the
 * charterer's address commission; only what exceeds the 5% an address commission may be is left as brokerage.
 */
export function splitCommission(totalPct: number): { addressCommissionPct: number; brokeragePct: number } {
  const address = Math.min(totalPct, MAX_ADDRESS_PCT);
  return { addressCommissionPct: address, brokeragePct: Math.round((totalPct - address) * 100) / 100 };
}

/**
 * The terms a deal on this cargo starts from. A voyage order gives voyage terms; a trip time charter gives time
 * terms (delivery where the cargo loads, redelivery where it discharges, hire per day from the freight idea). What
 * the order leaves open (an open freight idea, demurrage, the voyage's days without an estimate) is left empty
 * (NaN, as the form's own defaults do) for the sender to fill. `voyageDays`: the estimate's total days, when known.
 */
export function cargoTermsDraft(c: CargoForTerms, opts: { voyageDays?: number | null } = {}): TermsInput {
  const days = opts.voyageDays && opts.voyageDays > 0 ? Math.ceil(opts.voyageDays) : Number.NaN;
  const amount = c.freightIdea ?? Number.NaN;
  const common = {
    laycanFrom: c.laycanFrom,
    laycanTo: c.laycanTo,
    currency: 'USD' as const,
    law: 'English law, London arbitration' as const,
    ...splitCommission(c.commissionPct),
  };
  if (c.charterType === 'tct') {
    const cargo = `Cargo: ${tonnes(c.quantityT)} ${inSentence(c.commodityName)}, ${c.tolerancePct}% ${c.toleranceOption}`;
    const rates = `load ${c.loadRateTpd.toLocaleString('en-US')} t/day ${c.loadTerms}, discharge ${c.dischargeRateTpd.toLocaleString('en-US')} t/day ${c.dischargeTerms}`;
    return {
      charterType: 'time',
      ...common,
      cpForm: FAIRLEAD_FORM.time,
      remarks: `${cargo}; ${rates}`,
      deliveryPort: portOf(c.load),
      redeliveryPort: portOf(c.discharge),
      periodDays: days,
      periodToleranceDays: TRIP_TOLERANCE_DAYS,
      hirePerDay: amount,
      tradingLimits:
        `One trip ${shortPlace(c.load)} to ${shortPlace(c.discharge)} with ${inSentence(c.commodityName)}, within Institute Warranty Limits`.slice(
          0,
          300,
        ),
    };
  }
  const { terms: laytimeTerms, remark } = laytime(c);
  return {
    charterType: 'voyage',
    ...common,
    cpForm: FAIRLEAD_FORM.voyage,
    remarks: remark,
    cargo: c.commodityName,
    quantityT: c.quantityT,
    tolerancePct: c.tolerancePct,
    toleranceOption: c.toleranceOption,
    loadPort: portOf(c.load),
    dischargePort: portOf(c.discharge),
    freightBasis: c.freightBasis === 'lump_sum' ? 'lump_sum' : 'per_tonne',
    freightRate: amount,
    loadRateTpd: c.loadRateTpd,
    dischargeRateTpd: c.dischargeRateTpd,
    laytimeTerms,
    demurragePerDay: Number.NaN,
    despatchPerDay: Number.NaN,
    voyageDays: days,
    freightBblPct: 95,
    freightBalanceDays: 30,
  };
}
