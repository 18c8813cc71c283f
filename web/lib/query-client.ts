import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

/**
 * After a change, reloads what shows it. A read already in flight may have left before the change and
 * carry the old state, and TanStack Query reuses such a read for a query that has no data yet (a search
 * typed a moment ago): cancel it first, so the refetch is a new request.
 */
export async function refetchAfterChange(qc: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => qc.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => qc.invalidateQueries({ queryKey })));
}
