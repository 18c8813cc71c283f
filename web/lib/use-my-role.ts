import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../common/accounts/api';
import { call } from './api';

/** The caller's role, from the same cached profile the member area reads (key ['me']). */
export const useMyRole = () =>
  useQuery({ queryKey: ['me'], queryFn: ({ signal }) => call(accountsApi.me, { signal }).then((r) => r.profile) }).data?.role;
