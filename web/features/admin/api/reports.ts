import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageReportsApi } from '../../../../common/messaging/admin-api';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { MessageReport } from '../../../../common/messaging/admin-api';

export const useMessageReports = (status: 'open' | 'resolved') =>
  useQuery({ queryKey: ['admin', 'reports', status], queryFn: ({ signal }) => call(messageReportsApi.list, { query: { status }, signal }) });

export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: 'hide' | 'suspend' | 'dismiss'; reason?: string }) =>
      call(messageReportsApi.resolve, { params: { id }, body: { action, reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin', 'reports'], ['admin', 'users']),
  });
}
