import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { laytimeSheetApi, type ReopeningView } from '../../../../common/laytime/sheet-api';
import { call } from '../../../lib/api';

export type { ReopeningView } from '../../../../common/laytime/sheet-api';

// Under the deal's key, beside the laytime view: a deal event from the stream refreshes both.
const key = (dealId: string) => ['deals', 'one', dealId, 'laytime', 'reopening'] as const;
const laytimeKey = (dealId: string) => ['deals', 'one', dealId, 'laytime'] as const;

export const useReopening = (dealId: string) =>
  useQuery({
    queryKey: key(dealId),
    queryFn: ({ signal }) => call(laytimeSheetApi.reopening, { params: { id: dealId }, signal }).then((r) => r.reopening),
  });

/**
 * A step of reopening answers the reopening as it now stands; an acceptance also reopens the sheet, so the laytime
 * view (its agreement and what the caller may change) is read again.
 */
function useStep<V>(dealId: string, fn: (v: V) => Promise<{ reopening: ReopeningView }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ reopening }) => {
      qc.setQueryData(key(dealId), reopening);
      void qc.invalidateQueries({ queryKey: laytimeKey(dealId), exact: true });
    },
  });
}

export const useProposeReopening = (dealId: string) =>
  useStep(dealId, (reason: string) => call(laytimeSheetApi.propose, { params: { id: dealId }, body: { reason } }));
export const useAcceptReopening = (dealId: string) => useStep(dealId, () => call(laytimeSheetApi.accept, { params: { id: dealId } }));
export const useWithdrawReopening = (dealId: string) => useStep(dealId, () => call(laytimeSheetApi.withdraw, { params: { id: dealId } }));

/** Where the laytime sheet's PDF downloads from. */
export const sheetPdfHref = (dealId: string) => `/api/deals/${dealId}/laytime/sheet.pdf`;
