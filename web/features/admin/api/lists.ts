import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../common/admin/api';
import type { ResponseOf } from '../../../../common/api/endpoint';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { AdminCharter, AdminPayment, AdminVessel } from '../../../../common/admin/api';
export type ListParams = { q: string; sort: string; dir: 'asc' | 'desc'; page: number };

const lists = { vessels: adminApi.listVessels, charters: adminApi.listCharters, payments: adminApi.listPayments } as const;
type Resource = keyof typeof lists;

export function useAdminList<R extends Resource>(resource: R, p: ListParams) {
  return useQuery({
    queryKey: ['admin', resource, p],
    queryFn: ({ signal }) =>
      call(lists[resource] as (typeof lists)['vessels'], { query: { q: p.q, sort: p.sort, dir: p.dir, page: p.page }, signal }) as unknown as Promise<
        ResponseOf<(typeof lists)[R]>
      >,
    placeholderData: keepPreviousData,
  });
}

const actions = { suspendVessel: adminApi.suspendVessel, reinstateVessel: adminApi.reinstateVessel, cancelCharter: adminApi.cancelCharter } as const;

/** An admin action on one record that needs a reason (told to the people it affects). */
export function useAdminAction(action: keyof typeof actions) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call(actions[action] as (typeof actions)['cancelCharter'], { params: { id }, body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
