import { MESSAGES, type Decision, type DecisionDraftInput, type OutcomeKey, type ProbabilityMatrix } from '@thesis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../lib/api-error';
import { toast } from '../../lib/notify';
import { decisionKeys, decisionsApi, type JournalFilters } from './api';

export function useDecisionInit(enabled = true) {
  return useQuery({ queryKey: decisionKeys.init(), queryFn: async () => (await decisionsApi.init()).data, enabled, staleTime: 60_000 });
}

export function useDraftDecision(reviewId: string, enabled = true) {
  return useQuery({ queryKey: decisionKeys.draft(reviewId), queryFn: async () => (await decisionsApi.draft(reviewId)).data, enabled });
}

export function useDraftMatrix(reviewId: string, enabled = true) {
  return useQuery({ queryKey: decisionKeys.matrix(reviewId), queryFn: async () => (await decisionsApi.matrix(reviewId)).data, enabled });
}

export function useArchivedDecisions(reviewId: string, enabled = true) {
  return useQuery({ queryKey: decisionKeys.archived(reviewId), queryFn: async () => (await decisionsApi.archivedOf(reviewId)).data, enabled });
}

export const JOURNAL_PAGE_SIZE = 25;

export function useDecisionJournal(filters: JournalFilters, page: number) {
  return useQuery({
    queryKey: decisionKeys.journal(filters, page),
    queryFn: () => decisionsApi.journal(filters, page, JOURNAL_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export function useCalibration(scope: 'elapsed' | 'all') {
  return useQuery({ queryKey: decisionKeys.calibration(scope), queryFn: async () => (await decisionsApi.calibration(scope)).data });
}

/**
 * Changes the draft optimistically; when the call fails the draft is rolled back to what it was
 * (spec §4 Decisions) and the server's message says why, whatever the status (a 409 for a draft
 * made meanwhile, a 5xx with a message), never a bare "Something went wrong" when it gave one.
 */
export function useUpdateDraft(reviewId: string) {
  const client = useQueryClient();
  const key = decisionKeys.draft(reviewId);
  return useMutation({
    mutationFn: async (patch: DecisionDraftInput) => (await decisionsApi.update(reviewId, patch)).data,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Decision>(key);
      if (previous) client.setQueryData<Decision>(key, { ...previous, ...(patch as Partial<Decision>) });
      return { previous };
    },
    onError: (error, _patch, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(failureMessage(error, MESSAGES.genericError));
    },
    onSuccess: (decision) => {
      client.setQueryData(key, decision);
      if (decision.matrix) client.setQueryData(decisionKeys.matrix(reviewId), decision.matrix);
    },
  });
}

type CellChange = { key: OutcomeKey; probability: number | null } | { key: OutcomeKey; comment: string };

/** Sets one cell of the draft's matrix; the answer (with the new totals) replaces the cached matrix, a failure restores it with the server's message. */
export function useSetMatrixCell(reviewId: string) {
  const client = useQueryClient();
  const key = decisionKeys.matrix(reviewId);
  return useMutation({
    mutationFn: async (change: CellChange) =>
      'probability' in change
        ? (await decisionsApi.setProbability(reviewId, change.key, change.probability)).data
        : (await decisionsApi.setComment(reviewId, change.key, change.comment)).data,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ProbabilityMatrix>(key);
      if (previous) {
        client.setQueryData<ProbabilityMatrix>(key, {
          ...previous,
          rows: previous.rows.map((row) => (row.key === change.key ? { ...row, ...('probability' in change ? { probability: change.probability } : { comment: change.comment || null }) } : row)),
        });
      }
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.error(failureMessage(error, MESSAGES.genericError));
    },
    onSuccess: (matrix) => {
      client.setQueryData(key, matrix);
      void client.invalidateQueries({ queryKey: decisionKeys.draft(reviewId) });
    },
  });
}

/** Makes the decision, then reloads the init options, the general decision and the matrix (spec §4). */
export function useMakeDecision(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await decisionsApi.make(reviewId)).data,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: decisionKeys.init() }),
        client.invalidateQueries({ queryKey: decisionKeys.draft(reviewId) }),
        client.invalidateQueries({ queryKey: decisionKeys.matrix(reviewId) }),
        client.invalidateQueries({ queryKey: decisionKeys.archived(reviewId) }),
        client.invalidateQueries({ queryKey: ['decisions', 'journal'] }),
        client.invalidateQueries({ queryKey: ['decisions', 'calibration'] }),
      ]);
    },
  });
}

export function useAddFollowUp(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ decisionId, text }: { decisionId: string; text: string }) => (await decisionsApi.addNote(decisionId, text)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: decisionKeys.archived(reviewId) }),
  });
}
