import type { LaytimeCall } from '../api/laytime';

/** "load port" / "discharge port", and the work done there, as the chartering words go. */
export const callWords = (call: LaytimeCall) =>
  call === 'load'
    ? { port: 'load port', work: 'Loading', Port: 'Load port' }
    : { port: 'discharge port', work: 'Discharging', Port: 'Discharge port' };

export type EventEntry = 'arrived' | 'norTendered' | 'norAccepted' | 'allFast' | 'hatchesOpened' | 'commenced' | 'completed';
export const eventEntries: EventEntry[] = ['arrived', 'norTendered', 'norAccepted', 'allFast', 'hatchesOpened', 'commenced', 'completed'];
/** The events a statement may leave out: laytime reckons from the notice; the rest is on the record when known. */
export const optionalEntries: EventEntry[] = ['arrived', 'norAccepted', 'allFast', 'hatchesOpened'];

/** The name of an event of the statement of facts at this call. */
export function eventLabel(entry: EventEntry, call: LaytimeCall): string {
  const work = callWords(call).work;
  return {
    arrived: `Arrived at the ${callWords(call).port}`,
    norTendered: 'Notice of readiness tendered',
    norAccepted: 'Notice of readiness accepted',
    allFast: 'All fast at the berth',
    hatchesOpened: 'Hatches opened / hoses connected',
    commenced: `${work} commenced`,
    completed: `${work} completed`,
  }[entry];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** "Mon 3 May 2027, 08:00": an instant on the port's wall clock (the zone is named once, beside it). */
export function portTime(iso: string, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f.format(new Date(iso));
}

/** A time zone's IANA name as people read it: "America/Sao_Paulo" → "America/Sao Paulo". */
export const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');
