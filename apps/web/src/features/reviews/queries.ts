import type { Review, ReviewModel } from '@thesis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { reviewKeys, reviewsApi } from './api';
import { settleReview, useReviewStarted } from './review-started';
import type { ReviewTarget } from './review-context';

/** One review with everything its page shows. */
export function useReview(id: string) {
  return useQuery({ queryKey: reviewKeys.detail(id), queryFn: async () => (await reviewsApi.get(id)).data });
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

/**
 * Saves the summary (the server keeps only a changed, non-blank one): on the review, or on an
 * investment without one, whose summary creates the review and switches the page to it.
 */
export function useSaveSummary(target: ReviewTarget) {
  const client = useQueryClient();
  const started = useReviewStarted();
  return useMutation({
    mutationFn: (summary: string) =>
      target.reviewId
        ? reviewsApi.updateSummary(target.reviewId, summary)
        : reviewsApi.updateInvestmentSummary(target.investmentId, summary),
    onSuccess: ({ data, meta }) => {
      if (target.reviewId) client.setQueryData(reviewKeys.detail(data.id), data);
      else started(data);
      if (meta.saved) toast.success('The summary was saved');
    },
  });
}

/** Sets the model files: the new list replaces the cached one; on an investment the first model creates the review. */
export function useSetModels(target: ReviewTarget) {
  const client = useQueryClient();
  const started = useReviewStarted();
  return useMutation({
    mutationFn: async (uuids: string[]): Promise<Review | ReviewModel[]> =>
      target.reviewId
        ? (await reviewsApi.setModels(target.reviewId, uuids)).data
        : (await reviewsApi.setInvestmentModels(target.investmentId, uuids)).data,
    onSuccess: (answer) => {
      if (!Array.isArray(answer)) return started(answer);
      if (target.reviewId) {
        client.setQueryData<Review>(reviewKeys.detail(target.reviewId), (review) => (review ? { ...review, models: answer } : review));
      }
    },
  });
}
