import { commodityOf } from '../cargoes/commodities';
import { toMinor } from '../payments/money';
import { isOpenAmong, isOpenInCountry, openPlacesOf, type OpenPlaces } from '../ports/open-places';
import { vesselTypeLabels } from '../vessels/vessel-status';
import type { CargoSearchFilters, VesselSearchFilters } from './api';

// Whether a new cargo order or a changed ship would now be found by a saved search: the board's and the vessel
// search's SQL conditions (server/modules/cargoes/read.ts boardConditions, server/modules/vessels/search-service.ts)
// written again over one row, so an alert is sent exactly when the member's search would list the new match.

/** The columns of a cargo order the board filters on (the region sets are the row's load_regions/discharge_regions). */
export type CargoFacts = {
  status: string;
  commodity: string;
  quantityT: number;
  loadRegions: readonly string[];
  dischargeRegions: readonly string[];
  laycanFrom: string;
  laycanTo: string;
};

/** The board would list this order under these filters. */
export function cargoMeetsSearch(order: CargoFacts, q: CargoSearchFilters): boolean {
  if (order.status !== 'open') return false;
  if (q.commodity && order.commodity !== q.commodity) return false;
  if (q.minSize !== '' && order.quantityT < q.minSize) return false;
  if (q.maxSize !== '' && order.quantityT > q.maxSize) return false;
  if (q.loadRegion && !order.loadRegions.includes(q.loadRegion)) return false;
  if (q.dischargeRegion && !order.dischargeRegions.includes(q.dischargeRegion)) return false;
  if (q.from || q.to) {
    // One date alone asks for that day; two ask for any laycan that overlaps them.
    const from = q.from || q.to;
    const to = q.to || q.from;
    if (order.laycanFrom > to || order.laycanTo < from) return false;
  }
  return true;
}

/**
 * The columns of a publicly visible vessel the search filters on. `booked` is the row's held ranges (pending,
 * confirmed and active charters and blocks), each as its first and last day.
 */
export type VesselFacts = {
  name: string;
  imo: string | null;
  type: string;
  deadweightT: number | null;
  capacity: number;
  openPort: string | null;
  /** A region code ("USG") when the ship is open in a region rather than at a port. */
  openRegion: string | null;
  charterTypes: readonly string[];
  ratePerDay: number | null;
  booked: readonly { from: string; to: string }[];
};

/**
 * The vessel search would list this ship under these filters. Checked from the ship's own row: name or IMO, type,
 * size (deadweight or capacity), open position, country, dates free, charter type and maximum rate. The open port
 * filter (a port or a region) and the free-text location follow common/ports/open-places.ts: a ship open in a region
 * is found by a port of it and by an overlapping region. The free-text `location` ("Genoa", "US Gulf") is resolved
 * through the ports' names, other spellings and regions by the server's port lookup, which the predicate cannot do:
 * the caller passes what it resolved to (server/modules/ports/service.ts `openPlacesNamedBy`), as the search does.
 * The country filter finds ships open at its ports and in the regions holding one of them, as the search's does.
 */
export function vesselMeetsSearch(ship: VesselFacts, s: VesselSearchFilters, location: OpenPlaces | null = null): boolean {
  if (s.q) {
    const digits = s.q.replace(/^imo\s*/i, '');
    if (/^\d{7}$/.test(digits) ? ship.imo !== digits : !ship.name.toLowerCase().includes(s.q.toLowerCase())) return false;
  }
  if (s.type && ship.type !== s.type) return false;
  const size = s.sizeBy === 'capacity' ? ship.capacity : ship.deadweightT;
  // A missing size is NULL in SQL: no size filter is met by it.
  if (s.minSize !== '' && (size === null || size < s.minSize)) return false;
  if (s.maxSize !== '' && (size === null || size > s.maxSize)) return false;
  if (s.port && !isOpenAmong(openPlacesOf(s.port), ship)) return false;
  if (s.location) {
    if (!location) throw new Error('a search with a free-text location needs the places the server resolved it to');
    if (!isOpenAmong(location, ship)) return false;
  }
  if (s.country && !isOpenInCountry(s.country, ship)) return false;
  if (s.from || s.to) {
    const from = s.from || s.to;
    const to = s.to || s.from;
    if (ship.booked.some((held) => held.from <= to && held.to >= from)) return false;
  }
  if (s.charterType && !ship.charterTypes.includes(s.charterType)) return false;
  if (s.maxRate !== '' && (ship.ratePerDay === null || ship.ratePerDay > toMinor(s.maxRate, 'USD'))) return false;
  return true;
}

const thousands = (t: number) => (t % 1000 === 0 ? `${t / 1000}k` : t.toLocaleString('en-US'));
function sizeRange(min: number | '', max: number | '', unit: string): string {
  if (min !== '' && max !== '' && min % 1000 === 0 && max % 1000 === 0) return `${min / 1000}–${max / 1000}k${unit}`;
  if (min !== '' && max !== '') return `${thousands(min)}–${thousands(max)}${unit}`;
  if (min !== '') return `${thousands(min)}${unit}+`;
  if (max !== '') return `up to ${thousands(max)}${unit}`;
  return '';
}
function dates(from: string, to: string): string {
  if (from && to && from !== to) return `${from} to ${to}`;
  return from || to;
}
const joined = (parts: string[], empty: string) => parts.filter(Boolean).join(' · ') || empty;

/** The name a saved board search gets unless the member gives one: "Wheat · ECSA → CJK · 30–60k t". */
export function defaultCargoSearchName(q: CargoSearchFilters): string {
  const route = q.loadRegion || q.dischargeRegion ? `${q.loadRegion || 'Anywhere'} → ${q.dischargeRegion || 'anywhere'}` : '';
  return joined(
    [q.commodity ? commodityOf(q.commodity).label : '', route, sizeRange(q.minSize, q.maxSize, ' t'), dates(q.from, q.to)],
    'All cargo orders',
  );
}

/** The name a saved vessel search gets unless the member gives one: "Bulk carrier · open USG · 50–80k dwt". */
export function defaultVesselSearchName(s: VesselSearchFilters): string {
  const place = s.port || s.location || s.country;
  return joined(
    [
      s.q ? `“${s.q}”` : '',
      s.type ? vesselTypeLabels[s.type] : '',
      place ? `open ${place}` : '',
      sizeRange(s.minSize, s.maxSize, s.sizeBy === 'capacity' ? ' capacity' : ' dwt'),
      dates(s.from, s.to),
      s.charterType ? `${s.charterType[0].toUpperCase()}${s.charterType.slice(1)} charter` : '',
      s.maxRate !== '' ? `≤ $${s.maxRate.toLocaleString('en-US')}/day` : '',
    ],
    'All vessels',
  );
}
