import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portsApi } from '../../../common/ports/api';
import { call } from '../../lib/api';

export const usePortSearch = (q: string) =>
  useQuery({
    queryKey: ['ports', q],
    queryFn: async ({ signal }) => (await call(portsApi.search, { query: { q }, signal })).items,
    enabled: q.trim().length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
