import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutFlagsApi } from '../../../../common/payments/payout-flags';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { PayoutFlag } from '../../../../common/payments/payout-flags';

/** Open flags on owners' payout accounts: payouts to those accounts wait for an admin. */
export const usePayoutFlags = () =>
  useQuery({ queryKey: ['admin', 'payout-flags'], queryFn: ({ signal }) => call(payoutFlagsApi.list, { signal }).then((r) => r.items) });

export function useClearPayoutFlag() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(payoutFlagsApi.clear, { params: { id }, body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
