// The ballast leg of a match: how long the ship takes from where it opens to the cargo's load port, and whether it
// arrives before, within or after the laycan. Pure and dependency-free: the matching service calls it for hundreds
// of candidate ships per request, and the web page recomputes it in the browser. (The date helpers are written here
// rather than imported from charters/terms, which would bring the zod schemas along.)

/**
 * Why a voyage figure cannot be computed (a speed of 0, a negative distance): a programming or data error, never a
 * verdict on the ship. `field` names the input, so a caller can show "speed unknown" instead of a number.
 */
export class VoyageInputError extends RangeError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'VoyageInputError';
  }
}

const DAY_MS = 86_400_000;

/**
 * Days as an estimate shows them: 2 decimals. Every day figure is rounded once, where it is computed, and what follows
 * uses the rounded figure, so the lines on the page add up by hand. The 1e-9 nudge keeps 0.125 from becoming 0.12 when
 * binary floating point stores it as 0.12499999….
 */
export const roundDays = (days: number): number => Math.round(days * 100 + 1e-9) / 100;

/** Days at sea for a distance at a speed: nautical miles / (knots × 24 hours), rounded to 2 decimals. */
export function seaDays(distanceNm: number, speedKn: number, field = 'speed'): number {
  if (!Number.isFinite(distanceNm) || distanceNm < 0) throw new VoyageInputError('distanceNm', 'The distance must be 0 nm or more');
  if (!Number.isFinite(speedKn) || speedKn <= 0) throw new VoyageInputError(field, 'The speed must be above 0 knots');
  return roundDays(distanceNm / (speedKn * 24));
}

const dateMs = (date: string, field: string): number => {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms)) throw new VoyageInputError(field, `${field} must be a date (YYYY-MM-DD)`);
  return ms;
};
const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "11 Mar 2027": how a page writes the date in a sentence (the field keeps YYYY-MM-DD). */
export const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

export type BallastLegInput = {
  /** Sea distance from the open position to the load port; 0 when the ship opens at the load port. */
  distanceNm: number;
  ballastSpeedKn: number;
  /** YYYY-MM-DD: the day the ship is free at its open position. */
  openFrom: string;
  laycanFrom: string;
  laycanTo: string;
};

/** Against the laycan: before it (the ship waits, still a fit), within it, or after the cancelling date (a fail). */
export type LaycanStatus = 'early' | 'in' | 'late';

export type BallastLeg = {
  /** Days at sea, 2 decimals. */
  days: number;
  /** YYYY-MM-DD: the open date plus the sea days rounded up to whole days. */
  arrivalDate: string;
  status: LaycanStatus;
  /** Whole days before the laycan opens (early: the wait) or after it closes (late); 0 when in. */
  byDays: number;
  /** Early or in: the ship can present itself within the laycan. */
  fits: boolean;
  sentence: string;
};

const dayWord = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * The ship sails on its open date and arrives the open date plus the sea days rounded up to whole days: the open
 * date's hour is not known, so the estimate never promises an arrival earlier than the ship could make (3.20 days
 * from 10 March arrives 14 March; 0 nm arrives on the open date).
 */
export function ballastLeg(input: BallastLegInput): BallastLeg {
  const days = seaDays(input.distanceNm, input.ballastSpeedKn, 'ballastSpeedKn');
  const arrivalMs = dateMs(input.openFrom, 'openFrom') + Math.ceil(days) * DAY_MS;
  const fromMs = dateMs(input.laycanFrom, 'laycanFrom');
  const toMs = dateMs(input.laycanTo, 'laycanTo');
  const arrivalDate = dateText(arrivalMs);
  const sailing = `${input.distanceNm.toLocaleString('en-US')} nm ballast at ${input.ballastSpeedKn} kn: ${days.toFixed(2)} days, arrives ${dayText(arrivalMs)}`;
  if (arrivalMs < fromMs) {
    const byDays = Math.round((fromMs - arrivalMs) / DAY_MS);
    return { days, arrivalDate, status: 'early', byDays, fits: true, sentence: `${sailing}, ${dayWord(byDays)} before the laycan (waits)` };
  }
  if (arrivalMs > toMs) {
    const byDays = Math.round((arrivalMs - toMs) / DAY_MS);
    return { days, arrivalDate, status: 'late', byDays, fits: false, sentence: `${sailing}, ${dayWord(byDays)} after the laycan closes` };
  }
  return { days, arrivalDate, status: 'in', byDays: 0, fits: true, sentence: `${sailing}, within the laycan` };
}
