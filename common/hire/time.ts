/**
 * Time as a hire statement counts and shows it: whole minutes between instants, days to five decimals (as claims
 * managers quote them: 4 d 6 h 30 m = 4.27083 days), and a place's local clock with its offset.
 */

export const MINUTE = 60_000;
export const DAY_MINUTES = 1440;

/** Minutes between two instants, to the nearest minute (seconds are not counted on a hire statement). */
export const minutesBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / MINUTE);

/** "15 d 6 h 25 m = 15.26736 days". */
export function daysWords(minutes: number): string {
  const d = Math.floor(minutes / DAY_MINUTES);
  const h = Math.floor((minutes % DAY_MINUTES) / 60);
  const m = minutes % 60;
  return `${d} d ${h} h ${m} m = ${(minutes / DAY_MINUTES).toFixed(5)} days`;
}

/** Whether the runtime knows the IANA time zone name. */
export function knownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "2026-03-05 10:00 UTC". */
export const utcClock = (at: string): string => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** "2026-03-01 08:00 GMT+8": the instant on the place's wall clock, with the offset it had then. */
export function localClock(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'shortOffset',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}
