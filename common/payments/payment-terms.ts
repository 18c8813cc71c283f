import { z } from 'zod';

/**
 * How the money of a charter is paid, in the units the sums use (basis points, whole percent and days). Read from
 * the sealed charter party's terms by `paymentTermsOf`; defaults are the trade's usual (no commissions, 95% BBB,
 * balance within 30 days of discharge, hire 15 days in advance), the same that common/charters/agreed-text.ts writes
 * into the charter party for a deal whose terms do not say.
 */
const bp = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} is given in hundredths of a percent (375 = 3.75%)`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max / 100}%`);

export const paymentTermsSchema = z.object({
  /** Address commission, in basis points (375 = 3.75%): the charterers' own commission, deducted from freight or hire. */
  addressCommissionBp: bp('Address commission', 1_000).default(0),
  /** Brokerage, in basis points: the owners' cost, paid to the brokers. Shown on every instalment. */
  brokerageBp: bp('Brokerage', 500).default(0),
  /** True when the charterers deduct the brokerage and pay the brokers for the owners' account; else the owners pay it. */
  brokerageDeducted: z.boolean().default(false),
  /** Voyage: the share of the freight payable on signing/releasing the bills of lading (BBB), in percent. */
  freightOnBillsPct: z
    .number()
    .int('The freight share must be a whole percent')
    .min(1, 'The freight share must be at least 1%')
    .max(100, 'The freight share must be at most 100%')
    .default(95),
  /** Voyage: the balance is payable within this many days of completion of discharge (0: on completion). */
  balanceDaysAfterDischarge: z
    .number()
    .int('Days must be a whole number')
    .min(0, 'Days cannot be negative')
    .max(90, 'The balance must fall due within 90 days of discharge')
    .default(30),
  /** Time charter: hire is paid for periods of this many days, each in advance. */
  hireAdvanceDays: z
    .number()
    .int('Days must be a whole number')
    .min(1, 'A hire period is at least 1 day')
    .max(31, 'A hire period is at most 31 days')
    .default(15),
});
export type PaymentTerms = z.output<typeof paymentTermsSchema>;

/** The terms' own fields (common/charters/terms.ts): percentages with two decimals, all optional on older deals. */
type StatedTerms = { addressCommissionPct?: number; brokeragePct?: number; freightBblPct?: number; freightBalanceDays?: number };

/** A percentage with two decimals (3.75) in basis points (375), exactly: 3.75 * 100 is 375.00000000000006 in floats. */
const toBp = (pct: number | undefined) => Math.round((pct ?? 0) * 100);

/**
 * The payment terms a charter party states, or the defaults for one that states none. Brokerage is the owners' cost
 * (the commission clause says the Owners pay it): shown on each instalment, not deducted from what escrow receives.
 */
export const paymentTermsOf = (t: StatedTerms): PaymentTerms =>
  paymentTermsSchema.parse({
    addressCommissionBp: toBp(t.addressCommissionPct),
    brokerageBp: toBp(t.brokeragePct),
    brokerageDeducted: false,
    freightOnBillsPct: t.freightBblPct,
    balanceDaysAfterDischarge: t.freightBalanceDays,
  });
