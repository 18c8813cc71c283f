import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdateInput, Profile } from '../../../../common/accounts/schemas';
import { api } from '../../../lib/api';

export type DashboardSummary = { vessels: number; activeCharters: number; unreadNotifications: number };

export const useMyProfile = () =>
  useQuery({ queryKey: ['me'], queryFn: ({ signal }) => api<{ profile: Profile }>('/api/accounts/me', { signal }).then((r) => r.profile) });

export const useDashboardSummary = () =>
  useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => api<DashboardSummary>('/api/accounts/dashboard', { signal }) });

export function useUpdateContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactUpdateInput) => api<{ profile: Profile }>('/api/accounts/me', { method: 'PATCH', body: input }),
    onSuccess: ({ profile }) => qc.setQueryData(['me'], profile),
  });
}
