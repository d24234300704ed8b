import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_NAME, reviewSharedMessage, type Pagination, type Share, type ShareCreated, type SharedReviewRow, type UserAttachResult, type toSharePayload } from '@thesis/domain';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { toast } from '../../lib/notify';
import { investmentReview } from '../../lib/paths';
import { investmentKeys } from '../investments/api';
import type { ReviewTarget } from '../reviews/review-context';
import type { ArrivedShareState } from './arrived-share';

type SharePayload = ReturnType<typeof toSharePayload>;

export interface SharedReviewsQuery {
  orderBy?: 'updated_at' | 'created_at' | 'shared_at';
  sortedBy?: 'asc' | 'desc';
  investmentId?: string;
  limit?: number;
}

/** Sharing calls of spec §7 (Reviews and sharing), plus the owner's list and revoke. */
export const sharingApi = {
  /** POST /sharings; the share form owns its 422 answer. */
  create: (payload: SharePayload) => api.post<{ data: ShareCreated }>('/sharings', payload, { form: true }),
  /** POST /sharings/{id}/user-attach?signature=; silent: the link page explains a refusal itself. */
  attach: (sharingId: string, signature: string) =>
    api.post<{ data: UserAttachResult }>(`/sharings/${encodeURIComponent(sharingId)}/user-attach`, undefined, { query: { signature }, silent: true }),
  forReview: (reviewId: string) => api.get<{ data: Share[] }>(`/investment-reviews/${encodeURIComponent(reviewId)}/sharings`),
  revoke: (sharingId: string) => api.delete<{ data: Share }>(`/sharings/${encodeURIComponent(sharingId)}`),
  /** GET /sharings/investment-reviews/user-entities; silent: a failure just ends loading (spec §8). */
  sharedWithMe: (query: SharedReviewsQuery = {}, signal?: AbortSignal) =>
    api.get<{ data: SharedReviewRow[]; meta: { pagination: Pagination } }>('/sharings/investment-reviews/user-entities', {
      signal,
      query: {
        orderBy: query.orderBy,
        sortedBy: query.sortedBy,
        limit: query.limit,
        search: query.investmentId ? `investment_id:${query.investmentId}` : undefined,
      },
      silent: true,
    }),
};

export const sharingKeys = {
  all: ['sharings'] as const,
  forReview: (reviewId: string) => ['sharings', 'review', reviewId] as const,
};

/** The shares of the owner's review ("Shared with"). */
export function useReviewShares(reviewId: string, enabled = true) {
  // Fresh on every opening: recipients open links and shares expire while the page stays open.
  return useQuery({ queryKey: sharingKeys.forReview(reviewId), queryFn: async () => (await sharingApi.forReview(reviewId)).data, enabled, refetchOnMount: 'always' });
}

/**
 * Shares the review; on an investment without a review the share creates it (spec §4) and the page
 * switches to the new review, which shows the link or the information modal (useArrivedShare).
 */
export function useCreateShare(target: ReviewTarget) {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (payload: SharePayload) => (await sharingApi.create(payload)).data,
    onSuccess: (share) => {
      if (target.reviewId) return client.invalidateQueries({ queryKey: sharingKeys.forReview(target.reviewId) });
      void client.invalidateQueries({ queryKey: investmentKeys.detail(target.investmentId) });
      if (share.shared_link) toast.success(reviewSharedMessage(PRODUCT_NAME));
      const state: ArrivedShareState = { share };
      return navigate(investmentReview(share.entity_id), { replace: true, state });
    },
  });
}

export function useRevokeShare(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sharingId: string) => (await sharingApi.revoke(sharingId)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: sharingKeys.forReview(reviewId) }),
  });
}
