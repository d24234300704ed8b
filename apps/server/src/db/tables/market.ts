/** Kysely table types of issue 19's market data (migration 0013). Conventions as in ../schema.ts. */

/** The figures of a fiscal year: money in millions, eps/dps per share. */
export interface FinancialFigureColumns {
  sales: number | null;
  gross_profit: number | null;
  ebitda: number | null;
  ebit: number | null;
  pre_tax_income: number | null;
  npat: number | null;
  eps: number | null;
  dps: number | null;
  net_debt: number | null;
  shareholders_equity: number | null;
}

/** The reviewer's own forecasts: one row per review and fiscal year end (money in millions, EPS/DPS per share). */
export interface ReviewEstimatesTable extends FinancialFigureColumns {
  id: string;
  review_id: string;
  fy_date_at: string;
  editor_user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Monthly exchange rates: units of `currency` per US dollar. */
export interface FxRatesTable {
  currency: string;
  /** yyyy-mm */
  month: string;
  units_per_usd: number;
  source: string | null;
  updated_at: string;
}

/** Which version of the shipped reference data the database holds. */
export interface ReferenceDataTable {
  name: string;
  version: string;
  loaded_at: string;
  /** JSON text: what the load counted. */
  details: string | null;
}

/** A company's stored fundamental (migration 0019): value, or the reason there is none. */
export interface InvestmentMetricsTable {
  investment_id: string;
  metric_id: string;
  value: number | null;
  reason: string | null;
  /** YYYY-MM-DD: the price date for price-based metrics, else the end of the latest fiscal year read. */
  as_of: string | null;
  computed_at: string;
}
