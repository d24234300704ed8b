import type {
  InvestmentItem,
  InvestmentProcess,
  ItemKind,
  Review,
  UpdateInvestmentItem,
  UpdateInvestmentProcess,
  WriteNotice,
} from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../lib/api-error';
import { toast } from '../../lib/notify';
import { MESSAGES } from '@thesis/domain';
import { reviewKeys, reviewsApi, type ItemWriteAnswer } from './api';
import { patchItem, patchProcess } from './review-tree';

/** The server's messages of a failed inline edit, joined into one toast (interpretations.md). */
export function joinedMessage(error: unknown): string {
  return failureMessage(error, MESSAGES.genericError);
}

/** A write's message as the server typed it: 'The media file has already been deleted' is a warning (spec §8). */
export function showNotice({ message, message_type }: WriteNotice): void {
  if (message_type === 'warning') toast.warning(message);
  else toast.success(message);
}

export interface ItemChange {
  item: Pick<InvestmentItem, 'id' | 'kind' | 'investment_process_id'>;
  changes: UpdateInvestmentItem;
  /** What the item shows at once (e.g. the grade a valuation will earn); defaults to `changes`. */
  optimistic?: Partial<InvestmentItem>;
  /** Said instead of the success message (a valuation saved that cannot be graded without a price). */
  notice?: string;
}

function applyAnswer(review: Review | undefined, answer: ItemWriteAnswer): Review | undefined {
  if (!review) return review;
  const { data, meta } = answer;
  const { id, score, relevance } = meta.investment_process;
  return patchProcess(patchItem(review, data.investment_process_id, data.id, data), id, { score, relevance });
}

/**
 * PATCH /investment-{type}s/{id} from the review page: shown at once, 'The changes were successful'
 * on success; on failure the previous value comes back and one toast joins the server's messages.
 */
export function useUpdateInvestmentItem(reviewId: string) {
  const client = useQueryClient();
  const key = reviewKeys.detail(reviewId);
  return useMutation({
    mutationFn: ({ item, changes }: ItemChange) => reviewsApi.updateItem(item.kind, item.id, changes),
    onMutate: async ({ item, changes, optimistic }) => {
      await client.cancelQueries({ queryKey: key });
      const saved = client.getQueryData<Review>(key);
      if (saved) {
        client.setQueryData<Review>(
          key,
          patchItem(saved, item.investment_process_id, item.id, (optimistic ?? changes) as Partial<InvestmentItem>),
        );
      }
      return { saved };
    },
    onError: (error, _change, context) => {
      if (context?.saved) client.setQueryData(key, context.saved);
      toast.error(joinedMessage(error));
    },
    onSuccess: (answer, change) => {
      client.setQueryData<Review>(key, (review) => applyAnswer(review, answer));
      if (change.notice) toast.warning(change.notice);
      else showNotice(answer.meta);
    },
  });
}

/** PUT /investment-{type}s/{id} with uuids: attach, replace ([uuid]) or remove ([]) the item's file. */
export function useAttachItemFile(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, uuids }: { kind: ItemKind; id: string; uuids: string[] }) =>
      reviewsApi.attachItemFile(kind, id, uuids),
    onSuccess: (answer) => {
      client.setQueryData<Review>(reviewKeys.detail(reviewId), (review) => applyAnswer(review, answer));
      showNotice(answer.meta);
    },
  });
}

export interface ProcessChange {
  id: string;
  changes: UpdateInvestmentProcess;
  /** What the process shows at once besides `changes` (e.g. the upside of a new valuation). */
  optimistic?: Partial<InvestmentProcess>;
  /** Said instead of the success message. */
  notice?: string;
}

/** PATCH /investment-processes/{id}: optimistic like the items, rolled back with one toast. */
export function useUpdateInvestmentProcess(reviewId: string) {
  const client = useQueryClient();
  const key = reviewKeys.detail(reviewId);
  return useMutation({
    mutationFn: ({ id, changes }: ProcessChange) => reviewsApi.updateProcess(id, changes),
    onMutate: async ({ id, changes, optimistic }) => {
      await client.cancelQueries({ queryKey: key });
      const saved = client.getQueryData<Review>(key);
      const { uuids: _uuids, ...fields } = changes;
      if (saved) client.setQueryData<Review>(key, patchProcess(saved, id, { ...fields, ...optimistic }));
      return { saved };
    },
    onError: (error, _change, context) => {
      if (context?.saved) client.setQueryData(key, context.saved);
      toast.error(joinedMessage(error));
    },
    onSuccess: ({ data, meta }, change) => {
      const { factors: _factors, ...fields } = data;
      client.setQueryData<Review>(key, (review) => (review ? patchProcess(review, data.id, fields) : review));
      if (change.notice) toast.warning(change.notice);
      else showNotice(meta);
    },
  });
}
