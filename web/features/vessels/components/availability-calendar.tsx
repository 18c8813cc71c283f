import { heldStateLabels, heldStates, type HeldState } from '../../../../common/vessels/availability';
import { cn } from '../../../lib/cn';
import type { VesselPageData } from '../api/types';
import { dateText } from '../format';

type Booked = VesselPageData['booked'];
type DayState = HeldState | null;

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const stateClass: Record<HeldState, string> = {
  unavailable: 'bg-navy-900 text-white',
  fixed: 'bg-navy-900 text-white',
  on_subjects:
    'bg-[repeating-linear-gradient(135deg,var(--color-amber-200)_0_3px,var(--color-amber-50)_3px_7px)] text-amber-950 ring-1 ring-inset ring-amber-400',
};
/** The strongest hold wins a day two ranges share: a fixture over a deal on subjects. */
const rank: Record<HeldState, number> = { on_subjects: 1, unavailable: 2, fixed: 3 };

// Charters are booked in whole UTC days (YYYY-MM-DD), so the calendar works in UTC as well.
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
const monthName = (y: number, m: number) =>
  new Date(Date.UTC(y, m, 1)).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function stateOf(day: string, booked: Booked): DayState {
  let state: DayState = null;
  for (const b of booked) {
    if (day < b.start || day > b.end) continue;
    if (!state || rank[b.state] > rank[state]) state = b.state;
  }
  return state;
}

/** Weeks of a month, Monday first, null for the days of the neighbouring months. */
function weeksOf(y: number, m: number): (number | null)[][] {
  const lead = (new Date(Date.UTC(y, m, 1)).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const cells = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

function Month({ y, m, today, booked }: { y: number; m: number; today: string; booked: Booked }) {
  const name = monthName(y, m);
  const weeks = weeksOf(y, m);
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm">
      <caption className="pb-1 text-left font-semibold text-navy-900">{name}</caption>
      <thead>
        <tr>
          {weekdays.map((d) => (
            <th key={d} scope="col" abbr={d} className="text-xs font-medium text-slate-500">
              <span aria-hidden>{d.slice(0, 2)}</span>
              <span className="sr-only">{d}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((d, i) => {
              if (d === null) return <td key={i} className="h-8" />;
              const day = iso(y, m, d);
              const state = stateOf(day, booked);
              const isToday = day === today;
              const words = [`${d} ${name}`, isToday ? 'today' : '', state ? heldStateLabels[state].toLowerCase() : ''].filter(Boolean);
              return (
                <td
                  key={i}
                  aria-label={state || isToday ? words.join(', ') : undefined}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'h-8 rounded-md tabular-nums',
                    state ? stateClass[state] : day < today ? 'text-slate-500' : 'text-slate-800',
                    isToday && 'font-bold outline-2 -outline-offset-2 outline-sea-600',
                  )}
                >
                  {d}
                </td>
              );
            })}
          </tr>
        ))}
        {/* Grids side by side line up only if each has six weeks; stacked on a phone, the blank rows would just be a gap. */}
        {Array.from({ length: 6 - weeks.length }, (_, i) => (
          <tr key={`pad-${i}`} aria-hidden className="hidden sm:table-row">
            <td colSpan={7} className="h-8" />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The next three months, with the held days marked. Who chartered the ship is not shown; the public sees held days
 * as unavailable, the owner and admins by the deal stage that holds them (the server decides which).
 */
export function AvailabilityCalendar({ booked, months = 3 }: { booked: Booked; months?: number }) {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const first = iso(y, m, 1);
  const last = iso(y, m + months, 0);
  const shown = booked.filter((b) => b.end >= first && b.start <= last);
  // The legend names what this viewer is shown; "Unavailable" always, as the public's one word for a held day.
  const legend = heldStates.filter((s) => s === 'unavailable' || booked.some((b) => b.state === s));

  return (
    <div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: months }, (_, i) => {
          const d = new Date(Date.UTC(y, m + i, 1));
          return <Month key={i} y={d.getUTCFullYear()} m={d.getUTCMonth()} today={today} booked={booked} />;
        })}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Legend">
        {legend.map((s) => (
          <li key={s} className="flex items-center gap-2">
            <span aria-hidden className={cn('size-4 rounded', stateClass[s])} /> {heldStateLabels[s]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden className="size-4 rounded outline-2 -outline-offset-2 outline-sea-600" /> Today
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        {shown.length === 0
          ? 'No dates held in these three months: the ship is free from its open date.'
          : `${shown.map((b) => `${heldStateLabels[b.state]} ${dateText(b.start)} – ${dateText(b.end)}`).join('; ')}.`}
      </p>
    </div>
  );
}
