import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsApi } from '../../../../common/charters/api';
import { hireApi, type AnswerInput, type HireFactsInput, type HireView, type OffHireInput } from '../../../../common/hire/api';
import { call } from '../../../lib/api';

export type { HireView } from '../../../../common/hire/api';
export type HireOffHireView = HireView['offHires'][number];

// Under the deal's key: a deal event from the stream refreshes the hire page with the deal.
const key = (dealId: string) => ['deals', 'one', dealId, 'hire'] as const;

export const useHire = (dealId: string) =>
  useQuery({ queryKey: key(dealId), queryFn: ({ signal }) => call(hireApi.read, { params: { id: dealId }, signal }).then((r) => r.hire) });

/** The deal itself, for the ship's name in the heading (the same cache entry the deal page fills). */
export const useDealShip = (dealId: string) =>
  useQuery({
    queryKey: ['deals', 'one', dealId],
    queryFn: ({ signal }) => call(dealsApi.get, { params: { id: dealId }, signal }).then((r) => r.deal),
  });

/** Every write answers the whole hire view as it now stands: it replaces the cached one. */
function useHireWrite<V>(dealId: string, fn: (v: V) => Promise<{ hire: HireView }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: ({ hire }) => qc.setQueryData(key(dealId), hire) });
}

export const useSaveHireFacts = (dealId: string) =>
  useHireWrite(dealId, (body: HireFactsInput) => call(hireApi.facts, { params: { id: dealId }, body }));

export const useRecordOffHire = (dealId: string) =>
  useHireWrite(dealId, (body: OffHireInput) => call(hireApi.offHire, { params: { id: dealId }, body }));

export const useAnswerOffHire = (dealId: string) =>
  useHireWrite(dealId, ({ n, ...body }: AnswerInput & { n: number }) => call(hireApi.answer, { params: { id: dealId, n }, body }));

/** Agrees the statement as the page shows it: the versions it was computed from and its balance (refused if it changed). */
export const useAgreeHire = (dealId: string) =>
  useHireWrite(dealId, (hire: HireView) =>
    call(hireApi.agree, {
      params: { id: dealId },
      body: { factsVersion: hire.facts?.version ?? 0, offHiresVersion: hire.offHiresVersion, balance: hire.statement?.balance ?? 0 },
    }),
  );
