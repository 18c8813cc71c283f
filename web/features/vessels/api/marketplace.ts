import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { vesselsApi } from '../../../../common/vessels/api';
import { call } from '../../../lib/api';

/** `query` is the URL's search string, already cleaned of empty values, so equal searches share one cache entry. */
export const useVesselSearch = (query: string) =>
  useQuery({
    queryKey: ['vessels', 'search', query],
    queryFn: ({ signal }) => call(vesselsApi.search, { query, signal }),
    // Keeps the last results on screen while the next filter loads, instead of flashing skeletons on every change.
    placeholderData: keepPreviousData,
  });

/** Same key as the owner's editor (useEditableVessel), so both share the cache and fleet edits refresh this page. */
export const useVesselPage = (id: string | undefined) =>
  useQuery({ queryKey: ['vessel', id], queryFn: ({ signal }) => call(vesselsApi.page, { params: { id: id! }, signal }), enabled: !!id });

export const useOpenPositions = () =>
  useQuery({
    queryKey: ['vessels', 'open-positions'],
    queryFn: ({ signal }) => call(vesselsApi.openPositions, { signal }).then((r) => r.ports),
  });
