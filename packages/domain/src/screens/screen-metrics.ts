import { z } from 'zod';
import { METRICS, type MetricId } from '../metrics/catalogue';
import { formatMetricValue } from '../metrics/figures';
import type { MetricFamily, MetricUnit } from '../metrics/types';

/**
 * The fundamentals a screen or the portfolio filters, sorts and shows (issue 19 item 8): the
 * catalogue's metrics that describe the company itself. Left out: the forward metrics (they read a
 * reviewer's own estimates, so they are not one value per company) and the market figures (last
 * price and market cap are the company fields `price` and `market_cap` already; issued shares are
 * not a fundamental). Values are stored per company with their as-of date (investment_metrics).
 */
export const SCREEN_METRICS = METRICS.filter((metric) => !metric.forward && metric.family !== 'market');
export type ScreenMetricId = Exclude<MetricId, 'pe_forward' | 'dividend_yield_forward' | 'revenue_growth_next_year' | 'eps_growth_next_year' | 'eps_cagr_forecast' | 'peg' | 'market_cap' | 'last_price' | 'issued_shares'>;
export const SCREEN_METRIC_IDS = SCREEN_METRICS.map((metric) => metric.id) as readonly ScreenMetricId[];

/** The metrics a portfolio row always carries (its optional columns). */
export const PORTFOLIO_METRIC_IDS = ['pe', 'dividend_yield', 'roe', 'net_debt_to_equity', 'revenue_cagr_3y'] as const satisfies readonly ScreenMetricId[];

export function isScreenMetricId(value: unknown): value is ScreenMetricId {
  return typeof value === 'string' && (SCREEN_METRIC_IDS as readonly string[]).includes(value);
}

/** How each family is headed in the filter panel's Fundamentals group. */
export const METRIC_FAMILY_LABELS: Readonly<Record<MetricFamily, string>> = {
  growth: 'Growth', margins: 'Margins', returns: 'Returns', cash_flow: 'Cash flow', leverage: 'Leverage', dividends: 'Dividends', valuation: 'Valuation', market: 'Market',
};

/** What a range's ends are written in, next to the inputs: 'in %', 'as a multiple (×)'. */
export const METRIC_UNIT_HINTS: Readonly<Record<MetricUnit, string>> = {
  '%': '%', '×': '×', $: 'per share', M$: 'millions', M: 'millions of shares',
};

export interface ScreenMetricInfo {
  id: ScreenMetricId;
  label: string;
  unit: MetricUnit;
  decimals?: number;
  family: MetricFamily;
  definition: string;
}

export function screenMetric(id: ScreenMetricId): ScreenMetricInfo {
  const metric = SCREEN_METRICS.find((candidate) => candidate.id === id)!;
  return { id: metric.id as ScreenMetricId, label: metric.label, unit: metric.unit, decimals: metric.decimals, family: metric.family, definition: metric.definition };
}

/** A metric value as the tables and explanations show it: '31.2×', '44.1 %', '1.25×'. */
export function formatScreenMetric(id: ScreenMetricId, value: number): string {
  const metric = screenMetric(id);
  return formatMetricValue(value, metric.unit, metric.decimals);
}

/** A company's stored metric: its value, or why there is none; as_of is the date of the figures it read. */
export const screenMetricValueSchema = z.object({
  value: z.number().nullable(),
  /** Why there is no value (null when there is one). */
  reason: z.string().nullable(),
  /** The price date for price-based metrics, else the end of the latest fiscal year read (YYYY-MM-DD). */
  as_of: z.string().nullable(),
});
export type ScreenMetricValue = z.infer<typeof screenMetricValueSchema>;

/** The metrics a row carries, by metric id (only those the view filters, sorts or shows). */
export const screenMetricsSchema = z.record(z.string(), screenMetricValueSchema);

/** Why a company has no stored metrics at all. */
export const METRIC_NOT_COMPUTED = 'no financial figures or price are loaded for this company';

/** The stored metric of a company, or the "not computed" answer when it has none. */
export function metricOrMissing(metrics: Readonly<Record<string, ScreenMetricValue | undefined>> | undefined, id: string): ScreenMetricValue {
  return metrics?.[id] ?? { value: null, reason: METRIC_NOT_COMPUTED, as_of: null };
}

/** The asked metrics of one company, each present (a company without stored metrics says why). */
export function metricsFor(stored: Readonly<Record<string, ScreenMetricValue | undefined>> | undefined, metricIds: readonly string[]): Record<string, ScreenMetricValue> {
  return Object.fromEntries(metricIds.map((id) => [id, metricOrMissing(stored, id)]));
}
