import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { cargoBoardQuerySchema } from '../cargoes/api';
import { vesselSearchSchema } from '../vessels/schemas';

/** A member keeps at most this many saved searches: each is checked against every new order or position. */
export const MAX_SAVED_SEARCHES = 20;

export const savedSearchKinds = ['cargoes', 'vessels'] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];

export const savedSearchMessages = {
  notFound: 'Saved search not found',
  tooMany: `You already keep ${MAX_SAVED_SEARCHES} saved searches: delete one before saving another`,
  nameTooLong: 'The name can be at most 80 characters',
} as const;

const name = z.string().trim().max(80, savedSearchMessages.nameTooLong).optional().default('');

/** The page number is where the member was, not what they search for: it is not kept. */
const cargoFilters = cargoBoardQuerySchema.transform(({ page: _page, ...filters }) => filters);
const vesselFilters = vesselSearchSchema.transform(({ page: _page, ...filters }) => filters);
export type CargoSearchFilters = z.output<typeof cargoFilters>;
export type VesselSearchFilters = z.output<typeof vesselFilters>;

/** What a member saves: the board's or the search's filters, checked by the same schema the page's own query is. */
export const savedSearchInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cargoes'), name, query: cargoFilters }),
  z.object({ kind: z.literal('vessels'), name, query: vesselFilters }),
]);
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;
export type SavedSearchBody = z.output<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.uuid(),
  kind: z.enum(savedSearchKinds),
  name: z.string(),
  /** The filters, as the page's URL carries them (empty ones left out). */
  query: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const params = z.object({ id: z.uuid({ error: savedSearchMessages.notFound }) });

export const savedSearchesApi = {
  list: endpoint({
    method: 'get',
    path: '/api/saved-searches',
    operationId: 'mySavedSearches',
    tag: 'Saved searches',
    access: 'user',
    summary: 'The signed-in member’s saved searches, newest first',
    ok: { status: 200, schema: z.object({ items: z.array(savedSearchSchema) }) },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/saved-searches',
    operationId: 'saveSearch',
    tag: 'Saved searches',
    access: 'user',
    summary: `Save a cargo board or vessel search, to be told of new matches (at most ${MAX_SAVED_SEARCHES})`,
    body: savedSearchInputSchema,
    ok: { status: 201, schema: z.object({ savedSearch: savedSearchSchema }) },
    errors: [409],
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/saved-searches/{id}',
    operationId: 'deleteSavedSearch',
    tag: 'Saved searches',
    access: 'user',
    summary: 'Delete one of the member’s own saved searches',
    params,
    ok: { status: 204 },
  }),
};
