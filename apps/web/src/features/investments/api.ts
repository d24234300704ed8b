import {
  SEARCH_LIMIT,
  type FinancialKind,
  type FinancialRow,
  type Investment,
  type InvestmentPayloadInput,
  type InvestmentSummary,
  type Pagination,
} from '@thesis/domain';
import { api } from '../../lib/api';

export interface InvestmentList {
  data: InvestmentSummary[];
  meta: { pagination: Pagination };
}

/** GET /investments/{id}/historical|estimation: rows oldest first, money in millions of `meta.currency`. */
export interface FinancialsAnswer {
  data: FinancialRow[];
  meta: { kind: FinancialKind; columns: number; currency: string; units: 'millions' };
}

const segment = (id: string) => `/investments/${encodeURIComponent(id)}`;

/** Investment calls of spec §7 (Investments). */
export const investmentsApi = {
  /** GET /investments?search=ticker:{text}&limit=10; silent: the search box shows its own failure. */
  search: (text: string, signal?: AbortSignal) =>
    api.get<InvestmentList>('/investments', {
      query: { search: `ticker:${text}`, limit: SEARCH_LIMIT },
      signal,
      silent: true,
    }),
  /** The size of the visible universe (listed companies plus the caller's own unlisted ones). */
  count: async () =>
    (await api.get<InvestmentList>('/investments', { query: { limit: 1 }, silent: true })).meta.pagination.total,
  /** One investment; a 404 (missing or not yours) is shown by the page itself. */
  get: (id: string) => api.get<{ data: Investment }>(segment(id), { quiet: [404] }),
  /** Historical or estimation rows; never called for the free role (spec §4). */
  financials: (id: string, kind: FinancialKind) => api.get<FinancialsAnswer>(`${segment(id)}/${kind}`),
  /** The same tables through a review (GET /investment-reviews/{id}/historical|estimation). */
  reviewFinancials: (reviewId: string, kind: FinancialKind) =>
    api.get<FinancialsAnswer>(`/investment-reviews/${encodeURIComponent(reviewId)}/${kind}`),
  /** POST /investments: a new unlisted company; the form owns its 422 answer. */
  create: (payload: InvestmentPayloadInput) => api.post<{ data: Investment }>('/investments', payload, { form: true }),
  /** PUT /investments/{id}: replaces the company, so an optional field left empty is cleared. */
  replace: (id: string, payload: InvestmentPayloadInput) =>
    api.request<{ data: Investment }>(segment(id), { method: 'PUT', body: payload, form: true }),
};

/** TanStack Query keys of the investments feature. */
export const investmentKeys = {
  all: ['investments'] as const,
  search: (text: string) => ['investments', 'search', text] as const,
  count: () => ['investments', 'count'] as const,
  detail: (id: string) => ['investments', 'detail', id] as const,
  financials: (id: string, kind: FinancialKind) => ['investments', 'financials', id, kind] as const,
};
