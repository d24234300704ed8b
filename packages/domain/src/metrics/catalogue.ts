import { CASH_FLOW_METRICS } from './cash-flow';
import type { MetricDefinition } from './define';
import { formatMetricValue } from './figures';
import { GROWTH_METRICS } from './growth';
import { LEVERAGE_METRICS } from './leverage';
import { MARGIN_METRICS } from './margins';
import { MARKET_METRICS } from './market';
import { PER_SHARE_METRICS } from './per-share';
import { TRACK_RECORD_METRICS } from './track-record';
import { RETURN_METRICS } from './returns';
import { Unavailable } from './rows';
import { DIVIDEND_METRICS } from './dividends';
import { VALUATION_METRICS } from './valuation';
import type { MetricInput, MetricResult } from './types';

/**
 * The metric catalogue, in the order item editors list it: growth, margins, returns, cash flow, leverage,
 * dividends, valuation, market figures. Each metric is a pure function of a company's financial
 * rows (taken as given) and market figures; see docs/ai.md for every definition.
 */
export const METRICS = [
  ...GROWTH_METRICS.filter((metric) => metric.family === 'growth' && !metric.forward),
  ...PER_SHARE_METRICS,
  ...TRACK_RECORD_METRICS.filter((metric) => metric.family === 'growth'),
  ...GROWTH_METRICS.filter((metric) => metric.family === 'growth' && metric.forward),
  ...MARGIN_METRICS,
  ...TRACK_RECORD_METRICS.filter((metric) => metric.family === 'margins'),
  ...RETURN_METRICS,
  ...TRACK_RECORD_METRICS.filter((metric) => metric.family === 'returns'),
  ...CASH_FLOW_METRICS.filter((metric) => metric.family === 'returns'),
  ...CASH_FLOW_METRICS.filter((metric) => metric.family === 'cash_flow'),
  ...TRACK_RECORD_METRICS.filter((metric) => metric.family === 'cash_flow'),
  ...LEVERAGE_METRICS,
  ...CASH_FLOW_METRICS.filter((metric) => metric.family === 'leverage'),
  ...DIVIDEND_METRICS,
  ...GROWTH_METRICS.filter((metric) => metric.family === 'dividends'),
  ...CASH_FLOW_METRICS.filter((metric) => metric.family === 'dividends'),
  ...TRACK_RECORD_METRICS.filter((metric) => metric.family === 'dividends'),
  ...VALUATION_METRICS,
  ...MARKET_METRICS,
] as const;

export type MetricId = (typeof METRICS)[number]['id'];
export const METRIC_IDS = METRICS.map((metric) => metric.id) as readonly MetricId[];

const BY_ID = new Map<string, MetricDefinition<MetricId>>(METRICS.map((metric) => [metric.id, metric]));

export function isMetricId(value: unknown): value is MetricId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function metricDefinition(id: MetricId): MetricDefinition<MetricId> {
  return BY_ID.get(id)!;
}

/** One metric for one company: its value with the figures used and the evidence line, or why not. */
export function computeMetric(id: MetricId, input: MetricInput): MetricResult {
  const metric = metricDefinition(id);
  const outcome = metric.compute(input);
  if (outcome instanceof Unavailable) return { id, available: false, reason: outcome.reason };
  if (!Number.isFinite(outcome.value)) return { id, available: false, reason: 'the figures give no finite value' };
  return {
    id,
    available: true,
    value: outcome.value,
    unit: metric.unit,
    figures: outcome.figures,
    evidence: `${metric.label} ${formatMetricValue(outcome.value, metric.unit, metric.decimals)} (${outcome.basis})`,
  };
}

/** Every metric of the catalogue for one company. */
export function computeMetrics(input: MetricInput): Record<MetricId, MetricResult> {
  return Object.fromEntries(METRIC_IDS.map((id) => [id, computeMetric(id, input)])) as Record<MetricId, MetricResult>;
}
