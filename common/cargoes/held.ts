// Whether a ship is free for the whole of a voyage, not only on the laycan. An offer holds the ship from the laycan's
// first day to its last day plus the voyage's days (common/charters/terms.ts heldDates), and is refused if a fixture,
// a deal on subjects or the owner's block meets those days; a match list must not call such a ship a fit.
// Pure and dependency-free, like the rest of a match (ballast.ts).

import { dayText } from './ballast';

/** Days a ship is held (a fixture, a deal on subjects, a block): first and last day, YYYY-MM-DD. */
export type HeldPeriod = { from: string; to: string };

const DAY = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The first held period that meets the days the voyage would hold her: from `laycanFrom` to `laycanTo` plus
 * `voyageDays` rounded up (an offer's voyage days are whole days), with the sentence the match shows; null when
 * she is free throughout.
 */
export function heldDuringVoyage(
  held: readonly HeldPeriod[],
  laycanFrom: string,
  laycanTo: string,
  voyageDays: number,
): { period: HeldPeriod; sentence: string } | null {
  const start = ms(laycanFrom);
  const end = ms(laycanTo) + Math.ceil(Math.max(0, voyageDays)) * DAY;
  const period = [...held].sort((a, b) => ms(a.from) - ms(b.from)).find((p) => ms(p.from) <= end && ms(p.to) >= start);
  if (!period) return null;
  const span = period.from === period.to ? dayText(ms(period.from)) : `${dayText(ms(period.from))} to ${dayText(ms(period.to))}`;
  return {
    period,
    sentence: `Already committed ${span} (another fixture, a deal on subjects or a block): this voyage would hold her until about ${dayText(end)}`,
  };
}
