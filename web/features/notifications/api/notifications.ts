import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '../../../../common/notifications/api';
import type { MailPreferences } from '../../../../common/notifications/preferences';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { Notification } from '../../../../common/notifications/api';

const key = ['notifications'] as const;

export const useNotifications = (enabled = true) =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => call(notificationsApi.list, { signal }), enabled });

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationsApi.read, { params: { id } }),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationsApi.readAll),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}

export const useMailPreferences = () =>
  useQuery({
    queryKey: ['mail-preferences'],
    queryFn: ({ signal }) => call(notificationsApi.mailPreferences, { signal }).then((r) => r.preferences),
  });

export function useSetMailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPreferences) => call(notificationsApi.setMailPreferences, { body }).then((r) => r.preferences),
    onSuccess: (preferences) => qc.setQueryData(['mail-preferences'], preferences),
  });
}
