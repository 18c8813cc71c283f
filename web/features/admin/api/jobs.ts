import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type jobStatuses } from '../../../../common/admin/api';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { AdminJob } from '../../../../common/admin/api';
export type JobStatus = (typeof jobStatuses)[number];

export const useJobs = (status: JobStatus, page: number) =>
  useQuery({
    queryKey: ['admin', 'jobs', status, page],
    queryFn: ({ signal }) => call(adminApi.listJobs, { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminApi.retryJob, { params: { id } }),
    onSuccess: () => refetchAfterChange(qc, ['admin', 'jobs']),
  });
}
