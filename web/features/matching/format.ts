import type { ShipMatch } from '../../../common/matching/api';
import { vesselTypeLabels, type VesselType } from '../../../common/vessels/vessel-status';
import { textFromMinor } from '../../../common/payments/money';

const grouped = (n: number, decimals = 0) => n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** "USD 14,246/day": a TCE read at a glance, to the dollar. */
export const tceText = (centsPerDay: number) => `USD ${grouped(Math.round(centsPerDay / 100))}/day`;

/** "USD 1,600,000.00": a line of the estimate, to the cent, as it is checked by hand. */
export const usdText = (cents: number) => `USD ${textFromMinor(cents, 'USD')}`;

/** "USD 32.78/t" */
export const perTonneText = (cents: number) => `${usdText(cents)}/t`;

export const daysText = (days: number) => `${grouped(days, 2)} day${days === 1 ? '' : 's'}`;
export const tonnesText = (t: number) => `${grouped(t, 2)} t`;
export const nmText = (nm: number) => `${grouped(nm)} nm`;

/** "12 Jan": the year is the laycan's, shown next to it. */
const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const plural = (n: number, word: string) => `${grouped(n)} ${word}${n === 1 ? '' : 's'}`;

/** "in laycan", "late by 3 days", "early by 2 days" (waits for the laycan to open). */
export function arrivalText(b: NonNullable<ShipMatch['ballast']>) {
  if (b.status === 'in') return 'in laycan';
  return `${b.status} by ${plural(b.byDays, 'day')}`;
}

/** "1,240 nm · 3.7 days · arrives 12 Jan · in laycan"; a ship already at the load port has no leg to sail. */
export function ballastText(b: NonNullable<ShipMatch['ballast']>) {
  const sail = b.nm === 0 ? 'at the load port' : `${nmText(b.nm)}${viaText(b.via)} · ${grouped(b.days, 1)} days`;
  return `${sail} · arrives ${shortDate(b.arrivalDate)} · ${arrivalText(b)}`;
}

/** " via Cape of Good Hope", " via Suez and Panama", or nothing for a direct route. */
export function viaText(via: readonly string[]) {
  if (!via.length) return '';
  const names = via.length === 1 ? via[0] : `${via.slice(0, -1).join(', ')} and ${via[via.length - 1]}`;
  return ` via ${names}`;
}

/** "11,359 nm via Cape of Good Hope" */
export const legText = (leg: { nm: number; via: readonly string[] }) => `${nmText(leg.nm)}${viaText(leg.via)}`;

/** The owner's offer form for this cargo and ship, with the estimate's voyage days when there is one. */
export const offerHref = (cargoId: string, vesselId: string, days?: number | null) =>
  `/app/cargoes/${cargoId}/offer?vessel=${vesselId}${days ? `&days=${days}` : ''}`;

/** The charterer's enquiry to this ship, prefilled from their cargo order. */
export const enquiryHref = (cargoId: string, vesselId: string) => `/app/deals/new?vessel=${vesselId}&cargo=${cargoId}`;

export const typeLabel = (t: string) => vesselTypeLabels[t as VesselType] ?? t;
export const dwtText = (dwt: number | null) => (dwt ? `${dwt.toLocaleString('en-US')} dwt` : 'dwt not given');

const fullDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Open Santos, Brazil 10 Jan 2027 – 15 Jan 2027", "Open ECSA from 10 Jan 2027", "No open position". */
export function openText(v: Pick<ShipMatch['vessel'], 'open' | 'openFrom' | 'openTo'>) {
  if (!v.open || !v.openFrom) return 'No open position';
  return `Open ${v.open.name} ${v.openTo ? `${fullDate(v.openFrom)} – ${fullDate(v.openTo)}` : `from ${fullDate(v.openFrom)}`}`;
}
