import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billOfLadingApi } from '../../../../common/payments/bill-of-lading';
import { call } from '../../../lib/api';

/** The owner records the B/L quantity; the schedule (under the deal's key, as in payments.ts) is read again. */
export const useRecordBillOfLading = (dealId: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (quantityT: number) => call(billOfLadingApi.record, { params: { id: dealId }, body: { quantityT } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['deals', 'one', dealId, 'payments'] }),
  });
};
