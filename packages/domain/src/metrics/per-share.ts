import { defineMetrics, type Computed } from './define';
import { formatMetricFigure } from './figures';
import { field, firstUnavailable, latestYear, periodOf, positiveField, Unavailable, yearsBefore, type Year } from './rows';
import type { MetricFigure, MetricInput, MetricRowField } from './types';

/**
 * Growth per share: a company figure divided by the year's diluted shares (on the EPS's split
 * basis), so growth bought with new shares does not count.
 */
const WHY = 'a per-share figure is not meaningful';

function perShare(year: Year, name: MetricRowField, label: string): MetricFigure | Unavailable {
  const amount = field(year, name);
  const shares = positiveField(year, 'diluted_shares', WHY);
  const missing = firstUnavailable(amount, shares);
  if (missing) return missing;
  return { label, period: periodOf(year), value: (amount as MetricFigure).value / (shares as MetricFigure).value, kind: 'per_share' };
}

/** Compound growth a year of a per-share figure over the last `years` reported years; both ends above zero. */
function perShareGrowth(name: MetricRowField, label: string, years: number) {
  return (input: MetricInput): Computed | Unavailable => {
    const end = latestYear(input);
    if (end instanceof Unavailable) return end;
    const start = yearsBefore(input, end, years);
    if (start instanceof Unavailable) return start;
    const first = perShare(start, name, label);
    const last = perShare(end, name, label);
    const missing = firstUnavailable(first, last);
    if (missing) return missing;
    const [a, b] = [first, last] as MetricFigure[];
    if (a!.value <= 0 || b!.value <= 0) return new Unavailable(`${label.charAt(0).toUpperCase()}${label.slice(1)} is zero or negative in ${a!.value <= 0 ? a!.period : b!.period}: a growth rate is not meaningful`);
    return { value: ((b!.value / a!.value) ** (1 / years) - 1) * 100, figures: [a!, b!], basis: `${formatMetricFigure(a!)} → ${formatMetricFigure(b!)}` };
  };
}

export const PER_SHARE_METRICS = defineMetrics([
  { id: 'revenue_per_share_cagr_5y', label: 'Revenue per share 5-year CAGR', unit: '%', family: 'growth', forward: false, compute: perShareGrowth('sales', 'revenue per share', 5),
    definition: 'Revenue ÷ diluted shares, from five years before the last reported year to that year, as a compound annual growth rate in % a year; both years must be above zero.' },
  { id: 'book_value_per_share_cagr_5y', label: 'Book value per share 5-year CAGR', unit: '%', family: 'growth', forward: false, compute: perShareGrowth('shareholders_equity', 'book value per share', 5),
    definition: "Shareholders' equity ÷ diluted shares, from five years before the last reported year to that year, as a compound annual growth rate in % a year; both years must be above zero." },
]);
