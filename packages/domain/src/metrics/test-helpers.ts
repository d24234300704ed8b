import { computeMetric, type MetricId } from './catalogue';
import type { MetricInput, MetricValue } from './types';

/** The computed metric, failing the test with the reason when it is not available. */
export function metricValue(id: MetricId, input: MetricInput): MetricValue {
  const result = computeMetric(id, input);
  if (!result.available) throw new Error(`${id} not available: ${result.reason}`);
  return result;
}

/** Why the metric is not available, failing the test when it is. */
export function metricReason(id: MetricId, input: MetricInput): string {
  const result = computeMetric(id, input);
  if (result.available) throw new Error(`${id} unexpectedly computed: ${result.value}`);
  return result.reason;
}
