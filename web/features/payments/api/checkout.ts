import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '../../../../common/payments/api';
import { call } from '../../../lib/api';

const key = (ref: string) => ['simulated-checkout', ref] as const;

/** The simulated provider's hosted checkout (test mode). */
export const useSimulatedCharge = (ref: string) =>
  useQuery({ queryKey: key(ref), queryFn: ({ signal }) => call(paymentsApi.simulatedCharge, { params: { ref }, signal }) });

export function useSimulatedPay(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => call(paymentsApi.simulatedPay, { params: { ref }, body: { number } }),
    onSuccess: (charge) => qc.setQueryData(key(ref), charge),
  });
}

export function useSimulatedAuthenticate(ref: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) => call(paymentsApi.simulatedAuthenticate, { params: { ref }, body: { approve } }),
    onSuccess: (charge) => qc.setQueryData(key(ref), charge),
  });
}

/** Back to Fairlead without paying: the checkout ends and the instalment is due again. */
export const useSimulatedCancel = (ref: string) => useMutation({ mutationFn: () => call(paymentsApi.simulatedCancel, { params: { ref } }) });
