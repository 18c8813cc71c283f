/**
 * Wall-clock time in a port's time zone, from the IANA names Intl knows: which day and hour an instant is there, and
 * the instant a local date and time fall on. Laytime's weekends and holidays are the port's, not UTC's.
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

/** Minutes the zone is ahead of UTC at `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  const t = localTime(ms, timeZone);
  const second = new Date(ms).getUTCSeconds();
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, second);
  return Math.round((asUtc - (ms - (ms % 1000))) / 60_000);
}

/** The instant a local date and time fall on in the zone (on a clock change, the first reading that exists). */
export function instantAt(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  const second = guess - offsetMinutes(first, timeZone) * 60_000;
  return second;
}

/** A local date as YYYY-MM-DD. */
export const isoDate = (t: Pick<LocalTime, 'year' | 'month' | 'day'>) =>
  `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
