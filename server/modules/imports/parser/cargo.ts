/**
 * A cargo order (README 2.2) assembled from one block: a table row's cells, labelled fields
 * (`Acct:`, `Laycan:`, `L/D:`, `Frt idea:`, `Comm:`), or the unlabelled parts of a one-line or
 * comma-separated order, each part recognised by what it holds (a quantity, two places, rate terms,
 * a date, a percentage, a freight figure).
 */
import { findDates } from './dates';
import { stripMarker } from './segment';
import type { Block, CargoReading } from './types';
import { readCommission } from './vocabulary/commission';
import { readCommodity } from './vocabulary/commodities';
import { readPlace, type PlaceReading } from './vocabulary/places';
import { readQuantity, readTolerance } from './vocabulary/quantity';
import { readFreightIdea, readRate, readRates } from './vocabulary/rates';

type Field = 'account' | 'cargo' | 'qty' | 'load' | 'discharge' | 'ports' | 'laycan' | 'loadRate' | 'dischRate' | 'rates' | 'freight' | 'commission';

/** Labels that lead a part of an order, longest first where one is the start of another. */
const LABELS: ReadonlyArray<[Field, RegExp]> = [
  ['load', /^(?:load(?:ing)?\s*port|lodport|pol|load\s*area)\b\s*[:.-]?\s*/i],
  ['discharge', /^(?:disch(?:arge|arging)?\s*port|disport|pod|disch\s*area)\b\s*[:.-]?\s*/i],
  ['loadRate', /^(?:load(?:ing)?\s*rate|l\/r|load(?!\s*port)|loading)\b\s*[:.-]?\s*/i],
  ['dischRate', /^(?:disch(?:arge|arging|rge)?\s*rate|d\/r|disch(?:arging|arge|rge)?|dischrge)\b\s*[:.-]?\s*/i],
  ['rates', /^(?:l\/d|terms|rates|l\/d\s*rates)\b\s*[:.-]?\s*/i],
  ['account', /^(?:acct|account|charterers?|chrtrs?|chrtr|chtrs|chrts|chtrs?)\b\s*[:.-]?\s*/i],
  ['cargo', /^(?:cargo|commodity|cgo|grade|carg0)\b\s*[:.-]?\s*(?=\D)/i],
  ['qty', /^(?:qty|quantity|size)\b\s*[:.-]?\s*/i],
  ['laycan', /^(?:laycan|laycna|lay\/can|l\/c|lc|laydays|dates?|shipment)\b\s*[:.-]?\s*/i],
  ['freight', /^(?:frt\s*idea|freight\s*idea|rate\s*idea|frt|freight|idea)\b\s*[:.-]?\s*/i],
  ['commission', /^(?:comms?|commission|brokerage|add\s*comm)\b\s*[:.-]?\s*/i],
];
const RATE_TERMS = /\b(?:shinc|shex|fhex|sshex|shexuu|pwwd|wwd|cqd|scale\s*load|eiu|uu|satshex|fhinc|pdpr|mt\/day)\b/i;
const QTY_RE = /(?:\d+\s*x\s*)?\d[\d,.]*\s*(?:\/\s*\d[\d,.]*\s*)?(?:k|kt|mt|mts|tons?|tonnes)\b/i;
const PERCENT = /\d(?:\.\d+)?\s*(?:%|pct\b)/i;
const FREIGHT_START = /^(?:usd|us\$|\$|ws\s*\d|ls\b|lumpsum|fio|fios|fiost|filo|idea\b)/i;
const PLACEHOLDER_ACCOUNT = /^(?:tbn|tba|tbc|ok\s*acct|okacct|a\s+major|major|first\s*class|1st\s*class|good|reputable|n\/a|-+)\b/i;
const SPLIT = /\s*,\s+|\s+[-–—]\s+|\s*\n\s*|\s*;\s*|\s*\|\s*/;

