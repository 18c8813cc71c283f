import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealsApi } from '../../../../common/charters/api';
import { laytimeApi, type FactsInput, type LaytimeCall, type LaytimeView, type TermsInput } from '../../../../common/laytime/api';
import { call } from '../../../lib/api';

export type { LaytimeCall, LaytimeView } from '../../../../common/laytime/api';
export type LaytimeCallView = LaytimeView['calls'][number];
export type LaytimeSheetView = NonNullable<LaytimeView['sheet']>;
export type CommentInput = { version: number; entry: string; kind: 'comment' | 'dispute'; body: string };

// Under the deal's key: a deal event from the stream refreshes the laytime page with the deal.
const key = (dealId: string) => ['deals', 'one', dealId, 'laytime'] as const;

export const useLaytime = (dealId: string) =>
  useQuery({ queryKey: key(dealId), queryFn: ({ signal }) => call(laytimeApi.read, { params: { id: dealId }, signal }).then((r) => r.laytime) });

/** The deal itself, for the ship's name in the heading (the same cache entry the deal page fills). */
export const useDealShip = (dealId: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['deals', 'one', dealId],
    queryFn: ({ signal }) => call(dealsApi.get, { params: { id: dealId }, signal }).then((r) => r.deal),
  });

/** Every write answers the whole laytime view as it now stands: it replaces the cached one. */
function useLaytimeWrite<V>(dealId: string, fn: (v: V) => Promise<{ laytime: LaytimeView }>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: ({ laytime }) => qc.setQueryData(key(dealId), laytime) });
}

export const useSaveFacts = (dealId: string, port: LaytimeCall) =>
  useLaytimeWrite(dealId, (body: FactsInput) => call(laytimeApi.facts, { params: { id: dealId, call: port }, body }));

export const useSaveTerms = (dealId: string) =>
  useLaytimeWrite(dealId, (body: TermsInput) => call(laytimeApi.terms, { params: { id: dealId }, body }));

export const useComment = (dealId: string, port: LaytimeCall) =>
  useLaytimeWrite(dealId, (body: CommentInput) => call(laytimeApi.comment, { params: { id: dealId, call: port }, body }));

/** Agrees the sheet as the page shows it: the versions it was computed from and its result (refused if it changed). */
export const useAgree = (dealId: string) =>
  useLaytimeWrite(dealId, (laytime: LaytimeView) => {
    const version = (c: LaytimeCall) => laytime.calls.find((x) => x.call === c)?.latest?.version ?? 0;
    const body = {
      termsVersion: laytime.termsVersion,
      facts: { load: version('load'), discharge: version('discharge') },
      demurrage: laytime.sheet?.demurrage ?? 0,
      despatch: laytime.sheet?.despatch ?? 0,
    };
    return call(laytimeApi.agree, { params: { id: dealId }, body });
  });
