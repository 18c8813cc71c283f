import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsInput } from '../../../../common/payments/bank-details';
import { payoutsApi } from '../../../../common/payments/api';
import { call } from '../../../lib/api';

const key = ['payouts', 'bank-details'] as const;

export const useBankDetails = () => useQuery({ queryKey: key, queryFn: ({ signal }) => call(payoutsApi.get, { signal }) });

function useBankAction<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (view) => qc.setQueryData(key, view) });
}

export const useSaveBankDetails = () => useBankAction((body: BankDetailsInput) => call(payoutsApi.save, { body }));
export const useConfirmBankDetails = () => useBankAction((token: string) => call(payoutsApi.confirm, { body: { token } }));
export const useCancelBankDetailsChange = () => useBankAction(() => call(payoutsApi.cancel));
