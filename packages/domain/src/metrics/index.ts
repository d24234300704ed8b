export * from './types';
export type { Computed, MetricDefinition } from './define';
export { asShown, formatMetricFigure, formatFigureValue, formatMetricValue, formatMillionsShort, metricDecimals, roundMetricValue } from './figures';
export { coverage, METRIC_HISTORY_YEARS, metricRowOfFinancial, PRICE_FINANCIALS_MAX_GAP_DAYS } from './rows';
export * from './catalogue';
export * from './rules';
export * from './binding';
export { gradedMetricIds, metricGradeScale } from './grade-scales';
