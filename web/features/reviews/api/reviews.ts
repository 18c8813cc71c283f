import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsApi } from '../../../../common/reviews/api';
import type { ReviewInput } from '../../../../common/reviews/schemas';
import { call } from '../../../lib/api';
import { refetchAfterChange } from '../../../lib/query-client';

// Each read is written once as query options: the company page's hook and the server's prefetch share the key.
export const companyPageQuery = (id: string) =>
  queryOptions({ queryKey: ['company', id], queryFn: ({ signal }) => call(reviewsApi.company, { params: { id }, signal }) });
export const useCompanyPage = (id: string | undefined) => useQuery({ ...companyPageQuery(id ?? ''), enabled: !!id });

const fixtureKey = (dealId: string) => ['fixture-reviews', dealId] as const;
export const useFixtureReviews = (dealId: string) =>
  useQuery({ queryKey: fixtureKey(dealId), queryFn: ({ signal }) => call(reviewsApi.forFixture, { params: { id: dealId }, signal }) });

export function useSubmitReview(dealId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => call(reviewsApi.submit, { params: { id: dealId }, body }),
    onSuccess: (data) => qc.setQueryData(fixtureKey(dealId), data),
  });
}

export function useReplyToReview(dealId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => call(reviewsApi.reply, { params: { id }, body: { body } }),
    onSuccess: () => refetchAfterChange(qc, fixtureKey(dealId)),
  });
}

const adminKey = ['admin', 'reviews'] as const;
export const useAdminReviews = () =>
  useQuery({ queryKey: adminKey, queryFn: ({ signal }) => call(reviewsApi.adminList, { signal }).then((r) => r.items) });

export function useHideReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => call(reviewsApi.hide, { params: { id }, body: { reason } }),
    onSuccess: () => refetchAfterChange(qc, adminKey),
  });
}
