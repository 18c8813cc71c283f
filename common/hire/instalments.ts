import { percentOf, proRataDays } from './money';
import { hireTermsProblems } from './problems';
import type { HireTerms } from './terms';
import { DAY_MINUTES, MINUTE } from './time';

/** Hire is paid every 15 days in advance: each instalment is due when its period starts. */
export const INSTALMENT_DAYS = 15;

export type HireInstalment = {
  number: number;
  /** Due at the start of the period it pays for (UTC instant). */
  due: string;
  from: string;
  to: string;
  minutes: number;
  gross: number;
  addressCommission: number;
  brokerage: number;
  /** What the charterers pay: hire less the commissions they deduct. */
  net: number;
};

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * The hire instalments from delivery to the expected redelivery: whole 15-day periods (15 times 24 hours, whatever
 * the clocks do), the last one pro rata to the minute. Each is rounded to the cent on its own, like a statement line.
 */
export function hireInstalments(terms: HireTerms): HireInstalment[] {
  const problems = hireTermsProblems(terms);
  if (problems.length > 0) throw new Error(problems.join('; '));
  const start = Date.parse(terms.delivery.at);
  const end = Date.parse(terms.redelivery.at);
  const period = INSTALMENT_DAYS * DAY_MINUTES * MINUTE;
  const instalments: HireInstalment[] = [];
  for (let from = start; from < end; from += period) {
    const to = Math.min(from + period, end);
    const minutes = Math.round((to - from) / MINUTE);
    const gross = proRataDays(terms.hirePerDay, minutes);
    const addressCommission = percentOf(gross, terms.addressCommissionPercent);
    const brokerage = percentOf(gross, terms.brokeragePercent);
    instalments.push({
      number: instalments.length + 1,
      due: iso(from),
      from: iso(from),
      to: iso(to),
      minutes,
      gross,
      addressCommission,
      brokerage,
      net: gross - addressCommission - brokerage,
    });
  }
  return instalments;
}
