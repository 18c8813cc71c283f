import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portsApi } from '../../../common/ports/api';
import { call } from '../../lib/api';

/** The ports (and the regions) a text names; cached under the key usePortNames shares, in the same shape. */
export const usePortSearch = (q: string) =>
  useQuery({
    queryKey: ['ports', q],
    queryFn: async ({ signal }) => call(portsApi.search, { query: { q }, signal }),
    enabled: q.trim().length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
