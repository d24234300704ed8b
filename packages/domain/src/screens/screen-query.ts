import { z } from 'zod';
import type { ScreenFilter, ScreenView, SortDirection } from './filters';
import { decodeFilteringScope, encodeFilteringScope } from './filter-scope';
import { SCREEN_MESSAGES } from './messages';
import { decodeSortingScope, encodeSortingScope } from './sort-scope';

/**
 * The query string of a screen-results address (spec §2 /screen-results/{screenId}; §7 GET
 * /screens/{id}, GET /portfolios): filteringScope, sortingScope and sortingScopeBy.
 *
 * `encodeScreenQuery` writes `filteringScope=…&sortingScope=…&sortingScopeBy=…` with the
 * lightest URL escaping that stays valid: everything encodeURIComponent escapes is escaped except
 * ":", ";", ",", "@" and "/", which are legal in a query (RFC 3986) and carry the grammar, so the
 * address bar reads `?filteringScope=sector:Financials;price:1..50&sortingScope=price&sortingScopeBy=desc`.
 * Spaces become %20 (never "+"). Any standard query parser (URLSearchParams, Fastify) reads it back;
 * `decodeScreenQuery` accepts the raw string, URLSearchParams or an already parsed object.
 */
const QUERY_SAFE = { '%3A': ':', '%3B': ';', '%2C': ',', '%40': '@', '%2F': '/' } as const;

/** encodeURIComponent, keeping ":", ";", ",", "@" and "/" readable. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A|%3B|%2C|%40|%2F/g, (code) => QUERY_SAFE[code as keyof typeof QUERY_SAFE]);
}

/** filteringScope, sortingScope and sortingScopeBy as a query string, without "?"; '' for no filters and no sort. */
export function encodeScopeParams(
  filters: readonly ScreenFilter[],
  sort: { sortingScope: string; sortingScopeBy: SortDirection } | null,
): string {
  const params: string[] = [];
  const filteringScope = encodeFilteringScope(filters);
  if (filteringScope) params.push(`filteringScope=${encodeQueryValue(filteringScope)}`);
  if (sort) params.push(`sortingScope=${encodeQueryValue(sort.sortingScope)}`, `sortingScopeBy=${sort.sortingScopeBy}`);
  return params.join('&');
}

/** The query string of a view, without the leading "?"; '' for no filters and no sort. */
export function encodeScreenQuery(view: ScreenView): string {
  return encodeScopeParams(view.filters, view.sort ? encodeSortingScope(view.sort) : null);
}

export interface ScreenQueryParams {
  filteringScope?: string | null;
  sortingScope?: string | null;
  sortingScopeBy?: string | null;
}

export type ScreenQueryResult = { ok: true; value: ScreenView } | { ok: false; errors: Partial<Record<keyof ScreenQueryParams, string[]>> };

function paramsOf(input: string | URLSearchParams | ScreenQueryParams): ScreenQueryParams {
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const search = typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
    return { filteringScope: search.get('filteringScope'), sortingScope: search.get('sortingScope'), sortingScopeBy: search.get('sortingScopeBy') };
  }
  return input;
}

/** Reads a view back from a query string (or its parsed parameters); errors are keyed by parameter. */
export function decodeScreenQuery(input: string | URLSearchParams | ScreenQueryParams): ScreenQueryResult {
  const params = paramsOf(input);
  const filters = decodeFilteringScope(params.filteringScope);
  const sort = decodeSortingScope(params.sortingScope, params.sortingScopeBy);
  if (filters.ok && sort.ok) return { ok: true, value: { filters: filters.value, sort: sort.value } };
  const errors: Partial<Record<keyof ScreenQueryParams, string[]>> = {};
  if (!filters.ok) errors.filteringScope = filters.errors;
  if (!sort.ok) {
    const direction = sort.errors.filter((message) => message === SCREEN_MESSAGES.sortDirection);
    const key = sort.errors.filter((message) => message !== SCREEN_MESSAGES.sortDirection);
    if (key.length) errors.sortingScope = key;
    if (direction.length) errors.sortingScopeBy = direction;
  }
  return { ok: false, errors };
}

/** One of the three view-query strings, with its OpenAPI description. */
export const scopeParam = (description: string) => z.string().max(4000, { message: 'The query is too long' }).optional().describe(description);

/**
 * The query of GET /screens/{id} and GET /portfolios as a zod schema: the three strings in, a
 * ScreenView out, each malformed part a 422 issue on its parameter. The descriptions go into
 * OpenAPI; the grammar is documented at the top of filter-scope.ts and sort-scope.ts.
 */
export const screenScopeParams = {
  filteringScope: scopeParam(
    'Filters, ";"-separated key:value parts: sector|industry|exchange|currency:<text> (repeat for any of), price|market_cap:<min>..<max>, portfolio:yes|no, p.<processId>.score|relevance:<min>..<max>, p.<processId>.valuation:<grade>..<grade>, f.<factorId>:<grade>..<grade> (worst..best; either end optional), m.<metricId>:<min>..<max> (a stored fundamental in its unit: pe, ev_to_ebitda, price_to_sales, price_to_book, dividend_yield, payout_ratio, roe, roic, gross_margin, ebitda_margin, ebit_margin, net_margin, net_debt_to_ebitda, net_debt_to_equity, revenue_growth_1y, revenue_cagr_3y, eps_growth_1y … — % as percentages; a company without the value fails). Example: sector:Financials;price:1..50;f.<id>:good..;m.pe:5..25',
  ),
  sortingScope: scopeParam('Sort column: ticker, name, sector, industry, exchange, currency, price, market_cap, p.<processId>.score|relevance|valuation, f.<factorId> or m.<metricId> (a stored fundamental; companies without it last)'),
  sortingScopeBy: scopeParam('asc (default) or desc'),
};

export const screenViewQuerySchema = z
  .object(screenScopeParams)
  .transform((params, ctx) => {
    const result = decodeScreenQuery(params);
    if (result.ok) return result.value;
    for (const [path, messages] of Object.entries(result.errors)) {
      for (const message of messages ?? []) ctx.addIssue({ code: 'custom', path: [path], message });
    }
    return z.NEVER;
  });
