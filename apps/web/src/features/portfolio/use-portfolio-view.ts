import {
  decodePortfolioQuery,
  encodeFilteringScope,
  encodePortfolioQuery,
  type PortfolioSort,
  type PortfolioView,
  type ScreenFilter,
} from '@thesis/domain';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PortfolioQuery } from './api';

const EMPTY: PortfolioView = { filters: [], sort: null };

/**
 * The portfolio view mirrored in the address query (spec §2/§4): filteringScope, sortingScope and
 * sortingScopeBy. Apply writes the filters, a header click writes the sort, Reset clears them all;
 * each change is a new query, so the portfolio refetches. A malformed address reads as no view.
 */
export function usePortfolioView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const raw = params.toString();
  const view = useMemo(() => {
    const result = decodePortfolioQuery({ filteringScope: params.get('filteringScope'), sortingScope: params.get('sortingScope'), sortingScopeBy: params.get('sortingScopeBy') });
    return result.ok ? result.value : EMPTY;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);

  const query = useMemo((): PortfolioQuery => {
    const out: PortfolioQuery = {};
    const filters = encodeFilteringScope(view.filters);
    if (filters) out.filteringScope = filters;
    if (view.sort) {
      const encoded = new URLSearchParams(encodePortfolioQuery({ filters: [], sort: view.sort }));
      out.sortingScope = encoded.get('sortingScope') ?? undefined;
      out.sortingScopeBy = view.sort.direction;
    }
    return out;
  }, [view]);

  function write(next: PortfolioView) {
    // Written readably (sector:Financials;price:1..50), not percent-encoded by URLSearchParams.
    const search = encodePortfolioQuery(next);
    void navigate({ pathname, search: search ? `?${search}` : '' });
  }

  return {
    view,
    query,
    applyFilters: (filters: ScreenFilter[]) => write({ ...view, filters }),
    setSort: (sort: PortfolioSort | null) => write({ ...view, sort }),
    reset: () => write(EMPTY),
  };
}
