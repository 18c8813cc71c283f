import { useQuery } from '@tanstack/react-query';
import { contractsApi } from '../../../../common/contracts/api';
import { call } from '../../../lib/api';

export type { SignatureEvidence } from '../../../../common/contracts/schemas';

/** Admins only: every signature's full evidence. Fetched when asked for (each reading is on the audit log). */
export const useSignatureEvidence = (dealId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['contracts', dealId, 'evidence'],
    queryFn: ({ signal }) => call(contractsApi.evidence, { params: { id: dealId }, signal }).then((r) => r.signatures),
    enabled,
  });
