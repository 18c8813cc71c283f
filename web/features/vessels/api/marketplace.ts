import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vesselsApi } from '../../../../common/vessels/api';
import { call } from '../../../lib/api';

// Each read is written once as query options: the page's hook and the server's prefetch (the page's
// `handle`) use the same key and function, so the server's answer is the browser's first render.

/** `query` is the URL's search string, already cleaned of empty values, so equal searches share one cache entry. */
export const vesselSearchQuery = (query: string) =>
  queryOptions({ queryKey: ['vessels', 'search', query], queryFn: ({ signal }) => call(vesselsApi.search, { query, signal }) });

export const useVesselSearch = (query: string) =>
  // Keeps the last results on screen while the next filter loads, instead of flashing skeletons on every change.
  useQuery({ ...vesselSearchQuery(query), placeholderData: keepPreviousData });

/** Same key as the owner's editor (useEditableVessel), so both share the cache and fleet edits refresh this page. */
export const vesselPageQuery = (id: string) =>
  queryOptions({ queryKey: ['vessel', id], queryFn: ({ signal }) => call(vesselsApi.page, { params: { id }, signal }) });

export const useVesselPage = (id: string | undefined) => useQuery({ ...vesselPageQuery(id ?? ''), enabled: !!id });

/** With dates (from the search the visitor came from), ships held on any of those days are not open positions. */
export const openPositionsQuery = (dates: { from?: string; to?: string } = {}) =>
  queryOptions({
    queryKey: ['vessels', 'open-positions', dates.from ?? '', dates.to ?? ''],
    queryFn: ({ signal }) =>
      call(vesselsApi.openPositions, { query: { ...(dates.from ? { from: dates.from } : {}), ...(dates.to ? { to: dates.to } : {}) }, signal }).then(
        (r) => r.ports,
      ),
  });

export const useOpenPositions = (dates: { from?: string; to?: string } = {}) => useQuery(openPositionsQuery(dates));
