import { z } from 'zod';
import { calendarDate } from '../dates';
import { isLocode, normalizeLocode } from '../ports/locode';

// The main terms of a charter, as an enquiry, an offer or a counter states them. The same schemas check the
// form in the browser and the body in the API; the rules that depend on the time (laycan not in the past, reply
// and lift deadlines) are in offer-timing.ts, applied with the browser's clock there and the server's here.

export const currencies = ['USD', 'EUR', 'GBP'] as const;
/**
 * The charter party signed on Fairlead is always Fairlead's own clauses (decision 016): no standard form's text
 * (GENCON, NYPE …) is licensed or printed, so the form offers only these. Deals made before may name a standard
 * form in `cpForm`; the recap and the charter party still name what is signed (agreed-text.ts).
 */
export const cpForms = {
  voyage: ['Fairlead voyage charter terms'],
  time: ['Fairlead time charter terms'],
} as const;
export const lawOptions = ['English law, London arbitration', 'US law, New York arbitration', 'Singapore law, Singapore arbitration'] as const;
export const laytimeTerms = ['SHINC', 'SHEX'] as const;
export const toleranceOptions = ['MOLOO', 'MOLCHOPT'] as const;
export const freightBases = ['per_tonne', 'lump_sum'] as const;

/** The largest amount accepted: USD 100 million, in cents. */
export const MAX_MINOR = 10_000_000_000;

const port = (label: string) =>
  z
    .string({ error: `Choose the ${label}` })
    .transform(normalizeLocode)
    .refine(isLocode, `Choose the ${label} from the list (a UN/LOCODE such as NL RTM)`);
/** Money in integer minor units (cents): the form turns "21,000.50" into 2100050 before checking. */
const money = (label: string, { zero = false } = {}) =>
  z
    .number({ error: `${label} must be an amount` })
    .int(`${label} must be a whole number of cents`)
    .min(zero ? 0 : 1, zero ? `${label} cannot be negative` : `${label} must be above zero`)
    .max(MAX_MINOR, `${label} must be at most 100,000,000`);
const whole = (label: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min > 0 ? `${label} must be at least ${min}${unit}` : `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}${unit}`);
/** A percentage with at most two decimals (3.75), up to `max`; optional, since deals made before it lack it. */
const pct = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}%`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals`)
    .optional();
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const common = {
  laycanFrom: calendarDate('Laycan start'),
  laycanTo: calendarDate('Laycan end'),
  currency: z.enum(currencies, { error: 'Choose the currency' }),
  cpForm: z
    .string({ error: 'Choose the charter-party form' })
    .trim()
    .min(1, 'Choose the charter-party form')
    .max(60, 'Charter-party form must be at most 60 characters'),
  law: z.enum(lawOptions, { error: 'Choose the law and arbitration' }),
  remarks: z.string().trim().max(2000, 'Remarks must be at most 2000 characters').optional().default(''),
  /** The charterers' address commission, deducted from freight or hire by the owners (domain.md); absent = none. */
  addressCommissionPct: pct('Address commission', 5),
  /** Brokerage the owners pay to brokers on the freight or hire; none when fixed directly. */
  brokeragePct: pct('Brokerage', 5),
};

export const voyageTermsSchema = z.object({
  charterType: z.literal('voyage'),
  ...common,
  cargo: text('Cargo', 2, 120),
  quantityT: whole('Quantity', 1, 600_000, ' t'),
  tolerancePct: whole('Tolerance', 0, 20, '%'),
  toleranceOption: z.enum(toleranceOptions, { error: 'Choose whose option the tolerance is' }),
  loadPort: port('load port'),
  dischargePort: port('discharge port'),
  freightBasis: z.enum(freightBases, { error: 'Choose per tonne or lump sum' }),
  freightRate: money('Freight'),
  loadRateTpd: whole('Load rate', 1, 200_000, ' t/day'),
  dischargeRateTpd: whole('Discharge rate', 1, 200_000, ' t/day'),
  laytimeTerms: z.enum(laytimeTerms, { error: 'Choose SHINC or SHEX' }),
  demurragePerDay: money('Demurrage'),
  despatchPerDay: money('Despatch', { zero: true }),
  voyageDays: whole('Estimated voyage', 1, 120, ' days'),
  /** Freight payment as agreed, e.g. 95% within 3 banking days after signing/releasing B/L (BBB), balance within
   * 30 days of completion of discharge. Optional (older deals lack it): read through `freightPayment()`. */
  freightBblPct: whole('Freight payable on bills of lading', 1, 100, '%').optional(),
  freightBalanceDays: whole('Freight balance due after discharge', 0, 90, ' days').optional(),
});

export const timeTermsSchema = z.object({
  charterType: z.literal('time'),
  ...common,
  deliveryPort: port('delivery place'),
  redeliveryPort: port('redelivery place'),
  periodDays: whole('Period', 1, 1_100, ' days'),
  periodToleranceDays: whole('Period tolerance', 0, 60, ' days'),
  hirePerDay: money('Hire'),
  tradingLimits: text('Trading limits', 2, 300),
});

export const termsSchema = z
  .discriminatedUnion('charterType', [voyageTermsSchema, timeTermsSchema], { error: 'Choose voyage or time charter' })
  .refine((t) => t.laycanTo >= t.laycanFrom, { path: ['laycanTo'], message: 'The laycan cannot end before it starts' })
  .refine((t) => daysBetween(t.laycanFrom, t.laycanTo) <= 60, { path: ['laycanTo'], message: 'The laycan may span at most 60 days' });

export type Terms = z.output<typeof termsSchema>;
export type TermsInput = z.input<typeof termsSchema>;
export type VoyageTerms = z.output<typeof voyageTermsSchema>;
export type TimeTerms = z.output<typeof timeTermsSchema>;

const DAY = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The days the ship is held once main terms are agreed: from the first day of the laycan to the latest arrival
 * plus the voyage (or the period with its tolerance). This is what the calendar blocks and what may not overlap.
 */
export function heldDates(t: Terms): { start: string; end: string } {
  const after = t.charterType === 'voyage' ? t.voyageDays : t.periodDays + t.periodToleranceDays;
  return { start: t.laycanFrom, end: addDays(t.laycanTo, after) };
}

/** The charter's value in minor units: freight for the quantity (or the lump sum), or hire for the period. */
export function contractValue(t: Terms): number {
  if (t.charterType === 'time') return t.hirePerDay * t.periodDays;
  return t.freightBasis === 'lump_sum' ? t.freightRate : t.freightRate * t.quantityT;
}
