import { defineMetrics, type Computed } from './define';
import { formatMetricFigure } from './figures';
import { field, firstUnavailable, latestYear, positiveField, Unavailable, type Year } from './rows';
import type { MetricFigure, MetricInput, MetricRowField } from './types';

/** numerator ÷ denominator × 100 of one year, the denominator above zero. */
export function ratioOfYear(year: Year, numerator: MetricRowField, denominator: MetricRowField, percent = true): Computed | Unavailable {
  const top = field(year, numerator);
  const bottom = positiveField(year, denominator);
  const missing = firstUnavailable(top, bottom);
  if (missing) return missing;
  const a = top as MetricFigure;
  const b = bottom as MetricFigure;
  return { value: (a.value / b.value) * (percent ? 100 : 1), figures: [a, b], basis: `${a.period} ${a.label} ${formatValue(a)} ÷ ${b.label} ${formatValue(b)}` };
}

function formatValue(figure: MetricFigure): string {
  return formatMetricFigure({ ...figure, period: '' }).trim();
}

/** A ratio of the last reported year. */
export function latestRatio(numerator: MetricRowField, denominator: MetricRowField, percent = true) {
  return (input: MetricInput): Computed | Unavailable => {
    const year = latestYear(input);
    return year instanceof Unavailable ? year : ratioOfYear(year, numerator, denominator, percent);
  };
}

export const MARGIN_METRICS = defineMetrics([
  { id: 'gross_margin', label: 'Gross margin', unit: '%', family: 'margins', forward: false, compute: latestRatio('gross_profit', 'sales'),
    definition: 'Gross profit ÷ revenue of the last reported year, in %.' },
  { id: 'ebitda_margin', label: 'EBITDA margin', unit: '%', family: 'margins', forward: false, compute: latestRatio('ebitda', 'sales'),
    definition: 'EBITDA ÷ revenue of the last reported year, in %.' },
  { id: 'ebit_margin', label: 'EBIT margin', unit: '%', family: 'margins', forward: false, compute: latestRatio('ebit', 'sales'),
    definition: 'EBIT (operating profit) ÷ revenue of the last reported year, in %.' },
  { id: 'net_margin', label: 'Net margin', unit: '%', family: 'margins', forward: false, compute: latestRatio('npat', 'sales'),
    definition: 'Net profit after tax ÷ revenue of the last reported year, in %.' },
]);
