import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { accountsApi } from '../../common/accounts/api';
import type { Profile } from '../../common/accounts/schemas';
import type { authApi } from '../../common/auth/api';
import { call, endpointRef } from './api';

const sessionEndpoint = endpointRef<typeof authApi.session>('get', '/api/auth/get-session');
const meEndpoint = endpointRef<typeof accountsApi.me>('get', '/api/accounts/me');

/**
 * Who is signed in: the member's profile, or null for a visitor. The one place the client keeps it (the query
 * cache, key ['me']); sign-in, sign-up and sign-out write it, and an ended session (the stream's `bye`) re-reads it.
 * It changes only by those, so it is never stale by age.
 */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async ({ signal }): Promise<Profile | null> => {
    const session = await call(sessionEndpoint, { signal });
    return session?.user ? (await call(meEndpoint, { signal })).profile : null;
  },
  staleTime: Infinity,
});

const subscribeToNothing = () => () => {};

/**
 * The signed-in member, and whether that is known yet. While the server's HTML is hydrated it is not: the server
 * renders for a visitor, and the first browser render must match it.
 */
export function useMe(): { me: Profile | null; known: boolean } {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const { data, isPending } = useQuery({ ...meQuery, enabled: hydrated });
  return { me: hydrated ? (data ?? null) : null, known: hydrated && !isPending };
}

/** After the member changed (signed in, up or out): what was read for the one before goes, and ['me'] is the new one. */
export async function memberChanged(qc: QueryClient, me: Profile | null) {
  await qc.cancelQueries({ queryKey: meQuery.queryKey }); // a read of the session that left before the change would undo it
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
  qc.setQueryData(meQuery.queryKey, me);
}
