import { z } from 'zod';
import { DEFAULT_SORT_DIRECTION, SORT_DIRECTIONS, sortKeyString, type ScreenFilter, type ScreenSortKey, type SortDirection } from '../screens/filters';
import { decodeFilteringScope } from '../screens/filter-scope';
import { encodeScopeParams, scopeParam, screenScopeParams } from '../screens/screen-query';
import { SCREEN_MESSAGES } from '../screens/messages';
import { decodeSortingScope, SORT_KEY_HELP } from '../screens/sort-scope';

/**
 * The query of GET /portfolios (and /portfolio in the address bar): the screens' grammar
 * (filteringScope, sortingScope, sortingScopeBy; see screens/filter-scope.ts and sort-scope.ts),
 * with three more sort columns of a holding: shares_count (units), shares_total_price (value) and
 * shares_weight (weight). The same address therefore reads the same in both places.
 */
export const HOLDING_SORT_FIELDS = ['shares_count', 'shares_total_price', 'shares_weight'] as const;
export type HoldingSortField = (typeof HOLDING_SORT_FIELDS)[number];

export type PortfolioSortKey = ScreenSortKey | { type: 'holding'; field: HoldingSortField };
export interface PortfolioSort {
  key: PortfolioSortKey;
  direction: SortDirection;
}
export interface PortfolioView {
  filters: ScreenFilter[];
  sort: PortfolioSort | null;
}

export const PORTFOLIO_SORT_HELP = `${HOLDING_SORT_FIELDS.join(', ')}, ${SORT_KEY_HELP}`;

const isHoldingField = (value: string): value is HoldingSortField => (HOLDING_SORT_FIELDS as readonly string[]).includes(value);

export type PortfolioQueryResult =
  | { ok: true; value: PortfolioView }
  | { ok: false; errors: Partial<Record<'filteringScope' | 'sortingScope' | 'sortingScopeBy', string[]>> };

export interface PortfolioQueryParams {
  filteringScope?: string | null | undefined;
  sortingScope?: string | null | undefined;
  sortingScopeBy?: string | null | undefined;
}

/** Reads the three parameters; errors are keyed by parameter. */
export function decodePortfolioQuery(params: PortfolioQueryParams): PortfolioQueryResult {
  const errors: Partial<Record<'filteringScope' | 'sortingScope' | 'sortingScopeBy', string[]>> = {};
  const filters = decodeFilteringScope(params.filteringScope);
  if (!filters.ok) errors.filteringScope = filters.errors;
  let sort: PortfolioSort | null = null;
  const scope = params.sortingScope?.trim() ?? '';
  const direction = params.sortingScopeBy?.trim() || DEFAULT_SORT_DIRECTION;
  if (isHoldingField(scope)) {
    if ((SORT_DIRECTIONS as readonly string[]).includes(direction)) sort = { key: { type: 'holding', field: scope }, direction: direction as SortDirection };
    else errors.sortingScopeBy = [SCREEN_MESSAGES.sortDirection];
  } else {
    const decoded = decodeSortingScope(params.sortingScope, params.sortingScopeBy);
    if (decoded.ok) sort = decoded.value;
    else {
      const key = decoded.errors.filter((message) => message !== SCREEN_MESSAGES.sortDirection).map((message) => message.replace(SORT_KEY_HELP, PORTFOLIO_SORT_HELP));
      if (key.length) errors.sortingScope = key;
      if (decoded.errors.includes(SCREEN_MESSAGES.sortDirection)) errors.sortingScopeBy = [SCREEN_MESSAGES.sortDirection];
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { filters: filters.ok ? filters.value : [], sort } };
}

/** The sort column as written in sortingScope. */
export function portfolioSortKeyString(key: PortfolioSortKey): string {
  return key.type === 'holding' ? key.field : sortKeyString(key);
}

/** The address query of a portfolio view, without "?"; '' for no filters and no sort. */
export function encodePortfolioQuery(view: PortfolioView): string {
  const sort = view.sort ? { sortingScope: portfolioSortKeyString(view.sort.key), sortingScopeBy: view.sort.direction } : null;
  return encodeScopeParams(view.filters, sort);
}

/** GET /portfolios, /portfolios/run and /portfolios/export.csv: the three strings in, a PortfolioView out (422 per parameter). */
export const portfolioQuerySchema = z
  .object({
    filteringScope: scopeParam(
      'Filters, ";"-separated key:value parts (the screens grammar): sector|industry|exchange|currency:<text> (repeat for any of), price|market_cap:<min>..<max>, p.<processId>.score|relevance:<min>..<max>, p.<processId>.valuation:<grade>..<grade>, f.<factorId>:<grade>..<grade> (factor ids are library factor ids; worst..best, either end optional). Example: sector:Financials;price:1..50;p.<id>.score:3..',
    ),
    sortingScope: scopeParam(`Sort column: ${PORTFOLIO_SORT_HELP}. Without it: by weight, largest first.`),
    sortingScopeBy: screenScopeParams.sortingScopeBy,
    include: z
      .string()
      .max(200)
      .optional()
      .describe('processes.factors: each process with its factors → checklists → questions (left out by default: the summaries are what a table needs)'),
  })
  .transform((params, ctx) => {
    const result = decodePortfolioQuery(params);
    const include = (params.include ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    if (result.ok) return { ...result.value, withFactors: include.some((name) => name.startsWith('processes.factors')) };
    for (const [path, messages] of Object.entries(result.errors)) {
      for (const message of messages ?? []) ctx.addIssue({ code: 'custom', path: [path], message });
    }
    return z.NEVER;
  });
