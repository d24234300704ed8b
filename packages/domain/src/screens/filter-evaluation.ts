import { SCALE_LABELS, type ScaleValue } from '../constants/scales';
import type { Grade } from '../scoring/grade-points';
import { COMPANY_FIELD_LABELS, filterKey, gradeRank, type CompanyTextField, type ScreenFilter } from './filters';
import { formatScreenMetric, metricOrMissing, screenMetric, type ScreenMetricValue } from './screen-metrics';

/**
 * Why a result row passes or fails each filter: one short sentence per filter, and overall pass
 * when every filter passes (no filters: pass).
 *
 *   Sector is Financials · Sector is Energy, not Financials or Utilities · Sector is not recorded
 *   Last price 12.5 is between 1 and 50 · Market cap 80 is below the minimum 100
 *   Lead score 4 is below the minimum 5 · No score yet for Lead
 *   Lead valuation is Poor, below the minimum Average · Quality factor is Good, at least Good
 *   No score yet for Quality factor · In the portfolio / Not in the portfolio
 *   P/E 31.2× is above the maximum 25× · No P/E: the latest year's EPS is not positive
 *
 * Processes and factors are named through `names` (e.g. { processes: { [leadId]: 'Lead' },
 * factors: { [id]: 'Quality' } }); unnamed ones read "this process" / "this factor".
 */
export interface ScreenRowProcess {
  score: number | null;
  relevance: number | null;
  valuation: ScaleValue | null;
}

export interface ScreenRow {
  ticker: string;
  name?: string | null;
  sector: string | null;
  industry: string | null;
  exchange: string | null;
  currency: string | null;
  last_price: number | null;
  market_cap: number | null;
  in_portfolio: boolean;
  /** Per process id: the user's summary score and relevance and the valuation grade; absent when not reviewed. */
  processes: Readonly<Record<string, ScreenRowProcess | undefined>>;
  /** Per factor id: the factor's grade; absent or null when not scored. */
  factors: Readonly<Record<string, ScaleValue | null | undefined>>;
  /** Per metric id: the stored fundamental (screen-metrics.ts); absent when none was computed. */
  metrics?: Readonly<Record<string, ScreenMetricValue | undefined>>;
}

export interface FilterNames {
  processes?: Readonly<Record<string, string>>;
  factors?: Readonly<Record<string, string>>;
}

export interface FilterOutcome {
  key: string;
  passed: boolean;
  explanation: string;
}

export interface RowEvaluation {
  passed: boolean;
  results: FilterOutcome[];
}

/** Why a company without a price fails a price filter (issue 19 item 6). */
export const SCREEN_NO_PRICE = 'No price, so it fails the price filter: the shipped data has prices for S&P 500 companies only; the operator imports the others';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const plain = (value: number) => numberFormat.format(value);
const grade = (value: ScaleValue) => SCALE_LABELS[value];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

function orList(values: readonly string[]): string {
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** `show` writes the row's value, `end` the range's ends (a metric shows its unit on both). */
function numberRange(subject: string, value: number, min: number | null, max: number | null, show = plain, end = plain): [boolean, string] {
  if (min !== null && value < min) return [false, `${subject} ${show(value)} is below the minimum ${end(min)}`];
  if (max !== null && value > max) return [false, `${subject} ${show(value)} is above the maximum ${end(max)}`];
  if (min !== null && max !== null) return [true, `${subject} ${show(value)} is between ${end(min)} and ${end(max)}`];
  return [true, min !== null ? `${subject} ${show(value)} is at least ${end(min)}` : `${subject} ${show(value)} is at most ${end(max!)}`];
}

function gradeRange(subject: string, value: ScaleValue, min: Grade | null, max: Grade | null): [boolean, string] {
  const rank = gradeRank(value);
  if (rank === null) return [false, `${subject} is ${grade(value)}`];
  if (min !== null && rank < gradeRank(min)!) return [false, `${subject} is ${grade(value)}, below the minimum ${grade(min)}`];
  if (max !== null && rank > gradeRank(max)!) return [false, `${subject} is ${grade(value)}, above the maximum ${grade(max)}`];
  if (min !== null && max !== null) return [true, `${subject} is ${grade(value)}, between ${grade(min)} and ${grade(max)}`];
  return [true, min !== null ? `${subject} is ${grade(value)}, at least ${grade(min)}` : `${subject} is ${grade(value)}, at most ${grade(max!)}`];
}

function textRule(field: CompanyTextField, value: string | null, wanted: readonly string[]): [boolean, string] {
  const label = COMPANY_FIELD_LABELS[field];
  if (value === null || !value.trim()) return [false, `${label} is not recorded`];
  if (wanted.some((candidate) => same(candidate, value))) return [true, `${label} is ${value.trim()}`];
  return [false, `${label} is ${value.trim()}, not ${orList(wanted)}`];
}

function judge(filter: ScreenFilter, row: ScreenRow, names: FilterNames): [boolean, string] {
  switch (filter.type) {
    case 'text':
      return textRule(filter.field, row[filter.field], filter.values);
    case 'range': {
      const value = filter.field === 'price' ? row.last_price : row.market_cap;
      const label = COMPANY_FIELD_LABELS[filter.field];
      if (value === null) return [false, filter.field === 'price' ? SCREEN_NO_PRICE : `${label} is not recorded`];
      return numberRange(label, value, filter.min, filter.max);
    }
    case 'metric': {
      const { label, unit } = screenMetric(filter.metricId);
      const stored = metricOrMissing(row.metrics, filter.metricId);
      if (stored.value === null) return [false, `No ${label}: ${stored.reason ?? 'not available'}`];
      const end = (bound: number) => (unit === '%' ? `${plain(bound)} %` : unit === '×' ? `${plain(bound)}×` : plain(bound));
      return numberRange(label, stored.value, filter.min, filter.max, (value) => formatScreenMetric(filter.metricId, value), end);
    }
    case 'process': {
      const process = names.processes?.[filter.processId] ?? 'this process';
      const value = row.processes[filter.processId]?.[filter.measure] ?? null;
      return value === null ? [false, `No ${filter.measure} yet for ${process}`] : numberRange(`${process} ${filter.measure}`, value, filter.min, filter.max);
    }
    case 'valuation': {
      const process = names.processes?.[filter.processId] ?? 'this process';
      const value = row.processes[filter.processId]?.valuation ?? null;
      return value === null ? [false, `No valuation yet for ${process}`] : gradeRange(`${process} valuation`, value, filter.min, filter.max);
    }
    case 'factor': {
      const name = names.factors?.[filter.factorId];
      const factor = name ? `${name} factor` : 'this factor';
      const value = row.factors[filter.factorId] ?? null;
      return value === null ? [false, `No score yet for ${factor}`] : gradeRange(factor, value, filter.min, filter.max);
    }
    case 'portfolio':
      return [row.in_portfolio === filter.inPortfolio, row.in_portfolio ? 'In the portfolio' : 'Not in the portfolio'];
  }
}

/** Pass or fail of one filter with its explanation. */
export function evaluateFilter(filter: ScreenFilter, row: ScreenRow, names: FilterNames = {}): FilterOutcome {
  const [passed, explanation] = judge(filter, row, names);
  return { key: filterKey(filter), passed, explanation: capitalise(explanation) };
}

/** Every filter's outcome and the overall pass. */
export function evaluateFilters(filters: readonly ScreenFilter[], row: ScreenRow, names: FilterNames = {}): RowEvaluation {
  const results = filters.map((filter) => evaluateFilter(filter, row, names));
  return { passed: results.every((result) => result.passed), results };
}
