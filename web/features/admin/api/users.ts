import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../common/accounts/schemas';
import { adminApi } from '../../../../common/admin/api';
import type { CreateAdminInput, EditUserInput } from '../../../../common/admin/schemas';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

const usersKey = ['admin', 'users'] as const;

export const useAdminSummary = () => useQuery({ queryKey: ['admin', 'summary'], queryFn: ({ signal }) => call(adminApi.summary, { signal }) });

export const useUsers = (q: string, page: number) =>
  useQuery({
    queryKey: [...usersKey, q, page],
    queryFn: ({ signal }) => call(adminApi.listUsers, { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Every admin change refetches the users list (and the overview counts). */
function useUserMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refetchAfterChange(qc, ['admin']) });
}

export const useSetRole = () =>
  useUserMutation(({ id, role }: { id: string; role: Role }) => call(adminApi.setRole, { params: { id }, body: { role } }));
export const useEditUser = () =>
  useUserMutation(({ id, input }: { id: string; input: EditUserInput }) => call(adminApi.editUser, { params: { id }, body: input }));
export const useDeleteUser = () => useUserMutation((id: string) => call(adminApi.deleteUser, { params: { id } }));
export const useCreateAdmin = () => useUserMutation((input: CreateAdminInput) => call(adminApi.createAdmin, { body: input }));
export const useSuspendUser = () =>
  useUserMutation(({ id, reason }: { id: string; reason: string }) => call(adminApi.suspendUser, { params: { id }, body: { reason } }));
export const useReinstateUser = () => useUserMutation((id: string) => call(adminApi.reinstateUser, { params: { id } }));