/** Places `A / B`, `A - B`, `A to B`: a load and a discharge place, when both read as places. */
function portsOf(text: string): [PlaceReading, PlaceReading | null] | null {
  for (const sep of [/\s+\/\s+|\s*\/\s*(?=\d?-?\d?\s*sb)/i, /\s+to\s+/i, /\s+-\s+/, /\//]) {
    const parts = text.split(sep);
    if (parts.length >= 2) {
      const a = readPlace(parts[0]);
      const b = readPlace(parts.slice(1).join(' / '));
      if (a && b) return [a, b];
      // A port the gazetteer lacks on one side (`Bandirma / Derince`): the other is still read.
      const word = /^[\p{L} .'()-]{3,40}$/u;
      if ((a && word.test(parts[1].trim())) || (b && word.test(parts[0].trim()))) return [a ?? { port: null, area: null }, b];
    }
  }
  return null;
}

function account(v: string): string | null {
  const t = v.replace(/[:,.;]+$/, '').trim();
  if (!t || PLACEHOLDER_ACCOUNT.test(t)) return null;
  return t.replace(/\s*\((?:[^)]*)\)\s*$/, '').trim() || null;
}

/**
 * A one-line order's first part names the charterer (`KALINGA POWER - 55K ... COAL - ...`) when it holds no
 * figure and the commodity is written in the quantity part after it ("SINDH CEMENT" is then a name).
 */
function leadsOrder(part: string, loose: string[]): boolean {
  if (readCommodity(part) === 'other') return true;
  const qty = loose.find((p) => p !== part && QTY_RE.test(p) && !RATE_TERMS.test(p));
  const named = qty ? readCommodity(qty) : null;
  return named !== null && named !== 'other';
}

/** The commodity of the cargo description, else of the quantity part (`45,000 mt 10% moloo iron ore fines`). */
function commodityOf(cargo: string | undefined, qty: string | undefined): CargoReading['commodity'] {
  const read = (t: string | undefined) => (t ? readCommodity(t.replace(/\(.*?\)/g, ' ')) : null);
  const a = read(cargo);
  if (a && a !== 'other') return a;
  return read(qty) ?? a;
}

// A commission at the end of an order: percentages not followed by a tolerance option.
const COMMISSION_TAIL =
  /(?<![+/-]\s*)\b\d{1,2}(?:\.\d{1,2})?\s*(?:%|pct)(?:\s*(?:ttl|total|add(?:ress)?|brok\w*|comm\w*))?(?:\s*\+\s*\d{1,2}(?:\.\d{1,2})?\s*(?:%|pct)(?:\s*(?:ttl|total|add(?:ress)?|brok\w*|comm\w*))?)*\s*$/i;

// A name leading a one-line order before its quantity (`MOSAIC 40,000 MT DAP ...`), not a word of the quantity.
const LEADING_NAME =
  /^(?!(?:abt|about|approx|ca|min|max|cargo|cgo|qty|coa|part|full|firm|stem|order)\b)([A-Z][\p{L}&.'-]*(?: [\p{L}&.'-]+){0,4}?)\s+(?=\d)/u;

/**
 * The first business date of a part. Percentages are blanked first: `10-20 Dec, 3.75%` would otherwise
 * read as a date beside a time of day (a timestamp) to the date reader.
 */
function firstDate(text: string, ref: string) {
  return findDates(
    text.replace(/\d+(?:\.\d+)?\s*(?:%|pct\b)/gi, (m) => ' '.repeat(m.length)),
    ref,
  ).find((d) => d.kind === 'date');
}

/** Two places joined by a slash, ` to ` or a dash anywhere in the text, each one to three words. */
function scanPorts(text: string): [PlaceReading, PlaceReading] | null {
  for (const m of text.matchAll(/([\p{L}'.]+(?: [\p{L}'.]+){0,2})\s*(?:\/|\bto\b|-)\s*([\p{L}'.]+(?: [\p{L}'.]+){0,2})/gu)) {
    const left = m[1].split(' ');
    const right = m[2].split(' ');
    for (let i = 0; i < left.length; i++) {
      const a = readPlace(left.slice(i).join(' '));
      if (!a || (!a.port && !a.area)) continue;
      for (let n = right.length; n > 0; n--) {
        const b = readPlace(right.slice(0, n).join(' '));
        if (b && (b.port || b.area)) return [a, b];
      }
    }
  }
  return null;
}

