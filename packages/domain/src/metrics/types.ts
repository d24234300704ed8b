import type { DetailField } from '../market/financial-notes';
import type { FinancialRow } from '../market/financial-rows';
import type { FinancialField } from '../schemas/investments';

/**
 * Types of the metric catalogue: pure functions over a company's financial rows (spec §3 Financial
 * rows: money in millions of the reporting currency, EPS and DPS per share, taken as given — split
 * adjustment happens where the rows are loaded) and its market figures.
 */

/** One fiscal year of a company (historical) or of a forecast (estimate): the spec's financial row fields. */
export type MetricFinancialRow = Pick<FinancialRow, 'fy_date_at' | FinancialField> & Partial<Pick<FinancialRow, 'under_review'>> & Partial<Record<DetailField, number | null>>;

export type MetricRowField = FinancialField | DetailField;

/** The market figures of a company: price per share, market cap and issued shares in millions. */
export interface MarketFigures {
  last_price: number | null;
  /** Millions of `currency`. */
  market_cap: number | null;
  /** Millions of shares. */
  issued_shares: number | null;
  currency: string;
  /** The currency of the financial rows when known (null: the same as `currency`). */
  reporting_currency?: string | null;
  /** When the price and market cap were taken (ISO date or timestamp); null when unknown. */
  as_of?: string | null;
}

export interface MetricInput {
  /** Reported years, in any order. */
  history: readonly MetricFinancialRow[];
  /** The reviewer's own forecasts for the years after the last reported one (optional). */
  estimates?: readonly MetricFinancialRow[];
  market: MarketFigures;
  /** yyyy-mm-dd the figures are judged against when the market figures carry no date (default: today). */
  today?: string;
}

/** How a metric's value reads: a percentage, a multiple, money per share, millions of money, millions of shares. */
export type MetricUnit = '%' | '×' | '$' | 'M$' | 'M';

export type MetricFamily = 'growth' | 'margins' | 'returns' | 'cash_flow' | 'leverage' | 'dividends' | 'valuation' | 'market';

/** How a figure a metric used reads in its evidence. */
export type FigureKind = 'millions' | 'per_share' | 'shares_millions' | 'percent' | 'multiple';

/** One input of a computed metric: which row (or market figure) and which value. */
export interface MetricFigure {
  label: string;
  /** 'FY2016', 'FY2017e' (an estimate), or 'market' for the price, market cap and shares. */
  period: string;
  value: number;
  kind: FigureKind;
}

export interface MetricValue {
  id: string;
  available: true;
  value: number;
  unit: MetricUnit;
  /** The figures it was computed from, oldest first. */
  figures: MetricFigure[];
  /** 'Revenue 3-year CAGR 8.1 % (FY2013 171.0 bn → FY2016 216.0 bn)'. */
  evidence: string;
}

export interface MetricUnavailable {
  id: string;
  available: false;
  /** Why it cannot be computed: a missing year, a zero or negative denominator, no price … */
  reason: string;
}

export type MetricResult = MetricValue | MetricUnavailable;

/** What a metric's compute function answers: a value with its figures and basis text, or a reason. */
export type MetricOutcome = { value: number; figures: MetricFigure[]; basis: string } | { reason: string };
