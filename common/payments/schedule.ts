import { addDays, contractValue, type Terms } from '../charters/terms';
import type { InstalmentKind, ReleaseRule } from './payment-process';
import { shareOf } from './money';

export type Instalment = { seq: number; kind: InstalmentKind; label: string; amount: number; dueOn: string; releaseRule: ReleaseRule };

/** Hire is paid per period of this many days, in advance (domain.md: "hire per day payable 15 days in advance"). */
export const HIRE_PERIOD_DAYS = 15;
/** Voyage freight: this share on loading, the balance on completion. */
export const FREIGHT_ON_LOADING_PCT = 95;

/**
 * The payment schedule a sealed charter party implies. Time charter: hire for each 15-day period, the first on
 * delivery (the laycan's first day until delivery is confirmed), each next one when its period starts. Voyage
 * charter: 95% of the freight on loading, the balance on completion (the last day the ship is held). Demurrage is
 * added when the owner claims it. Amounts are minor units; the parts add up to the charter's value exactly.
 */
export function drawSchedule(terms: Terms): Instalment[] {
  if (terms.charterType === 'time') {
    const out: Instalment[] = [];
    for (let start = 0, seq = 1; start < terms.periodDays; start += HIRE_PERIOD_DAYS, seq++) {
      const days = Math.min(HIRE_PERIOD_DAYS, terms.periodDays - start);
      out.push({
        seq, kind: 'hire', amount: terms.hirePerDay * days, dueOn: addDays(terms.laycanFrom, start),
        label: `Hire, days ${start + 1}–${start + days}${start === 0 ? ', on delivery' : ', in advance'}`,
        releaseRule: start === 0 ? 'delivery' : 'period_start',
      });
    }
    return out;
  }
  const total = contractValue(terms);
  const onLoading = shareOf(total, FREIGHT_ON_LOADING_PCT);
  return [
    { seq: 1, kind: 'freight', label: `Freight, ${FREIGHT_ON_LOADING_PCT}% on loading`, amount: onLoading, dueOn: terms.laycanFrom, releaseRule: 'loading' },
    {
      seq: 2, kind: 'freight_balance', label: `Freight balance, ${100 - FREIGHT_ON_LOADING_PCT}% on completion`, amount: total - onLoading,
      dueOn: addDays(terms.laycanTo, terms.voyageDays), releaseRule: 'completion',
    },
  ].filter((i) => i.amount > 0) as Instalment[];
}

/**
 * The most demurrage one voyage can carry on Fairlead, all claims together. Demurrage is the time the ship is kept
 * at the load and discharge ports beyond the laytime (domain.md): days, or a few weeks of congestion, on a voyage the
 * terms estimate at 120 days at most. Sixty days is twice the longest port queues that trade saw in 2021-22; a delay
 * beyond that is a dispute for Fairlead's team (a claim), not an instalment the owner adds alone.
 */
export const MAX_DEMURRAGE_DAYS = 60;
export const demurrageCapMessage = `Demurrage on one voyage is at most ${MAX_DEMURRAGE_DAYS} days in all`;

/**
 * Demurrage for time on demurrage given in days, hours and minutes, pro rata at the daily rate (domain.md: 4 d 6 h
 * 30 m at USD 30,000/day is USD 128,125), rounded to the nearest minor unit. The server computes it; nobody types it.
 */
export function demurrageAmount(ratePerDay: number, time: { days: number; hours: number; minutes: number }): number {
  const minutes = time.days * 1440 + time.hours * 60 + time.minutes;
  return Math.round((ratePerDay * minutes) / 1440);
}
