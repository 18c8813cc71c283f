import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationApi } from '../../../../common/verification/api';
import type { ApproveInput } from '../../../../common/verification/schemas';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { VerificationSubmission } from '../../../../common/verification/schemas';

/** Company verification files waiting for review, oldest first. */
export const useVerificationQueue = () =>
  useQuery({ queryKey: ['admin', 'verification'], queryFn: ({ signal }) => call(verificationApi.queue, { signal }) });

export function useApproveVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveInput }) => call(verificationApi.approve, { params: { id }, body }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}

/** Reject (the reason is the member's to read) or ask for more (the note says what). */
export function useDecideVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: string; outcome: 'reject' | 'ask'; note: string }) =>
      call(outcome === 'reject' ? verificationApi.reject : verificationApi.ask, { params: { id }, body: { note } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
