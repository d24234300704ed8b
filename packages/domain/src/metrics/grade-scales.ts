import type { ValuationThresholds } from '../scoring/valuation-grade';
import type { MetricId } from './catalogue';

/**
 * How a value of a metric is graded when a quantitative process item reads it: seven thresholds,
 * best grade first, in the metric's unit (% as percentages). They follow the one grading rule
 * (scoring/grade-bands.ts): each grade runs up to its own threshold, Excellent is everything past
 * Very good's. Falling thresholds: higher is better (ROE 25 % or more is Excellent, 0 % or lower
 * Very poor). Rising thresholds: lower is better, as the catalogue's `lowerIsBetter` says (a P/E
 * under 10 is Excellent, 50 or more Very poor).
 *
 * They are general-purpose bars for an industrial or consumer business; a template for another
 * kind of company (banks: ROA near 1 % is good) gives its items their own thresholds. Market cap
 * has none: size is neither good nor bad.
 */
type Scale = readonly [excellent: number, v_good: number, good: number, average: number, below_average: number, poor: number, v_poor: number];

const GROWTH: Scale = [30, 20, 12, 7, 3, 0, -5];
const WORST_YEAR: Scale = [10, 0, -5, -10, -20, -30, -50];
const DIVIDEND_GROWTH: Scale = [20, 12, 8, 5, 2, 0, -5];
const DIVIDEND_YIELD: Scale = [8, 6, 4.5, 3, 2, 1, 0];
const ROE: Scale = [40, 25, 20, 15, 10, 5, 0];
const ROA: Scale = [20, 12, 9, 6, 3, 1, 0];

const SCALES: Partial<Record<MetricId, Scale>> = {
  revenue_growth_1y: GROWTH,
  revenue_cagr_3y: GROWTH,
  revenue_cagr_5y: GROWTH,
  eps_growth_1y: GROWTH,
  eps_cagr_3y: GROWTH,
  eps_cagr_5y: GROWTH,
  eps_cagr_forecast: GROWTH,
  revenue_per_share_cagr_5y: GROWTH,
  book_value_per_share_cagr_5y: GROWTH,
  revenue_worst_change_10y: WORST_YEAR,
  ocf_worst_change_10y: WORST_YEAR,
  dps_cagr_5y: DIVIDEND_GROWTH,
  dps_cagr_10y: DIVIDEND_GROWTH,
  dividend_yield: DIVIDEND_YIELD,
  dividend_yield_forward: DIVIDEND_YIELD,
  roe: ROE,
  roe_avg_5y: ROE,
  roe_min_10y: [30, 20, 15, 10, 5, 0, -5],
  roic_avg_5y: [40, 25, 18, 12, 8, 5, 0],
  roa: ROA,
  roa_avg_5y: ROA,
  net_margin: [30, 20, 15, 10, 5, 2, 0],
  net_margin_min_10y: [25, 15, 10, 5, 2, 0, -5],
  net_margin_change_5y: [10, 5, 2, 0, -2, -5, -10],
  ebit_margin: [35, 25, 18, 12, 7, 3, 0],
  equity_to_assets: [60, 50, 40, 30, 20, 10, 5],
  ocf_conversion_5y: [150, 120, 100, 90, 80, 60, 40],
  fcf_conversion_5y: [130, 100, 85, 70, 55, 40, 20],
  fcf_yield: [12, 8, 6, 4, 3, 2, 0],
  fcf_dividend_cover_min_5y: [3, 2, 1.5, 1.2, 1, 0.8, 0.5],
  // Lower is better: the thresholds rise.
  pe: [5, 10, 15, 20, 25, 35, 50],
  ev_to_ebit: [5, 8, 12, 16, 20, 25, 35],
  price_to_sales: [0.5, 1, 2, 3, 5, 8, 12],
  price_to_book: [0.5, 1, 1.5, 2.5, 4, 6, 10],
  net_debt_to_ebit: [-1, 0.5, 1, 2, 3, 4, 6],
  share_count_cagr_5y: [-5, -3, -1, 0.5, 2, 4, 6],
  payout_ratio: [20, 40, 60, 75, 90, 100, 120],
  dividends_to_fcf: [20, 40, 55, 70, 85, 100, 120],
};

/** The thresholds a quantitative item reading this metric grades with; null when the metric has none. */
export function metricGradeScale(id: MetricId): ValuationThresholds | null {
  const scale = SCALES[id];
  if (!scale) return null;
  const [excellent, v_good, good, average, below_average, poor, v_poor] = scale;
  return { excellent, v_good, good, average, below_average, poor, v_poor };
}

/** The metrics that carry a grading scale. */
export function gradedMetricIds(): MetricId[] {
  return Object.keys(SCALES) as MetricId[];
}
