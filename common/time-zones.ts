/**
 * Wall-clock time in a named time zone, from the IANA names Intl knows: which day and hour an instant is there, and
 * the instant a local date and time fall on (a deadline typed in the sender's zone; a port's weekends for laytime).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; weekday: number };

/** The port's wall clock at `ms` (weekday 0 = Sunday). */
export function localTime(ms: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const { year, month, day, hour, minute } = parts as Record<string, number>;
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** How far the zone is ahead of UTC at `ms`, in ms (Europe/London in summer: +3,600,000). */
export function zoneOffset(ms: number, timeZone: string): number {
  const t = localTime(ms, timeZone);
  const second = new Date(ms).getUTCSeconds();
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, second) - Math.floor(ms / 1000) * 1000;
}

/** The instant a local date and time fall on in the zone (read once more across a change of summer time). */
export function instantAt(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/** A local date as YYYY-MM-DD. */
export const isoDate = (t: Pick<LocalTime, 'year' | 'month' | 'day'>) =>
  `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
