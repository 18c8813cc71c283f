import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { OpenPosition, SearchPage, VesselPageData } from './types';

/** `query` is the URL's search string, already cleaned of empty values, so equal searches share one cache entry. */
export const useVesselSearch = (query: string) =>
  useQuery({
    queryKey: ['vessels', 'search', query],
    queryFn: ({ signal }) => api<SearchPage>(`/api/vessels${query ? `?${query}` : ''}`, { signal }),
    // Keeps the last results on screen while the next filter loads, instead of flashing skeletons on every change.
    placeholderData: keepPreviousData,
  });

/** Same key as the owner's editor (useEditableVessel), so both share the cache and fleet edits refresh this page. */
export const useVesselPage = (id: string | undefined) =>
  useQuery({ queryKey: ['vessel', id], queryFn: ({ signal }) => api<VesselPageData>(`/api/vessels/${id}`, { signal }), enabled: !!id });

export const useOpenPositions = () =>
  useQuery({
    queryKey: ['vessels', 'open-positions'],
    queryFn: ({ signal }) => api<{ ports: OpenPosition[] }>('/api/vessels/open-positions', { signal }).then((r) => r.ports),
  });
