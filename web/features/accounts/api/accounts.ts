import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../../common/accounts/api';
import type { ContactUpdateInput } from '../../../../common/accounts/schemas';
import { call } from '../../../lib/api';

export const useMyProfile = () => useQuery({ queryKey: ['me'], queryFn: ({ signal }) => call(accountsApi.me, { signal }).then((r) => r.profile) });

export const useDashboardSummary = () => useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => call(accountsApi.dashboard, { signal }) });

export function useUpdateContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactUpdateInput) => call(accountsApi.updateMe, { body: input }),
    onSuccess: ({ profile }) => qc.setQueryData(['me'], profile),
  });
}
