import { ESTIMATE_MESSAGES, type EstimateRowPatch, type EstimatesAnswer } from '@thesis/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { toast } from '../../lib/notify';
import { joinedMessage } from '../reviews/item-mutations';

const path = (reviewId: string) => `/investment-reviews/${encodeURIComponent(reviewId)}/estimation`;

export const estimateKeys = {
  review: (reviewId: string) => ['estimates', reviewId] as const,
};

/** The reviewer's own estimates (GET/PATCH /investment-reviews/{id}/estimation). */
export const estimatesApi = {
  get: (reviewId: string) => api.get<EstimatesAnswer>(path(reviewId)),
  patch: (reviewId: string, rows: EstimateRowPatch[]) => api.patch<EstimatesAnswer>(path(reviewId), { rows }, { silent: true }),
};

/** The three estimate years of a review; `enabled` is false for the free role (no call). */
export function useEstimates(reviewId: string, enabled: boolean) {
  return useQuery({ queryKey: estimateKeys.review(reviewId), queryFn: () => estimatesApi.get(reviewId), enabled, staleTime: 60_000 });
}

/**
 * Saves one figure of one year: shown at once; on failure the previous value comes back and one
 * toast joins the server's messages (interpretations.md, inline edits).
 */
export function useSaveEstimate(reviewId: string) {
  const client = useQueryClient();
  const key = estimateKeys.review(reviewId);
  return useMutation({
    mutationFn: (change: EstimateRowPatch) => estimatesApi.patch(reviewId, [change]),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const saved = client.getQueryData<EstimatesAnswer>(key);
      if (saved) {
        client.setQueryData<EstimatesAnswer>(key, {
          ...saved,
          data: saved.data.map((row) => (row.fy_date_at === change.fy_date_at ? { ...row, ...change } : row)),
        });
      }
      return { saved };
    },
    onError: (error, _change, context) => {
      if (context?.saved) client.setQueryData(key, context.saved);
      toast.error(joinedMessage(error));
    },
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      toast.success(ESTIMATE_MESSAGES.saved);
    },
  });
}
