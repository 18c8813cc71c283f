import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, Role } from '../../../../common/accounts/schemas';
import type { CreateAdminInput, EditUserInput } from '../../../../common/admin/schemas';
import { api } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const usersKey = ['admin', 'users'] as const;

export const useAdminSummary = () =>
  useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => api<{ users: number; vessels: number; charters: number; payments: number }>('/api/admin/summary', { signal }),
  });

export const useUsers = (q: string, page: number) =>
  useQuery({
    queryKey: [...usersKey, q, page],
    queryFn: ({ signal }) => api<Page<Profile>>(`/api/admin/users?${new URLSearchParams({ q, page: String(page) })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Every admin change refetches the users list (and the overview counts). */
function useUserMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refetchAfterChange(qc, ['admin']) });
}

export const useVerifyUser = () => useUserMutation((id: string) => api(`/api/admin/users/${id}/verify`, { method: 'POST', body: {} }));
export const useSetRole = () =>
  useUserMutation(({ id, role }: { id: string; role: Role }) => api(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } }));
export const useEditUser = () =>
  useUserMutation(({ id, input }: { id: string; input: EditUserInput }) => api(`/api/admin/users/${id}`, { method: 'PATCH', body: input }));
export const useDeleteUser = () => useUserMutation((id: string) => api(`/api/admin/users/${id}`, { method: 'DELETE' }));
export const useCreateAdmin = () => useUserMutation((input: CreateAdminInput) => api('/api/admin/users', { method: 'POST', body: input }));
