import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeliveryApi } from '../../../../common/payments/redelivery-api';
import { call } from '../../../lib/api';

export type { HireStatementView, RedeliveryView } from '../../../../common/payments/redelivery';

/** The owner records the redelivery; the schedule and its final hire statement (under the deal's key) are read again. */
export const useRecordRedelivery = (dealId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (redeliveredAt: string) => call(redeliveryApi.record, { params: { id: dealId }, body: { redeliveredAt } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['deals', 'one', dealId, 'payments'] }),
  });
};
