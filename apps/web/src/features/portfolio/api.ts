import type { ImportCommitInput, ImportCommitResult, ImportPreview, Portfolio, PortfolioInvestment } from '@thesis/domain';
import { api } from '../../lib/api';

export interface PortfolioAnswer {
  data: Portfolio;
  meta: { filteringScope: string; sortingScope: string | null; sortingScopeBy: 'asc' | 'desc' | null; computed_at: string };
}

export interface HoldingSummary {
  id: string;
  investment_id: string;
  shares_count: number;
  updated_at: string;
}

export interface HoldingWrite {
  data: Omit<PortfolioInvestment, 'shares_weight' | 'processes'>;
  meta: { created: boolean; message: string };
}

/** The address query of the portfolio view (filteringScope, sortingScope, sortingScopeBy), as the API takes it. */
export type PortfolioQuery = Partial<Record<'filteringScope' | 'sortingScope' | 'sortingScopeBy', string>>;

export interface ImportMappingFields {
  preset: string;
  ticker_column?: string;
  exchange_column?: string;
  units_column?: string;
}

const holdingPath = (investmentId: string) => `/portfolios/investments/${encodeURIComponent(investmentId)}`;

/** Portfolio calls of spec §7, plus the CSV export and the broker CSV import. */
export const portfolioApi = {
  list: (query: PortfolioQuery, signal?: AbortSignal) => api.get<PortfolioAnswer>('/portfolios', { query, signal }),
  run: (query: PortfolioQuery) => api.get<PortfolioAnswer>('/portfolios/run', { query }),
  holding: (investmentId: string) => api.get<{ data: HoldingSummary | null }>(holdingPath(investmentId)),
  /** set-investment: the form owns its 422 answer. */
  set: (investmentId: string, sharesCount: number) => api.post<HoldingWrite>(holdingPath(investmentId), { shares_count: sharesCount }, { form: true }),
  remove: (id: string) => api.delete<void>(holdingPath(id)),
  exportCsv: (query: PortfolioQuery) => api.download('/portfolios/export.csv', { query }),
  importPreview: (file: File, mapping: ImportMappingFields) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(mapping)) if (value !== undefined) form.append(key, value);
    form.append('file', file);
    return api.request<{ data: ImportPreview }>('/portfolios/imports/preview', { method: 'POST', formData: form, form: true });
  },
  importCommit: (body: ImportCommitInput) => api.post<{ data: ImportCommitResult; meta: { message: string } }>('/portfolios/imports/commit', body),
};

export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: (query: PortfolioQuery) => ['portfolio', 'list', query] as const,
  holding: (investmentId: string) => ['portfolio', 'holding', investmentId] as const,
};
