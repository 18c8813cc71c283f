import { formatMoney } from '../../../common/money';
import { capacityUnits } from '../../../common/vessels/schemas';
import { vesselTypeLabels, type VesselType } from '../../../common/vessels/vessel-status';

export const typeLabel = (t: string) => vesselTypeLabels[t as VesselType] ?? t;
export const capacityText = (type: string, capacity: number) =>
  `${capacity.toLocaleString('en-US')} ${capacityUnits[type as VesselType]?.unit ?? ''}`.trim();
export const dwtText = (dwt: number | null) => (dwt ? `${dwt.toLocaleString('en-US')} dwt` : '—');
export const rateText = (minor: number | null, currency = 'USD') =>
  minor ? `${formatMoney(minor, currency).replace(/\.00$/, '')}/day` : 'Rate on request';
export const dateText = (iso: string | null) =>
  iso ? new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '—';

/** "10 Jan 2027 – 15 Jan 2027", or "from 10 Jan 2027" when the range has no end. */
export const openRangeText = (from: string | null, to: string | null) => (to ? `${dateText(from)} – ${dateText(to)}` : `from ${dateText(from)}`);
