import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaymentsApi, payoutsApi } from '../../../../common/payments/api';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

export type { Ledger } from '../../../../common/payments/schemas';

/** A deal's ledger: its accounts with balances derived from the entries, and every transfer. */
export const useDealLedger = (dealId: string | null) =>
  useQuery({
    queryKey: ['admin', 'ledger', dealId],
    queryFn: ({ signal }) => call(adminPaymentsApi.ledger, { params: { id: dealId! }, signal }),
    enabled: !!dealId,
  });

type Action = { kind: 'retry' } | { kind: 'hold' | 'release'; reason: string } | { kind: 'refund'; reason: string; amount?: number };

/** The back office's payment actions; each answers the payment as it now is. */
export function usePaymentAdminAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) => {
      const params = { id };
      if (action.kind === 'retry') return call(adminPaymentsApi.retry, { params });
      if (action.kind === 'refund') return call(adminPaymentsApi.refund, { params, body: { reason: action.reason, amount: action.amount } });
      return call(adminPaymentsApi[action.kind], { params, body: { reason: action.reason } });
    },
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}

/** Changes of owners' payout bank details still waiting (their e-mail confirmation or their 48 hours). */
export const usePayoutChanges = () =>
  useQuery({ queryKey: ['admin', 'payout-changes'], queryFn: ({ signal }) => call(payoutsApi.adminChanges, { signal }).then((r) => r.items) });

export function useBlockPayoutChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(payoutsApi.adminBlock, { params: { id }, body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, ['admin']),
  });
}
