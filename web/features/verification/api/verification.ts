import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationApi } from '../../../../common/verification/api';
import type { VerificationDetailsInput, VerificationDocumentKind, VerificationSubmission } from '../../../../common/verification/schemas';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';
import { uploadFile } from '../../../lib/upload';

const key = ['company-verification'];

/** The company's own verification file and standing. */
export const useMyVerification = () => useQuery({ queryKey: key, queryFn: ({ signal }) => call(verificationApi.mine, { signal }) });

export function useSaveDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationDetailsInput) => call(verificationApi.saveDetails, { body }),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}

export function useUploadDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: VerificationDocumentKind; file: File }) =>
      uploadFile<{ submission: VerificationSubmission }>(`/api/company/verification/documents/${kind}`, file),
    onSuccess: () => refetchAfterChange(qc, key),
  });
}

export function useSubmitFile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => call(verificationApi.submit), onSuccess: () => refetchAfterChange(qc, key) });
}
