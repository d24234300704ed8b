import type { CreateInvestmentNoteInput, Review, ReviewNote, UpdateNoteInput } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { notesApi, reviewKeys } from './api';
import type { ReviewTarget } from './review-context';
import { useReviewStarted } from './review-started';

/** Changes the cached notes of the review (none before the review exists). */
function useNotesCache(reviewId: string | null) {
  const client = useQueryClient();
  return (change: (notes: ReviewNote[]) => ReviewNote[]) => {
    if (reviewId === null) return;
    client.setQueryData<Review>(reviewKeys.detail(reviewId), (review) =>
      review ? { ...review, notes: change(review.notes) } : review,
    );
  };
}

/**
 * Adds a note: POST /investment-notes on the review, the new note first in the list; or, on an
 * investment without a review, POST /investments/{id}/notes, which creates the review (spec §4).
 */
export function useCreateNote(target: ReviewTarget) {
  const setNotes = useNotesCache(target.reviewId);
  const started = useReviewStarted();
  return useMutation({
    mutationFn: async (input: CreateInvestmentNoteInput): Promise<ReviewNote | Review> =>
      target.reviewId
        ? (await notesApi.create({ ...input, investment_review_id: target.reviewId })).data
        : (await notesApi.createForInvestment(target.investmentId, input)).data,
    onSuccess: (answer) => {
      if ('investment_id' in answer) started(answer);
      else setNotes((notes) => [answer, ...notes]);
      toast.success('The note was added');
    },
  });
}

export function useUpdateNote(reviewId: string | null) {
  const setNotes = useNotesCache(reviewId);
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateNoteInput }) =>
      (await notesApi.update(id, changes)).data,
    onSuccess: (note) => {
      setNotes((notes) => notes.map((other) => (other.id === note.id ? note : other)));
      toast.success('The note was saved');
    },
  });
}

export function useDeleteNote(reviewId: string | null) {
  const setNotes = useNotesCache(reviewId);
  return useMutation({
    mutationFn: async (id: string) => (await notesApi.remove(id)).data,
    onSuccess: ({ id, message }) => {
      setNotes((notes) => notes.filter((note) => note.id !== id));
      toast.success(message);
    },
  });
}
