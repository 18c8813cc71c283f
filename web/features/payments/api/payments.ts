import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsApi } from '../../../../common/charters/api';
import { paymentsApi } from '../../../../common/payments/api';
import { call } from '../../../lib/api';

export type { DealPayments, Payment } from '../../../../common/payments/schemas';

// Under the deal's key: a deal event from the stream (a payment moved) refreshes the schedule with the deal.
const key = (dealId: string) => ['deals', 'one', dealId, 'payments'] as const;

export const useDealPayments = (dealId: string) =>
  useQuery({ queryKey: key(dealId), queryFn: ({ signal }) => call(paymentsApi.ofDeal, { params: { id: dealId }, signal }) });

export const useDealOf = (dealId: string) =>
  useQuery({ queryKey: ['deals', 'one', dealId], queryFn: ({ signal }) => call(dealsApi.get, { params: { id: dealId }, signal }).then((r) => r.deal) });

function usePaymentAction<V>(dealId: string, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: key(dealId) }) });
}

/** A fresh idempotency key per click: a double click or a retried request starts one charge, a new click a new one. */
const idempotencyKey = () => crypto.randomUUID().replace(/-/g, '');

/** Pay into escrow: the provider's checkout opens in this tab and comes back to the schedule. */
export const usePay = (dealId: string) =>
  usePaymentAction(dealId, async (paymentId: string) => {
    const { checkoutUrl } = await call(paymentsApi.checkout, { params: { id: paymentId }, body: { idempotencyKey: idempotencyKey() } });
    window.location.assign(checkoutUrl);
  });
export const useMarkDone = (dealId: string) => usePaymentAction(dealId, (paymentId: string) => call(paymentsApi.markDone, { params: { id: paymentId } }));
export const useConfirm = (dealId: string) => usePaymentAction(dealId, (paymentId: string) => call(paymentsApi.confirm, { params: { id: paymentId } }));
export const useClaim = (dealId: string) =>
  usePaymentAction(dealId, ({ paymentId, reason }: { paymentId: string; reason: string }) => call(paymentsApi.claim, { params: { id: paymentId }, body: { reason } }));
export const useDemurrage = (dealId: string) =>
  usePaymentAction(dealId, (body: { days: number; hours: number; minutes: number; statement: string }) => call(paymentsApi.demurrage, { params: { id: dealId }, body }));
