import type { Review } from '@thesis/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { investmentKeys } from '../investments/api';
import { processKeys } from '../processes/keys';
import { reviewKeys, reviewsApi } from './api';

/** One review with everything its page shows. */
export function useReview(id: string) {
  return useQuery({ queryKey: reviewKeys.detail(id), queryFn: async () => (await reviewsApi.get(id)).data });
}

/** Puts a fresh review answer in the cache and refreshes what shows the review's existence or counts. */
function settleReview(client: QueryClient, review: Review): void {
  client.setQueryData(reviewKeys.detail(review.id), review);
  void client.invalidateQueries({ queryKey: investmentKeys.detail(review.investment_id) });
  void client.invalidateQueries({ queryKey: ['investments', 'search'] });
  void client.invalidateQueries({ queryKey: processKeys.list() });
}

/**
 * Attaches processes: to the review when there is one, else through the investment, which creates
 * the review on first need (spec §4).
 */
export function useAttachProcesses(target: { reviewId: string | null; investmentId: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (processIds: string[]) =>
      (target.reviewId
        ? await reviewsApi.attach(target.reviewId, processIds)
        : await reviewsApi.attachToInvestment(target.investmentId, processIds)
      ).data,
    onSuccess: (review) => settleReview(client, review),
  });
}

export function useDetachProcesses(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (investmentProcessIds: string[]) =>
      (await reviewsApi.detach(reviewId, investmentProcessIds)).data,
    onSuccess: (review) => settleReview(client, review),
  });
}

/** PATCH /investment-reviews/{id}: the server saves only a changed, non-blank summary. */
export function useSaveSummary(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (summary: string) => reviewsApi.updateSummary(reviewId, summary),
    onSuccess: ({ data, meta }) => {
      client.setQueryData(reviewKeys.detail(reviewId), data);
      if (meta.saved) toast.success('The summary was saved');
    },
  });
}

/** PUT /investment-reviews/{id}/models: the new list replaces the cached one. */
export function useSetModels(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (uuids: string[]) => (await reviewsApi.setModels(reviewId, uuids)).data,
    onSuccess: (models) =>
      client.setQueryData<Review>(reviewKeys.detail(reviewId), (review) => (review ? { ...review, models } : review)),
  });
}
