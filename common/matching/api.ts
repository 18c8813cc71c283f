import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { cargoOrderSchema, shownPlaceSchema } from '../cargoes/api';

// Matching both ways: the ships that can do a cargo order, and the cargo orders that suit a ship, ranked the way
// a broker reads a list (common/cargoes/match.ts), each with why it fits or fails and the voyage estimate. The
// user sets the bunker price, the speed and whether Suez and Panama may be used; distances come from the server's
// precomputed tables (a match never routes on request).

const yesNo = (fallback: '0' | '1') =>
  z
    .enum(['0', '1'], { error: 'Use 1 or 0' })
    .optional()
    .default(fallback)
    .transform((v) => v === '1');

export const matchQuerySchema = z.object({
  /** USD per tonne of bunkers; empty: the default price. */
  bunkerPrice: z
    .union([
      z.literal(''),
      z.coerce
        .number({ error: 'Bunker price must be a number' })
        .min(1, 'Bunker price must be at least USD 1/t')
        .max(5_000, 'Bunker price must be at most USD 5,000/t'),
    ])
    .optional()
    .default(''),
  /** The Red Sea has been avoided since 2024: Suez is off unless the user allows it. */
  suez: yesNo('0'),
  panama: yesNo('1'),
  speed: z.enum(['full', 'eco'], { error: 'Choose full or eco speed' }).optional().default('full'),
  page: z.coerce.number().int().min(1).max(50).optional().default(1),
});
export type MatchQuery = z.output<typeof matchQuerySchema>;
export type MatchQueryInput = z.input<typeof matchQuerySchema>;
export const MATCH_PAGE_SIZE = 20;

const checkSchema = z.object({
  key: z.enum(['type', 'charterType', 'position', 'intake', 'gear', 'ranges', 'laycan', 'route', 'ice']),
  level: z.enum(['ok', 'warn', 'fail']),
  text: z.string(),
});
const legSchema = z.object({ nm: z.number(), via: z.array(z.string()).readonly() });
const speedSchema = z.object({ ladenKn: z.number(), ballastKn: z.number(), ladenTpd: z.number(), ballastTpd: z.number() });

/** The estimate's input, so the page can solve it for a target TCE (freightForTce) in the browser. */
const estimateInputSchema = z.looseObject({
  ballastNm: z.number(),
  ladenNm: z.number(),
  full: speedSchema,
  quantityT: z.number(),
  commissionPct: z.number(),
});
const estimateSchema = z.looseObject({
  speed: z.enum(['full', 'eco']),
  days: z.object({
    ballast: z.number(),
    laden: z.number(),
    weather: z.number(),
    load: z.number(),
    discharge: z.number(),
    canal: z.number(),
    waiting: z.number(),
    sea: z.number(),
    port: z.number(),
    total: z.number(),
  }),
  bunkers: z.object({
    seaT: z.number(),
    portT: z.number(),
    priceCentsPerT: z.number(),
    seaCents: z.number(),
    portCents: z.number(),
    totalCents: z.number(),
  }),
  portCostsCents: z.object({ load: z.number(), discharge: z.number(), total: z.number() }),
  canalDuesCents: z.number(),
  voyageCostsCents: z.number(),
  voyageCostsPaidBy: z.enum(['owner', 'charterer']),
  grossCents: z.number().nullable(),
  commissionCents: z.number().nullable(),
  netCents: z.number().nullable(),
  tceCentsPerDay: z.number().nullable(),
});

const matchFields = {
  fits: z.boolean(),
  checks: z.array(checkSchema),
  intake: z
    .looseObject({ intakeT: z.number(), loadT: z.number(), limitedBy: z.enum(['weight', 'cubic']), verdict: z.enum(['fits', 'oversized', 'short']) })
    .nullable(),
  ballast: z
    .object({
      nm: z.number(),
      via: z.array(z.string()).readonly(),
      days: z.number(),
      arrivalDate: z.string(),
      status: z.enum(['early', 'in', 'late']),
      byDays: z.number(),
    })
    .nullable(),
  laden: legSchema.nullable(),
  estimate: estimateSchema.nullable(),
  estimateInput: estimateInputSchema.nullable(),
};

/** A company's published rating and how many reviews it rests on (#29); `average` is null while there are none. */
export const companyRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type CompanyRating = z.infer<typeof companyRatingSchema>;

/** A ship as a match row shows it. */
export const matchedShipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  deadweightT: z.number().nullable(),
  buildYear: z.number().int(),
  flag: z.string().nullable(),
  ownerCompany: z.string(),
  ownerVerified: z.boolean(),
  ownerRating: companyRatingSchema,
  open: shownPlaceSchema.nullable(),
  openFrom: z.string().nullable(),
  openTo: z.string().nullable(),
  /** The viewer owns this ship (an owner offers it from here). */
  mine: z.boolean(),
});

export const shipMatchSchema = z.object({ vessel: matchedShipSchema, ...matchFields });
export type ShipMatch = z.infer<typeof shipMatchSchema>;
export const cargoMatchSchema = z.object({
  cargo: cargoOrderSchema,
  /** The charterer's rating; null where the order's visibility keeps the charterer's name from this viewer. */
  chartererRating: companyRatingSchema.nullable(),
  ...matchFields,
});
export type CargoMatch = z.infer<typeof cargoMatchSchema>;

const settingsSchema = z.object({ bunkerPriceCentsPerT: z.number().int(), suez: z.boolean(), panama: z.boolean(), speed: z.enum(['full', 'eco']) });
const pageOfMatches = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    settings: settingsSchema,
    /** Why the ship is offered to no one (not verified, suspended, archived, P&I expired); empty when it is on the market. */
    hidden: z.array(z.string()),
  });

export const matchingApi = {
  shipsForCargo: endpoint({
    method: 'get',
    path: '/api/cargoes/{id}/matches',
    operationId: 'matchingShips',
    tag: 'Matching',
    access: ['charterer', 'owner', 'admin'],
    summary: 'Ships that can do this cargo order, ranked, with why each fits or fails and its voyage estimate',
    description:
      'The order’s charterer (and Fairlead’s admins) see every ship on the market; an owner sees only their own ships against it. A ship not on the market (unlisted, archived, suspended) or held on the laycan’s dates (on subjects, fixed, blocked) is never offered.',
    params: z.object({ id: z.uuid({ error: 'Cargo order not found' }) }),
    query: matchQuerySchema,
    ok: { status: 200, schema: pageOfMatches(shipMatchSchema) },
  }),
  cargoesForShip: endpoint({
    method: 'get',
    path: '/api/vessels/{id}/matches',
    operationId: 'matchingCargoes',
    tag: 'Matching',
    access: ['owner', 'admin'],
    summary: 'Open cargo orders that suit this ship, ranked, with why each fits or fails and its voyage estimate (the ship’s owner)',
    params: z.object({ id: z.uuid({ error: 'Vessel not found' }) }),
    query: matchQuerySchema,
    ok: { status: 200, schema: pageOfMatches(cargoMatchSchema) },
  }),
};
