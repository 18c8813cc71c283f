import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { optionalCalendarDate } from '../dates';
import { toleranceOptions } from '../charters/terms';
import { regionCodes } from '../ports/regions';
import { commodityCodes } from './commodities';
import { accountVisibilities, cargoCharterTypes, cargoLaytimeTerms, cargoOrderInputSchema, cargoStatuses, freightIdeaBases } from './schemas';

const cargoParams = z.object({ id: z.uuid({ error: 'Cargo order not found' }) });
const posters = ['charterer'] as const;

/** A place as shown: the code, and "Santos, Brazil" or "East Coast South America (ECSA)". */
export const shownPlaceSchema = z.object({ code: z.string(), name: z.string(), kind: z.enum(['port', 'region']) });

/**
 * A cargo order as the board, its page and its poster see it. `account` is null when this viewer may not see the
 * charterer's name (the order's visibility); `accountHidden` then says why, in words the page shows.
 */
export const cargoOrderSchema = z.object({
  id: z.uuid(),
  status: z.enum(cargoStatuses),
  commodity: z.enum(commodityCodes),
  /** "Wheat", or what "other" is ("Ferro chrome"). */
  commodityName: z.string(),
  /** m³ per tonne: the one stated, else the commodity's own. */
  stowageFactor: z.number(),
  quantityT: z.number().int(),
  tolerancePct: z.number().int(),
  toleranceOption: z.enum(toleranceOptions),
  load: shownPlaceSchema,
  discharge: shownPlaceSchema,
  laycanFrom: z.string(),
  laycanTo: z.string(),
  loadRateTpd: z.number().int(),
  loadTerms: z.enum(cargoLaytimeTerms),
  dischargeRateTpd: z.number().int(),
  dischargeTerms: z.enum(cargoLaytimeTerms),
  charterType: z.enum(cargoCharterTypes),
  freightBasis: z.enum(freightIdeaBases),
  /** USD cents (per tonne, lump sum or per day); null when open. */
  freightIdea: z.number().int().nullable(),
  commissionPct: z.number(),
  gearNeeded: z.boolean(),
  accountVisibility: z.enum(accountVisibilities),
  account: z.object({ company: z.string(), verified: z.boolean() }).nullable(),
  accountHidden: z.string().nullable(),
  remarks: z.string(),
  /** The viewer posted it: they may edit, withdraw or mark it fixed. */
  mine: z.boolean(),
  /**
   * Why an open order is off the board (its poster no longer verified, or suspended), in words the poster can act on;
   * given to its poster and admins only, empty for everyone else and while it is on the board.
   */
  hiddenReasons: z.array(z.string()),
  createdAt: z.string(),
});
export type CargoOrder = z.infer<typeof cargoOrderSchema>;

/** The public board: every filter lives in the URL, so all values arrive as strings. */
export const cargoBoardQuerySchema = z
  .object({
    commodity: z
      .union([z.literal(''), z.enum(commodityCodes)])
      .optional()
      .default(''),
    minSize: z
      .union([z.literal(''), z.coerce.number().int('Minimum size must be a whole number').min(0, 'Minimum size cannot be negative').max(400_000)])
      .optional()
      .default(''),
    maxSize: z
      .union([z.literal(''), z.coerce.number().int('Maximum size must be a whole number').min(0, 'Maximum size cannot be negative').max(400_000)])
      .optional()
      .default(''),
    loadRegion: z
      .union([z.literal(''), z.enum(regionCodes)])
      .optional()
      .default(''),
    dischargeRegion: z
      .union([z.literal(''), z.enum(regionCodes)])
      .optional()
      .default(''),
    from: optionalCalendarDate('From'),
    to: optionalCalendarDate('To'),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  })
  .refine((s) => !s.from || !s.to || s.to >= s.from, { path: ['to'], message: 'The end date must be on or after the start date' });
export type CargoBoardQuery = z.output<typeof cargoBoardQuerySchema>;
export const CARGO_PAGE_SIZE = 20;

export const cargoBoardPageSchema = z.object({
  items: z.array(cargoOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type CargoBoardPage = z.infer<typeof cargoBoardPageSchema>;

export const cargoesApi = {
  board: endpoint({
    method: 'get',
    path: '/api/cargoes',
    operationId: 'cargoBoard',
    tag: 'Cargoes',
    access: 'public',
    summary: 'Open cargo orders, newest first, by commodity, size, load and discharge region and laycan',
    query: cargoBoardQuerySchema,
    ok: { status: 200, schema: cargoBoardPageSchema },
  }),
  mine: endpoint({
    method: 'get',
    path: '/api/cargoes/mine',
    operationId: 'myCargoOrders',
    tag: 'Cargoes',
    access: posters,
    summary: 'The signed-in charterer’s cargo orders, open ones first',
    ok: { status: 200, schema: z.object({ items: z.array(cargoOrderSchema) }) },
  }),
  page: endpoint({
    method: 'get',
    path: '/api/cargoes/{id}',
    operationId: 'cargoOrder',
    tag: 'Cargoes',
    access: 'public',
    summary: 'One cargo order; the charterer’s name only where its visibility allows',
    params: cargoParams,
    ok: { status: 200, schema: z.object({ cargo: cargoOrderSchema }) },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/cargoes',
    operationId: 'postCargoOrder',
    tag: 'Cargoes',
    access: posters,
    summary: 'Post a cargo order (verified charterers)',
    body: cargoOrderInputSchema,
    ok: { status: 201, schema: z.object({ cargo: cargoOrderSchema }) },
  }),
  update: endpoint({
    method: 'put',
    path: '/api/cargoes/{id}',
    operationId: 'updateCargoOrder',
    tag: 'Cargoes',
    access: posters,
    summary: 'Change an open cargo order (its poster only)',
    params: cargoParams,
    body: cargoOrderInputSchema,
    ok: { status: 200, schema: z.object({ cargo: cargoOrderSchema }) },
    errors: [409],
  }),
  withdraw: endpoint({
    method: 'post',
    path: '/api/cargoes/{id}/withdraw',
    operationId: 'withdrawCargoOrder',
    tag: 'Cargoes',
    access: posters,
    summary: 'Withdraw an open cargo order (its poster only)',
    params: cargoParams,
    ok: { status: 200, schema: z.object({ cargo: cargoOrderSchema }) },
    errors: [409],
  }),
  fixedElsewhere: endpoint({
    method: 'post',
    path: '/api/cargoes/{id}/fixed-elsewhere',
    operationId: 'cargoOrderFixedElsewhere',
    tag: 'Cargoes',
    access: posters,
    summary: 'Mark an open cargo order as fixed outside Fairlead (its poster only)',
    params: cargoParams,
    ok: { status: 200, schema: z.object({ cargo: cargoOrderSchema }) },
    errors: [409],
  }),
};
