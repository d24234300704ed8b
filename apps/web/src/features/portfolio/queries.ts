import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioApi, portfolioKeys, type PortfolioQuery } from './api';

/** The portfolio for the view in the address; the previous answer stays shown while the next loads. */
export function usePortfolio(query: PortfolioQuery) {
  return useQuery({
    queryKey: portfolioKeys.list(query),
    queryFn: ({ signal }) => portfolioApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The holding of one investment (null when not held). */
export function useHolding(investmentId: string, enabled = true) {
  return useQuery({
    queryKey: portfolioKeys.holding(investmentId),
    queryFn: async () => (await portfolioApi.holding(investmentId)).data,
    enabled,
  });
}

/** Delete, run and set-investment each refetch the portfolio afterwards (spec §4). */
function useRefetchPortfolio() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portfolioKeys.all });
}

export function useSetHolding() {
  const refetch = useRefetchPortfolio();
  return useMutation({
    mutationFn: ({ investmentId, shares }: { investmentId: string; shares: number }) => portfolioApi.set(investmentId, shares),
    onSuccess: () => refetch(),
  });
}

export function useRemoveHolding() {
  const refetch = useRefetchPortfolio();
  return useMutation({ mutationFn: (id: string) => portfolioApi.remove(id), onSuccess: () => refetch() });
}

/** Run: GET /portfolios/run, then the portfolio is refetched. */
export function useRunPortfolio() {
  const refetch = useRefetchPortfolio();
  return useMutation({ mutationFn: (query: PortfolioQuery) => portfolioApi.run(query), onSuccess: () => refetch() });
}

export function useCommitImport() {
  const refetch = useRefetchPortfolio();
  return useMutation({ mutationFn: portfolioApi.importCommit, onSuccess: () => refetch() });
}
