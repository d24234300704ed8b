import { SCALE_VALUES } from '../constants/scales';
import type { Grade } from '../scoring/grade-points';
import { metricDefinition } from '../metrics/catalogue';
import type { ScreenMetricId } from './screen-metrics';

/**
 * The typed model of a screen's filters and sort (issue 6). The query-string form is in
 * filter-scope.ts / sort-scope.ts; evaluation in filter-evaluation.ts.
 *
 * - company text (sector, industry, exchange, currency): the row's value is one of `values`
 *   (case-insensitive, surrounding spaces ignored);
 * - company range (price = last price, market_cap = market cap as stored, in millions): inside
 *   [min, max], either end optional, both included;
 * - process range: the process's summary score or summary relevance inside [min, max];
 * - valuation: the process's valuation grade between `min` (the worst accepted grade) and `max`
 *   (the best accepted grade);
 * - factor: the factor's grade between `min` and `max`, likewise;
 * - portfolio: the company is (or is not) in the user's portfolio;
 * - metric: a stored fundamental (screen-metrics.ts) inside [min, max], in the metric's unit
 *   (% as a percentage: 15 is 15 %); a company without the value fails.
 */
export const COMPANY_TEXT_FIELDS = ['sector', 'industry', 'exchange', 'currency'] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export const COMPANY_RANGE_FIELDS = ['price', 'market_cap'] as const;
export type CompanyRangeField = (typeof COMPANY_RANGE_FIELDS)[number];
export const PROCESS_MEASURES = ['score', 'relevance'] as const;
export type ProcessMeasure = (typeof PROCESS_MEASURES)[number];

export type ScreenFilter =
  | { type: 'text'; field: CompanyTextField; values: string[] }
  | { type: 'range'; field: CompanyRangeField; min: number | null; max: number | null }
  | { type: 'process'; processId: string; measure: ProcessMeasure; min: number | null; max: number | null }
  | { type: 'valuation'; processId: string; min: Grade | null; max: Grade | null }
  | { type: 'factor'; factorId: string; min: Grade | null; max: Grade | null }
  | { type: 'portfolio'; inPortfolio: boolean }
  | { type: 'metric'; metricId: ScreenMetricId; min: number | null; max: number | null };

/** Company fields a screen can sort by; `price` is the last price. */
export const COMPANY_SORT_FIELDS = ['ticker', 'name', ...COMPANY_TEXT_FIELDS, ...COMPANY_RANGE_FIELDS] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];
export const PROCESS_SORT_MEASURES = [...PROCESS_MEASURES, 'valuation'] as const;
export type ProcessSortMeasure = (typeof PROCESS_SORT_MEASURES)[number];

export type ScreenSortKey =
  | { type: 'company'; field: CompanySortField }
  | { type: 'process'; processId: string; measure: ProcessSortMeasure }
  | { type: 'factor'; factorId: string }
  | { type: 'metric'; metricId: ScreenMetricId };

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_SORT_DIRECTION: SortDirection = 'asc';

/**
 * The direction a column sorts in when it is first chosen: company fields A to Z (and price, market
 * cap low to high), a ratio where lower is better (P/E, EV/EBIT, net debt / EBITDA) low to high, so
 * the cheapest come first; every other figure and score high to low.
 */
export function firstSortDirection(key: ScreenSortKey): SortDirection {
  if (key.type === 'company') return 'asc';
  if (key.type === 'metric') return metricDefinition(key.metricId).lowerIsBetter ? 'asc' : 'desc';
  return 'desc';
}

export interface ScreenSort {
  key: ScreenSortKey;
  direction: SortDirection;
}

/** What the address of a screen-results page holds. */
export interface ScreenView {
  filters: ScreenFilter[];
  sort: ScreenSort | null;
}

/** Display names of the company fields, used in explanations and column headers. */
export const COMPANY_FIELD_LABELS: Readonly<Record<CompanySortField, string>> = Object.freeze({
  ticker: 'Ticker',
  name: 'Company name',
  sector: 'Sector',
  industry: 'Industry',
  exchange: 'Exchange',
  currency: 'Currency',
  price: 'Last price',
  market_cap: 'Market cap',
});

/** Ids in keys (p.<id>.score, f.<id>): letters, digits, '-' and '_' (UUIDv7 fits). */
export const FILTER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The grades from worst to best; a grade's rank is its index + 1 (v_poor 1 … excellent 7). */
export const GRADES_WORST_FIRST: readonly Grade[] = SCALE_VALUES.filter((value): value is Grade => value !== 'n_a').reverse();

/** Rank of a grade (v_poor 1 … excellent 7); null for n_a, unscored or anything else. */
export function gradeRank(value: string | null | undefined): number | null {
  const index = GRADES_WORST_FIRST.indexOf(value as Grade);
  return index === -1 ? null : index + 1;
}

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && gradeRank(value) !== null;
}

/** The key a filter is written with in the query: 'sector', 'price', 'p.<id>.score', 'f.<id>', 'm.<metricId>' … */
export function filterKey(filter: ScreenFilter): string {
  switch (filter.type) {
    case 'text':
    case 'range':
      return filter.field;
    case 'process':
      return `p.${filter.processId}.${filter.measure}`;
    case 'valuation':
      return `p.${filter.processId}.valuation`;
    case 'factor':
      return `f.${filter.factorId}`;
    case 'portfolio':
      return 'portfolio';
    case 'metric':
      return `m.${filter.metricId}`;
  }
}

/** The key a sort column is written with: 'price', 'p.<id>.score', 'f.<id>' … */
export function sortKeyString(key: ScreenSortKey): string {
  switch (key.type) {
    case 'company':
      return key.field;
    case 'process':
      return `p.${key.processId}.${key.measure}`;
    case 'factor':
      return `f.${key.factorId}`;
    case 'metric':
      return `m.${key.metricId}`;
  }
}

/** The metrics a view filters or sorts on, in that order, each once (the columns it shows). */
export function viewMetricIds(view: ScreenView): ScreenMetricId[] {
  const ids = view.filters.flatMap((filter) => (filter.type === 'metric' ? [filter.metricId] : []));
  if (view.sort?.key.type === 'metric') ids.push(view.sort.key.metricId);
  return [...new Set(ids)];
}
