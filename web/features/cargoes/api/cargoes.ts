import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cargoesApi } from '../../../../common/cargoes/api';
import type { CargoOrderValues } from '../../../../common/cargoes/schemas';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

// Each read is written once as query options: the page's hook and the server's prefetch (the page's `handle`)
// use the same key and function, so the server's answer is the browser's first render.

/** `query` is the URL's search string, already cleaned of empty values, so equal searches share one cache entry. */
export const cargoBoardQuery = (query: string) =>
  queryOptions({ queryKey: ['cargoes', 'board', query], queryFn: ({ signal }) => call(cargoesApi.board, { query, signal }) });

// Keeps the last results on screen while the next filter loads, instead of flashing skeletons on every change.
export const useCargoBoard = (query: string) => useQuery({ ...cargoBoardQuery(query), placeholderData: keepPreviousData });

export const cargoPageQuery = (id: string) =>
  queryOptions({ queryKey: ['cargo', id], queryFn: ({ signal }) => call(cargoesApi.page, { params: { id }, signal }).then((r) => r.cargo) });

export const useCargoPage = (id: string | undefined) => useQuery({ ...cargoPageQuery(id ?? ''), enabled: !!id });

const mineKey = ['cargoes', 'mine'] as const;

export const useMyCargoOrders = () =>
  useQuery({ queryKey: mineKey, queryFn: ({ signal }) => call(cargoesApi.mine, { signal }).then((r) => r.items) });

/** Any change to an order shows on the poster's list, its page and the board. */
function useCargoMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void refetchAfterChange(qc, ['cargoes'], ['cargo']) });
}

export const useCreateCargoOrder = () => useCargoMutation((body: CargoOrderValues) => call(cargoesApi.create, { body }).then((r) => r.cargo));
export const useUpdateCargoOrder = () =>
  useCargoMutation(({ id, body }: { id: string; body: CargoOrderValues }) => call(cargoesApi.update, { params: { id }, body }).then((r) => r.cargo));

/** The poster ends an open order: withdrawn, or fixed outside Fairlead. */
export type Closing = 'withdraw' | 'fixedElsewhere';
export const useCloseCargoOrder = () =>
  useCargoMutation(({ id, how }: { id: string; how: Closing }) => call(cargoesApi[how], { params: { id } }).then((r) => r.cargo));
