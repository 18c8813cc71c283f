import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificatesApi } from '../../../../common/vessels/certificates-api';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { CertificateQueue, QueueItem } from '../../../../common/vessels/certificates-api';

/** Ship certificates waiting for review (oldest first) and the ships off the market for an expired one. */
export const useCertificateQueue = () =>
  useQuery({ queryKey: ['admin', 'ship-certificates'], queryFn: ({ signal }) => call(certificatesApi.queue, { signal }) });

export function useApproveCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expiresOn }: { id: string; expiresOn: string }) => call(certificatesApi.approve, { params: { id }, body: { expiresOn } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}

export function useRejectCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(certificatesApi.reject, { params: { id }, body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
