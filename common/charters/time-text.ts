// Built once: a formatter costs far more to make than to use, and lapses name their deadline thousands at a time.
const utcDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "17:00 UTC on 3 March": how the server names an instant in its messages (the app shows each viewer's zone). */
export function utcText(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const time = d.toISOString().slice(11, 16);
  const day = utcDay.format(d);
  return `${time} UTC on ${day}`;
}

/** "17:00 Europe/London, 3 Mar" style: an instant in a named zone, as a deadline is stated by its sender. */
export function zonedText(at: string, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at));
}

/**
 * The offset of a zone from UTC at an instant, in ms (Europe/London in summer: +3,600,000). common/time-zones.ts does
 * the same sums for the laytime calendar; this copy stays so that the deal page, at its size budget, loads no more.
 */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - Math.floor(instant / 1000) * 1000;
}

/** "2027-03-03T17:00" read as a wall-clock time in a zone → the instant (ISO, UTC). "" for an empty or bad value. */
export function zonedToInstant(local: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return '';
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone); // once more, across a change of summer time
  return new Date(instant).toISOString();
}

/** The instant as a wall-clock value for a datetime-local input in a zone. */
export function instantToZoned(iso: string, timeZone: string): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return new Date(t + zoneOffset(t, timeZone)).toISOString().slice(0, 16);
}

const calendarPart = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });

/** A laycan's two calendar dates, "5–15 Jan 2027", "28 Jan – 5 Feb 2027", "28 Dec 2026 – 5 Jan 2027": what they share is written once. */
export function laycanText(from: string, to: string): string {
  const full = (iso: string) => calendarPart(iso, { day: 'numeric', month: 'short', year: 'numeric' });
  if (from === to) return full(from);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${full(from)} – ${full(to)}`;
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${calendarPart(from, { day: 'numeric', month: 'short' })} – ${full(to)}`;
  return `${calendarPart(from, { day: 'numeric' })}–${full(to)}`;
}
