import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../common/admin/lists';
import { api } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type ListParams = { q: string; sort: string; dir: 'asc' | 'desc'; page: number };

export type AdminVessel = {
  id: string; name: string; type: string; ownerId: string; ownerCompany: string | null; lengthM: number; capacity: number; buildYear: number; status: string; createdAt: string;
};
export type AdminCharter = {
  id: string; vesselId: string; vesselName: string | null; chartererId: string; chartererCompany: string | null; ownerId: string; ownerCompany: string | null;
  startDate: string; endDate: string; status: string; totalAmount: number; currency: string; paymentStatus: string; cancelReason: string | null; createdAt: string;
};
export type AdminPayment = {
  id: string; charterId: string; providerIntentId: string; amount: number; currency: string; status: string; vesselName: string | null; chartererCompany: string | null; createdAt: string;
};

export function useAdminList<T>(resource: 'vessels' | 'charters' | 'payments', p: ListParams) {
  return useQuery({
    queryKey: ['admin', resource, p],
    queryFn: ({ signal }) =>
      api<Page<T>>(`/api/admin/${resource}?${new URLSearchParams({ q: p.q, sort: p.sort, dir: p.dir, page: String(p.page) })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAction(path: (id: string) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api(path(id), { method: 'POST', body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
