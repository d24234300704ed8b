import { MESSAGES, type AcceptSuggestion, type AiSuggestion, type FilledProcess, type Review } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify';
import { reviewKeys } from '../api';
import { joinedMessage } from '../item-mutations';
import { patchItem, patchProcess } from '../review-tree';
import { aiApi } from './api';

/** The review without one suggestion of a process. */
function withoutSuggestion(review: Review, processId: string, suggestionId: string): Review {
  const process = review.processes.find((entry) => entry.id === processId);
  return patchProcess(review, processId, { suggestions: (process?.suggestions ?? []).filter((entry) => entry.id !== suggestionId) });
}

/**
 * Accepting a suggestion (as proposed, or edited first): the item is written like a manual edit,
 * the card shows the item and the process's new summary at once, and the suggestion goes.
 * Discarding removes it; the item stays as it is. Failures show one toast joining the server's messages.
 */
export function useSuggestionActions(reviewId: string) {
  const client = useQueryClient();
  const key = reviewKeys.detail(reviewId);
  const update = (change: (review: Review) => Review) => client.setQueryData<Review>(key, (review) => (review ? change(review) : review));
  const onError = (error: unknown) => toast.error(joinedMessage(error));

  const accept = useMutation({
    mutationFn: ({ suggestion, edits }: { suggestion: AiSuggestion; edits?: AcceptSuggestion }) => aiApi.accept(suggestion.id, edits),
    onSuccess: ({ data, meta }, { suggestion }) => {
      const { id, score, relevance } = meta.investment_process;
      update((review) => withoutSuggestion(patchProcess(patchItem(review, suggestion.investment_process_id, data.id, data), id, { score, relevance }), suggestion.investment_process_id, suggestion.id));
      toast.success(MESSAGES.changesSuccessful);
    },
    onError,
  });

  const discard = useMutation({
    mutationFn: (suggestion: AiSuggestion) => aiApi.discard(suggestion.id),
    onSuccess: ({ data }, suggestion) => {
      update((review) => withoutSuggestion(review, suggestion.investment_process_id, suggestion.id));
      toast.success(data.message);
    },
    onError,
  });

  const replace = (process: FilledProcess) => update((review) => patchProcess(review, process.id, process));

  const acceptAll = useMutation({
    mutationFn: ({ processId, from }: { processId: string; from?: 'figures' }) => aiApi.acceptAll(processId, from),
    onSuccess: ({ data, meta }) => {
      replace(data);
      if (meta.failed.length === 0) toast.success(meta.message);
      else toast.warning(`${meta.accepted} accepted. Not accepted: ${meta.failed.map((entry) => `${entry.item_name} (${entry.message})`).join('; ')}`);
    },
    onError,
  });

  const discardAll = useMutation({
    mutationFn: (processId: string) => aiApi.discardAll(processId),
    onSuccess: ({ data, meta }) => {
      replace(data);
      toast.success(meta.message);
    },
    onError,
  });

  return { accept, discard, acceptAll, discardAll };
}
