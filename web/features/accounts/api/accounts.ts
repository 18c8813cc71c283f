import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../../common/accounts/api';
import { agentsApi } from '../../../../common/laytime/agents';
import type { ContactUpdateInput } from '../../../../common/accounts/schemas';
import { call } from '../../../lib/api';
import { meQuery } from '../../../lib/me';

/** The signed-in member's own profile: the session's one record (web/lib/me.ts), null for a visitor. */
export const useMyProfile = () => useQuery(meQuery);

export const useDashboardSummary = () => useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => call(accountsApi.dashboard, { signal }) });

export function useUpdateContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactUpdateInput) => call(accountsApi.updateMe, { body: input }),
    onSuccess: ({ profile }) => qc.setQueryData(meQuery.queryKey, profile),
  });
}

/** The port calls the member acts at as an owner's agent (decision 037), for the dashboard's list. */
export const useMyPortCalls = () =>
  useQuery({ queryKey: ['agent-calls'], queryFn: ({ signal }) => call(agentsApi.mine, { signal }).then((r) => r.calls) });
