import { METRIC_HISTORY_YEARS, type MarketFigures, type MetricFinancialRow, type MetricInput, type FinancialDetails, type UnderReview } from '@thesis/domain';
import { fromJson } from '../../db/values';
import type { InvestmentsTable, InvestmentFinancialsTable } from '../../db/schema';

/**
 * The one builder of a company's MetricInput from its stored rows (the AI fill and the stored
 * metrics both read it): financial rows as stored (EPS and DPS split-adjusted at import), market
 * figures of the investment. Numbers may come back as strings from PostgreSQL.
 */
type FigureRow = Pick<InvestmentFinancialsTable, 'fy_date_at' | 'sales' | 'gross_profit' | 'ebitda' | 'ebit' | 'pre_tax_income' | 'npat' | 'eps' | 'dps' | 'net_debt' | 'shareholders_equity'> &
  Partial<Pick<InvestmentFinancialsTable, 'under_review' | 'details'>>;
export type MarketRow = Pick<InvestmentsTable, 'last_price' | 'market_cap' | 'issued_shares' | 'currency' | 'reporting_fx' | 'figures_updated_at'>;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** A row's figures, with the ones a plausibility check flagged (which no metric reads). */
export function metricRowOf(row: FigureRow): MetricFinancialRow {
  const underReview = row.under_review ? fromJson<UnderReview>(row.under_review, {}) : {};
  const details = row.details ? fromJson<Partial<FinancialDetails>>(row.details, {}) : {};
  return {
    ...details,
    ...(Object.keys(underReview).length > 0 ? { under_review: underReview } : {}),
    fy_date_at: row.fy_date_at,
    sales: num(row.sales), gross_profit: num(row.gross_profit), ebitda: num(row.ebitda), ebit: num(row.ebit), pre_tax_income: num(row.pre_tax_income),
    npat: num(row.npat), eps: num(row.eps), dps: num(row.dps), net_debt: num(row.net_debt), shareholders_equity: num(row.shareholders_equity),
  };
}

/** The market figures; the reporting currency only when it differs from the trading one. */
export function marketFiguresOf(investment: MarketRow): MarketFigures {
  const reporting = investment.reporting_fx && investment.reporting_fx !== investment.currency ? investment.reporting_fx : null;
  return {
    last_price: num(investment.last_price), market_cap: num(investment.market_cap), issued_shares: num(investment.issued_shares),
    currency: investment.currency, reporting_currency: reporting, as_of: investment.figures_updated_at,
  };
}

/** The latest METRIC_HISTORY_YEARS reported years, oldest first (a ten-year change needs eleven). */
export function latestHistory(rows: readonly FigureRow[]): MetricFinancialRow[] {
  return [...rows].sort((a, b) => a.fy_date_at.localeCompare(b.fy_date_at)).slice(-METRIC_HISTORY_YEARS).map(metricRowOf);
}

export function metricInputOf(investment: MarketRow, history: readonly FigureRow[], estimates: readonly FigureRow[] = []): MetricInput & { history: MetricFinancialRow[]; estimates: MetricFinancialRow[] } {
  return { history: latestHistory(history), estimates: estimates.map(metricRowOf), market: marketFiguresOf(investment) };
}
