import type { LaytimeRegime, PortCall } from './terms';
import { instantAt, isoDate, localTime } from '../time-zones';

/** A stretch of the port's calendar that laytime leaves out under the regime, with the words the sheet shows. */
export type ExceptedTime = { from: number; to: number; what: string };

const DAY = 86_400_000;

/**
 * The excepted calendar time at a port between two instants, in the port's own time zone: Sundays and holidays
 * (SHEX), plus Saturday from noon (SATPM) or all Saturday (SSHEX). SHINC excepts nothing. Holidays come from the
 * port's list and from the statement of facts' holiday entries.
 */
export function exceptedCalendar(call: PortCall, regime: LaytimeRegime, from: number, to: number): ExceptedTime[] {
  const out: ExceptedTime[] = [];
  if (regime === 'SHINC') return out;
  for (const h of call.interruptions) if (h.kind === 'holiday') out.push({ from: Date.parse(h.from), to: Date.parse(h.to), what: 'Holiday' });
  const holidays = new Set(call.holidays);
  const first = localTime(from, call.timeZone);
  // Calendar days stepped in UTC arithmetic (no clock changes there), each turned into the port's local midnight.
  for (let d = Date.UTC(first.year, first.month - 1, first.day) - DAY; ; d += DAY) {
    const date = new Date(d);
    const [y, m, dd] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const start = instantAt(call.timeZone, y, m, dd);
    if (start >= to) break;
    const next = new Date(d + DAY);
    const end = instantAt(call.timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
    const weekday = date.getUTCDay();
    if (holidays.has(isoDate({ year: y, month: m, day: dd }))) out.push({ from: start, to: end, what: 'Holiday' });
    else if (weekday === 0) out.push({ from: start, to: end, what: 'Sunday' });
    else if (weekday === 6 && regime === 'SSHEX') out.push({ from: start, to: end, what: 'Saturday' });
    else if (weekday === 6 && regime === 'SATPM') out.push({ from: instantAt(call.timeZone, y, m, dd, 12), to: end, what: 'Saturday afternoon' });
  }
  return out.filter((e) => e.to > from && e.from < to).sort((a, b) => a.from - b.from);
}
