import type { CreateNoteInput, Review, ReviewNote, UpdateNoteInput } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { notesApi, reviewKeys } from './api';

function useNotesCache(reviewId: string) {
  const client = useQueryClient();
  return (change: (notes: ReviewNote[]) => ReviewNote[]) =>
    client.setQueryData<Review>(reviewKeys.detail(reviewId), (review) =>
      review ? { ...review, notes: change(review.notes) } : review,
    );
}

/** POST /investment-notes: the new note joins the list (newest first). */
export function useCreateNote(reviewId: string) {
  const setNotes = useNotesCache(reviewId);
  return useMutation({
    mutationFn: async (input: CreateNoteInput) => (await notesApi.create(input)).data,
    onSuccess: (note) => {
      setNotes((notes) => [note, ...notes]);
      toast.success('The note was added');
    },
  });
}

export function useUpdateNote(reviewId: string) {
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

export function useDeleteNote(reviewId: string) {
  const setNotes = useNotesCache(reviewId);
  return useMutation({
    mutationFn: async (id: string) => (await notesApi.remove(id)).data,
    onSuccess: ({ id, message }) => {
      setNotes((notes) => notes.filter((note) => note.id !== id));
      toast.success(message);
    },
  });
}
