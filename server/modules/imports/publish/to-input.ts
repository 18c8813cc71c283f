import { toleranceOptions } from '../../../../common/charters/terms';
import { cargoLaytimeTerms, type CargoOrderInput } from '../../../../common/cargoes/schemas';
import { countryNames } from '../../../../common/vessels/country-names';
import { isCountryCode } from '../../../../common/vessels/identifiers';
import type { VesselInput } from '../../../../common/vessels/schemas';
import type { VesselType } from '../../../../common/vessels/vessel-status';
import type { CargoDraft, PositionDraft } from './draft';

// A reviewed draft turned into exactly what the vessel form and the cargo order form send, so that the forms' own
// schemas (and the services behind them) judge it and answer in the forms' words. Nothing is guessed: a value the
// circular does not give and no rule of the trade supplies is left out, and the schema names it as missing.

const bulkClasses = ['handysize', 'handymax', 'supramax', 'ultramax', 'panamax', 'kamsarmax', 'post-panamax', 'capesize', 'vloc'];

/** The size classes of the corpus (README 3.2) are each one of Fairlead's vessel types; `other` is not decided. */
function vesselTypeOf(cls: string | null): VesselType | undefined {
  if (!cls) return undefined;
  if (cls.startsWith('tanker-')) return 'tanker';
  if (cls === 'container') return 'container';
  if (cls === 'general-cargo' || cls === 'mpp') return 'general';
  return bulkClasses.includes(cls) ? 'bulkCarrier' : undefined;
}

/** "Antigua and Barbuda" and the table's "Antigua & Barbuda" read alike; so do "Saint Vincent and the Grenadines" and "St. Vincent & Grenadines". */
const countryKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bst\.?\s/g, 'saint ')
    .replace(/\bthe\b/g, '')
    .replace(/[^a-z]/g, '');
const countryByName = new Map(Object.entries(countryNames).map(([code, name]) => [countryKey(name), code]));

/** The corpus gives the flag's English name; the form takes its ISO code. An unknown name is passed on for the form to refuse. */
export function flagCode(flag: string | null): string | undefined {
  if (!flag) return undefined;
  const upper = flag.trim().toUpperCase();
  if (isCountryCode(upper)) return upper;
  return countryByName.get(countryKey(flag)) ?? flag;
}

type Gear = Partial<Pick<VesselInput, 'cranes' | 'craneSwlT' | 'grabs' | 'grabCubicM'>>;

/**
 * Cranes and grabs as circulars write them: `4x30T CR / 4x12CBM GRABS`, `C4x30/G4x12`, `4 x 30 t cranes`. Gearless
 * is no cranes and no grabs. Any other wording ("geared", "2x80t cranes combinable 160t") keeps what it clearly says.
 */
export function gearFigures(gear: string | null): Gear {
  if (!gear) return {};
  if (gear === 'gearless') return { cranes: 0, grabs: 0 };
  const out: Gear = {};
  const crane =
    /\b(?:c|cr)\s*(\d{1,2})\s*x\s*(\d+(?:\.\d+)?)/i.exec(gear) ?? /(\d{1,2})\s*x\s*(\d+(?:\.\d+)?)\s*(?:t|mt)?\s*(?:cr\b|cranes?\b)/i.exec(gear);
  if (crane) Object.assign(out, { cranes: Number(crane[1]), craneSwlT: Number(crane[2]) });
  const grab =
    /\b(?:g|gr)\s*(\d{1,2})\s*x\s*(\d+(?:\.\d+)?)/i.exec(gear) ?? /(\d{1,2})\s*x\s*(\d+(?:\.\d+)?)\s*(?:cbm|m3|m³)\s*(?:grabs?)?/i.exec(gear);
  if (grab) Object.assign(out, { grabs: Number(grab[1]), grabCubicM: Number(grab[2]) });
  return out;
}

const given = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/**
 * The vessel form's input for a position draft. A ship already listed takes only the position fields from it
 * (openPort … openDateTo); a new ship takes all of it. Circulars offer ships for voyage and time charter alike,
 * so both are offered unless the member chose otherwise.
 */
export function toPositionInput(draft: PositionDraft): Partial<VesselInput> {
  const input: Partial<VesselInput> = {
    name: given(draft.vessel_name),
    imo: given(draft.imo),
    type: vesselTypeOf(draft.vessel_type),
    deadweightT: given(draft.dwt),
    buildYear: given(draft.built),
    flag: flagCode(draft.flag),
    ...gearFigures(draft.gear),
    description: draft.gear && draft.gear !== 'gearless' ? `Gear: ${draft.gear}` : '',
    charterTypes: ['voyage', 'time'],
    openPort: draft.open_port ?? '',
    openRegion: draft.open_area ?? '',
    openDate: given(draft.open_from),
    openDateTo: draft.open_to && draft.open_to !== draft.open_from ? draft.open_to : '',
  };
  return { ...input, ...draft.form };
}

