import type { PaymentTerms } from './payment-terms';
import { mulDivHalfUp, splitByCumulative } from './rounding';

/**
 * Time-charter hire as the trade pays it (domain.md): per day, pro rata, from the moment of delivery to the moment
 * of redelivery, in advance for each period (15 days unless agreed otherwise), adcom deducted, settled at the end by
 * the final hire statement.
 *
 * Instants, not calendar dates: hire runs "from delivery to redelivery, pro rata for part of a day" (the hire clause)
 * and the delivery and redelivery certificates state a time (2027-03-04 10:00 UTC). Counting whole calendar days
 * would charge or forgive up to a day of hire (USD 18,400) at each end. Time is counted in whole minutes, UTC; each
 * period falls due on the calendar date (UTC) it starts.
 *
 * Rounding (rounding.ts): half-up to the minor unit on cumulative figures. A period's hire is round(hire from
 * delivery to its end) - round(hire to its start); its adcom and brokerage likewise. So the periods always add up to
 * the hire of the whole time, a full period is exactly rate x days, and only the last part-period is pro rata.
 */
const MINUTE = 60_000;
const DAY_MINUTES = 1_440;

export type HirePeriod = {
  seq: number;
  from: string;
  to: string;
  minutes: number;
  /** The calendar date (UTC) the period starts: hire is due in advance, on that day. */
  dueOn: string;
  gross: number;
  adcom: number;
  brokerage: number;
  /** What the charterers pay: gross less adcom, less brokerage if they deduct it. */
  net: number;
};

const minutesBetween = (from: string, to: string) => Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE);
const plusMinutes = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * MINUTE).toISOString();

/** The hire of a stretch of minutes on hire at the daily rate, half-up to the minor unit. */
export const hireFor = (hirePerDay: number, minutes: number) => mulDivHalfUp(hirePerDay, minutes, DAY_MINUTES);

/**
 * The hire instalments from delivery until the expected (or actual) redelivery: one for each period in advance,
 * the last pro rata for the part-period left.
 */
export function hirePeriods(input: { hirePerDay: number; deliveredAt: string; redeliveryAt: string; payment: PaymentTerms }): HirePeriod[] {
  const total = minutesBetween(input.deliveredAt, input.redeliveryAt);
  const step = input.payment.hireAdvanceDays * DAY_MINUTES;
  const bounds: [number, number][] = [];
  for (let start = 0; start < total; start += step) bounds.push([start, Math.min(start + step, total)]);
  const gross = bounds.map(([a, b]) => hireFor(input.hirePerDay, b) - hireFor(input.hirePerDay, a));
  const adcoms = splitByCumulative(gross, input.payment.addressCommissionBp);
  const brokerages = splitByCumulative(gross, input.payment.brokerageBp);
  return bounds.map(([a, b], i) => {
    const from = plusMinutes(input.deliveredAt, a);
    const deducted = adcoms[i] + (input.payment.brokerageDeducted ? brokerages[i] : 0);
    return {
      seq: i + 1,
      from,
      to: plusMinutes(input.deliveredAt, b),
      minutes: b - a,
      dueOn: from.slice(0, 10),
      gross: gross[i],
      adcom: adcoms[i],
      brokerage: brokerages[i],
      net: gross[i] - deducted,
    };
  });
}

/** When the charterers may redeliver: the period, more or less its tolerance, in the charterers' option. */
export function redeliveryWindow(deliveredAt: string, periodDays: number, toleranceDays: number): { earliest: string; latest: string } {
  return {
    earliest: plusMinutes(deliveredAt, (periodDays - toleranceDays) * DAY_MINUTES),
    latest: plusMinutes(deliveredAt, (periodDays + toleranceDays) * DAY_MINUTES),
  };
}

export type StatementItem = { label: string; /** Positive: the charterers owe it to the owners; negative: the owners owe it. */ amount: number };
export type HireStatement = {
  minutesOnHire: number;
  /** Hire earned at the charter rate from delivery to the actual redelivery. */
  gross: number;
  adcom: number;
  brokerage: number;
  /** Hire earned less adcom (and brokerage, if the charterers deduct it). */
  net: number;
  /** The hire the charterers paid, as paid (net of the deductions). */
  paid: number;
  items: StatementItem[];
  /** Earned net + items - paid. Positive: the charterers pay the owners; negative: the owners pay it back. */
  balance: number;
  /** Redelivered within the period's tolerance, or before or after it, and by how many minutes. */
  redelivery: 'within' | 'early' | 'late';
  outsideMinutes: number;
};

/**
 * The final hire statement at redelivery. Hire is earned at the charter rate to the actual redelivery in every
 * case: redelivery outside the tolerance is a breach whose damages (the market rate's excess on a late redelivery,
 * the lost hire on an early one) are a claim between the parties, not a sum this sheet can know; the sheet says by
 * how much the window was missed so the claim can be made.
 */
export function hireStatement(input: {
  hirePerDay: number;
  deliveredAt: string;
  redeliveredAt: string;
  periodDays: number;
  toleranceDays: number;
  payment: PaymentTerms;
  paid: number;
  items: StatementItem[];
}): HireStatement {
  const minutesOnHire = minutesBetween(input.deliveredAt, input.redeliveredAt);
  const gross = hireFor(input.hirePerDay, minutesOnHire);
  const adcom = mulDivHalfUp(gross, input.payment.addressCommissionBp, 10_000);
  const brokerage = mulDivHalfUp(gross, input.payment.brokerageBp, 10_000);
  const net = gross - adcom - (input.payment.brokerageDeducted ? brokerage : 0);
  const itemsTotal = input.items.reduce((s, i) => s + i.amount, 0);
  const min = (input.periodDays - input.toleranceDays) * DAY_MINUTES;
  const max = (input.periodDays + input.toleranceDays) * DAY_MINUTES;
  const redelivery = minutesOnHire < min ? 'early' : minutesOnHire > max ? 'late' : 'within';
  const outsideMinutes = redelivery === 'early' ? min - minutesOnHire : redelivery === 'late' ? minutesOnHire - max : 0;
  return {
    minutesOnHire,
    gross,
    adcom,
    brokerage,
    net,
    paid: input.paid,
    items: input.items,
    balance: net + itemsTotal - input.paid,
    redelivery,
    outsideMinutes,
  };
}
