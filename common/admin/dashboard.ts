import { z } from 'zod';
import { endpoint } from '../api/endpoint';

// The back office's dashboard (#31): the marketplace over a chosen period, each figure beside the same figure for
// the period just before it. One endpoint answers the whole page so that every figure is of the same moment.

export const dashboardPeriods = ['7d', '30d', '12m', 'custom'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** The longest custom period: the series stay a few hundred points and the queries an index range. */
export const maxCustomPeriodDays = 3 * 366;

const isoDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });

export const dashboardQuerySchema = z
  .object({
    period: z.enum(dashboardPeriods, { error: 'Choose 7 days, 30 days, 12 months or custom dates' }).default('30d'),
    /** Custom only: the first day and the last day of the period, both included (UTC days). */
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from || !q.to) {
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'Enter both the first and the last day' });
      return;
    }
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first day' });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > maxCustomPeriodDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a period of at most three years' });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * A figure and the same figure for the previous period. For a count of things that happened (new members, fixtures)
 * it is the count in each period; for a standing figure (listed ships, money held) it is the value at each period's
 * end. `previous` is null where the past value cannot be known from the records (docs/decisions/041 says which and why).
 */
export const comparedSchema = z.object({ current: z.number(), previous: z.number().nullable() });
export type Compared = z.infer<typeof comparedSchema>;

/** Money in one currency, in minor units (cents), as the ledger keeps it. */
export const moneyFiguresSchema = z.object({
  currency: z.string().length(3),
  /** Sum of the fixtures' values in the period. */
  fixed: comparedSchema,
  /** Held in escrow at the period's end. */
  held: comparedSchema,
  released: comparedSchema,
  refunded: comparedSchema,
  /** Held back by an open claim at the period's end. */
  inClaims: comparedSchema,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

export const dashboardBuckets = ['day', 'week', 'month'] as const;

export const dashboardSchema = z.object({
  /** The period as answered: first and last day included, the previous period of the same length before it. */
  period: z.object({
    period: z.enum(dashboardPeriods),
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    /** The width of one point of the series: days for 7 and 30 days, weeks up to six months, months beyond. */
    bucket: z.enum(dashboardBuckets),
  }),
  figures: z.object({
    newMembers: comparedSchema,
    newCompanies: comparedSchema,
    listedShips: comparedSchema,
    openPositions: comparedSchema,
    cargoOrders: comparedSchema,
    enquiries: comparedSchema,
    offers: comparedSchema,
    fixtures: comparedSchema,
    /** Median hours from a deal's enquiry to its fixture, over the deals fixed in the period; null with none fixed. */
    medianHoursToFixture: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
    failedPayments: comparedSchema,
    openReports: comparedSchema,
    openVerificationCases: comparedSchema,
  }),
  /** One row per currency that has any money figure in either period, USD first, then by code. */
  money: z.array(moneyFiguresSchema),
  /** Every bucket of the period, oldest first, including empty ones (zero), so a chart has no gaps. */
  series: z.array(
    z.object({
      /** The bucket's first day (YYYY-MM-DD); the first bucket starts on the period's first day, so it may be shorter. */
      start: z.string(),
      fixtures: z.number().int(),
      /** Per currency: fixtures' value, money released and refunded in the bucket (minor units). */
      money: z.array(z.object({ currency: z.string().length(3), fixed: z.number(), released: z.number(), refunded: z.number() })),
    }),
  ),
  /**
   * Deals opened in the period by the furthest stage they reached: every deal reached the enquiry; a fixed deal
   * counts in all four. Deals that failed or were withdrawn count up to the stage they had reached.
   */
  funnel: z.array(z.object({ stage: z.enum(['enquiry', 'negotiating', 'on_subjects', 'fixed']), deals: z.number().int() })),
  /** Fixtures in the period by the load port's region, most first; "Not stated" where the terms name no port. */
  fixturesByLoadRegion: z.array(z.object({ label: z.string(), fixtures: z.number().int() })),
  /** Fixtures in the period by the ship's size class (common/vessels size classes), most first. */
  fixturesBySizeClass: z.array(z.object({ label: z.string(), fixtures: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardApi = {
  dashboard: endpoint({
    method: 'get',
    path: '/api/admin/dashboard',
    operationId: 'adminDashboard',
    tag: 'Admin',
    access: ['admin'] as const,
    summary: 'The marketplace over a period, each figure beside the previous period, with the series for the charts',
    query: dashboardQuerySchema,
    ok: { status: 200, schema: dashboardSchema },
  }),
};
