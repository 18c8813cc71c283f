import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type Notification = { id: string; title: string; message: string; read: boolean; createdAt: string };
type NotificationList = { items: Notification[]; unread: number };

const key = ['notifications'] as const;

export const useNotifications = (enabled = true) =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api<NotificationList>('/api/notifications', { signal }), enabled, refetchInterval: 60_000 });

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/notifications/${id}/read`, { method: 'POST', body: {} }),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/notifications/read-all', { method: 'POST', body: {} }),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}
