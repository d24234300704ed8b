import type {
  Calibration,
  CreateTradeTypeInput,
  Decision,
  DecisionDraftInput,
  DecisionInit,
  OutcomeKey,
  Pagination,
  ProbabilityMatrix,
  TradeType,
  UpdateTradeTypeInput,
} from '@thesis/domain';
import { api } from '../../lib/api';

const id = (value: string) => encodeURIComponent(value);

export interface DecisionList {
  data: Decision[];
  meta: { pagination: Pagination };
}

export interface JournalFilters {
  investmentId?: string | null;
  tradeTypeId?: string | null;
  action?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** `search=investment.id:…;trade_type.id:…;action:…` of GET /decisions/archived. */
export function journalSearch(filters: JournalFilters): string | undefined {
  const parts = [
    filters.investmentId ? `investment.id:${filters.investmentId}` : null,
    filters.tradeTypeId ? `trade_type.id:${filters.tradeTypeId}` : null,
    filters.action ? `action:${filters.action}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(';') : undefined;
}

/** Decision calls of spec §7 (Decisions) and the journal and calibration of issue 7. */
export const decisionsApi = {
  init: () => api.get<{ data: DecisionInit }>('/decisions/init'),
  draft: (reviewId: string) => api.get<{ data: Decision }>(`/decisions/get/${id(reviewId)}`),
  matrix: (reviewId: string) => api.get<{ data: ProbabilityMatrix }>(`/decisions/probability_matrix/${id(reviewId)}`),
  archivedOf: (reviewId: string) =>
    api.get<DecisionList>('/decisions/archived', {
      query: { investment_review_id: reviewId, orderBy: 'created_at', sortedBy: 'desc', include: 'matrix,process_data', limit: 100 },
    }),
  journal: (filters: JournalFilters, page: number, limit: number) =>
    api.get<DecisionList>('/decisions/archived', {
      query: {
        orderBy: 'date',
        sortedBy: 'desc',
        search: journalSearch(filters),
        date_from: filters.dateFrom || undefined,
        date_to: filters.dateTo || undefined,
        include: 'matrix',
        page,
        limit,
      },
    }),
  calibration: (scope: 'elapsed' | 'all') => api.get<{ data: Calibration }>('/decisions/calibration', { query: { scope } }),
  /** Silent: the draft shows the server's own message when a change fails (useUpdateDraft). */
  update: (reviewId: string, patch: DecisionDraftInput) => api.patch<{ data: Decision }>(`/decisions/update/${id(reviewId)}`, patch, { silent: true }),
  setProbability: (reviewId: string, key: OutcomeKey, probability: number | null) =>
    api.post<{ data: ProbabilityMatrix }>(`/decisions/matrix/probability/${id(reviewId)}`, { key, probability }, { silent: true }),
  setComment: (reviewId: string, key: OutcomeKey, comment: string) =>
    api.post<{ data: ProbabilityMatrix }>(`/decisions/matrix/comments/${id(reviewId)}`, { key, comment }, { silent: true }),
  make: (reviewId: string) => api.post<{ data: Decision }>(`/decisions/make/${id(reviewId)}`, {}),
  addNote: (decisionId: string, text: string) => api.post<{ data: Decision }>(`/decisions/notes/${id(decisionId)}`, { text }),
  createTradeType: (payload: CreateTradeTypeInput) => api.post<{ data: TradeType }>('/decisions/trade_types', payload, { form: true }),
  updateTradeType: (typeId: string, payload: UpdateTradeTypeInput) =>
    api.patch<{ data: TradeType }>(`/decisions/trade_types/${id(typeId)}`, payload, { form: true }),
};

export const decisionKeys = {
  all: ['decisions'] as const,
  init: () => ['decisions', 'init'] as const,
  draft: (reviewId: string) => ['decisions', 'draft', reviewId] as const,
  matrix: (reviewId: string) => ['decisions', 'matrix', reviewId] as const,
  archived: (reviewId: string) => ['decisions', 'archived', reviewId] as const,
  journal: (filters: JournalFilters, page: number) => ['decisions', 'journal', filters, page] as const,
  calibration: (scope: string) => ['decisions', 'calibration', scope] as const,
};
