import type { FinancialKind, Investment, InvestmentPayloadInput } from '@thesis/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { investmentKeys, investmentsApi } from './api';

/** The search of one text (shared by the box and its Enter-before-the-answer path). */
export function searchQuery(text: string) {
  return queryOptions({
    queryKey: investmentKeys.search(text),
    queryFn: async ({ signal }) => (await investmentsApi.search(text, signal)).data,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * Search results for a (debounced, trimmed) text; nothing is asked for an empty text. The previous
 * answer stays on screen (flagged as a placeholder) while the next one loads.
 */
export function useInvestmentSearch(text: string) {
  return useQuery({ ...searchQuery(text), enabled: text !== '', placeholderData: keepPreviousData });
}

/** One investment with the viewer's abilities. */
export function useInvestment(id: string) {
  return useQuery({ queryKey: investmentKeys.detail(id), queryFn: async () => (await investmentsApi.get(id)).data });
}

/**
 * Historical or estimation financials; `enabled` is false for the free role, so no call is made.
 * With `reviewId` they come through the review (what a recipient of a shared review may read).
 */
export function useFinancials(id: string, kind: FinancialKind, enabled: boolean, reviewId?: string) {
  return useQuery({
    queryKey: reviewId ? [...investmentKeys.financials(id, kind), 'review', reviewId] : investmentKeys.financials(id, kind),
    queryFn: () => (reviewId ? investmentsApi.reviewFinancials(reviewId, kind) : investmentsApi.financials(id, kind)),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** How many investments the viewer can search (the shipped universe plus their own companies). */
export function useUniverseSize() {
  return useQuery({
    queryKey: investmentKeys.count(),
    queryFn: investmentsApi.count,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Creates (no id) or replaces an unlisted company, then refreshes what shows it. */
export function useSaveInvestment(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: InvestmentPayloadInput) =>
      (id ? await investmentsApi.replace(id, payload) : await investmentsApi.create(payload)).data,
    onSuccess: (saved: Investment) => {
      client.setQueryData(investmentKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: ['investments', 'search'] });
      void client.invalidateQueries({ queryKey: investmentKeys.count() });
    },
  });
}
