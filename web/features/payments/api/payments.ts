import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsApi } from '../../../../common/charters/api';
import { paymentsApi } from '../../../../common/payments/api';
import { fillPath } from '../../../../common/api/endpoint';
import type { FundingMethod } from '../../../../common/payments/funding';
import { ApiError, call } from '../../../lib/api';

export type { DealPayments, Payment } from '../../../../common/payments/schemas';

// Under the deal's key: a deal event from the stream (a payment moved) refreshes the schedule with the deal.
const key = (dealId: string) => ['deals', 'one', dealId, 'payments'] as const;

export const useDealPayments = (dealId: string) =>
  useQuery({ queryKey: key(dealId), queryFn: ({ signal }) => call(paymentsApi.ofDeal, { params: { id: dealId }, signal }) });

export const useDealOf = (dealId: string) =>
  useQuery({
    queryKey: ['deals', 'one', dealId],
    queryFn: ({ signal }) => call(dealsApi.get, { params: { id: dealId }, signal }).then((r) => r.deal),
  });

function usePaymentAction<V>(dealId: string, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: key(dealId) }) });
}

/** A fresh idempotency key per click: a double click or a retried request starts one charge, a new click a new one. */
const idempotencyKey = () => crypto.randomUUID().replace(/-/g, '');

/**
 * Pay into escrow. By card, the provider's checkout opens in this tab and comes back to the schedule; by bank
 * transfer, the schedule shows the escrow account and the instalment's reference (the answer changes the payment).
 */
export const usePay = (dealId: string) =>
  usePaymentAction(dealId, async ({ paymentId, method }: { paymentId: string; method: FundingMethod }) => {
    const { checkoutUrl } = await call(paymentsApi.checkout, { params: { id: paymentId }, body: { idempotencyKey: idempotencyKey(), method } });
    if (method === 'card') window.location.assign(checkoutUrl);
  });

/** Test mode: an admin records a line of the simulated escrow bank's statement (a transfer received). */
export const useRecordTransfer = (dealId: string) =>
  usePaymentAction(dealId, (body: { reference: string; amount: number; currency: string }) => call(paymentsApi.simulatedBankReceipt, { body }));
export type MarkInput = { paymentId: string; file: File; statedAt: string; quantityT?: number };

/** The owner's mark with its evidence, as multipart: the document, the time it states and, on a bill of lading, the tonnes. */
async function markDone({ paymentId, file, statedAt, quantityT }: MarkInput) {
  const form = new FormData();
  form.append('file', file);
  form.append('statedAt', statedAt);
  if (quantityT !== undefined) form.append('quantityT', String(quantityT));
  const res = await fetch(fillPath(paymentsApi.markDone.path, { id: paymentId }), { method: 'POST', body: form, credentials: 'same-origin' });
  const body = await res.json().catch(() => null);
  if (!res.ok)
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'error',
      body?.error?.message ?? `The mark could not be sent (${res.status})`,
      body?.error?.fields ?? {},
    );
  return body;
}
export const useMarkDone = (dealId: string) => usePaymentAction(dealId, markDone);
export const useConfirm = (dealId: string) =>
  usePaymentAction(dealId, (paymentId: string) => call(paymentsApi.confirm, { params: { id: paymentId } }));
export const useClaim = (dealId: string) =>
  usePaymentAction(dealId, ({ paymentId, reason }: { paymentId: string; reason: string }) =>
    call(paymentsApi.claim, { params: { id: paymentId }, body: { reason } }),
  );
