/** Kysely table types of the market data (migrations 0013, 0026). Conventions as in ../schema.ts. */
import type { Generated } from 'kysely';

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

/** An SEC registrant a sync has read (migration 0026). */
export interface SecFilersTable {
  /** Ten digits, zero-padded. */
  cik: string;
  name: string;
  ticker: string | null;
  exchange: string | null;
  /** yyyy-mm-dd of the latest annual report seen; an incremental sync skips the filer until a newer one appears. */
  last_filed: string | null;
  last_accession: string | null;
  /** synced | skipped | failed */
  status: string;
  reason: string | null;
  /** Fiscal years stored by the last sync. */
  years: Generated<number>;
  synced_at: string;
}

/** One run of a market-data connector (migration 0026). */
export interface DataSyncRunsTable {
  id: string;
  /** sec | prices */
  source: string;
  /** cli | schedule | operator */
  trigger: string;
  /** running | completed | failed */
  status: string;
  started_at: string;
  finished_at: string | null;
  total: number | null;
  done: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  /** JSON text: the first failures, [{ key, reason }]. */
  failures: string | null;
  message: string | null;
}

/** The run holding a source (migration 0026): another run may take over once `heartbeat_at` is stale. */
export interface DataSyncLocksTable {
  source: string;
  run_id: string;
  heartbeat_at: string;
}

/** An end-of-day price (migration 0027). */
export interface PricesTable {
  investment_id: string;
  /** yyyy-mm-dd, the trading day. */
  date: string;
  /** As traded that day. */
  close: number;
  /** Adjusted for the splits and dividends after that day (the provider's figure). */
  adjusted_close: number | null;
  volume: number | null;
  currency: string;
  source: string;
}

/** A split or a cash dividend (migration 0027). */
export interface PriceEventsTable {
  investment_id: string;
  /** yyyy-mm-dd: the split's effective date, the dividend's ex-date. */
  date: string;
  /** split | dividend */
  kind: string;
  ratio_new: number | null;
  ratio_old: number | null;
  /** Dividend per share as paid. */
  amount: number | null;
  currency: string | null;
  source: string;
}

/** From which day a listing's price history has been read (migration 0027). */
export interface PriceHistoriesTable {
  investment_id: string;
  since: string;
  read_at: string;
}
