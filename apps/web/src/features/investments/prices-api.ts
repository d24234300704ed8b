import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PriceHistory, PriceRange } from '@thesis/domain';
import { api } from '../../lib/api';

export const pricesApi = {
  history: (id: string, range: PriceRange) => api.get<{ data: PriceHistory; meta: { range: PriceRange } }>(`/investments/${id}/prices`, { query: { range } }),
};

/** A listed company's daily closes over a span (the previous span stays on screen while the next loads). */
export function usePriceHistory(id: string, range: PriceRange, enabled: boolean) {
  return useQuery({ queryKey: ['investment-prices', id, range], queryFn: async () => (await pricesApi.history(id, range)).data, enabled, placeholderData: keepPreviousData, staleTime: 5 * 60_000 });
}
