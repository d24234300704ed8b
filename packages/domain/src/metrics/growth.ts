import { defineMetrics, type Computed } from './define';
import { formatMetricFigure } from './figures';
import { estimateYears, field, firstUnavailable, latestYear, nextEstimate, positiveField, Unavailable, yearsBefore, yearsBetween, type Year } from './rows';
import type { MetricInput, MetricRowField } from './types';

const NOT_MEANINGFUL = 'a growth rate is not meaningful';

/** Growth of a field from one year to a later one: 1 year simple growth, more years compounded (% a year). */
function growth(from: Year, to: Year, name: MetricRowField, years: number): Computed | Unavailable {
  const start = positiveField(from, name, NOT_MEANINGFUL);
  const end = years === 1 ? field(to, name) : positiveField(to, name, NOT_MEANINGFUL);
  const missing = firstUnavailable(start, end);
  if (missing) return missing;
  const a = start as Exclude<typeof start, Unavailable>;
  const b = end as Exclude<typeof end, Unavailable>;
  const value = years === 1 ? (b.value / a.value - 1) * 100 : ((b.value / a.value) ** (1 / years) - 1) * 100;
  return { value, figures: [a, b], basis: `${formatMetricFigure(a)} → ${formatMetricFigure(b)}` };
}

/** Growth over the last `years` reported years. */
function reported(name: MetricRowField, years: number) {
  return (input: MetricInput): Computed | Unavailable => {
    const end = latestYear(input);
    if (end instanceof Unavailable) return end;
    const start = yearsBefore(input, end, years);
    return start instanceof Unavailable ? start : growth(start, end, name, years);
  };
}

/**
 * Growth a year from the last reported year to the first forecast year, or to the last one (at
 * most three years ahead).
 */
function forecast(name: MetricRowField, to: 'first' | 'last') {
  return (input: MetricInput): Computed | Unavailable => {
    const start = latestYear(input);
    if (start instanceof Unavailable) return start;
    const forecasts = estimateYears(input).slice(0, 3);
    const end = to === 'first' ? forecasts[0] : forecasts[forecasts.length - 1];
    if (!end) return nextEstimate(input) as Unavailable;
    return growth(start, end, name, yearsBetween(start, end));
  };
}

/** EPS growth a year from the last reported year to the last estimate year (PEG reads it too). */
export const forecastEpsGrowth = forecast('eps', 'last');

const CAGR = 'compound annual growth rate: (last ÷ first)^(1 ÷ years) − 1, in % a year; both years must be above zero';

export const GROWTH_METRICS = defineMetrics([
  { id: 'revenue_growth_1y', label: 'Revenue growth, 1 year', unit: '%', family: 'growth', forward: false, compute: reported('sales', 1),
    definition: 'Revenue of the last reported year ÷ revenue of the year before − 1, in %.' },
  { id: 'revenue_cagr_3y', label: 'Revenue 3-year CAGR', unit: '%', family: 'growth', forward: false, compute: reported('sales', 3),
    definition: `Revenue from three years before the last reported year to that year, as a ${CAGR}.` },
  { id: 'revenue_cagr_5y', label: 'Revenue 5-year CAGR', unit: '%', family: 'growth', forward: false, compute: reported('sales', 5),
    definition: `Revenue from five years before the last reported year to that year, as a ${CAGR}.` },
  { id: 'eps_growth_1y', label: 'EPS growth, 1 year', unit: '%', family: 'growth', forward: false, compute: reported('eps', 1),
    definition: 'EPS of the last reported year ÷ EPS of the year before − 1, in %; the earlier EPS must be above zero.' },
  { id: 'eps_cagr_3y', label: 'EPS 3-year CAGR', unit: '%', family: 'growth', forward: false, compute: reported('eps', 3),
    definition: `EPS from three years before the last reported year to that year, as a ${CAGR}.` },
  { id: 'eps_cagr_5y', label: 'EPS 5-year CAGR', unit: '%', family: 'growth', forward: false, compute: reported('eps', 5),
    definition: `EPS from five years before the last reported year to that year, as a ${CAGR}.` },
  { id: 'dps_cagr_5y', label: 'DPS 5-year CAGR', unit: '%', family: 'dividends', forward: false, compute: reported('dps', 5),
    definition: `Dividend per share from five years before the last reported year to that year, as a ${CAGR}.` },
  { id: 'dps_cagr_10y', label: 'DPS 10-year CAGR', unit: '%', family: 'dividends', forward: false, compute: reported('dps', 10),
    definition: `Dividend per share from ten years before the last reported year to that year, as a ${CAGR}.` },
  { id: 'share_count_cagr_5y', label: 'Diluted shares 5-year CAGR', unit: '%', family: 'growth', forward: false, lowerIsBetter: true, compute: reported('diluted_shares', 5),
    definition: `Diluted shares (on the EPS's split basis) from five years before the last reported year to that year, as a ${CAGR}; below zero means buybacks shrank the count.` },
  { id: 'revenue_growth_next_year', label: 'Revenue growth, next year (your estimate)', unit: '%', family: 'growth', forward: true, compute: forecast('sales', 'first'),
    definition: 'Revenue of your first estimate year ÷ revenue of the last reported year − 1, in %.' },
  { id: 'eps_growth_next_year', label: 'EPS growth, next year (your estimate)', unit: '%', family: 'growth', forward: true, compute: forecast('eps', 'first'),
    definition: 'EPS of your first estimate year ÷ EPS of the last reported year − 1, in %.' },
  { id: 'eps_cagr_forecast', label: 'EPS growth a year, forecast (your estimates)', unit: '%', family: 'growth', forward: true, compute: forecastEpsGrowth,
    definition: `EPS from the last reported year to your last estimate year (up to three years ahead), as a ${CAGR}.` },
]);
