import { toMajor } from '../../../../../common/payments/money';

export const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * Money in a figure card: whole units with the currency sign ("$13,612,500"), rounded, so that a card's amount fits
 * whole on a phone. The charts' tables and the payments pages give the exact amounts, cents included.
 */
export const formatMoneyWhole = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    Math.round(toMajor(minor, currency)),
  );

/** Compact money for chart axes ("$1.2M"); the tables beside the charts carry the exact amounts. */
export const formatMoneyCompact = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(toMajor(minor, currency));

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day of the API (YYYY-MM-DD, a UTC day) as people read it: "3 Nov 2026". */
export const formatDay = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** A period's two days, both included: "3 Nov 2026 – 9 Nov 2026". */
export const formatRange = (from: string, to: string) => `${formatDay(from)} – ${formatDay(to)}`;

/**
 * A bucket of a series by its first day: a month reads "Nov 2026", a day or a week its date (the column is headed
 * "Week", so the table stays narrow enough for three amounts beside it).
 */
export function formatBucket(start: string, bucket: 'day' | 'week' | 'month') {
  const date = new Date(`${start}T00:00:00Z`);
  // The first month can start on the period's first day (29 Nov): it says so rather than pass for the whole month.
  if (bucket === 'month') return date.getUTCDate() === 1 ? monthFormat.format(date) : `From ${dayFormat.format(date)}`;
  return dayFormat.format(date);
}

/** Median time from enquiry to fixture: hours under two days, then days with one decimal. */
export function formatDuration(hours: number | null): string {
  if (hours === null) return 'No fixtures';
  if (hours < 1) return 'Under 1 hour';
  if (hours < 48) {
    const h = Math.round(hours);
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days.toLocaleString('en-US')} days`;
}

export type Change = { direction: 'up' | 'down' | 'same' | 'none'; text: string };

/**
 * The change from the previous period in words, so it never rests on colour: "Up 25%", "Down 10%", "No change",
 * "Up from 0" (a percent of nothing means nothing) and "No previous figure" where the past cannot be known.
 */
export function describeChange(current: number | null, previous: number | null): Change {
  if (previous === null || current === null) return { direction: 'none', text: 'No previous figure' };
  if (current === previous) return { direction: 'same', text: 'No change' };
  const direction = current > previous ? 'up' : 'down';
  const word = direction === 'up' ? 'Up' : 'Down';
  if (previous === 0) return { direction, text: `${word} from 0` };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return { direction, text: percent === 0 ? `${word} under 1%` : `${word} ${formatCount(percent)}%` };
}
