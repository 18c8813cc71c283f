import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sanctionsApi } from '../../../../common/sanctions/api';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { SanctionsCase } from '../../../../common/sanctions/api';

/** Screening cases (open first) and the lists loaded. */
export const useSanctionsCases = () => useQuery({ queryKey: ['admin', 'sanctions'], queryFn: ({ signal }) => call(sanctionsApi.cases, { signal }) });

export function useDecideSanctionsCase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'clear' | 'confirm'; reason: string }) =>
      call(decision === 'clear' ? sanctionsApi.clear : sanctionsApi.confirm, { params: { id }, body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
