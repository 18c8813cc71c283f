import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedSearchesApi, type SavedSearchInput } from '../../../../common/saved-searches/api';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { SavedSearch } from '../../../../common/saved-searches/api';

const key = ['saved-searches'] as const;

export const useSavedSearches = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => call(savedSearchesApi.list, { signal }).then((r) => r.items) });

export function useSaveSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchInput) => call(savedSearchesApi.create, { body }).then((r) => r.savedSearch),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}

export function useDeleteSavedSearch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(savedSearchesApi.remove, { params: { id } }),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}
