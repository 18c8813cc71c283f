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

/**
 * Back from the provider's checkout without paying (#25): Fairlead's server ends that checkout. The instalment is due
 * again when the provider's expiry event lands; the deal's event stream then refreshes the schedule, as does this.
 */
export function useEndCheckout(dealId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, chargeId }: { paymentId: string; chargeId: string }) =>
      call(paymentsApi.endCheckout, { params: { id: paymentId }, body: { chargeId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['deals', 'one', dealId] }),
  });
}
