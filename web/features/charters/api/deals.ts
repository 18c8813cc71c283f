import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsApi, type DealDetail } from '../../../../common/charters/api';
import type { FixtureCancelInput } from '../../../../common/charters/fixture-cancel';
import type { EnquiryInput, OfferInput } from '../../../../common/charters/offers';
import { call } from '../../../lib/api';

export type { DealDetail, DealSummary, Offer, Subject, DealEventEntry } from '../../../../common/charters/api';

const all = ['deals'] as const;

export const useDeals = (stage: string, page: number) =>
  useQuery({
    queryKey: [...all, 'list', stage, page],
    queryFn: ({ signal }) => call(dealsApi.list, { query: { stage, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** The deal; the tab's event stream marks it stale when it moves, so a lapse or the other side's answer shows at once. */
export const useDeal = (id: string | undefined) =>
  useQuery({
    queryKey: [...all, 'one', id],
    queryFn: ({ signal }) => call(dealsApi.get, { params: { id: id! }, signal }).then((r) => r.deal),
    enabled: !!id,
  });

/** Every action answers the deal as it now stands: it replaces the cached one, and the lists refresh. */
function useDealAction<V>(fn: (v: V) => Promise<{ deal: DealDetail }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ deal }) => {
      qc.setQueryData([...all, 'one', deal.id], deal);
      void qc.invalidateQueries({ queryKey: [...all, 'list'] });
      void qc.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

export const useSendEnquiry = () => useDealAction((body: EnquiryInput) => call(dealsApi.enquire, { body }));
export const useSendOffer = (id: string) => useDealAction((body: OfferInput) => call(dealsApi.offer, { params: { id }, body }));
export const useAnswer = (id: string) => useDealAction((action: 'accept' | 'decline' | 'withdraw') => call(dealsApi[action], { params: { id } }));
/** A party cancels the fixed deal, with its reason (#26). */
export const useCancelFixture = (id: string) => useDealAction((body: FixtureCancelInput) => call(dealsApi.cancelFixture, { params: { id }, body }));
export const useDecideSubject = (id: string) =>
  useDealAction(({ subjectId, action }: { subjectId: string; action: 'lift' | 'fail' }) =>
    call(action === 'lift' ? dealsApi.liftSubject : dealsApi.failSubject, { params: { id, subjectId } }),
  );

export { useMyRole } from '../../../lib/use-my-role';
