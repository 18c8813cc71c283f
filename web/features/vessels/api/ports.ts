import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Port } from './types';

export const usePortSearch = (q: string) =>
  useQuery<Port[]>({
    queryKey: ['ports', q],
    queryFn: async ({ signal }) => (await api<{ items: Port[] }>(`/api/ports?q=${encodeURIComponent(q)}`, { signal })).items,
    enabled: q.trim().length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
