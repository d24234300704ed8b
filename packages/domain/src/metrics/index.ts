export * from './types';
export type { Computed, MetricDefinition } from './define';
export { formatMetricFigure, formatFigureValue, formatMetricValue, formatMillionsShort, roundMetricValue } from './figures';
export { coverage, metricRowOfFinancial, PRICE_FINANCIALS_MAX_GAP_DAYS } from './rows';
export * from './catalogue';
export * from './rules';
export * from './binding';