/** Reads one block as a cargo order; null when it carries no order's particulars. */
export function readCargo(block: Block, ref: string | null): CargoReading | null {
  const parts: Partial<Record<Field, string>> = {};
  const loose: string[] = [];
  const c = block.cells;
  if (c) {
    if (c.account) parts.account = c.account;
    if (c.cargo) parts.cargo = c.cargo;
    if (c.qty) parts.qty = c.qty;
    if (c.load) parts.load = c.load;
    if (c.discharge) parts.discharge = c.discharge;
    if (c.date) parts.laycan = c.date;
    if (c.terms) parts.rates = c.terms;
    if (c.freight) parts.freight = c.freight;
    if (c.commission) parts.commission = c.commission;
  } else {
    const text = block.lines.map((l, i) => (i === 0 ? stripMarker(l) : l.trim())).join('\n');
    for (const raw of text.split(SPLIT)) {
      const part = raw.replace(/^(?:cargo|order)\s*(?:no\.?\s*)?\d+\s*$/i, '').trim();
      if (!part) continue;
      const label = LABELS.find(([, re]) => re.test(part));
      if (label) {
        let value = part.replace(label[1], '');
        let field = label[0];
        // `Acct Nordic Pellet Energy: 30/33,000 mt wood pellets`: the name ends at the colon, the rest is another part.
        const colon = field === 'account' ? /^([^:\d]{2,60}):\s+(.+)$/.exec(value) : null;
        if (colon) {
          value = colon[1];
          loose.push(colon[2]);
        }
        // `Load: 10,000 mt PWWD SHEX / Disch: 6,000 mt`: both ends' rates in one part.
        if ((field === 'loadRate' || field === 'dischRate') && /\bdisch|\bd\/r/i.test(value)) field = 'rates';
        // `Loading: 1 SB Paranagua` names the port, `Loading: 8,000 mt` the rate.
        const isPlace = !RATE_TERMS.test(value) && !/\d{3,}|\d\s*k\b/i.test(value) && readPlace(value) !== null;
        // `Load/Disch: Richards Bay / Krishnapatnam`: both ports under a rate-like label.
        if ((field === 'loadRate' || field === 'rates') && !RATE_TERMS.test(value) && !/\d{3,}/.test(value)) {
          const ports = value.replace(/^\s*\/\s*disch(?:arge)?\s*[:.-]?\s*/i, '');
          if (portsOf(ports)) {
            parts.ports ??= ports;
            continue;
          }
        }
        if (field === 'loadRate' && isPlace) field = 'load';
        if (field === 'dischRate' && isPlace) field = 'discharge';
        if (parts[field] === undefined) parts[field] = field === 'rates' ? part : value;
        continue;
      }
      loose.push(part);
    }
    // `Cargill: 30,000 mt ...`: a name before a colon, leading the order, is its charterer.
    const lead = !parts.account && loose.length ? /^([^:\d]{2,60}):\s+(.*\d.*)$/.exec(loose[0]) : null;
    if (lead) {
      parts.account = lead[1];
      loose[0] = lead[2];
    }
    for (const part of loose) {
      if (!parts.qty && QTY_RE.test(part) && !RATE_TERMS.test(part) && readQuantity(part)) parts.qty = part;
      else if (RATE_TERMS.test(part) && !parts.rates && !parts.loadRate) parts.rates = part;
      else if (RATE_TERMS.test(part) && parts.loadRate && !parts.dischRate) parts.dischRate = part;
      else if (!parts.load && !parts.ports && portsOf(part)) parts.ports = part;
      else if (PERCENT.test(part) && !parts.commission) parts.commission = part;
      else if (FREIGHT_START.test(part) && !parts.freight) parts.freight = part;
      else if (!parts.laycan && ref && firstDate(part, ref)) parts.laycan = part;
      else if (!parts.account && loose.indexOf(part) === 0 && !/\d/.test(part) && part.length <= 60 && leadsOrder(part, loose)) parts.account = part;
    }
  }
  if (!parts.qty && parts.cargo && QTY_RE.test(parts.cargo)) parts.qty = parts.cargo;
  const quantity = parts.qty ? readQuantity(parts.qty) : null;
  const commodity = commodityOf(parts.cargo, parts.qty);
  let load: PlaceReading | null = parts.load ? readPlace(parts.load) : null;
  let disch: PlaceReading | null = parts.discharge ? readPlace(parts.discharge) : null;
  if (parts.ports) {
    const pr = portsOf(parts.ports);
    if (pr) [load, disch] = pr;
  }
  const whole = c ? '' : block.lines.join(' ');
  // An order written without separators (`MOSAIC 40,000 MT DAP TAMPA/PARADIP 10-20 DEC 2.5PCT`): places
  // either side of a slash, the first date, the commission at the end are still found in the whole line.
  if (!load && !disch && whole) [load, disch] = scanPorts(whole) ?? [null, null];
  if (!parts.laycan && whole && ref) parts.laycan = whole.replace(QTY_RE, ' ');
  if (!parts.commission && whole) parts.commission = COMMISSION_TAIL.exec(whole)?.[0];
  if (!quantity && !(commodity && commodity !== 'other')) return null;
  const laycan = parts.laycan && ref ? firstDate(parts.laycan, ref) : undefined;
  if (!load && !disch && !laycan) return null;
  // The quantity part of an unseparated one-line order runs on to its commission: not a tolerance.
  const tol = parts.qty ? readTolerance(parts.qty.replace(COMMISSION_TAIL, '')) : { pct: null, option: null };
  if (!parts.account && !c && parts.qty === loose[0]) parts.account = LEADING_NAME.exec(parts.qty)?.[1];
  let loadRate: string | null = null;
  let dischRate: string | null = null;
  if (parts.rates) ({ load: loadRate, discharge: dischRate } = readRates(parts.rates));
  if (parts.loadRate) loadRate = readRate(parts.loadRate);
  if (parts.dischRate) dischRate = readRate(parts.dischRate);
  return {
    account: parts.account ? account(parts.account) : null,
    commodity,
    quantity_mt: quantity,
    tolerance_pct: tol.pct,
    tolerance_option: tol.option,
    load_port: load?.port ?? null,
    load_area: load?.area ?? null,
    discharge_port: disch?.port ?? null,
    discharge_area: disch?.area ?? null,
    laycan_from: laycan?.from ?? null,
    laycan_to: laycan?.to ?? null,
    load_rate: loadRate,
    discharge_rate: dischRate,
    freight_idea: parts.freight ? readFreightIdea(parts.freight) : null,
    commission_pct: parts.commission ? readCommission(parts.commission) : null,
  };
}