/** A figure as written in a rate or a freight idea: `10,000`, `8k`, `2.9M`, `14.50`. */
function figure(text: string): number | null {
  const m = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m)?\b/i.exec(text);
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ''));
  const scale = m[2]?.toLowerCase() === 'k' ? 1_000 : m[2]?.toLowerCase() === 'm' ? 1_000_000 : 1;
  return n * scale;
}

const laytimeTerms = new RegExp(`\\b(${cargoLaytimeTerms.join('|')})\\b`, 'i');
type Terms = (typeof cargoLaytimeTerms)[number];

/** `10,000 MT PWWD SHINC` → 10000 t/day on SHINC terms; `CQD` or `Scale load` give neither, and the form asks. */
export function rateOf(text: string | null): { rate?: number; terms?: Terms } {
  if (!text) return {};
  const rate = figure(text);
  const written = laytimeTerms.exec(text)?.[1].toUpperCase();
  const terms = cargoLaytimeTerms.find((t) => t === written);
  return { ...(rate === null ? {} : { rate: Math.round(rate) }), ...(terms ? { terms } : {}) };
}

/** The cargo form's fields, each as the draft gives it: the form's schema, not this type, says what is acceptable. */
export type CargoFormInput = { [K in keyof CargoOrderInput]?: unknown };

type Freight = Pick<CargoOrderInput, 'freightBasis' | 'freightIdea' | 'charterType'>;

/**
 * The freight idea in the form's terms (USD cents). None given is "owners to propose" (open). Per tonne (`PMT`,
 * or a bare figure under 1,000, which no lump sum is), lump sum (`LS`), per day (`PD`, a trip time charter).
 * A Worldscale idea (`WS 145`) has no place in the form: it is left for the member to choose.
 */
export function freightOf(text: string | null): Partial<Freight> {
  if (!text) return { freightBasis: 'open', freightIdea: null, charterType: 'voyage' };
  if (/\bWS\b/i.test(text)) return {};
  const usd = figure(text);
  if (usd === null) return {};
  const cents = Math.round(usd * 100);
  if (/\b(?:pd|pdpr|per day|daily)\b|\/day/i.test(text)) return { freightBasis: 'per_day', freightIdea: cents, charterType: 'tct' };
  if (/\b(?:ls|lumpsum|lump sum)\b/i.test(text)) return { freightBasis: 'lump_sum', freightIdea: cents, charterType: 'voyage' };
  if (/\b(?:pmt|pt|per mt|per ton(?:ne)?)\b|\/mt\b|\/t\b/i.test(text) || usd < 1_000)
    return { freightBasis: 'per_tonne', freightIdea: cents, charterType: 'voyage' };
  return {};
}

/**
 * The cargo order form's input for a cargo draft. `min/max` (no tolerance) needs no option and takes MOLOO, which
 * then means nothing. The charterer's own name is shown to verified members, or only once they answer an owner's
 * enquiry when the circular kept the account back (`OK ACCT`, TBN). Gear is not needed unless the member says so:
 * circulars state gear requirements when there are any.
 */
export function toCargoInput(draft: CargoDraft): CargoFormInput {
  const load = rateOf(draft.load_rate);
  const discharge = rateOf(draft.discharge_rate);
  const option = draft.tolerance_option ? draft.tolerance_option.toUpperCase() : draft.tolerance_pct === 0 ? 'MOLOO' : undefined;
  const input: CargoFormInput = {
    commodity: given(draft.commodity),
    quantityT: given(draft.quantity_mt),
    tolerancePct: given(draft.tolerance_pct),
    toleranceOption: toleranceOptions.find((o) => o === option),
    loadPlace: given(draft.load_port ?? draft.load_area),
    dischargePlace: given(draft.discharge_port ?? draft.discharge_area),
    laycanFrom: given(draft.laycan_from),
    laycanTo: given(draft.laycan_to ?? draft.laycan_from),
    loadRateTpd: load.rate,
    loadTerms: load.terms,
    dischargeRateTpd: discharge.rate,
    dischargeTerms: discharge.terms,
    ...freightOf(draft.freight_idea),
    commissionPct: given(draft.commission_pct),
    gearNeeded: false,
    accountVisibility: draft.account ? 'verified' : 'ok_account',
    remarks: '',
  };
  return { ...input, ...draft.form };
}
