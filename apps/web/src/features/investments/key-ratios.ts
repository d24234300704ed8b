import {
  computeMetric,
  formatDate,
  formatMetricValue,
  metricDefinition,
  metricRowOfFinancial,
  NOT_AVAILABLE,
  type FinancialRow,
  type InvestmentSummary,
  type MetricFigure,
  type MetricId,
  type MetricInput,
} from '@thesis/domain';

/**
 * The key ratios of a company page, computed in the browser by the domain's metric catalogue from
 * the reported years and the investment's market figures (no formula is written here).
 */
export const KEY_RATIO_GROUPS = [
  { title: 'Profitability', ids: ['gross_margin', 'ebit_margin', 'net_margin', 'roe', 'roa'] },
  { title: 'Cash flow', ids: ['fcf', 'fcf_per_share', 'fcf_yield', 'buyback_yield'] },
  { title: 'Valuation & income', ids: ['pe', 'dividend_yield', 'payout_ratio'] },
  { title: 'Balance sheet', ids: ['net_debt_to_ebit'] },
] as const satisfies readonly { title: string; ids: readonly MetricId[] }[];

/** The market side of a company as the page has it: its meta, and its trading currency. */
export type MarketOf = Pick<InvestmentSummary, 'currency' | 'meta'>;

/**
 * The catalogue's input, built as the server builds it: the rows with their detail figures, and the
 * last price, market cap and shares of the investment as of the price's date. `rowsCurrency` is the
 * currency of the rows (the financials answer names it); when it is not the price's currency the
 * metrics that compare the two refuse to.
 */
export function keyRatioInput(rows: readonly FinancialRow[], investment: MarketOf, rowsCurrency: string): MetricInput {
  const { meta } = investment;
  const currency = meta.currency || investment.currency;
  return {
    history: rows.map(metricRowOfFinancial),
    market: {
      last_price: meta.last_price,
      market_cap: meta.market_cap,
      issued_shares: meta.issued_shares,
      currency,
      reporting_currency: rowsCurrency && rowsCurrency !== currency ? rowsCurrency : null,
      as_of: meta.updated_at,
    },
  };
}

export interface KeyRatio {
  id: MetricId;
  label: string;
  /** The value as the catalogue formats it, or '–'. */
  shown: string;
  /** The fiscal years it read: 'FY2025', 'FY2024, FY2025', 'FY2021–FY2025'; '' when unavailable. */
  years: string;
  /** On hover and focus: the evidence line (and the date of the market figures it read), or 'Not available: <reason>'. */
  note: string[];
  /** Why it is not available; null when it is. */
  reason: string | null;
}

/** The fiscal years of a metric's figures, in order, without the market figures. */
export function ratioYears(figures: readonly MetricFigure[]): string {
  const years = [...new Set(figures.map((figure) => figure.period).filter((period) => period.startsWith('FY')))];
  if (years.length <= 2) return years.join(', ');
  return `${years[0]}–${years[years.length - 1]}`;
}

/** 'Last price of 22 Aug 2026' when the metric read a market figure, else null. */
function marketNote(figures: readonly MetricFigure[], asOf: string | null): string | null {
  const labels = [...new Set(figures.filter((figure) => figure.period === 'market').map((figure) => figure.label))];
  if (labels.length === 0) return null;
  const date = formatDate(asOf);
  const named = labels.join(' and ');
  return `${named.charAt(0).toUpperCase()}${named.slice(1)} ${date ? `of ${date}` : '(date not recorded)'}`;
}

export function keyRatio(id: MetricId, input: MetricInput): KeyRatio {
  const definition = metricDefinition(id);
  const result = computeMetric(id, input);
  if (!result.available) {
    return { id, label: definition.label, shown: NOT_AVAILABLE, years: '', note: [`Not available: ${result.reason}`], reason: result.reason };
  }
  const market = marketNote(result.figures, input.market.as_of ?? null);
  return {
    id,
    label: definition.label,
    shown: formatMetricValue(result.value, result.unit, definition.decimals),
    years: ratioYears(result.figures),
    note: market ? [result.evidence, market] : [result.evidence],
    reason: null,
  };
}

/** The reason every ratio shares when none is available (figures that are history, no data), else null. */
export function sharedReason(ratios: readonly KeyRatio[]): string | null {
  const reasons = new Set(ratios.map((ratio) => ratio.reason));
  const [reason] = reasons;
  return reasons.size === 1 && reason ? reason : null;
}
