import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../../common/api/endpoint';
import { redeliveryApi } from '../../../../common/payments/redelivery-api';
import { ApiError } from '../../../lib/api';

export type { HireStatementView, RedeliveryView } from '../../../../common/payments/redelivery';

export type RedeliveryInput = { file: File; redeliveredAt: string };

/** The redelivery on its certificate, as multipart: the document and the time it states. */
async function recordRedelivery(dealId: string, { file, redeliveredAt }: RedeliveryInput) {
  const form = new FormData();
  form.append('file', file);
  form.append('redeliveredAt', redeliveredAt);
  const res = await fetch(fillPath(redeliveryApi.record.path, { id: dealId }), { method: 'POST', body: form, credentials: 'same-origin' });
  const body = await res.json().catch(() => null);
  if (!res.ok)
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'error',
      body?.error?.message ?? `The redelivery could not be sent (${res.status})`,
      body?.error?.fields ?? {},
    );
  return body;
}

/** The owner records the redelivery; the schedule and its final hire statement (under the deal's key) are read again. */
export const useRecordRedelivery = (dealId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RedeliveryInput) => recordRedelivery(dealId, input),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['deals', 'one', dealId, 'payments'] }),
  });
};
